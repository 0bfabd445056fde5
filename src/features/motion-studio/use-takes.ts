import { useCallback, useState } from 'react';
import type { MotionConfig } from '@/motion/motion.config';
import { parseTakes, TAKES_KEY, takeNameProblem, takeOf, withTake, type Take } from './takes';

export interface TakesState {
  takes: readonly Take[];
  /** The take last kept or switched to. */
  current: string | null;
  /** What the tab's storage held that could not be used. */
  problems: string[];
  /** Keeps `config` as the take `name` (replacing one of that name); the problem with the name, or null. */
  keep: (name: string, config: MotionConfig) => string | null;
  remove: (name: string) => void;
  /** Marks `name` as the take on show. */
  choose: (name: string) => void;
}

/** The studio's takes, kept in the tab's storage so that they survive a reload. */
export function useTakes(): TakesState {
  const [start] = useState(() => parseTakes(window.sessionStorage.getItem(TAKES_KEY)));
  const [takes, setTakes] = useState<readonly Take[]>(start.takes);
  const [current, setCurrent] = useState<string | null>(null);

  const store = useCallback((next: readonly Take[]) => {
    setTakes(next);
    if (next.length) window.sessionStorage.setItem(TAKES_KEY, JSON.stringify(next));
    else window.sessionStorage.removeItem(TAKES_KEY);
  }, []);

  const keep = useCallback(
    (name: string, config: MotionConfig) => {
      const problem = takeNameProblem(name);
      if (problem) return problem;
      const take = takeOf(name.trim(), config);
      store(withTake(takes, take));
      setCurrent(take.name);
      return null;
    },
    [takes, store],
  );

  const remove = useCallback(
    (name: string) => {
      store(takes.filter((take) => take.name !== name));
      setCurrent((shown) => (shown === name ? null : shown));
    },
    [takes, store],
  );

  return { takes, current, problems: start.problems, keep, remove, choose: setCurrent };
}
