import { useEffect, useReducer } from 'react';
import { initialLoaderState, loaderReducer, type LoaderState } from '@/state/loader-machine';
import { whenEasesReady } from 'virtual:custom-eases';
import { getMotion } from '@/motion/motion-store';
import { motionMs } from '@/motion/studio-seam';
import { preloadPicture, type ResponsiveImage } from '@/ui/picture/picture';

/** The hero: a plain URL, or a picture and the `sizes` it is shown with (preloaded as the page would). */
export type HeroPreload = string | { image: ResponsiveImage; sizes: string };

type NavigationState = 'idle' | 'loading' | 'submitting';

/**
 * Drives the loader state machine: preloads the hero image, dismisses 1000 ms after it loads,
 * gives up after a bounded wait, and returns to loading whenever a router navigation loads. The hand-over
 * (where the page's eased motion starts) also waits until GSAP can play the config's drawn eases.
 */
export function useShellLoader(hero: HeroPreload, navigationState: NavigationState): LoaderState {
  const [state, dispatch] = useReducer(loaderReducer, initialLoaderState);

  useEffect(() => {
    if (navigationState === 'loading') dispatch({ type: 'navigation-loading' });
  }, [navigationState]);

  useEffect(() => {
    if (state.phase !== 'preloading' || navigationState !== 'idle') return undefined;
    /** Handed over, given up on, or undone: nothing is left to do. */
    let settled = false;
    const image = typeof hero === 'string' ? new Image() : preloadPicture(hero.image, hero.sizes);
    image.onload = () => {
      // The file the browser chose among the candidates (the plain URL where there is no choice).
      const src = image.currentSrc || (typeof hero === 'string' ? hero : image.src);
      // The hand-over starts the page's eased motion: once GSAP can play every ease of the config.
      whenEasesReady(() => {
        if (settled) return;
        settled = true;
        dispatch({ type: 'image-loaded', src });
      });
    };
    image.onerror = () => {
      settled = true;
      console.error('Failed to load hero image');
      dispatch({ type: 'image-failed' });
    };
    if (typeof hero === 'string') image.src = hero;
    const fallback = window.setTimeout(() => {
      if (settled) return;
      console.warn(
        `Hero not ready after ${getMotion().loader.fallbackMs} ms; showing the page anyway`,
      );
      dispatch({ type: 'timed-out' });
    }, getMotion().loader.fallbackMs);
    return () => {
      settled = true;
      image.onload = null;
      image.onerror = null;
      window.clearTimeout(fallback);
    };
  }, [state.phase, navigationState, hero]);

  useEffect(() => {
    if (state.phase !== 'revealing') return undefined;
    // The dismiss delay is part of the hand-over's motion: slowed with it in the motion studio
    // (development only: the call vanishes from a production build).
    const timer = window.setTimeout(
      () => dispatch({ type: 'dismiss' }),
      import.meta.env.DEV
        ? motionMs(getMotion().loader.dismissDelayMs)
        : getMotion().loader.dismissDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [state.phase]);

  return state;
}
