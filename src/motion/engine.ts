import Lenis from 'lenis';
import { gsap, ScrollTrigger } from './gsap';
import { getMotion, subscribeMotion } from './motion-store';

/**
 * The scroll engine: the ONLY module that imports Lenis or touches `gsap.ticker`.
 * Frame order on every GSAP tick: Lenis moves the page (prioritised), its scroll event runs
 * ScrollTrigger.update, then the other frame callbacks (cursor, …) read the settled position.
 */
export interface ScrollEngine {
  /** True when Lenis smooths the scroll; false under reduced motion (native scrolling). */
  readonly smooth: boolean;
  /** Freezes page scrolling (modals, the small-screen menu). */
  stop(): void;
  start(): void;
  /** Jumps to the top at once, cancelling any easing in progress. */
  scrollToTop(): void;
  /** Jumps to `top` (px) at once, cancelling any easing in progress. */
  scrollTo(top: number): void;
  /** Recomputes every ScrollTrigger once the layout has settled. */
  refresh(): void;
  destroy(): void;
}

let liveLenisInstances = 0;

/** How many Lenis instances exist right now (used by tests to prove a single engine). */
export function countLiveLenisInstances(): number {
  return liveLenisInstances;
}

function freezeNativeScroll(frozen: boolean): void {
  document.documentElement.style.overflow = frozen ? 'hidden' : '';
}

interface EngineOptions {
  smooth: boolean;
  /** Called with the page's scroll position (px) on every scroll event of the window. */
  onScroll?: (scrollY: number) => void;
}

export function createScrollEngine({ smooth, onScroll }: EngineOptions): ScrollEngine {
  // Subscribers hear the window's own scroll events: every change of position fires one, whoever made
  // it (Lenis, the scrollbar, the keyboard, a script). Lenis's event skips some native scrolls (the one
  // after its own write), so it drives ScrollTrigger but is not the source of truth for the position.
  const nativeScroll = () => onScroll?.(window.scrollY);
  window.addEventListener('scroll', nativeScroll, { passive: true });
  const jumpTo = (top: number) => window.scrollTo({ top, left: 0, behavior: 'instant' });
  if (!smooth) {
    const keepPlace = keepScrollThroughRefresh(jumpTo);
    return {
      smooth: false,
      stop: () => freezeNativeScroll(true),
      start: () => freezeNativeScroll(false),
      scrollToTop: () => jumpTo(0),
      scrollTo: jumpTo,
      refresh: () => ScrollTrigger.refresh(),
      destroy: () => {
        window.removeEventListener('scroll', nativeScroll);
        keepPlace();
        freezeNativeScroll(false);
      },
    };
  }

  const { scroll } = getMotion();
  const lenis = new Lenis({
    autoRaf: false,
    lerp: scroll.lerp,
    wheelMultiplier: scroll.wheelMultiplier,
    touchMultiplier: scroll.touchMultiplier,
  });
  // Development: the motion studio's scroll feel applies to the running engine.
  const offTuning = import.meta.env.DEV
    ? subscribeMotion(() => {
        const { lerp, wheelMultiplier, touchMultiplier } = getMotion().scroll;
        Object.assign(lenis.options, { lerp, wheelMultiplier, touchMultiplier });
        // Lenis hands the two multipliers to its wheel/touch reader once, at construction.
        const reader = (lenis as unknown as { virtualScroll?: { options?: object } }).virtualScroll;
        if (reader?.options) Object.assign(reader.options, { wheelMultiplier, touchMultiplier });
      })
    : null;
  liveLenisInstances += 1;
  // Lenis skips a jump to where it believes it already is, which need not be where the page is (a
  // ScrollTrigger refresh moves the page behind its back): move the page, then Lenis's own position.
  const moveTo = (top: number) => {
    jumpTo(top);
    lenis.scrollTo(top, { immediate: true, force: true });
  };
  const keepPlace = keepScrollThroughRefresh(moveTo);

  const offScroll = lenis.on('scroll', () => {
    ScrollTrigger.update();
  });
  const tick = (time: number): void => {
    lenis.raf(time * 1000);
  };
  gsap.ticker.add(tick, false, true);
  gsap.ticker.lagSmoothing(0);

  let destroyed = false;
  return {
    smooth: true,
    stop: () => lenis.stop(),
    start: () => lenis.start(),
    scrollToTop: () => moveTo(0),
    scrollTo: moveTo,
    refresh: () => ScrollTrigger.refresh(),
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      window.removeEventListener('scroll', nativeScroll);
      keepPlace();
      offScroll();
      offTuning?.();
      gsap.ticker.remove(tick);
      gsap.ticker.lagSmoothing(500, 33); // GSAP's default, for whatever runs without the engine
      lenis.destroy();
      liveLenisInstances -= 1;
    },
  };
}

/**
 * Holds the visitor's place through every ScrollTrigger refresh. A refresh scrolls the page to the top
 * to measure, then puts back the position it recorded; after a window resize that record can be a stale
 * cached 0 (GSAP's scroll cache was invalidated by the resize), which left a visitor at 1000 px thrown
 * back to the top. The engine reads the real position before the refresh and restores it after,
 * clamped to the page's new length. Returns the unsubscribe function.
 */
function keepScrollThroughRefresh(restore: (top: number) => void): () => void {
  let kept: number | null = null;
  const before = () => {
    kept = window.scrollY;
  };
  const after = () => {
    if (kept === null) return;
    const max = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    const top = Math.min(kept, max);
    kept = null;
    if (Math.abs(window.scrollY - top) >= 1) restore(top);
  };
  ScrollTrigger.addEventListener('refreshInit', before);
  ScrollTrigger.addEventListener('refresh', after);
  return () => {
    ScrollTrigger.removeEventListener('refreshInit', before);
    ScrollTrigger.removeEventListener('refresh', after);
  };
}

export type FrameCallback = (timeSeconds: number, deltaMs: number) => void;

/** Runs `callback` on every frame of the one shared loop; returns the unsubscribe function. */
export function onFrame(callback: FrameCallback): () => void {
  const tick = (time: number, deltaTime: number): void => callback(time, deltaTime);
  gsap.ticker.add(tick);
  return () => gsap.ticker.remove(tick);
}
