import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/**
 * The studio's undo and redo: each step is the whole set of edits after it (values by field path), so
 * a step back is one assignment, whatever the step did (a value, a Reset, a take).
 */
export interface EditHistory<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** What the last step edited and when: a drag or typing on the same field is one step. */
  readonly last?: { readonly key: string; readonly at: number };
}

/** Edits of one field closer together than this are one step (a slider's drag, a number typed). */
export const MERGE_MS = 600;
/** The oldest steps are forgotten past this many. */
export const HISTORY_LIMIT = 200;

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [] };
}

/**
 * A new step to `next`. With a `key` (the field edited), an edit of the same field within MERGE_MS of
 * the last one replaces that step instead of adding one. Clears what could be redone.
 */
export function record<T>(
  history: EditHistory<T>,
  next: T,
  key?: string,
  now = Date.now(),
): EditHistory<T> {
  const last = key === undefined ? undefined : { key, at: now };
  if (key !== undefined && history.last?.key === key && now - history.last.at < MERGE_MS) {
    return { ...history, present: next, future: [], last };
  }
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
    last,
  };
}

/**
 * The present replaced without a step of its own (a save: the values did not change). `rewrite`, when
 * given, restates every other step the same way (a save moves what "the file's value" means).
 */
export function replacePresent<T>(
  history: EditHistory<T>,
  present: T,
  rewrite?: (step: T) => T,
): EditHistory<T> {
  if (!rewrite) return { ...history, present, last: undefined };
  return {
    past: history.past.map(rewrite),
    present,
    future: history.future.map(rewrite),
    last: undefined,
  };
}

/** One step back, or null when there is none. */
export function undo<T>(history: EditHistory<T>): EditHistory<T> | null {
  const previous = history.past.at(-1);
  if (previous === undefined) return null;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

/** One step forward again, or null when there is none. */
export function redo<T>(history: EditHistory<T>): EditHistory<T> | null {
  const [next, ...rest] = history.future;
  if (next === undefined) return null;
  return { past: [...history.past, history.present], present: next, future: rest };
}

export interface EditSteps<T> {
  /** A new step to `next` (merged with the last when it edits the same `key` right after). */
  push: (next: T, key?: string) => void;
  /** The present replaced without a step of its own (and, with `rewrite`, every other step restated). */
  replace: (present: T, rewrite?: (step: T) => T) => void;
  /** One step back or forward, shown with `show`; false when there is none. */
  undo: () => boolean;
  redo: () => boolean;
  canUndo: boolean;
  canRedo: boolean;
}

/** An edit history in a component: `show` puts a step's state on the page when undone or redone. */
export function useEditHistory<T>(initial: T, show: (state: T) => void): EditSteps<T> {
  const [start] = useState(() => startHistory(initial));
  const history = useRef<EditHistory<T>>(start);
  const shown = useRef(show);
  useEffect(() => {
    shown.current = show;
  });
  const [steps, setSteps] = useState({ canUndo: false, canRedo: false });
  const keep = useCallback((next: EditHistory<T>) => {
    history.current = next;
    setSteps({ canUndo: next.past.length > 0, canRedo: next.future.length > 0 });
  }, []);
  // Stable functions: the studio rebuilds its pane when the ones it holds change.
  const actions = useMemo(() => {
    const move = (step: typeof undo) => {
      const next = step(history.current);
      if (!next) return false;
      shown.current(next.present);
      keep(next);
      return true;
    };
    return {
      push: (next: T, key?: string) => keep(record(history.current, next, key)),
      replace: (present: T, rewrite?: (step: T) => T) =>
        keep(replacePresent(history.current, present, rewrite)),
      undo: () => move(undo),
      redo: () => move(redo),
    };
  }, [keep]);
  return { ...actions, ...steps };
}
