import { expect, openPage, scrollY, test, waitForHeroEntrance } from '../support/fixtures';
import { settle } from '../support/settle';
import { shot } from '../support/shot-tolerance';

// The real, moving design (the stack pins only with motion allowed); the scrub is scroll-deterministic.
test.use({ reducedMotion: 'no-preference' });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`home at the top, ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/');
    await waitForHeroEntrance(page);
    await settle(page);
    await expect(page).toHaveScreenshot(...shot(`home-top-${size}`));
  });

  test(`home at scroll 1800, ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/');
    await waitForHeroEntrance(page);
    await page.evaluate(() => window.scrollTo(0, 1800));
    await expect.poll(() => scrollY(page)).toBe(1800);
    // Any reveal this position triggered runs to its end, and the images it brought in are decoded.
    await settle(page);
    await expect(page).toHaveScreenshot(...shot(`home-1800-${size}`));
  });
}
