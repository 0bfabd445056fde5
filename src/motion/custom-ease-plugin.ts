import { CustomEase } from 'gsap/CustomEase';
import type { gsap } from './gsap';

/**
 * Registers GSAP's CustomEase on the page's `core`: from then on GSAP reads a drawn curve (a CustomEase
 * path) wherever it takes an ease. A chunk of its own, loaded only where the motion config draws an ease
 * (scripts/build/custom-eases.ts); `core` is handed in, not imported, so that GSAP's core stays in the
 * first load's chunks rather than being split out to share it.
 */
export function registerCustomEase(core: typeof gsap): void {
  core.registerPlugin(CustomEase);
}
