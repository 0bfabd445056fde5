import { useEffect, useRef, useState } from 'react';
import { useScrollEngine } from '@/motion/scroll-engine-context';
import { initialNavbarState, nextNavbarState, type NavbarState } from './navbar-rule';

/** Applies the navbar rule to each scroll position the engine reports. */
export function useNavbarState(): NavbarState {
  const [state, setState] = useState<NavbarState>(initialNavbarState);
  const previous = useRef(0);
  const { onScroll, scrollY } = useScrollEngine();

  useEffect(() => {
    const apply = (position: number) => {
      const scroll = Math.max(0, position);
      const before = previous.current;
      previous.current = scroll;
      setState((current) => nextNavbarState(current, scroll, before));
    };
    apply(scrollY());
    return onScroll(apply);
  }, [onScroll, scrollY]);

  return state;
}
