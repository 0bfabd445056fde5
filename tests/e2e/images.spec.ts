import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../support/fixtures';

/**
 * Sharp on every screen: on a 2x screen of each width, every raster image the visitor scrolls past (SVG
 * art scales by itself) has been
 * given a file with at least two image pixels per CSS pixel of its box along both axes (so also after
 * an object-fit: cover crop): nothing is upscaled.
 */
const ROUTES = ['/', '/portfolio', '/portfolio/alphabeads', '/portfolio/tirthdom', '/about'];
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
] as const;
const DPR = 2;

interface Seen {
  file: string;
  box: string;
  natural: string;
  /** Image pixels per CSS pixel, along the axis the crop fills. */
  density: number;
}

/** Every image in view now, once it has loaded: its file and how many pixels it brings per CSS pixel. */
async function imagesInView(page: Page): Promise<Seen[]> {
  // One look finds the raster images in view and, once all of them have loaded, notes each one's file
  // and box at that moment: a second look could find an image that came into view meanwhile (a lazy
  // one, the scroll still settling), not loaded yet and without a file.
  type InView = { src: string; width: number; height: number };
  let inView: InView[] = [];
  await expect
    .poll(async () => {
      const found = await page.evaluate(() => {
        const images = [...document.images].filter((img) => {
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight && box.width > 0 && !img.hidden;
        });
        if (!images.every((img) => img.complete && img.naturalWidth > 0)) return null;
        return images
          .filter((img) => !/\.svg$/.test(new URL(img.currentSrc || img.src).pathname))
          .map((img) => {
            const box = img.getBoundingClientRect();
            return { src: img.currentSrc, width: box.width, height: box.height };
          });
      });
      if (found) inView = found;
      return found !== null;
    })
    .toBe(true);
  return page.evaluate(
    (images) =>
      Promise.all(
        images.map(async ({ src, width, height }) => {
          // With `w` descriptors, naturalWidth is the file's width over its chosen density: the file's
          // own pixels come from loading it alone (from the cache). Its load event, not decode():
          // only the size is read, and Chromium's decode() rejected a sound file with EncodingError on
          // a busy machine (a fresh-clone CI run).
          const file = new Image();
          await new Promise((loaded, failed) => {
            file.onload = loaded;
            file.onerror = () => failed(new Error(`${src} did not load`));
            file.src = src;
          });
          const wide = file.naturalWidth / width;
          const tall = file.naturalHeight / height;
          return {
            file: src.split('/').pop() ?? '',
            box: `${Math.round(width)}x${Math.round(height)}`,
            natural: `${file.naturalWidth}x${file.naturalHeight}`,
            // Cover scales the file by the larger of the two ratios (the other axis is cropped); a
            // box of the file's own shape gives the same on both axes.
            density: Math.min(wide, tall),
          };
        }),
      ),
    inView,
  );
}

for (const screen of SCREENS) {
  test.describe(`${screen.width}x${screen.height} at DPR ${DPR}`, () => {
    test.use({ viewport: screen, deviceScaleFactor: DPR });

    for (const route of ROUTES) {
      test(`${route}: no image is upscaled`, async ({ page }) => {
        await openPage(page, route);
        const seen = new Map<string, Seen>();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += Math.round(screen.height * 0.6)) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          for (const image of await imagesInView(page)) {
            const key = `${image.file} ${image.box}`;
            if (!seen.has(key)) seen.set(key, image);
          }
        }
        expect(seen.size, 'images checked').toBeGreaterThan(0);
        const soft = [...seen.values()].filter((image) => image.density < DPR - 0.02);
        expect(soft, 'images with fewer than 2 pixels per CSS pixel').toEqual([]);
      });
    }
  });
}

test.describe('a phone at DPR 2', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });

  test('takes the narrow crops and a 2x file, never the desktop band', async ({ page }) => {
    await openPage(page, '/portfolio/alphabeads');
    const cover = page.locator('main img').first();
    await expect(cover).toHaveJSProperty('complete', true);
    const file = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(file).toMatch(/alphabeads-cover\.narrow\.\d+x\d+-[\w-]+\.(avif|webp)$/);
  });
});
