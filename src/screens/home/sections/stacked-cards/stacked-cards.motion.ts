import type { RefObject } from 'react';
import { gsap, useGSAP } from '@/motion/gsap';
import type { MotionConfig } from '@/motion/motion.config';
import { isTuning, useTimelineDriver, type TimelineDriver } from '@/motion/tuning-store';
import { wideMotionQuery } from '@/styles/theme';
import type { StackLayout } from './stack-geometry';

/** How a covered card gives way to the next one (the motion config's `home.stack`). */
export type StackFeel = MotionConfig['home']['stack'];

/** The tuning panel (development only) attaches GSDevTools to this timeline. */
export const STACK_TIMELINE_ID = 'home-stack';

/**
 * One scrubbed timeline whose time is the scroll position in px: the stage is pinned until the
 * release, each card moves (transform only) from its start down to the floor, and a covered card
 * shrinks and dims a little as the next one lands. Its shape is `stackedCardOffsets`.
 */
export function buildStackTimeline(
  stage: HTMLElement,
  cards: HTMLElement[],
  layout: StackLayout,
  feel: StackFeel,
  driver: TimelineDriver = 'scroll',
): gsap.core.Timeline {
  const { starts, released, floor, releaseAt } = layout;
  const { coveredScale, coveredDim, coverLeadPx } = feel;
  const scrollDriven = driver === 'scroll';
  if (!scrollDriven) {
    // Tuning with GSDevTools: the page stays at the top and the stage is held where the pin would hold it.
    window.scrollTo(0, 0);
    gsap.set(stage, { position: 'fixed', top: 0, left: 0 });
  }
  const timeline = gsap.timeline({
    id: STACK_TIMELINE_ID,
    defaults: { ease: 'none' },
    paused: !scrollDriven,
    scrollTrigger: scrollDriven
      ? {
          trigger: stage,
          start: 0,
          end: releaseAt,
          pin: true,
          pinSpacing: false,
          scrub: true,
          markers: isTuning(),
        }
      : undefined,
  });

  cards.forEach((card, index) => {
    const start = starts[index] ?? floor;
    // Time = scroll: the card rises 1 px per px of scroll until the floor or the release, whichever first.
    const rise = Math.min(Math.max(0, start - floor), releaseAt);
    timeline.fromTo(card, { y: start }, { y: released[index] ?? floor, duration: rise }, 0);
    const next = starts[index + 1];
    if (next === undefined) return;
    const landing = Math.min(Math.max(0, next - floor), releaseAt);
    const from = Math.max(0, landing - coverLeadPx);
    timeline.fromTo(
      card,
      { scale: 1 },
      { scale: coveredScale, duration: landing - from, transformOrigin: '50% 0%' },
      from,
    );
    const shade = card.querySelector('[data-card-shade]');
    if (shade) {
      timeline.fromTo(
        shade,
        { opacity: 0 },
        { opacity: coveredDim, duration: landing - from },
        from,
      );
    }
  });
  // Pad to the release so that the timeline's time equals the scroll position throughout.
  timeline.set({}, {}, releaseAt);
  return timeline;
}

export function useStackTimeline(
  scope: RefObject<HTMLElement | null>,
  stageRef: RefObject<HTMLElement | null>,
  layout: StackLayout,
  feel: StackFeel,
): void {
  const driver = useTimelineDriver();
  useGSAP(
    () => {
      const mm = gsap.matchMedia();
      mm.add(wideMotionQuery, () => {
        const stage = stageRef.current;
        if (!stage) return;
        const cards = gsap.utils.toArray<HTMLElement>('[data-testid="stack-card"]', stage);
        buildStackTimeline(stage, cards, layout, feel, driver);
      });
      return () => mm.revert();
    },
    { scope, dependencies: [layout, feel, driver], revertOnUpdate: true },
  );
}
