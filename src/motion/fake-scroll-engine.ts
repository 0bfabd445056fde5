import { vi } from 'vitest';
import type { ScrollEngineApi } from './scroll-engine-context';

/**
 * For tests only (no module of the site imports it): a scroll engine for components under test.
 * `stop` and `start` are spies; the page never moves.
 */
export function fakeScrollEngine() {
  const stop = vi.fn<() => void>();
  const start = vi.fn<() => void>();
  const api: ScrollEngineApi = {
    stop,
    start,
    scrollToTop: () => undefined,
    scrollTo: () => undefined,
    refresh: () => undefined,
    isSmooth: () => true,
    scrollY: () => 0,
    onScroll: () => () => undefined,
  };
  return Object.assign(api, { stop, start });
}
