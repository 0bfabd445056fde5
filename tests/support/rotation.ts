import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until a rotating block runs. Its on-screen check is delivered by the browser's rendering, which
 * can lag behind a stopped clock: nudge the clock in small steps (well inside a slot) until it runs.
 */
export async function waitForRunning(block: Locator, page: Page): Promise<void> {
  let nudge = 0;
  await expect(async () => {
    await page.clock.runFor(nudge);
    nudge = 50;
    await expect(block).toHaveAttribute('data-rotation', 'running', { timeout: 100 });
  }).toPass();
}
