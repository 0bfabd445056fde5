import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

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
 * The one wait before a screenshot: web fonts in, the images that will be in the picture loaded and
 * decoded, and nothing moving. Each part waits for its own signal, never for a fixed time.
 */
export async function settle(page: Page, { allImages = false, still = true }: SettleOptions = {}) {
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() =>
      page.evaluate(async (all) => {
        const inView = (img: HTMLImageElement) => {
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
        };
        const images = Array.from(document.images).filter((img) => all || inView(img));
        if (all) for (const img of images) img.loading = 'eager';
        if (!images.every((img) => img.complete)) return false;
        await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
        return true;
      }, allImages),
    )
    .toBe(true);
  if (!still) return;
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        // Finite animations and transitions run to their end (an endless spinner is left to
        // toHaveScreenshot, which stops it).
        const finite = document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
        await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
        // GSAP tweens (reveals, the hero's entrance) write inline styles on every frame.
        const inlineStyles = () =>
          Array.from(
            document.querySelectorAll<HTMLElement>('[style]'),
            (el) => el.style.cssText,
          ).join('|');
        const before = inlineStyles();
        await frame();
        await frame();
        await frame();
        return inlineStyles() === before;
      }),
    )
    .toBe(true);
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
