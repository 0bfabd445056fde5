import { useSyncExternalStore } from 'react';
import { createStore } from '@/lib/store';
import { motion, type MotionConfig } from './motion.config';

/**
 * The motion config as the page reads it. In production it is `motion.config.ts`, untouched; in
 * development the designers' motion studio (`?tune`) can replace it live and the affected timelines
 * rebuild, and a save to the file (HMR) becomes the new baseline without a reload.
 */
const store = createStore<{ baseline: MotionConfig; current: MotionConfig }>({
  baseline: motion,
  current: motion,
});

export function getMotion(): MotionConfig {
  return store.get().current;
}

export function setMotion(next: MotionConfig): void {
  store.set({ ...store.get(), current: next });
}

/** The file's values: what the studio's "Reset" returns to. */
export function getBaseline(): MotionConfig {
  return store.get().baseline;
}

/** Calls `listener` after every change of the config or of its baseline. */
export const subscribeMotion = store.subscribe;

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
    const { baseline, current } = store.get();
    store.set({ baseline: next, current: current === baseline ? next : current });
  });
}
