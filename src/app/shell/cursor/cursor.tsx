import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  COARSE_POINTER_QUERY,
  useMediaQuery,
  usePrefersReducedMotion,
} from '@/hooks/use-media-query';
import { cssMotion } from '@/motion/css-motion';
import { getMotion } from '@/motion/motion-store';
import { useFrame } from '@/motion/use-frame';
import { followStep, hasSettled, INTERACTIVE_SELECTOR, type Point } from './cursor-follow';

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
  // The frame loop runs only while the dot is on its way: a still pointer costs no frame work.
  const [following, setFollowing] = useState(false);

  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      if (!target.current) position.current = { x: event.clientX, y: event.clientY };
      target.current = { x: event.clientX, y: event.clientY };
      setVisible(true);
      setFollowing(true);
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
    const next = followStep(position.current, target.current, getMotion().cursor.smoothing);
    const settled = hasSettled(next, target.current);
    position.current = settled ? target.current : next;
    element.style.transform = `translate3d(${position.current.x}px, ${position.current.y}px, 0)`;
    if (settled) setFollowing(false);
  }, visible && following);

  // State as data attributes over static rules: no style is generated while the pointer moves.
  return (
    <StyledCursor
      ref={ref}
      data-testid="cursor"
      aria-hidden="true"
      data-visible={visible}
      data-hovering={hovering}
    >
      <StyledDot />
    </StyledCursor>
  );
}

const StyledCursor = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.cursor};
  pointer-events: none;
  opacity: 0;
  transition: opacity ${cssMotion('cursor.transitionMs', 'ms')} ease;
  will-change: transform;

  &[data-visible='true'] {
    opacity: 1;
  }
`;

const StyledDot = styled.div`
  width: ${cssMotion('cursor.sizePx', 'px')};
  height: ${cssMotion('cursor.sizePx', 'px')};
  margin: ${cssMotion('cursor.sizePx', 'px', -0.5)} 0 0 ${cssMotion('cursor.sizePx', 'px', -0.5)};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.text};
  /* A hairline of ink keeps the dot visible on light art. No blend mode: blending a layer over the
     scrolling page costs every frame (decision 0009). */
  box-shadow: 0 0 0 1px ${({ theme }) => theme.color.ink}59;
  transition:
    transform ${cssMotion('cursor.transitionMs', 'ms')} ${cssMotion('cssEase.entrance')},
    background-color ${cssMotion('cursor.transitionMs', 'ms')} ease;

  /* Over a link or button it grows into a light lens that leaves the label readable. */
  [data-hovering='true'] > & {
    transform: scale(${cssMotion('cursor.hoverScale')});
    background-color: ${({ theme }) => theme.color.text}29;
    box-shadow: inset 0 0 0 0.5px ${({ theme }) => theme.color.text};
  }
`;
