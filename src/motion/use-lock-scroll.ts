import { useEffect } from 'react';
import { useScrollEngine } from './scroll-engine-context';

/** Stops page scrolling while `locked` is true (a modal, the small-screen menu). */
export function useLockScroll(locked: boolean): void {
  const { stop, start } = useScrollEngine();
  useEffect(() => {
    if (!locked) return undefined;
    stop();
    return start;
  }, [locked, stop, start]);
}
