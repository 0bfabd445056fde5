import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { motion, useScrollEngine } from '../../motion';

/**
 * What a route change does to the page: jump to the top at once (no easing from the old position),
 * refresh ScrollTrigger once the new page and the fonts have laid out, and, once the loader is gone,
 * move focus to the new page's heading so screen-reader and keyboard users land on it.
 */
export function useRouteEffects({ mainId, ready }: { mainId: string; ready: boolean }): void {
  const { pathname } = useLocation();
  const { scrollToTop, refresh } = useScrollEngine();
  const previousPath = useRef<string | null>(null);
  const focusPending = useRef(false);

  useLayoutEffect(() => {
    scrollToTop();
    // The first page keeps the browser's focus; every later one moves it to its heading.
    if (previousPath.current !== null && previousPath.current !== pathname)
      focusPending.current = true;
    previousPath.current = pathname;
    const timer = window.setTimeout(refresh, motion.scroll.refreshDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, scrollToTop, refresh]);

  useEffect(() => {
    if (!ready) return;
    refresh();
    void document.fonts?.ready.then(refresh);
    if (!focusPending.current) return;
    focusPending.current = false;
    const heading = document.querySelector<HTMLElement>(`#${mainId} h1`);
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [ready, pathname, mainId, refresh]);
}
