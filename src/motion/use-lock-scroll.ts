import { useEffect } from 'react';
import { useScrollEngine } from './scroll-engine-context';

/**
 * Stops page scrolling while `locked` is true (a modal, the small-screen menu), from the frame after
 * the one that shows what locked it. Stopping sets `overflow: clip` on the root, which lays the whole
 * page out again: done in the click that opens the modal, that layout delayed its first frame by a
 * quarter (about 25 ms of a 100 ms tap at 4x CPU on a phone, profiled). One frame later the opening
 * runs on the compositor and the layout is not in the visitor's way. A lock released before then
 * never stops the page.
 */
export function useLockScroll(locked: boolean): void {
  const { stop, start } = useScrollEngine();
  useEffect(() => {
    if (!locked) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The animation frame comes before the next paint; the task it queues, after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        stopped = true;
        stop();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (stopped) start();
    };
  }, [locked, stop, start]);
}
