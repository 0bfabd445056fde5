import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { usePrefersReducedMotion } from './use-media-query';
import { useInView, usePageVisible } from './use-visibility';

interface RotationOptions {
  count: number;
  intervalMs: number;
  /**
   * The hide delay: within each slot, after this long the item is marked as hiding (it fades out
   * before the next).
   */
  hideDelayMs?: number;
  /** The rotating block: it only rotates while on screen (and the browser tab is visible). */
  element?: HTMLElement | null;
  /** The share of the block that must be on screen for it to count as visible. */
  visibleShare?: number;
}

export interface Rotation {
  index: number;
  /** Changes whenever a slot starts over: key a progress indicator on it. */
  slot: number;
  /** True in the last part of a slot, when the item fades out before the next one arrives. */
  hiding: boolean;
  /** Rotation is on hold: paused by the visitor, hovered, focused, out of view, or reduced motion. */
  paused: boolean;
  /** The visitor's own choice, shown by the play/pause control. */
  playing: boolean;
  /** Selects an item and restarts its slot's timer. */
  select: (index: number) => void;
  togglePlaying: () => void;
  /** Hover on what is being read pauses the rotation (WCAG 2.2.2). */
  hoverProps: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
  };
  /** Keyboard focus inside the rotating part pauses it until focus leaves. */
  focusProps: {
    onFocus: (event: FocusEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
}

/**
 * Auto-rotation of tabs or slides on the page's timers (so tests drive it with a fake clock). It never
 * rotates under reduced motion unless the visitor presses play; hover, keyboard focus, being off
 * screen and a hidden browser tab hold it, and it then resumes the slot where it stopped.
 */
export function useRotation({
  count,
  intervalMs,
  hideDelayMs,
  element = null,
  visibleShare = 0,
}: RotationOptions): Rotation {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  /** Bumped whenever a slot starts (the next item, a selection, play pressed). */
  const [slot, setSlot] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidingSlot, setHidingSlot] = useState<number | null>(null);
  // Without an observer (tests in jsdom) the block counts as on screen.
  const inView = useInView(element, { share: visibleShare, assume: true });
  const pageVisible = usePageVisible();
  const visible = inView && pageVisible;
  /** Time already spent in the current slot before the last hold. */
  const spent = useRef({ slot: -1, ms: 0 });

  const playing = choice ? choice === 'play' : !reducedMotion;
  const paused = !playing || hovered || focused || !visible;

  useEffect(() => {
    if (spent.current.slot !== slot) spent.current = { slot, ms: 0 };
    if (paused || count < 2) return;
    const startedAt = Date.now();
    const already = spent.current.ms;
    const timers = [
      window.setTimeout(
        () => {
          setIndex((current) => (current + 1) % count);
          setSlot((current) => current + 1);
        },
        Math.max(0, intervalMs - already),
      ),
    ];
    if (hideDelayMs !== undefined && hideDelayMs < intervalMs) {
      timers.push(window.setTimeout(() => setHidingSlot(slot), Math.max(0, hideDelayMs - already)));
    }
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      if (spent.current.slot === slot) spent.current.ms = already + (Date.now() - startedAt);
    };
  }, [paused, count, intervalMs, hideDelayMs, slot]);

  const select = useCallback((next: number) => {
    setIndex(next);
    setSlot((current) => current + 1);
  }, []);

  const togglePlaying = useCallback(() => {
    setChoice(playing ? 'pause' : 'play');
    // Pressing play while the pointer or focus is on the rotating part still means "play now".
    setHovered(false);
    setFocused(false);
    setSlot((current) => current + 1);
  }, [playing]);

  return {
    index,
    slot,
    hiding: !paused && hidingSlot === slot,
    paused,
    playing,
    select,
    togglePlaying,
    hoverProps: {
      onPointerEnter: (event) => {
        if (event.pointerType !== 'mouse') return;
        setHovered(true);
        setHidingSlot(null);
      },
      onPointerLeave: (event) => {
        if (event.pointerType === 'mouse') setHovered(false);
      },
    },
    focusProps: {
      onFocus: (event) => {
        // A mouse click focuses too; only keyboard focus (focus-visible) holds the rotation.
        if (event.target instanceof Element && event.target.matches(':focus-visible')) {
          setFocused(true);
          setHidingSlot(null);
        }
      },
      onBlur: (event) => {
        if (
          !(event.relatedTarget instanceof Node) ||
          !event.currentTarget.contains(event.relatedTarget)
        ) {
          setFocused(false);
        }
      },
    },
  };
}
