import { useEffect, useRef, useState } from 'react';
import { initialNavbarState, nextNavbarState, type NavbarState } from './navbar-rule';

/** Applies the navbar rule to the page's scroll position (Lenis scrolls the window too). */
export function useNavbarState(): NavbarState {
  const [state, setState] = useState<NavbarState>(initialNavbarState);
  const previous = useRef(0);

  useEffect(() => {
    const onScroll = () => {
      const scroll = Math.max(0, window.scrollY);
      const before = previous.current;
      previous.current = scroll;
      setState((current) => nextNavbarState(current, scroll, before));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return state;
}
