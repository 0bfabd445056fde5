import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useScrollEngine } from '@/motion/scroll-engine-context';

/**
 * What a route change does to the page: jump to the top at once (no easing from the old position);
 * once the loader is gone, refresh ScrollTrigger (once) and move focus to the new page's heading so
 * screen-reader and keyboard users land on it.
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
  }, [pathname, scrollToTop]);

  useEffect(() => {
    if (!ready) return;
    refresh();
    if (!focusPending.current) return;
    focusPending.current = false;
    const heading = document.querySelector<HTMLElement>(`#${mainId} h1`);
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [ready, pathname, mainId, refresh]);
}
