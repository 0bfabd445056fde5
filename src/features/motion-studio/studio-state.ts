import { useSyncExternalStore } from 'react';
import { connectMotionStudio, type AnimationName, type ScrollHold } from '@/motion/studio-seam';
import { motionSpeed, restoreMotionSpeed } from './slow-motion';

/**
 * The studio's own switches and its registry of the page's animations, plugged into the production
 * motion code through its one seam (`@/motion/studio-seam`). Development only: src/main.tsx connects it
 * before the first render when the page is opened with `?tune`.
 */

/** Who drives the home stack: the scrollbar, or GSDevTools' scrubber (the stack held at the top). */
export type TimelineDriver = 'scroll' | 'devtools';

/** The markers are on when the studio opens; then its switch. */
let markers = true;
/** Whether the studio is shown: its Hide takes away everything it adds, the markers too. */
let shown = true;
/** GSDevTools cannot scrub a ScrollTrigger-driven timeline: while tuning, the studio holds the stack. */
let driver: TimelineDriver = 'devtools';
const tracked = new Map<AnimationName, gsap.core.Animation>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** The markers switch, as the studio's row shows it. */
export function getMarkers(): boolean {
  return markers;
}

/** Whether the page draws the markers now: switched on, and the studio shown. */
export function markersDrawn(): boolean {
  return markers && shown;
}

export function getStudioShown(): boolean {
  return shown;
}

export function setStudioShown(next: boolean): void {
  shown = next;
  notify();
}

export function setMarkers(next: boolean): void {
  markers = next;
  notify();
}

export function getTimelineDriver(): TimelineDriver {
  return driver;
}

export function setTimelineDriver(next: TimelineDriver): void {
  driver = next;
  const stack = tracked.get('stack');
  if (stack) {
    if (driver === 'devtools') hold(stack);
    else release(stack);
  }
  notify();
}

/** The last animation the page built under `name`. */
export function trackedAnimation(name: AnimationName): gsap.core.Animation | undefined {
  return tracked.get(name);
}

/** Whether GSDevTools may drive `animation`: not while a ScrollTrigger drives it. */
export function isScrubbable(animation: gsap.core.Animation): boolean {
  return !animation.scrollTrigger;
}

/** Calls `listener` after every change of the switches and every animation the page (re)builds. */
export function subscribeStudio(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The scroll-driven timelines' own holds, as the page handed them over, and those held now. */
const holds = new WeakMap<gsap.core.Animation, ScrollHold>();
const held = new WeakSet<gsap.core.Animation>();
/** How many times the studio gave them back (the timelines rebuild, driven by the scroll again). */
let rebuilds = 0;

/** Takes a scroll-driven timeline from the scrollbar, through its own hold (GSDevTools cannot share it). */
function hold(timeline: gsap.core.Animation): void {
  const control = holds.get(timeline);
  if (!control || held.has(timeline)) return;
  control.hold();
  held.add(timeline);
}

/** Gives a held timeline back: the page's timelines rebuild, driven by the scrollbar. */
function release(timeline: gsap.core.Animation): void {
  if (!held.has(timeline)) return;
  held.delete(timeline);
  holds.get(timeline)?.release();
  rebuilds += 1;
}

function track(name: AnimationName, animation: gsap.core.Animation, scroll?: ScrollHold): void {
  tracked.set(name, animation);
  if (scroll) holds.set(animation, scroll);
  if (name === 'stack' && driver === 'devtools') hold(animation);
  notify();
}

/** Plugs the studio into the production motion code (src/main.tsx, when the page has `?tune`). */
export function connectStudio(): void {
  // Before the first render: a reload (the loader's replay) plays at the speed the tab was left at.
  restoreMotionSpeed();
  connectMotionStudio({
    useMarkers: () => useSyncExternalStore(subscribeStudio, markersDrawn),
    useRebuilds: () => useSyncExternalStore(subscribeStudio, () => rebuilds),
    track,
    speed: motionSpeed,
  });
}
