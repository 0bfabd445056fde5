import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { MotionField } from '@/motion/motion-fields';
import { gsap, ScrollTrigger } from '@/motion/gsap';
import type { ScrollEngineApi } from '@/motion/scroll-engine-context';
import { mapRows, triggerLabel, type MapRow } from './scroll-map-model';
import type { StudioPane } from './build-pane';
import {
  getTimelineDriver,
  setTimelineDriver,
  subscribeStudio,
  trackedAnimation,
} from './studio-state';

/** How far the page scrolls (px), now. */
const scrollEnd = () => Math.max(1, document.documentElement.scrollHeight - window.innerHeight);

/**
 * The map's rows (a bar per ScrollTrigger of the page but the stack's, which the map draws itself)
 * and how far the page scrolls, read again after every ScrollTrigger refresh and studio rebuild.
 */
export function useTriggerRows(): { rows: MapRow[]; end: number } {
  const [map, setMap] = useState(() => ({ rows: [] as MapRow[], end: scrollEnd() }));
  useEffect(() => {
    let frame = 0;
    const read = () => {
      cancelAnimationFrame(frame);
      // After the refresh has placed every trigger (and a rebuilt stack has pinned again).
      frame = requestAnimationFrame(() => {
        const stack = trackedAnimation('stack')?.scrollTrigger;
        const spans = ScrollTrigger.getAll()
          .filter((trigger) => trigger !== stack)
          .map((trigger) => ({
            label: triggerLabel(trigger.trigger),
            start: trigger.start,
            end: trigger.end,
          }));
        setMap({ rows: mapRows(spans), end: scrollEnd() });
      });
    };
    read();
    ScrollTrigger.addEventListener('refresh', read);
    const stopStudio = subscribeStudio(read);
    window.addEventListener('resize', read);
    return () => {
      cancelAnimationFrame(frame);
      ScrollTrigger.removeEventListener('refresh', read);
      stopStudio();
      window.removeEventListener('resize', read);
    };
  }, []);
  return map;
}

/** The scroll position the home stack stands at while GSDevTools drives it, or null when it does not. */
function stackDrivenAt(): number | null {
  const stack = trackedAnimation('stack');
  // The stack's timeline runs in px of scroll: its time is the position it shows.
  return getTimelineDriver() === 'devtools' && stack ? stack.time() : null;
}

/**
 * The playhead where the stack stands, moved without a render, and the scrub control's value with it:
 * at the page's scroll, or, on the home page while GSDevTools drives the stack (the page held at its
 * top), at the position the stack's timeline shows, on every frame.
 */
export function usePlayhead(
  engine: ScrollEngineApi,
  end: number,
  followsStack: boolean,
): { playheadRef: RefObject<HTMLDivElement | null>; scrubRef: RefObject<HTMLDivElement | null> } {
  const playheadRef = useRef<HTMLDivElement>(null);
  const scrubRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let shown = -1;
    const show = (y: number) => {
      if (y === shown) return;
      shown = y;
      playheadRef.current?.style.setProperty('left', `${(Math.min(y, end) / end) * 100}%`);
      scrubRef.current?.setAttribute('aria-valuenow', String(Math.round(y)));
      scrubRef.current?.setAttribute('aria-valuetext', `Scroll ${Math.round(y)} px`);
    };
    show((followsStack ? stackDrivenAt() : null) ?? engine.scrollY());
    if (!followsStack) return engine.onScroll(show);
    const stopScroll = engine.onScroll((y) => {
      if (stackDrivenAt() === null) show(y);
    });
    const fromStack = () => {
      const at = stackDrivenAt();
      if (at !== null) show(at);
    };
    gsap.ticker.add(fromStack);
    return () => {
      stopScroll();
      gsap.ticker.remove(fromStack);
    };
  }, [engine, end, followsStack]);
  return { playheadRef, scrubRef };
}

/**
 * What the map (and the timeline and the curve editor) do to the studio: an edit applied as the pane's
 * are (and shown on the pane's rows), and the stack handed to the scrollbar before the map scrolls the
 * page.
 */
export function useMapActions(
  change: (field: MotionField, value: number | string) => void,
  paneRef: RefObject<StudioPane | null>,
  followStack: () => void,
) {
  const edit = useCallback(
    (field: MotionField, value: number | string) => {
      change(field, value);
      paneRef.current?.refresh();
    },
    [change, paneRef],
  );
  const toScrollDriver = useCallback(() => {
    if (getTimelineDriver() !== 'devtools') return;
    setTimelineDriver('scroll');
    followStack();
  }, [followStack]);
  return { change: edit, toScrollDriver };
}
