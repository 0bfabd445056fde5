import { useSyncExternalStore } from 'react';
import { motion, type MotionConfig } from './motion.config';

/**
 * The motion config as the page uses it. In production it is `motion.config.ts`, untouched; in
 * development the designers' tuning panel (`?tune`) can replace it live and every timeline rebuilds.
 */
let current: MotionConfig = motion;
/** Who drives the home timeline: the scrollbar, or (tuning only) GSDevTools' scrubber. */
export type TimelineDriver = 'scroll' | 'devtools';
let driver: TimelineDriver | null = null;
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

export function getTimelineDriver(): TimelineDriver {
  // GSDevTools cannot scrub a ScrollTrigger-driven timeline: while tuning it drives a paused copy.
  driver ??= isTuning() ? 'devtools' : 'scroll';
  return driver;
}

export function setTimelineDriver(next: TimelineDriver): void {
  driver = next;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live motion config; re-renders when the tuning panel changes it. */
export function useMotion(): MotionConfig {
  return useSyncExternalStore(subscribe, getMotion, getMotion);
}

export function useTimelineDriver(): TimelineDriver {
  return useSyncExternalStore(subscribe, getTimelineDriver, () => 'scroll');
}

/** True in development when the page was opened with `?tune`. Always false in production builds. */
export function isTuning(): boolean {
  return import.meta.env.DEV && new URLSearchParams(window.location.search).has('tune');
}
