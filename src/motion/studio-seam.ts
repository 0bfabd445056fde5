import { useSyncExternalStore } from 'react';

/**
 * The one door between the production motion code and the designers' motion studio
 * (src/features/motion-studio, development only, `?tune`).
 *
 * The studio connects itself before the first render (src/main.tsx). Until it does, and always in a
 * production build, the markers are off and a registration goes nowhere: every export below tests
 * `import.meta.env.DEV` first, which a production build replaces with `false`, so the calls compile to
 * nothing and no studio code is bundled (tests/e2e/home.spec.ts checks the bundle).
 */

/** The animations the studio can replay and scrub with GSDevTools. */
export type AnimationName = 'hero' | 'stack' | 'about';

/** What the studio implements for the production motion code. */
export interface MotionStudioSeam {
  /** Whether the scroll-driven timelines show their ScrollTrigger markers. */
  markers(): boolean;
  /** How many times the studio gave the scroll-driven timelines back: each time they rebuild. */
  rebuilds(): number;
  /** Calls `listener` after every change of what the seam reports. */
  subscribe(listener: () => void): () => void;
  /** An animation was built (or rebuilt): the studio may replay it, scrub it, or hold it. */
  track(name: AnimationName, animation: gsap.core.Animation): void;
}

let studio: MotionStudioSeam | null = null;

/** Development only: the studio plugs itself in. */
export function connectMotionStudio(seam: MotionStudioSeam): void {
  if (import.meta.env.DEV) studio = seam;
}

/** Whether the studio is on this page (development with `?tune`). Always false in production. */
export function isStudioConnected(): boolean {
  return import.meta.env.DEV && studio !== null;
}

/** Hands an animation to the studio (if connected). Nothing in production. */
export function trackAnimation(name: AnimationName, animation: gsap.core.Animation): void {
  if (import.meta.env.DEV) studio?.track(name, animation);
}

const unsubscribed = () => () => {};

function useStudioMarkers(): boolean {
  return useSyncExternalStore(
    (listener) => (studio ? studio.subscribe(listener) : unsubscribed()),
    () => studio?.markers() ?? false,
    () => false,
  );
}

function useRebuildCount(): number {
  return useSyncExternalStore(
    (listener) => (studio ? studio.subscribe(listener) : unsubscribed()),
    () => studio?.rebuilds() ?? 0,
    () => 0,
  );
}

/** Whether the scroll-driven timelines show their ScrollTrigger markers: the studio's switch. */
export const useMarkers: () => boolean = import.meta.env.DEV ? useStudioMarkers : () => false;

/** A dependency of the scroll-driven timelines: it changes when the studio asks them to rebuild. */
export const useStudioRebuilds: () => number = import.meta.env.DEV ? useRebuildCount : () => 0;
