import { expect, openPage, test } from '../support/fixtures';
import { EARLY_ACCESS_URL, EXTERNAL_ORIGIN } from '../support/test-env';

for (const path of ['/aptiz', '/aptiz/early-access']) {
  test(`${path} replaces itself with the early-access site, so Back skips it`, async ({ page }) => {
    await openPage(page, '/services');
    await page.goto(path);
    await expect(page).toHaveURL(EARLY_ACCESS_URL);
    await expect(page.getByRole('heading', { name: 'Early access (test double)' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What We Offer :');
  });
}

test('/aptiz is a blank black full-screen page outside the shared layout', async ({ page }) => {
  // The external site answers 204 No Content, so the browser stays on the blank page to be looked at.
  let redirected = false;
  await page.route(`${EXTERNAL_ORIGIN}/**`, async (route) => {
    redirected = true;
    await route.fulfill({ status: 204 });
  });
  await page.goto('/aptiz');
  await expect.poll(() => redirected).toBe(true);
  const blank = page.locator('#root > div');
  await expect(blank).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  expect(await blank.boundingBox()).toMatchObject({ x: 0, y: 0, width: 1440, height: 900 });
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByTestId('loader')).toHaveCount(0);
  await expect(page.getByText(/Taking you to early access/)).toHaveCount(1);
});
