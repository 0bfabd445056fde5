import { expect, openPage, test } from '../support/fixtures';
import { settle } from '../support/settle';
import { shot } from '../support/shot-tolerance';

// At 1440x900 the 404 screen is a cross-browser shot (tests/browsers/site.browsers.ts: browsers/<browser>/not-found).
for (const viewport of [{ width: 390, height: 844 }]) {
  test(`404 screen at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/this-page-does-not-exist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
    await settle(page);
    await expect(page).toHaveScreenshot(...shot(`not-found-${viewport.width}x${viewport.height}`));
  });
}
