import { createContext, useContext } from 'react';
import type { ScrollEngine } from './engine';

export type ScrollEngineApi = Pick<
  ScrollEngine,
  'stop' | 'start' | 'scrollToTop' | 'scrollTo' | 'refresh'
> & {
  readonly isSmooth: () => boolean;
  /** The page's scroll position (px) now. */
  readonly scrollY: () => number;
  /** Calls `listener` with every new scroll position; returns the unsubscribe function. */
  readonly onScroll: (listener: (scrollY: number) => void) => () => void;
};

export const ScrollEngineContext = createContext<ScrollEngineApi | null>(null);

/** The page's scroll engine: every scroll of the site is read or made through it. */
export function useScrollEngine(): ScrollEngineApi {
  const api = useContext(ScrollEngineContext);
  if (!api) throw new Error('useScrollEngine must be used inside <ScrollEngineProvider>');
  return api;
}
