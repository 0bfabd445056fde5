import { useSyncExternalStore } from 'react';
import { motion, type MotionConfig } from './motion.config';

/**
 * The motion config as the page uses it. In production it is `motion.config.ts`, untouched; in
 * development the motion studio (`?tune`) can replace it live and the affected timelines rebuild, and a
 * save to the file (HMR) becomes the new baseline without a reload.
 */
let baseline: MotionConfig = motion;
let current: MotionConfig = motion;
/** Who drives the home timeline: the scrollbar, or (tuning only) GSDevTools' scrubber. */
export type TimelineDriver = 'scroll' | 'devtools';
let driver: TimelineDriver | null = null;
/** ScrollTrigger markers on the scroll-driven timelines: on when the studio opens, then its toggle. */
let markers: boolean | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function getMotion(): MotionConfig {
  return current;
}

export function setMotion(next: MotionConfig): void {
  current = next;
  notify();
}

/** The file's values: what "Reset" returns to. */
export function getBaseline(): MotionConfig {
  return baseline;
}

export function getTimelineDriver(): TimelineDriver {
  // GSDevTools cannot scrub a ScrollTrigger-driven timeline: while tuning it drives a paused copy.
  driver ??= isTuning() ? 'devtools' : 'scroll';
  return driver;
}

export function setTimelineDriver(next: TimelineDriver): void {
  driver = next;
  notify();
}

export function getMarkers(): boolean {
  markers ??= isTuning();
  return markers;
}

export function setMarkers(next: boolean): void {
  markers = next;
  notify();
}

/** Calls `listener` after every change of the config, the driver or the markers. */
export function subscribeMotion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live motion config; re-renders when the motion studio changes it. */
export function useMotion(): MotionConfig {
  return useSyncExternalStore(subscribeMotion, getMotion, getMotion);
}

export function useTimelineDriver(): TimelineDriver {
  return useSyncExternalStore(subscribeMotion, getTimelineDriver, () => 'scroll');
}

/** Whether the scroll-driven timelines show their ScrollTrigger markers (studio only). */
export function useMarkers(): boolean {
  return useSyncExternalStore(subscribeMotion, getMarkers, () => false);
}

/** True in development when the page was opened with `?tune`. Always false in production builds. */
export function isTuning(): boolean {
  return import.meta.env.DEV && new URLSearchParams(window.location.search).has('tune');
}

/** Animations the studio can replay and hand to GSDevTools, by name (development only). */
const tracked = new Map<string, gsap.core.Animation>();

export function trackAnimation(name: string, animation: gsap.core.Animation): void {
  if (import.meta.env.DEV) tracked.set(name, animation);
}

export function trackedAnimation(name: string): gsap.core.Animation | undefined {
  return tracked.get(name);
}

if (import.meta.hot) {
  // A save to motion.config.ts: its values are the new baseline. Untuned, the page follows them; the
  // studio re-applies its unsaved edits on top.
  import.meta.hot.accept('./motion.config', (module) => {
    const next = (module as { motion?: MotionConfig } | undefined)?.motion;
    if (!next) return;
    const untuned = current === baseline;
    baseline = next;
    if (untuned) current = next;
    notify();
  });
}
