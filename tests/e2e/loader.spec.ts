import type { Page } from '@playwright/test';
import { motion } from '../../src/motion/motion.config';
import { expect, HERO_IMAGE, holdRequests, test, waitForLoaderGone } from '../support/fixtures';

/** Where the loader case's fake clock starts: any fixed moment. */
const CLOCK_ORIGIN = new Date('2025-01-01T09:00:00Z').getTime();
/** The boot's own fallback start (src/boot.ts starts the app at the latest 250 ms in). */
const BOOT_MS = 250;

/**
 * Resolves once the page has run what React queued after its last commit (its effects, which set the
 * page's timers): React's scheduler posts its work as MessageChannel tasks, run in order, so a task
 * posted now runs after it. The fake clock does not stop those.
 */
async function reactFlushed(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(undefined);
      }),
  );
}

test('the loader covers the first paint, then hands over to the page', async ({ page }) => {
  await page.goto('/');
  const loader = page.getByTestId('loader');
  await expect(loader).toBeVisible();
  await expect(loader.getByRole('status')).toHaveText(/Loading/);
  await waitForLoaderGone(page);
  await expect(page.locator('.animation-start')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('with the hero image delayed 1500 ms, the loader stays up until it arrives and leaves 1000 ms later', async ({
  page,
}) => {
  const { dismissDelayMs, fallbackMs } = motion.loader;
  // On the page's clock, stopped before the page exists and run by the test: every moment below is
  // the page's own time, however long this machine takes to load, decode and draw.
  await page.clock.install({ time: CLOCK_ORIGIN });
  await page.clock.pauseAt(CLOCK_ORIGIN + test.info().timeout);
  const heroFiles = new Set<string>();
  const release = await holdRequests(page, HERO_IMAGE);
  page.on('request', (request) => {
    if (HERO_IMAGE.test(request.url())) heroFiles.add(request.url());
  });
  // Not to `load`: the preloaded hero is part of it, and it is held.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const loader = page.getByTestId('loader');
  await expect(loader).toBeVisible();
  // The boot starts the app on a timer of the page (src/boot.ts): the app runs once its loader has
  // set its clock.
  await page.clock.runFor(BOOT_MS);
  await expect
    .poll(() => loader.evaluate((el: HTMLElement) => el.style.getPropertyValue('--loader-elapsed')))
    .not.toBe('');

  // The image on its way for 1500 ms of the page's time: the loader stays, the hand-over waits.
  await page.clock.runFor(1500);
  await expect(loader).toBeVisible();
  await expect(page.locator('.animation-start')).toHaveCount(0);
  expect(BOOT_MS + 1500).toBeLessThan(fallbackMs);

  // It arrives: the hand-over starts, and the loader leaves dismissDelayMs later, not a moment before.
  release();
  await expect(page.locator('.animation-start')).toHaveCount(1);
  await reactFlushed(page);
  await page.clock.runFor(dismissDelayMs - 1);
  await expect(loader).toBeAttached();
  await page.clock.runFor(1);
  await waitForLoaderGone(page);
  // The preload, the loader and the hero <picture> all chose the same file: one hero download.
  expect([...heroFiles]).toHaveLength(1);
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
