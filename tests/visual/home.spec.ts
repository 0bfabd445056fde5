import type { Page } from '@playwright/test';
import { expect, openPage, scrollY, test, waitForHeroEntrance } from '../support/fixtures';

// The real, moving design (the stack pins only with motion allowed); the scrub is scroll-deterministic.
test.use({ reducedMotion: 'no-preference' });

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await waitForHeroEntrance(page);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`home at the top, ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/');
    await settle(page);
    await expect(page).toHaveScreenshot(`home-top-${size}.png`);
  });

  test(`home at scroll 1800, ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/');
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 1800));
    await expect.poll(() => scrollY(page)).toBe(1800);
    // Let any reveal that this position triggered finish.
    await page.waitForTimeout(1500);
    await expect(page).toHaveScreenshot(`home-1800-${size}.png`);
  });
}
