import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../support/fixtures';

/** Every video request the page makes from now on. */
function recordVideoRequests(page: Page): string[] {
  const videos: string[] = [];
  page.on('request', (request) => {
    if (/\.(webm|mp4)$/.test(new URL(request.url()).pathname)) videos.push(request.url());
  });
  return videos;
}

const isPlaying = (page: Page, index: number) =>
  page
    .locator('video')
    .nth(index)
    .evaluate((video: HTMLVideoElement) => !video.paused && video.readyState >= 2);

test('the first view of /about weighs at most 1.5 MB and downloads no video', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
  });
  const videos = recordVideoRequests(page);
  await openPage(page, '/about');
  // What would start a download: a video given its sources, which happens once the page has measured
  // that the active one is in view. Wait for that measurement (the tabs' block, below the fold, is
  // seen out of view and its rotation holds), then for the network to be idle.
  await expect(page.getByRole('region', { name: 'Who are we?' })).toHaveAttribute(
    'data-rotation',
    'paused',
  );
  await page.waitForLoadState('networkidle');
  await expect(page.locator('video source')).toHaveCount(0);
  expect(videos).toEqual([]);
  test.info().annotations.push({ type: 'first view of /about', description: `${bytes} bytes` });
  expect(bytes, `first view of /about: ${bytes} bytes`).toBeLessThanOrEqual(1.5 * 1024 * 1024);
});

test('background videos: muted, inline, no preload; the source arrives in view and only the active one plays', async ({
  page,
}) => {
  const videos = recordVideoRequests(page);
  await openPage(page, '/about');
  const all = page.locator('video');
  await expect(all).toHaveCount(3);
  for (const video of await all.all()) {
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((el: HTMLVideoElement) => el.muted && el.loop)).toBe(true);
    await expect(video.locator('source')).toHaveCount(0);
  }

  // The active tab's frame (the video's box) brought into view.
  await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
  await expect.poll(() => videos.some((url) => url.includes('/mission'))).toBe(true);
  await expect.poll(() => isPlaying(page, 0), { timeout: 10_000 }).toBe(true);
  expect(videos.filter((url) => !url.includes('/mission'))).toEqual([]);

  await page.getByRole('tab', { name: 'Story' }).click();
  await expect.poll(() => isPlaying(page, 1), { timeout: 10_000 }).toBe(true);
  expect(await all.nth(0).evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  expect(videos.some((url) => url.includes('/philosophy'))).toBe(false);

  // Scrolled out of view, the active video pauses; back in view, it plays again.
  await page
    .getByRole('heading', { name: 'Frequently Asked Questions :' })
    .scrollIntoViewIfNeeded();
  await expect.poll(() => all.nth(1).evaluate((el: HTMLVideoElement) => el.paused)).toBe(true);
  await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
  await expect.poll(() => isPlaying(page, 1), { timeout: 10_000 }).toBe(true);
});

test('under reduced motion the posters stand alone: no video element, no video download', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const videos = recordVideoRequests(page);
  await openPage(page, '/about');
  await page.getByRole('tablist').scrollIntoViewIfNeeded();
  const panel = page.getByRole('tabpanel');
  await expect(panel.locator('picture img')).toBeVisible();
  // The poster in WebP, cut twice: a tall crop for phones (with its media query), a band for the rest.
  const webp = panel.locator('picture source[type="image/webp"]');
  await expect(webp).toHaveCount(2);
  await expect(webp.first()).toHaveAttribute('media', '(max-width: 991.98px)');
  await expect(webp.last()).not.toHaveAttribute('media', /./);
  // Nothing could fetch a video: there is no video element, and the page is idle.
  await expect(page.locator('video')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(videos).toEqual([]);
});
