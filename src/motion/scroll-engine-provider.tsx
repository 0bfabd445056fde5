import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createScrollEngine, type ScrollEngine } from './engine';
import { ScrollEngineContext, type ScrollEngineApi } from './scroll-engine-context';
import { usePrefersReducedMotion } from '@/hooks/use-media-query';

/**
 * Owns the one scroll engine of the page. Smooth (Lenis) by default, native under reduced motion;
 * rebuilt when that preference changes, destroyed on unmount (StrictMode-safe).
 */
export function ScrollEngineProvider({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const engineRef = useRef<ScrollEngine | null>(null);
  const stoppedRef = useRef(0);
  // Kept across engine rebuilds (a reduced-motion change), so subscribers never miss a scroll.
  const scrollListeners = useRef(new Set<(scrollY: number) => void>());

  useEffect(() => {
    const engine = createScrollEngine({
      smooth: !reducedMotion,
      onScroll: (scrollY) => {
        for (const listener of scrollListeners.current) listener(scrollY);
      },
    });
    engineRef.current = engine;
    if (stoppedRef.current > 0) engine.stop();
    // Web fonts change line heights: measure the triggers again once they are in.
    let live = true;
    void document.fonts.ready.then(() => {
      if (live) engine.refresh();
    });
    return () => {
      live = false;
      engine.destroy();
      if (engineRef.current === engine) engineRef.current = null;
    };
  }, [reducedMotion]);

  // A stable object: consumers never re-render because the engine was rebuilt.
  const api = useMemo<ScrollEngineApi>(
    () => ({
      isSmooth: () => engineRef.current?.smooth ?? false,
      stop: () => {
        stoppedRef.current += 1;
        engineRef.current?.stop();
      },
      start: () => {
        stoppedRef.current = Math.max(0, stoppedRef.current - 1);
        if (stoppedRef.current === 0) engineRef.current?.start();
      },
      scrollToTop: () => {
        if (engineRef.current) engineRef.current.scrollToTop();
        else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      },
      scrollTo: (top) => {
        if (engineRef.current) engineRef.current.scrollTo(top);
        else window.scrollTo({ top, left: 0, behavior: 'instant' });
      },
      scrollY: () => window.scrollY,
      onScroll: (listener) => {
        const listeners = scrollListeners.current;
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      refresh: () => engineRef.current?.refresh(),
    }),
    [],
  );

  return <ScrollEngineContext.Provider value={api}>{children}</ScrollEngineContext.Provider>;
}
