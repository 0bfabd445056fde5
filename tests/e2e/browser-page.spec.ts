import { playwrightPage } from '../support/browser-page';
import { expect, test } from '../support/fixtures';

// The Playwright side of the one page interface (tests/support/browser-page.ts): its errors are
// Playwright's own record of the page, so an adapter made late, or made many times, still reports
// what the page logged before it, once.

test('a Playwright page adapted to the page interface reports its script and console errors once', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/thrown by the page/, /logged by the page/, /a warning is not an error/);
  await page.goto('/');
  await page.evaluate(() => {
    console.error('logged by the page');
    console.warn('a warning is not an error');
    setTimeout(() => {
      throw new Error('thrown by the page');
    });
  });
  await expect.poll(() => page.pageErrors().then((errors) => errors.length)).toBe(1);
  playwrightPage(page);
  const errors = await playwrightPage(page).errors();
  expect(errors).toEqual(['thrown by the page', 'logged by the page']);
});
