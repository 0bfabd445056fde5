import { useSyncExternalStore } from 'react';
import { motion, type MotionConfig } from './motion.config';

/**
 * The motion config as the page reads it. In production it is `motion.config.ts`, untouched; in
 * development the designers' motion studio (`?tune`) can replace it live and the affected timelines
 * rebuild, and a save to the file (HMR) becomes the new baseline without a reload.
 */
// Its own two variables and listeners, not src/lib/store.ts: this module is in the home page's first
// load, and the shared store there measured 75 bytes (gzip) more, past the first-load budget
// (scripts/build/check-budgets.ts). The studio's state and the request line use the shared store.
let baseline: MotionConfig = motion;
let current: MotionConfig = motion;
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

/** The file's values: what the studio's "Reset" returns to. */
export function getBaseline(): MotionConfig {
  return baseline;
}

/** Calls `listener` after every change of the config or of its baseline. */
export function subscribeMotion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live motion config; re-renders when the motion studio changes it. */
export function useMotion(): MotionConfig {
  return useSyncExternalStore(subscribeMotion, getMotion, getMotion);
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
