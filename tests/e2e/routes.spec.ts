import { expect, openPage, recordScriptRequests, test } from '../support/fixtures';

// Every route's heading, title and shell, with no script or console error, is a cross-browser case
// (tests/browsers/site.browsers.ts), run in Chromium, Firefox and WebKit.

test.describe('not found', () => {
  for (const path of [
    '/nope',
    '/services/extra',
    '/portfolio/unknown-project',
    '/PORTFOLIO/x/y',
    '/ABOUT',
  ]) {
    test(`${path} shows "404 Not Found" with a way home`, async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Not Found');
      await expect(page).toHaveTitle(/Page not found/);
      await page.getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Empowering Businesses to Fly High on the Web.',
      );
    });
  }
});

test('a routing error shows "500 Error" inside the shell, with a way home', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(
    /Route error/,
    /Failed to fetch dynamically imported module/,
    /Failed to load resource/,
  );
  await openPage(page, '/');
  // The About screen's chunk cannot be fetched (a deploy removed it, the network dropped…).
  await page.route(/about-screen-.*\.js$/, (route) => route.abort());
  const reloaded = page.waitForEvent('load');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  // A chunk that cannot load first reloads the page once (a deploy may have replaced it; see
  // request-path.spec.ts); the chunk still missing, the booted page says "500 Error".
  await reloaded;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('500 Error', {
    timeout: 15_000,
  });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('the active navigation link follows the route', async ({ readPage }) => {
  const expectations: [string, string][] = [
    ['/', 'Home'],
    ['/portfolio', 'Portfolio'],
    ['/portfolio/tirthdom', 'Portfolio'],
    ['/services', 'Services'],
    ['/about', 'About'],
  ];
  for (const [path, active] of expectations) {
    const nav = (await readPage(path)).getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Portfolio', 'Services', 'About']) {
      const link = nav.getByRole('link', { name: label, exact: true });
      if (label === active) await expect(link).toHaveAttribute('aria-current', 'page');
      else await expect(link).not.toHaveAttribute('aria-current', 'page');
    }
  }
  const notFound = (await readPage('/nope')).getByRole('navigation', { name: 'Main' });
  await expect(notFound.locator('[aria-current="page"]')).toHaveCount(0);
});

test('navigating by the navbar opens each screen at the top with focus on its heading', async ({
  page,
}) => {
  await openPage(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, heading] of [
    ['Portfolio', 'Happy Customers :'],
    ['Services', 'What We Offer :'],
    ['About', 'Where every spark of imagination ignites innovation.'],
    ['Home', 'Empowering Businesses to Fly High on the Web.'],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
});

test('the home route first load downloads no other screen chunk', async ({ page }) => {
  const scripts = recordScriptRequests(page);
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => /home-screen-/.test(path))).toBe(true);
  const others = scripts.filter((path) =>
    /(portfolio-screen|project-screen|services-screen|about-screen|not-found-screen|early-access-screen)-/.test(
      path,
    ),
  );
  expect(others).toEqual([]);
});
