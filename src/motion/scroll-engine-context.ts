import { createContext, useContext } from 'react';
import type { ScrollEngine } from './engine';

export type ScrollEngineApi = Pick<ScrollEngine, 'stop' | 'start' | 'scrollToTop' | 'refresh'> & {
  readonly isSmooth: () => boolean;
};

export const ScrollEngineContext = createContext<ScrollEngineApi | null>(null);

/** The page's scroll engine: stop/start for modals, scrollToTop, refresh. */
export function useScrollEngine(): ScrollEngineApi {
  const api = useContext(ScrollEngineContext);
  if (!api) throw new Error('useScrollEngine must be used inside <ScrollEngineProvider>');
  return api;
}
