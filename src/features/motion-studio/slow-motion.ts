import { gsap } from '@/motion/gsap';
import type { ScrollEngineApi } from '@/motion/scroll-engine-context';

/** The speeds the studio offers, as the factor of real time (or of SCROLL_PX_PER_S). */
export const SPEEDS = { '1×': 1, '0.5×': 0.5, '0.25×': 0.25 } as const;
/** A range's scroll at 1×: a steady, brisk wheel (px per second). */
export const SCROLL_PX_PER_S = 800;

/** Every GSAP timeline of the page (hero, About fades, the modal, the loader) at `speed` × real time. */
export function setTimedSpeed(speed: number): void {
  gsap.globalTimeline.timeScale(speed);
}

export function timedSpeed(): number {
  return gsap.globalTimeline.timeScale();
}

export interface RangePlay {
  stop(): void;
}

/**
 * Scrolls the page from `from` to `to` at a steady `speed` × SCROLL_PX_PER_S, frame by frame, and
 * again from `from` when `loop` is set; `ended` is called when it stops by itself.
 */
export function playScrollRange(
  engine: ScrollEngineApi,
  { from, to, speed, loop }: { from: number; to: number; speed: number; loop: boolean },
  ended: () => void,
): RangePlay {
  const distance = Math.abs(to - from);
  const direction = Math.sign(to - from);
  const rate = SCROLL_PX_PER_S * speed;
  let frame = 0;
  let start: number | null = null;
  engine.scrollTo(from);
  const tick = (now: number) => {
    start ??= now;
    let travelled = ((now - start) / 1000) * rate;
    if (travelled >= distance) {
      if (!loop || distance === 0) {
        engine.scrollTo(to);
        ended();
        return;
      }
      travelled %= distance;
    }
    engine.scrollTo(from + direction * travelled);
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return { stop: () => cancelAnimationFrame(frame) };
}
