import { expect, test, waitForLoaderGone } from '../support/fixtures';

const HERO = /\/assets\/hero-[\w-]+\.webp$/;

test('the loader covers the first paint, then hands over to the page', async ({ page }) => {
  await page.goto('/');
  const loader = page.getByTestId('loader');
  await expect(loader).toBeVisible();
  await expect(loader.getByRole('status')).toHaveText(/Loading/);
  await waitForLoaderGone(page);
  await expect(page.locator('.animation-start')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('with the hero image delayed 1500 ms, the loader stays up until it arrives and leaves ~1000 ms later', async ({
  page,
}) => {
  let servedAt = 0;
  await page.route(HERO, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await route.fetch();
    // The page may ask for the image more than once (preload, loader, <img>): the first answer counts.
    if (servedAt === 0) servedAt = Date.now();
    await route.fulfill({ response });
  });
  const start = Date.now();
  await page.goto('/');
  const loader = page.getByTestId('loader');
  await expect(loader).toBeVisible();
  await expect.poll(() => servedAt, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(servedAt - start).toBeGreaterThanOrEqual(1500);
  // Still up when the image arrives…
  await expect(loader).toHaveCount(1);
  await waitForLoaderGone(page);
  // …and gone about 1000 ms after it.
  const gone = Date.now() - servedAt;
  expect(gone).toBeGreaterThanOrEqual(900);
  expect(gone).toBeLessThan(1900);
  await expect(page.locator('.animation-start')).toHaveCount(1);
});

test('with every image failing, the console says "Failed to load hero image" and the loader goes away', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load hero image/, /Failed to load resource/);
  await page.route(/\.(webp|avif|png|jpe?g|svg)$/, (route) => route.abort());
  await page.goto('/');
  await waitForLoaderGone(page);
  expect(consoleGuard.messages).toContain('error: Failed to load hero image');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a navigation that loads a new screen brings the loader back, then the new screen', async ({
  page,
}) => {
  await page.goto('/');
  await waitForLoaderGone(page);
  await page.route(/services-screen-.*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' })
    .click();
  await expect(page.getByTestId('loader')).toBeVisible();
  await expect(page.locator('.animation-start')).toHaveCount(0);
  await waitForLoaderGone(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What We Offer :');
  await expect(page.locator('.animation-start')).toHaveCount(1);
});
