import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  COARSE_POINTER_QUERY,
  motion,
  useFrame,
  useMediaQuery,
  usePrefersReducedMotion,
} from '../../../motion';
import { followStep, INTERACTIVE_SELECTOR, type Point } from './cursor-follow';

/**
 * A soft dot that trails the mouse (0.2 per frame, transforms only) and grows over links and buttons.
 * Decorative: the system cursor stays. Absent on touch screens and under reduced motion.
 */
export function Cursor() {
  const coarse = useMediaQuery(COARSE_POINTER_QUERY);
  const reducedMotion = usePrefersReducedMotion();
  if (coarse || reducedMotion) return null;
  return <FollowingCursor />;
}

function FollowingCursor() {
  const ref = useRef<HTMLDivElement>(null);
  const target = useRef<Point | null>(null);
  const position = useRef<Point>({ x: 0, y: 0 });
  const [visible, setVisible] = useState(false);
  const [hovering, setHovering] = useState(false);

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      if (!target.current) position.current = { x: event.clientX, y: event.clientY };
      target.current = { x: event.clientX, y: event.clientY };
      setVisible(true);
      const element = event.target instanceof Element ? event.target : null;
      setHovering(Boolean(element?.closest(INTERACTIVE_SELECTOR)));
    };
    const onLeave = () => setVisible(false);
    window.addEventListener('pointermove', onMove, { passive: true });
    document.documentElement.addEventListener('pointerleave', onLeave);
    return () => {
      window.removeEventListener('pointermove', onMove);
      document.documentElement.removeEventListener('pointerleave', onLeave);
    };
  }, []);

  useFrame(() => {
    const element = ref.current;
    if (!element || !target.current) return;
    position.current = followStep(position.current, target.current, motion.cursor.smoothing);
    element.style.transform = `translate3d(${position.current.x}px, ${position.current.y}px, 0)`;
  }, visible);

  return (
    <StyledCursor ref={ref} data-testid="cursor" aria-hidden="true" $visible={visible}>
      <StyledDot $hovering={hovering} />
    </StyledCursor>
  );
}

const StyledCursor = styled.div<{ $visible: boolean }>`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.cursor};
  pointer-events: none;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${motion.cursor.transitionMs}ms ease;
  will-change: transform;
  mix-blend-mode: difference;
`;

const StyledDot = styled.div<{ $hovering: boolean }>`
  width: ${motion.cursor.sizePx}px;
  height: ${motion.cursor.sizePx}px;
  margin: ${-motion.cursor.sizePx / 2}px 0 0 ${-motion.cursor.sizePx / 2}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.text};
  transform: scale(${({ $hovering }) => ($hovering ? motion.cursor.hoverScale : 1)});
  transition: transform ${motion.cursor.transitionMs}ms ${motion.cssEase.entrance};
`;
