import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { readField, writeField } from '@/motion/config-path';
import { pathKey, type MotionField } from '@/motion/motion-fields';
import { getBaseline, getMotion, setMotion, subscribeMotion } from '@/motion/motion-store';
import type { MotionConfig } from '@/motion/motion.config';
import { useEditHistory } from './edit-history';
import { applyOverrides, parseOverrides, unsaved, type Overrides } from './overrides';
import type { MotionChange } from './save-client';
import { withoutSharedValues } from './studio-address';

/** Unsaved edits survive a reload of the tab (not of the browser). */
const STORAGE_KEY = 'motion-studio:unsaved';

function initialOverrides(): { overrides: Overrides; problems: string[] } {
  const fromLink = new URLSearchParams(window.location.search).get('tune');
  if (fromLink) return parseOverrides(fromLink);
  return parseOverrides(window.sessionStorage.getItem(STORAGE_KEY));
}

export interface OverridesState {
  /** The file's values (motion.config.ts), as the dev server last served them. */
  baseline: MotionConfig;
  /** The fields whose live value differs from the file. */
  pending: MotionField[];
  /** What a shared link or the tab's storage held that could not be used. */
  problems: string[];
  /** One value changed: the live config is copied along its path only. False if it was already so. */
  change: (field: MotionField, value: number | string) => boolean;
  /** Back to the file's values (a step that can be undone). */
  reset: () => void;
  /** These values by field path, in place of every edit (a take; a step that can be undone). */
  load: (values: Overrides) => void;
  /** One step back or forward through the edits; false when there is none. */
  undo: () => boolean;
  redo: () => boolean;
  canUndo: boolean;
  canRedo: boolean;
  /**
   * These changes reached the file, which had the values `before`: they stop being unsaved (an edit made
   * since stays), and Undo still goes back to the values before them, now unsaved edits of the new file.
   */
  saved: (
    changes: readonly MotionChange[],
    before: readonly (number | string | undefined)[],
  ) => void;
}

/**
 * On mount: the edits go on the page (a shared link's become this tab's and leave the address); then,
 * whenever a save (HMR) brings new file values, the edits go on top of them.
 */
function useStartAndFollow(
  overrides: RefObject<Overrides>,
  remember: (next: Overrides) => void,
  setBaseline: (baseline: MotionConfig) => void,
) {
  useEffect(() => {
    setMotion(applyOverrides(getBaseline(), overrides.current));
    // A shared link's values become this tab's edits, and leave the address: a reload then keeps the
    // edits made since, instead of going back to the link's.
    if (new URLSearchParams(window.location.search).get('tune')) {
      remember(overrides.current);
      window.history.replaceState(
        window.history.state,
        '',
        withoutSharedValues(window.location.href),
      );
    }
    let seen = getBaseline();
    return subscribeMotion(() => {
      if (getBaseline() === seen) return;
      seen = getBaseline();
      setBaseline(seen);
      setMotion(applyOverrides(seen, overrides.current));
    });
  }, [overrides, remember, setBaseline]);
}

/**
 * The studio's unsaved edits on top of the file's values: started from a shared link or the tab's
 * storage, kept in the tab's storage, re-applied when a save (HMR) brings a new baseline.
 */
export function useOverrides(): OverridesState {
  const [start] = useState(initialOverrides);
  const [overrides, setOverrides] = useState<Overrides>(start.overrides);
  const overridesRef = useRef(overrides);
  const [baseline, setBaseline] = useState(getBaseline);

  const remember = useCallback((next: Overrides) => {
    overridesRef.current = next;
    setOverrides(next);
    if (Object.keys(next).length) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  }, []);

  useStartAndFollow(overridesRef, remember, setBaseline);

  /** Every edit becomes `next`, and the page follows. */
  const show = useCallback(
    (next: Overrides) => {
      remember(next);
      setMotion(applyOverrides(getBaseline(), next));
    },
    [remember],
  );
  const history = useEditHistory(start.overrides, show);
  const { push } = history;

  const change = useCallback(
    (field: MotionField, value: number | string) => {
      if (readField(getMotion(), field.path) === value) return false;
      setMotion(writeField(getMotion(), field.path, value));
      const next = { ...overridesRef.current, [pathKey(field.path)]: value };
      remember(next);
      push(next, pathKey(field.path));
      return true;
    },
    [remember, push],
  );

  const load = useCallback(
    (values: Overrides) => {
      show(values);
      push(values);
    },
    [show, push],
  );
  const reset = useCallback(() => load({}), [load]);

  const { replace } = history;
  const saved = useCallback(
    (changes: readonly MotionChange[], before: readonly (number | string | undefined)[]) => {
      /** A step as it reads against the saved file: "the file's value" meant the one before. */
      const restate = (step: Overrides): Overrides => {
        const next: Record<string, number | string> = { ...step };
        changes.forEach(({ path, value }, index) => {
          const key = pathKey(path);
          const was = before[index];
          if (!(key in next) && was !== undefined) next[key] = was;
          if (next[key] === value) delete next[key];
        });
        return next;
      };
      const next = restate(overridesRef.current);
      remember(next);
      replace(next, restate);
    },
    [remember, replace],
  );

  const pending = useMemo(() => unsaved(baseline, overrides), [baseline, overrides]);
  return {
    baseline,
    pending,
    problems: start.problems,
    change,
    reset,
    load,
    undo: history.undo,
    redo: history.redo,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    saved,
  };
}
