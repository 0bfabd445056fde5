import { useEffect, useReducer } from 'react';
import { initialLoaderState, loaderReducer, motion, type LoaderState } from '../../../motion';

type NavigationState = 'idle' | 'loading' | 'submitting';

/**
 * When the hero image's bytes arrived, by the page's clock: the preload in the page's head fetches it
 * before the app has booted, so on a slow phone it is often there long before this hook first runs.
 * Without a timing entry (not fetched by this document), it arrived now.
 */
export function heroArrivedAt(src: string, now: number): number {
  const url = new URL(src, document.baseURI).href;
  const ends = performance
    .getEntriesByName(url, 'resource')
    .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
    .filter((end) => end > 0 && end <= now);
  return ends.length > 0 ? Math.min(...ends) : now;
}

/**
 * The time left before the loader clears: 1000 ms after the image arrived (spec), counted from its
 * arrival rather than from when the app could first look, so a slow boot does not add a second to it;
 * never less than `minHandOverMs`, so the curtain still lifts rather than vanishing.
 */
export function handOverDelay(arrivedAt: number, now: number): number {
  const { dismissDelayMs, minHandOverMs } = motion.loader;
  return Math.round(Math.max(minHandOverMs, dismissDelayMs - Math.max(0, now - arrivedAt)));
}

/**
 * Drives the loader state machine: preloads the hero image, dismisses 1000 ms after it arrived, gives
 * up after a bounded wait, and returns to loading whenever a router navigation loads.
 */
export function useShellLoader(heroSrc: string, navigationState: NavigationState): LoaderState {
  const [state, dispatch] = useReducer(loaderReducer, initialLoaderState);

  useEffect(() => {
    if (navigationState === 'loading') dispatch({ type: 'navigation-loading' });
  }, [navigationState]);

  useEffect(() => {
    if (state.phase !== 'preloading' || navigationState !== 'idle') return undefined;
    let settled = false;
    const image = new Image();
    image.onload = () => {
      settled = true;
      const now = performance.now();
      // After a navigation the loader came back: the image (long cached) counts from now.
      const arrivedAt = state.returning ? now : heroArrivedAt(heroSrc, now);
      dispatch({ type: 'image-loaded', src: heroSrc, handOverMs: handOverDelay(arrivedAt, now) });
    };
    image.onerror = () => {
      settled = true;
      console.error('Failed to load hero image');
      dispatch({ type: 'image-failed' });
    };
    image.src = heroSrc;
    const fallback = window.setTimeout(() => {
      if (settled) return;
      console.warn(
        `Hero image still loading after ${motion.loader.fallbackMs} ms; showing the page without waiting`,
      );
      dispatch({ type: 'timed-out' });
    }, motion.loader.fallbackMs);
    return () => {
      image.onload = null;
      image.onerror = null;
      window.clearTimeout(fallback);
    };
  }, [state.phase, state.returning, navigationState, heroSrc]);

  useEffect(() => {
    if (state.phase !== 'revealing') return undefined;
    const timer = window.setTimeout(() => dispatch({ type: 'dismiss' }), state.handOverMs);
    return () => window.clearTimeout(timer);
  }, [state.phase, state.handOverMs]);

  return state;
}
