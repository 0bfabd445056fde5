import type { RefObject } from 'react';
import { gsap, ScrollTrigger, useGSAP } from './gsap';
import { matchMedia } from './match-media';
import { useMotion } from './motion-store';
import { useMarkers } from './studio-seam';
import { REDUCED_MOTION_QUERY } from '@/hooks/use-media-query';

/**
 * Reveals the elements matching `selector` inside `scope` as they scroll into view (once), except
 * where the media query `skipWhen` holds. Under reduced motion they are simply there. Opacity, not
 * visibility: a waiting element stays focusable, and focusing it scrolls it into view, which reveals it.
 */
export function useReveal(
  scope: RefObject<HTMLElement | null>,
  selector: string,
  skipWhen = 'not all',
): void {
  const { reveal, ease } = useMotion();
  const markers = useMarkers();
  useGSAP(
    () => {
      // `all` always matches, so the setup runs (and re-runs) whenever either condition changes.
      const mm = matchMedia(
        { all: 'all', reduced: REDUCED_MOTION_QUERY, skipped: skipWhen },
        (context) => {
          if (context.conditions?.reduced || context.conditions?.skipped) return;
          for (const target of gsap.utils.toArray<HTMLElement>(selector, scope.current)) {
            gsap.set(target, { opacity: 0, y: reveal.distancePx });
            ScrollTrigger.create({
              trigger: target,
              start: `top ${reveal.startAt * 100}%`,
              once: true,
              markers,
              onEnter: () => {
                gsap.to(target, {
                  opacity: 1,
                  y: 0,
                  duration: reveal.durationS,
                  ease: ease.entrance,
                  overwrite: true,
                });
              },
            });
          }
        },
      );
      return () => mm.revert();
    },
    {
      scope,
      dependencies: [selector, skipWhen, reveal, ease.entrance, markers],
      revertOnUpdate: true,
    },
  );
}
