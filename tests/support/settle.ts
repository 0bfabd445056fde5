import type { Locator, Page } from '@playwright/test';
import { playwrightPage } from './browser-page.ts';
import { settled, type SettleOptions } from './site-steps.ts';

/**
 * The one wait before a screenshot (`settled` in tests/support/site-steps.ts, which the cross-browser
 * suite and the benchmarks use too), on a Playwright page.
 */
export function settle(page: Page, options: Omit<SettleOptions, 'images'> = {}): Promise<void> {
  return settled(playwrightPage(page), options);
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
