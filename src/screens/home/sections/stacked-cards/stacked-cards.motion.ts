import type { RefObject } from 'react';
import {
  gsap,
  isTuning,
  useGSAP,
  useMotion,
  useTimelineDriver,
  type MotionConfig,
  type TimelineDriver,
} from '../../../../motion';
import { wideMotionQuery } from '../../../../styles/theme';
import { stackedCardOffsets } from './stacked-card-offsets';

/** The tuning panel (development only) attaches GSDevTools to this timeline. */
export const STACK_TIMELINE_ID = 'home-stack';

/**
 * One scrubbed timeline whose time is the scroll position in px: the stage is pinned from 0 to
 * fixedUntil, each card moves (transform only) from its start offset down to the floor, and a covered
 * card shrinks and dims a little as the next one lands. Its shape is `stackedCardOffsets`.
 */
export function buildStackTimeline(
  stage: HTMLElement,
  cards: HTMLElement[],
  config: MotionConfig,
  driver: TimelineDriver = 'scroll',
): gsap.core.Timeline {
  const { minOffset, fixedUntil } = config.stackedCards;
  const { coveredScale, coveredDim, coverLeadPx } = config.home.stack;
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
          end: fixedUntil,
          pin: true,
          pinSpacing: false,
          scrub: true,
          markers: isTuning(),
        }
      : undefined,
  });

  const initial = stackedCardOffsets(0, true, config.stackedCards) ?? [];
  const released = stackedCardOffsets(fixedUntil, true, config.stackedCards) ?? [];
  cards.forEach((card, index) => {
    const start = initial[index] ?? minOffset;
    // Time = scroll: the card rises 1 px per px of scroll until the floor or the release, whichever first.
    const rise = Math.min(Math.max(0, start - minOffset), fixedUntil);
    timeline.fromTo(card, { y: start }, { y: released[index] ?? minOffset, duration: rise }, 0);
    const next = initial[index + 1];
    if (next === undefined) return;
    const landing = Math.min(Math.max(0, next - minOffset), fixedUntil);
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
  // Pad to fixedUntil so that the timeline's time equals the scroll position throughout.
  timeline.set({}, {}, fixedUntil);
  return timeline;
}

export function useStackTimeline(
  scope: RefObject<HTMLElement | null>,
  stageRef: RefObject<HTMLElement | null>,
): void {
  const config = useMotion();
  const driver = useTimelineDriver();
  useGSAP(
    () => {
      const mm = gsap.matchMedia();
      mm.add(wideMotionQuery, () => {
        const stage = stageRef.current;
        if (!stage) return;
        const cards = gsap.utils.toArray<HTMLElement>('[data-testid="stack-card"]', stage);
        buildStackTimeline(stage, cards, config, driver);
      });
      return () => mm.revert();
    },
    { scope, dependencies: [config, driver], revertOnUpdate: true },
  );
}
