import { expect, openPage, test } from '../support/fixtures';
import { settle } from '../support/settle';
import { shot } from '../support/shot-tolerance';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`portfolio at the top, ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/portfolio');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Happy Customers :');
    await settle(page);
    await expect(page).toHaveScreenshot(...shot(`portfolio-top-${size}`));
  });
}
