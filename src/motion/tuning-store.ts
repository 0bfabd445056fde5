import { useSyncExternalStore } from 'react';
import { motion, type MotionConfig } from './motion.config';

/**
 * The motion config as the page uses it. In production it is `motion.config.ts`, untouched; in
 * development the designers' tuning panel (`?tune`) can replace it live and every timeline rebuilds.
 */
let current: MotionConfig = motion;
const listeners = new Set<() => void>();

export function getMotion(): MotionConfig {
  return current;
}

export function setMotion(next: MotionConfig): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live motion config; re-renders when the tuning panel changes it. */
export function useMotion(): MotionConfig {
  return useSyncExternalStore(subscribe, getMotion, getMotion);
}

/** True in development when the page was opened with `?tune`. Always false in production builds. */
export function isTuning(): boolean {
  return import.meta.env.DEV && new URLSearchParams(window.location.search).has('tune');
}
