import type { RefObject } from 'react';
import { gsap, useGSAP } from '@/motion/gsap';
import { matchMedia } from '@/motion/match-media';
import { REDUCED_MOTION_QUERY } from '@/hooks/use-media-query';
import { useMotion } from '@/motion/motion-store';
import { trackAnimation } from '@/motion/studio-seam';
import { useShellState } from '@/state/shell-state';

/** Fired on the hero art when its entrance has ended (it no longer scales or moves). */
export const HERO_ART_SETTLED = 'settled';

/**
 * The hero's entrance: hidden while the loader covers the page, it plays when the loader sets the
 * animation-start class (so the curtain lifts onto moving type). Reduced motion: always visible.
 */
export function useHeroEntrance(scope: RefObject<HTMLElement | null>): void {
  const { animationStart } = useShellState();
  const { home, ease } = useMotion();
  const entrance = home.heroEntrance;

  useGSAP(
    () => {
      const mm = matchMedia(`not ${REDUCED_MOTION_QUERY}`, () => {
        const lines = gsap.utils.toArray<HTMLElement>('[data-hero-enter]', scope.current);
        const art = scope.current?.querySelector('[data-hero-art]') ?? null;
        if (!animationStart) {
          gsap.set(lines, { opacity: 0, y: entrance.distancePx });
          gsap.set(art, { opacity: 0, scale: entrance.artFromScale });
          return;
        }
        const timeline = gsap
          // Named, so GSDevTools' list (motion studio) says what it is.
          .timeline({
            id: 'hero-entrance',
            defaults: { ease: ease.entrance, duration: entrance.durationS },
          })
          .fromTo(
            lines,
            { opacity: 0, y: entrance.distancePx },
            { opacity: 1, y: 0, stagger: entrance.staggerS },
            entrance.delayS,
          )
          .fromTo(
            art,
            // Its own layer while it scales: painted once (the 120 px glow and the image) and scaled by
            // the compositor, instead of painted again on every frame.
            { opacity: 0, scale: entrance.artFromScale, willChange: 'transform' },
            {
              opacity: 1,
              scale: 1,
              // At rest the art keeps no transform. Left with GSAP's `translate(0px, 0px)`, Chromium can
              // keep the pupil as it was painted while the art scaled (a pixel wider) until a later
              // change repaints it, at no fixed time; cleared, the art is painted again at rest, the
              // same on every load.
              clearProps: 'transform,willChange',
              // The art has its final size and place: the eye measures its rest point again.
              onComplete: () => art?.dispatchEvent(new Event(HERO_ART_SETTLED)),
            },
            entrance.delayS,
          );
        if (import.meta.env.DEV) trackAnimation('hero', timeline);
      });
      return () => mm.revert();
    },
    // Revert the previous state's setup before each new one, so a later media change restores nothing stale.
    { scope, dependencies: [animationStart, entrance, ease.entrance], revertOnUpdate: true },
  );
}
