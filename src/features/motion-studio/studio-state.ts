import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';
import { connectMotionStudio, type AnimationName, type ScrollHold } from '@/motion/studio-seam';
import { motionSpeed, restoreMotionSpeed } from './slow-motion';

/**
 * The studio's own switches and its registry of the page's animations, plugged into the production
 * motion code through its one seam (`@/motion/studio-seam`). Development only: src/main.tsx connects it
 * before the first render when the page is opened with `?tune`.
 */

/** Who drives the home stack: the scrollbar, or GSDevTools' scrubber (the stack held at the top). */
export type TimelineDriver = 'scroll' | 'devtools';

interface StudioState {
  /** The markers are on when the studio opens; then its switch. */
  markers: boolean;
  /** Whether the studio is shown: its Hide takes away everything it adds, the markers too. */
  shown: boolean;
  /** GSDevTools cannot scrub a ScrollTrigger-driven timeline: while tuning, the studio holds the stack. */
  driver: TimelineDriver;
  /** How many times the studio gave the scroll-driven timelines back (they rebuild, driven by the scroll). */
  rebuilds: number;
  /** The last animation the page built under each name. */
  tracked: ReadonlyMap<AnimationName, gsap.core.Animation>;
}

const studio = createStore<StudioState>({
  markers: true,
  shown: true,
  driver: 'devtools',
  rebuilds: 0,
  tracked: new Map(),
});

/** The markers switch, as the studio's row shows it. */
export function getMarkers(): boolean {
  return studio.get().markers;
}

/** Whether the page draws the markers now: switched on, and the studio shown. */
export function markersDrawn(): boolean {
  const { markers, shown } = studio.get();
  return markers && shown;
}

export function getStudioShown(): boolean {
  return studio.get().shown;
}

export function setStudioShown(next: boolean): void {
  studio.set({ ...studio.get(), shown: next });
}

export function setMarkers(next: boolean): void {
  studio.set({ ...studio.get(), markers: next });
}

export function getTimelineDriver(): TimelineDriver {
  return studio.get().driver;
}

export function setTimelineDriver(next: TimelineDriver): void {
  const stack = studio.get().tracked.get('stack');
  let givenBack = false;
  if (stack && next === 'devtools') hold(stack);
  else if (stack) givenBack = release(stack);
  const state = studio.get();
  studio.set({ ...state, driver: next, rebuilds: state.rebuilds + (givenBack ? 1 : 0) });
}

/** The last animation the page built under `name`. */
export function trackedAnimation(name: AnimationName): gsap.core.Animation | undefined {
  return studio.get().tracked.get(name);
}

/** Whether GSDevTools may drive `animation`: not while a ScrollTrigger drives it. */
export function isScrubbable(animation: gsap.core.Animation): boolean {
  return !animation.scrollTrigger;
}

/** Calls `listener` after every change of the switches and every animation the page (re)builds. */
export const subscribeStudio = studio.subscribe;

/** The scroll-driven timelines' own holds, as the page handed them over, and those held now. */
const holds = new WeakMap<gsap.core.Animation, ScrollHold>();
const held = new WeakSet<gsap.core.Animation>();

/** Takes a scroll-driven timeline from the scrollbar, through its own hold (GSDevTools cannot share it). */
function hold(timeline: gsap.core.Animation): void {
  const control = holds.get(timeline);
  if (!control || held.has(timeline)) return;
  control.hold();
  held.add(timeline);
}

/** Gives a held timeline back (the page's timelines then rebuild, driven by the scrollbar); false if not held. */
function release(timeline: gsap.core.Animation): boolean {
  if (!held.has(timeline)) return false;
  held.delete(timeline);
  holds.get(timeline)?.release();
  return true;
}

function track(name: AnimationName, animation: gsap.core.Animation, scroll?: ScrollHold): void {
  const state = studio.get();
  if (scroll) holds.set(animation, scroll);
  if (name === 'stack' && state.driver === 'devtools') hold(animation);
  studio.set({ ...state, tracked: new Map(state.tracked).set(name, animation) });
}

/** Plugs the studio into the production motion code (src/main.tsx, when the page has `?tune`). */
export function connectStudio(): void {
  // Before the first render: a reload (the loader's replay) plays at the speed the tab was left at.
  restoreMotionSpeed();
  connectMotionStudio({
    useMarkers: () => useSyncExternalStore(subscribeStudio, markersDrawn),
    useRebuilds: () => useSyncExternalStore(subscribeStudio, () => studio.get().rebuilds),
    track,
    speed: motionSpeed,
  });
}
