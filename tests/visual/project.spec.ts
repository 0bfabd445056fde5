import { expect, openPage, test } from '../support/fixtures';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`project alphabeads at the top, ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/portfolio/alphabeads');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alphabeads');
    await page.evaluate(() => document.fonts.ready);
    // The cover is eager: wait for it so the picture is never half-decoded.
    await expect
      .poll(() =>
        page
          .locator('main img[loading="eager"]')
          .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)),
      )
      .toBe(true);
    await expect(page).toHaveScreenshot(`project-alphabeads-top-${size}.png`);
  });
}
