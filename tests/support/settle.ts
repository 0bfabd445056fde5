import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { imagesReady, stillOverThreeFrames } from './waits.ts';

interface SettleOptions {
  /**
   * Load every image of the page, lazy ones included (for full-page shots). By default only the images
   * that meet the viewport must be loaded and decoded.
   */
  allImages?: boolean;
  /**
   * Wait for the page to stop moving (finite CSS/Web animations finished, inline styles that GSAP
   * writes unchanged across frames). Off for a page on Playwright's fake clock, whose frames only come
   * when the test runs the clock.
   */
  still?: boolean;
}

/**
 * The one wait before a screenshot (the cross-browser suite waits the same way, tests/support/waits.ts):
 * web fonts in, the images that will be in the picture loaded and decoded, and nothing moving. Each part
 * waits for its own signal, never for a fixed time.
 */
export async function settle(page: Page, { allImages = false, still = true }: SettleOptions = {}) {
  await expect.poll(() => page.evaluate(imagesReady, allImages)).toBe(true);
  if (!still) return;
  await expect.poll(() => page.evaluate(stillOverThreeFrames)).toBe(true);
}

/**
 * Waits for an element's own finite Web Animations to end: a modal's opening fade. axe reads text in a
 * half-faded dialog as too little contrast (a clean-clone run failed so, on "color-contrast").
 */
export async function animationsDone(target: Locator) {
  await target.evaluate((element) =>
    Promise.all(
      element
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
