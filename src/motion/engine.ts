import Lenis from 'lenis';
import { gsap, ScrollTrigger } from './gsap';
import { motion } from './motion.config';

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

export function createScrollEngine({ smooth }: { smooth: boolean }): ScrollEngine {
  if (!smooth) {
    return {
      smooth: false,
      stop: () => freezeNativeScroll(true),
      start: () => freezeNativeScroll(false),
      scrollToTop: () => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }),
      refresh: () => ScrollTrigger.refresh(),
      destroy: () => freezeNativeScroll(false),
    };
  }

  const lenis = new Lenis({
    autoRaf: false,
    lerp: motion.scroll.lerp,
    wheelMultiplier: motion.scroll.wheelMultiplier,
    touchMultiplier: motion.scroll.touchMultiplier,
  });
  liveLenisInstances += 1;

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
    scrollToTop: () => lenis.scrollTo(0, { immediate: true, force: true }),
    refresh: () => ScrollTrigger.refresh(),
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      offScroll();
      gsap.ticker.remove(tick);
      gsap.ticker.lagSmoothing(500, 33); // GSAP's default, for whatever runs without the engine
      lenis.destroy();
      liveLenisInstances -= 1;
    },
  };
}

export type FrameCallback = (timeSeconds: number, deltaMs: number) => void;

/** Runs `callback` on every frame of the one shared loop; returns the unsubscribe function. */
export function onFrame(callback: FrameCallback): () => void {
  const tick = (time: number, deltaTime: number): void => callback(time, deltaTime);
  gsap.ticker.add(tick);
  return () => gsap.ticker.remove(tick);
}
