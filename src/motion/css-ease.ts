import { gsap } from './gsap';

/** Samples of a GSAP ease in a CSS `linear()` easing: enough that no step is seen at 60 fps. */
const SAMPLES = 40;

/**
 * A GSAP ease (`'expo.out'`, `'power2.inOut'`…) as a CSS easing function: the same curve sampled into
 * `linear()`, so the browser can run an animation with it on its own (Web Animations, off the main
 * thread for opacity and transforms) while the motion config keeps one vocabulary of eases.
 */
export function cssEase(ease: string): string {
  // A drawn curve whose CustomEase could not load (scripts/build/custom-eases.ts) runs linearly.
  const curve =
    (gsap.parseEase(ease) as gsap.EaseFunction | undefined) ?? ((progress: number) => progress);
  const stops = Array.from({ length: SAMPLES + 1 }, (_, index) => {
    const value = curve(index / SAMPLES);
    return String(Math.round(value * 10_000) / 10_000);
  });
  return `linear(${stops.join(', ')})`;
}
