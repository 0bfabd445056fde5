import { expect, openPage, test } from '../support/fixtures';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`portfolio at the top, ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Happy Customers :');
    await page.evaluate(() => document.fonts.ready);
    await expect
      .poll(() =>
        page
          .locator('main img')
          .evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)),
      )
      .toBe(true);
    await expect(page).toHaveScreenshot(`portfolio-top-${size}.png`);
  });
}
