import { gsap } from '@/motion/gsap';
import type { ScrollEngineApi } from '@/motion/scroll-engine-context';

/** The speeds the studio offers, as the factor of real time (or of SCROLL_PX_PER_S). */
export const SPEEDS = { '1×': 1, '0.5×': 0.5, '0.25×': 0.25 } as const;
/** A range's scroll at 1×: a steady, brisk wheel (px per second). */
export const SCROLL_PX_PER_S = 800;

/** One frame of the page, in ms: a step while paused. */
export const FRAME_STEP_MS = 1000 / 60;
/** Where the tab keeps the speed: a reload (the loader's replay) plays at it too. */
const SPEED_KEY = 'motion-studio:speed';

let speed = 1;
let paused = false;
let frame = 0;
/** The browser's animations the studio paused (and only those, it plays again). */
let held = new Set<Animation>();

/**
 * The browser's own animations (CSS transitions and animations, Web Animations) at the studio's speed,
 * paused while it is. Those that start later are caught as they start (the transition and animation
 * events) and on the next frame (a script's `element.animate()`).
 */
function syncWebAnimations(): void {
  for (const animation of document.getAnimations()) {
    if (animation.playbackRate !== speed) animation.playbackRate = speed;
    if (paused && animation.playState === 'running') {
      animation.pause();
      held.add(animation);
    }
  }
}

const STARTS = ['transitionrun', 'animationstart'] as const;

/** Follows the page's animations while the speed is not 1× or they are paused; stops at 1× again. */
function followWebAnimations(): void {
  cancelAnimationFrame(frame);
  for (const type of STARTS) document.removeEventListener(type, syncWebAnimations, true);
  syncWebAnimations();
  if (speed === 1 && !paused) return;
  for (const type of STARTS) document.addEventListener(type, syncWebAnimations, true);
  const tick = () => {
    syncWebAnimations();
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
}

/**
 * Every animation of the page at `next` × real time: GSAP's (the hero, About fades, the modal, the
 * loader's exit, every tween of the global timeline) and the browser's own (the navbar, hovers, the
 * video fades, the loader's bar), until the designer sets it back; the tab keeps it across a reload.
 */
export function setMotionSpeed(next: number): void {
  speed = next;
  gsap.globalTimeline.timeScale(next);
  try {
    sessionStorage.setItem(SPEED_KEY, String(next));
  } catch {
    // Storage refused (a private window's quota): the speed holds for this page only.
  }
  followWebAnimations();
}

export function motionSpeed(): number {
  return speed;
}

/** The speed the tab was left at, applied as a page starts (the studio connects before it renders). */
export function restoreMotionSpeed(): void {
  let stored: number;
  try {
    stored = Number(sessionStorage.getItem(SPEED_KEY));
  } catch {
    return;
  }
  if ((Object.values(SPEEDS) as number[]).includes(stored) && stored !== 1) setMotionSpeed(stored);
}

/** Stops every animation of the page where it is (GSAP's and the browser's), or plays them on. */
export function setMotionPaused(next: boolean): void {
  paused = next;
  if (next) {
    gsap.globalTimeline.pause();
  } else {
    gsap.globalTimeline.resume();
    for (const animation of held) if (animation.playState === 'paused') animation.play();
    held = new Set();
  }
  followWebAnimations();
}

export function motionPaused(): boolean {
  return paused;
}

/** One frame forward (1) or back (-1), paused: GSAP's global timeline and the browser's animations. */
export function stepMotionFrame(direction: 1 | -1): void {
  if (!paused) setMotionPaused(true);
  const ms = FRAME_STEP_MS * direction;
  const timeline = gsap.globalTimeline;
  timeline.time(Math.max(0, timeline.time() + ms / 1000));
  for (const animation of held) {
    const now = Number(animation.currentTime ?? 0);
    animation.currentTime = Math.max(0, now + ms);
  }
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
