import { expect, HERO_IMAGE, holdRequests, test, waitForLoaderGone } from '../support/fixtures';

test('the loader covers the first paint, then hands over to the page', async ({ page }) => {
  await page.goto('/');
  const loader = page.getByTestId('loader');
  await expect(loader).toBeVisible();
  await expect(loader.getByRole('status')).toHaveText(/Loading/);
  await waitForLoaderGone(page);
  await expect(page.locator('.animation-start')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test(
  'with the hero image delayed 1500 ms, the loader stays up until it arrives and leaves ~1000 ms later',
  { tag: '@alone' },
  async ({ page }) => {
    // Both moments are taken by the page's own clock, so a busy test runner cannot blur them.
    await page.addInitScript(() => {
      const record = { seen: false, goneAt: 0 };
      Object.assign(window, { __loader: record });
      new MutationObserver(() => {
        const present = document.querySelector('[data-testid="loader"]') !== null;
        if (present) record.seen = true;
        else if (record.seen && record.goneAt === 0) record.goneAt = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route(HERO_IMAGE, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // The app counts the spec's 1000 ms from the load it sees: on a busy machine it may boot later
      // than 1500 ms, and then it sees the image only once it runs. Hold the image until the app runs
      // (its loader has its clock set), so the arrival is the load the app sees.
      await expect
        .poll(
          () =>
            page.evaluate(
              () =>
                (document
                  .querySelector<HTMLElement>('[data-testid="loader"]')
                  ?.style.getPropertyValue('--loader-elapsed') ?? '') !== '',
            ),
          { timeout: 20_000 },
        )
        .toBe(true);
      await route.fulfill({ response: await route.fetch() });
    });
    await page.goto('/');
    await expect(page.getByTestId('loader')).toBeVisible();
    await waitForLoaderGone(page);
    const { arrivedAt, goneAt, startedAt, files } = await page.evaluate((pattern) => {
      const isHero = new RegExp(pattern);
      const hero = performance
        .getEntriesByType('resource')
        .filter((entry) => isHero.test(entry.name)) as PerformanceResourceTiming[];
      return {
        startedAt: Math.min(...hero.map((entry) => entry.startTime)),
        arrivedAt: Math.min(...hero.map((entry) => entry.responseEnd)),
        goneAt: (window as unknown as { __loader: { goneAt: number } }).__loader.goneAt,
        files: [...new Set(hero.map((entry) => entry.name))],
      };
    }, HERO_IMAGE.source);
    // The preload, the loader and the hero <picture> all chose the same file: one hero download.
    expect(files).toHaveLength(1);
    expect(arrivedAt - startedAt).toBeGreaterThanOrEqual(1400);
    // Still up when the image arrives, and gone about 1000 ms after it.
    expect(goneAt - arrivedAt).toBeGreaterThanOrEqual(950);
    expect(goneAt - arrivedAt).toBeLessThan(1500);
    await expect(page.locator('.animation-start')).toHaveCount(1);
  },
);

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
  // The new screen's code is held until the loader has been seen.
  const release = await holdRequests(page, /services-screen-.*\.js$/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' })
    .click();
  await expect(page.getByTestId('loader')).toBeVisible();
  await expect(page.locator('.animation-start')).toHaveCount(0);
  release();
  await waitForLoaderGone(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What We Offer :');
  await expect(page.locator('.animation-start')).toHaveCount(1);
});
