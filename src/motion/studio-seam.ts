/**
 * The one door between the production motion code and the designers' motion studio
 * (src/features/motion-studio, development only, `?tune`).
 *
 * The studio connects itself before the first render (src/main.tsx), so the hooks below call the same
 * hooks for the whole visit. Until it does, and always in a production build, the markers are off and
 * nothing asks for a rebuild: every export tests `import.meta.env.DEV` first, which a production build
 * replaces with `false`, so what is left is two constants; the calls that hand animations over sit
 * behind `import.meta.env.DEV` at their call sites and vanish. No studio code is bundled (the bundle
 * test in tests/e2e/home.spec.ts).
 */

/** The animations the studio can replay and scrub with GSDevTools. */
export type AnimationName = 'hero' | 'stack' | 'about';

/**
 * A scroll-driven timeline's own way of leaving the scroll for the studio, which cannot scrub it with
 * GSDevTools while a ScrollTrigger drives it: `hold` takes it from the scroll (the timeline stays),
 * `release` gives it back before it rebuilds.
 */
export interface ScrollHold {
  hold: () => void;
  release: () => void;
}

/** What the studio implements for the production motion code. */
export interface MotionStudioSeam {
  /** Hook: whether the scroll-driven timelines show their ScrollTrigger markers. */
  useMarkers: () => boolean;
  /** Hook: how many times the studio gave the scroll-driven timelines back (each time they rebuild). */
  useRebuilds: () => number;
  /** An animation was built (or rebuilt): the studio may replay it, scrub it, or hold it (`scroll`). */
  track: (name: AnimationName, animation: gsap.core.Animation, scroll?: ScrollHold) => void;
  /** The studio's motion speed: 1 (real time), 0.5 or 0.25. */
  speed: () => number;
}

/** The page without the studio. */
const absent: Omit<MotionStudioSeam, 'track' | 'speed'> = {
  useMarkers: () => false,
  useRebuilds: () => 0,
};

let studio: MotionStudioSeam | null = null;

/** Development only: the studio plugs itself in, before the first render. */
export function connectMotionStudio(seam: MotionStudioSeam): void {
  if (import.meta.env.DEV) studio = seam;
}

/** Whether the studio is on this page (development with `?tune`). Always false in production. */
export function isStudioConnected(): boolean {
  return import.meta.env.DEV && studio !== null;
}

/** Hands an animation to the studio, if connected. Call it behind `import.meta.env.DEV`. */
export function trackAnimation(
  name: AnimationName,
  animation: gsap.core.Animation,
  scroll?: ScrollHold,
): void {
  if (import.meta.env.DEV) studio?.track(name, animation, scroll);
}

/**
 * A wait that is part of the motion (the loader's hold before it leaves), in real ms: as long as the
 * motion is slowed by the studio's motion speed, so a slowed animation is not cut off. `ms` itself
 * without the studio. Call it behind `import.meta.env.DEV`, so that it vanishes from a production build.
 */
export function motionMs(ms: number): number {
  return import.meta.env.DEV && studio ? ms / studio.speed() : ms;
}

/** Whether the scroll-driven timelines show their ScrollTrigger markers: the studio's switch. */
export const useMarkers: () => boolean = import.meta.env.DEV
  ? () => (studio ?? absent).useMarkers()
  : () => false;

/** A dependency of the scroll-driven timelines: it changes when the studio asks them to rebuild. */
export const useStudioRebuilds: () => number = import.meta.env.DEV
  ? () => (studio ?? absent).useRebuilds()
  : () => 0;
