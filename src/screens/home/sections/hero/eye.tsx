import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { gsap } from '@/motion/gsap';
import { useScrollEngine } from '@/motion/scroll-engine-context';
import { useMotion } from '@/motion/motion-store';
import { HERO_ART_SETTLED } from './hero.motion';
import { pupilOffset } from './pupil-offset';

/** The pupil laid over the hero art's eye; it looks towards the pointer, never further than the eye radius. */
export function Eye() {
  const pupil = useRef<HTMLDivElement>(null);
  const { eye } = useMotion();
  const { onScroll } = useScrollEngine();

  useEffect(() => {
    const element = pupil.current;
    if (!element) return undefined;
    const follow = { duration: eye.followS, ease: eye.followEase };
    const moveX = gsap.quickTo(element, 'x', follow);
    const moveY = gsap.quickTo(element, 'y', follow);
    // The rest point is read once per layout change, not on every pointer move; and again when the
    // art's entrance ends (HERO_ART_SETTLED), since a point read while the art scaled is a little off.
    let centre: { x: number; y: number } | null = null;
    let last: PointerEvent | undefined;
    const invalidate = () => {
      centre = null;
    };
    const onMove = (event = last) => {
      if (!event) return;
      last = event;
      if (!centre) {
        const box = element.getBoundingClientRect();
        const x = Number(gsap.getProperty(element, 'x'));
        const y = Number(gsap.getProperty(element, 'y'));
        centre = { x: box.left + box.width / 2 - x, y: box.top + box.height / 2 - y };
      }
      const offset = pupilOffset(
        { x: event.clientX, y: event.clientY },
        centre,
        eye.radiusPx,
        eye.fullReachPx,
      );
      moveX(offset.x);
      moveY(offset.y);
    };
    const art = element.parentElement;
    const onArtSettled = () => {
      invalidate();
      onMove();
    };
    art?.addEventListener(HERO_ART_SETTLED, onArtSettled);
    window.addEventListener('pointermove', onMove, { passive: true });
    const offScroll = onScroll(invalidate);
    window.addEventListener('resize', invalidate);
    return () => {
      window.removeEventListener('pointermove', onMove);
      offScroll();
      window.removeEventListener('resize', invalidate);
      art?.removeEventListener(HERO_ART_SETTLED, onArtSettled);
      gsap.killTweensOf(element);
    };
  }, [eye.radiusPx, eye.fullReachPx, eye.followS, eye.followEase, onScroll]);

  return <StyledPupil ref={pupil} data-testid="eye-pupil" aria-hidden="true" />;
}

/** Centred on the art's eye (the art is square, the eye at its centre); a little larger than the painted pupil. */
const StyledPupil = styled.div`
  position: absolute;
  left: 45.2%;
  top: 45.2%;
  width: 9.6%;
  height: 9.6%;
  border-radius: 50%;
  background: radial-gradient(circle at 68% 30%, #f3f1ea 0 14%, #0b0b10 16%);
  box-shadow: 0 0 0 2px rgba(11, 11, 16, 0.35);
  pointer-events: none;
`;
