import type { RefObject } from 'react';
import { gsap, useGSAP } from '@/motion/gsap';
import { matchMedia } from '@/motion/match-media';
import type { MotionConfig } from '@/motion/motion.config';
import {
  trackAnimation,
  useMarkers,
  useStudioRebuilds,
  type ScrollHold,
} from '@/motion/studio-seam';
import { wideMotionQuery } from '@/styles/theme';
import type { StackGeometry, StackLayout } from './stack-geometry';

/** How a covered card gives way to the next one (the rest of the motion config's `stack`). */
export type StackFeel = Omit<MotionConfig['stack'], keyof StackGeometry>;

/** The timeline's GSAP id. */
export const STACK_TIMELINE_ID = 'home-stack';

/**
 * One scrubbed timeline whose time is the scroll position in px: the stage is pinned until
 * fixedUntil and each card moves (transform only) from its start offset up to the min offset; the
 * section's heading rides above the first card. Each landing card pushes the ones it covers one step
 * back: they shrink (from their top edge, which stays at the min offset), dim, and their edge rises
 * one step above the card in front, so the settled cards read as a stack (decision 0011). Card tops
 * follow `stackedCardOffsets` exactly.
 */
export function buildStackTimeline(
  stage: HTMLElement,
  cards: HTMLElement[],
  layout: StackLayout,
  feel: StackFeel,
  markers = false,
): gsap.core.Timeline {
  const timeline = gsap.timeline({
    id: STACK_TIMELINE_ID,
    defaults: { ease: 'none' },
    scrollTrigger: {
      trigger: stage,
      start: 0,
      end: layout.fixedUntil,
      pin: true,
      pinSpacing: false,
      scrub: true,
      markers,
    },
  });
  addStackTweens(timeline, stage, cards, layout, feel);
  if (import.meta.env.DEV) trackAnimation('stack', timeline, holdForStudio(timeline, stage));
  return timeline;
}

/**
 * The stack taken from the scroll for the studio's GSDevTools (development only): the page goes to the
 * top, the trigger goes (the timeline stays, paused at its start) and the stage is held where the pin
 * held it; given back, the stage is let go and the studio has the timeline rebuilt.
 */
function holdForStudio(timeline: gsap.core.Timeline, stage: HTMLElement): ScrollHold {
  return {
    hold() {
      window.scrollTo(0, 0);
      timeline.scrollTrigger?.kill(false, true);
      gsap.set(stage, { position: 'fixed', top: 0, left: 0 });
      timeline.pause(0);
    },
    release() {
      gsap.set(stage, { clearProps: 'position,top,left' });
    },
  };
}

/** The stack's tweens on `timeline`, whose time is then the scroll in px (0 to fixedUntil). */
export function addStackTweens(
  timeline: gsap.core.Timeline,
  stage: HTMLElement,
  cards: HTMLElement[],
  layout: StackLayout,
  feel: StackFeel,
): void {
  const { startOffsets, released, minOffset, fixedUntil } = layout;
  const { coveredScale, coveredDim, coverLeadPx, edgeStepPx } = feel;

  /** Time = scroll: a card rises 1 px per px of scroll to the min offset, or until fixedUntil. */
  const riseOf = (start: number) => Math.min(Math.max(0, start - minOffset), fixedUntil);
  cards.forEach((card, index) => {
    const start = startOffsets[index] ?? minOffset;
    timeline.fromTo(
      card,
      { y: start },
      { y: released[index] ?? minOffset, duration: riseOf(start) },
      0,
    );
  });
  const rail = stage.querySelector('[data-stack-rail]');
  if (rail) {
    const start = startOffsets[0] ?? minOffset;
    timeline.fromTo(
      rail,
      { y: start },
      { y: released[0] ?? minOffset, duration: riseOf(start) },
      0,
    );
  }

  // Every landing pushes each card it covers one step further back.
  cards.forEach((_, landingIndex) => {
    if (landingIndex === 0) return;
    const landing = riseOf(startOffsets[landingIndex] ?? minOffset);
    const from = Math.max(0, landing - coverLeadPx);
    const duration = landing - from;
    for (let covered = 0; covered < landingIndex; covered += 1) {
      const card = cards[covered];
      if (!card) continue;
      const depth = landingIndex - covered;
      // Only the first push renders its start at once: a later one would overwrite the card's rest state.
      const immediateRender = depth === 1;
      timeline.fromTo(
        card,
        { scale: coveredScale ** (depth - 1) },
        { scale: coveredScale ** depth, duration, transformOrigin: '50% 0%', immediateRender },
        from,
      );
      const shade = card.querySelector('[data-card-shade]');
      if (shade && depth === 1) {
        timeline.fromTo(shade, { opacity: 0 }, { opacity: coveredDim, duration }, from);
      }
      const edge = card.querySelector('[data-card-edge]');
      if (edge) {
        // The edge is drawn inside the shrunk card: its rise is divided by the scale it will have.
        const rise = (edgeStepPx * depth) / coveredScale ** depth;
        const before = (edgeStepPx * (depth - 1)) / coveredScale ** (depth - 1);
        timeline.fromTo(edge, { y: -before }, { y: -rise, duration, immediateRender }, from);
      }
    }
  });
  // Pad to fixedUntil so that the timeline's time equals the scroll position throughout.
  timeline.set({}, {}, fixedUntil);
}

export function useStackTimeline(
  scope: RefObject<HTMLElement | null>,
  stageRef: RefObject<HTMLElement | null>,
  layout: StackLayout,
  feel: StackFeel,
): void {
  const markers = useMarkers();
  const rebuilds = useStudioRebuilds();
  useGSAP(
    () => {
      const mm = matchMedia(wideMotionQuery, () => {
        const stage = stageRef.current;
        if (!stage) return;
        const cards = gsap.utils.toArray<HTMLElement>('[data-testid="stack-card"]', stage);
        buildStackTimeline(stage, cards, layout, feel, markers);
      });
      return () => mm.revert();
    },
    { scope, dependencies: [layout, feel, markers, rebuilds], revertOnUpdate: true },
  );
}
