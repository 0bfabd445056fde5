import { expect, openPage, test } from '../support/fixtures';
import { settle } from '../support/settle';
import { shot } from '../support/shot-tolerance';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  const size = `${viewport.width}x${viewport.height}`;

  test.describe(size, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
      await openPage(page, '/services');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('What We Offer :');
      await settle(page);
    });

    // At 1440x900 the top of /services is a cross-browser shot (tests/browsers/site.browsers.ts:
    // browsers/<browser>/services-top).
    if (viewport.width !== 1440) {
      test(`services at the top, ${size}`, async ({ page }) => {
        await expect(page).toHaveScreenshot(...shot(`services-top-${size}`));
      });
    }

    test(`services "More Details :" modal, ${size}`, async ({ page }) => {
      await page.getByRole('button', { name: 'More details', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'More Details :' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(...shot(`services-more-details-${size}`));
    });
  });
}
