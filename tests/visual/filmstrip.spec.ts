import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  expect,
  HERO_IMAGE,
  openPage,
  scrollY,
  test,
  waitForHeroEntrance,
} from '../support/fixtures';
import { settle } from '../support/settle';

// Motion as a reviewable picture: a change to a timing or an offset in motion.config.ts shows up as a
// diff of one composed image. The real, moving design (the stack pins only with motion allowed).
test.use({ reducedMotion: 'no-preference', viewport: { width: 1440, height: 900 } });
// Many frames each (13 scroll positions; 125 clock steps, each drawn): ~10-25 s on a 2-core machine.
test.describe.configure({ timeout: 45_000 });

interface Frame {
  png: Buffer;
  label: string;
}

/** One tile of a strip: the viewport at a quarter of its size, its label in a band below it. */
const TILE = { width: 360, height: 225, label: 26, gap: 12 };
const TITLE_HEIGHT = 36;

/** The viewport with the options the config gives toHaveScreenshot (finite CSS animations at their end). */
function viewportShot(page: Page): Promise<Buffer> {
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The frames in a grid under a title, each downscaled and labelled: one PNG, composed with sharp. The text
 * is drawn by librsvg in a generic sans-serif: only the labels depend on the machine's fonts.
 */
async function filmstrip(title: string, frames: Frame[], columns: number): Promise<Buffer> {
  const rows = Math.ceil(frames.length / columns);
  const cellHeight = TILE.height + TILE.label;
  const width = columns * TILE.width + (columns + 1) * TILE.gap;
  const height = TITLE_HEIGHT + rows * cellHeight + (rows + 1) * TILE.gap;
  const place = (index: number) => ({
    left: TILE.gap + (index % columns) * (TILE.width + TILE.gap),
    top: TITLE_HEIGHT + TILE.gap + Math.floor(index / columns) * (cellHeight + TILE.gap),
  });
  const labels = frames.map(({ label }, index) => {
    const { left, top } = place(index);
    return `<text x="${left + 6}" y="${top + TILE.height + 18}">${escapeXml(label)}</text>`;
  });
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#1b1b1f"/>
    <g font-family="sans-serif" fill="#e8e8ec">
      <text x="${TILE.gap}" y="25" font-size="17" font-weight="bold">${escapeXml(title)}</text>
      <g font-size="14">${labels.join('')}</g>
    </g>
  </svg>`;
  const tiles = await Promise.all(
    frames.map(async ({ png }, index) => ({
      input: await sharp(png).resize(TILE.width, TILE.height).png().toBuffer(),
      ...place(index),
    })),
  );
  return sharp(Buffer.from(background)).composite(tiles).png().toBuffer();
}

/** Each frame differs from the one before: something moved between them (on a fake clock, the clock works). */
function expectEachFrameToMove(frames: Frame[]): void {
  const hashes = frames.map(({ png }) => createHash('sha256').update(png).digest('hex'));
  const unchanged = frames.filter((_, index) => index > 0 && hashes[index] === hashes[index - 1]);
  expect(
    unchanged.map(({ label }) => label),
    'frames identical to the one before',
  ).toEqual([]);
}

test('stacked cards: the viewport every 250 px from scroll 0 to 3000, 1440x900', async ({
  page,
}) => {
  await openPage(page, '/');
  await waitForHeroEntrance(page);
  const frames: Frame[] = [];
  for (let top = 0; top <= 3000; top += 250) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await expect.poll(() => scrollY(page)).toBe(top);
    // The scrub follows the position: once nothing moves, the frame is the stack at this scroll.
    await settle(page);
    frames.push({ png: await viewportShot(page), label: `scrollY ${top}` });
  }
  expectEachFrameToMove(frames);
  const strip = await filmstrip(
    'Home, stacked cards, 1440x900: the viewport at scrollY',
    frames,
    5,
  );
  expect(strip).toMatchSnapshot('stack-filmstrip-1440x900.png', { maxDiffPixelRatio: 0.01 });
});

/**
 * The moments of the hand-over, in ms after the hero image has loaded. Then the loader turns to
 * "revealing": the curtain lift (0.15 s delay, 0.8 s expo.inOut) and the hero entrance (from +100 ms)
 * start together, and the loader unmounts at +1000 (motion.config.ts `loader`, `home.heroEntrance`). The
 * curtain barely moves at either end: it passes a third at +528 (34 %) and two thirds at +576 (68 %). The
 * entrance is mostly done under the curtain, and the unmount at +1000 changes almost nothing on screen,
 * so the last frames are the curtain clearing and the settled page.
 */
const HAND_OVER = [
  { at: 0, label: '+0 ms: hero loaded, loader up' },
  { at: 528, label: '+528 ms: curtain 1/3 lifted' },
  { at: 576, label: '+576 ms: curtain 2/3 lifted' },
  { at: 640, label: '+640 ms: curtain clearing' },
  { at: 2000, label: '+2000 ms: settled' },
] as const;

/** Playwright's fake clock runs requestAnimationFrame every 16 ms of its time (from install). */
const FRAME_MS = 16;

interface RealFrame {
  /** Resolves on the browser's next real frame (the fake clock has replaced requestAnimationFrame). */
  __realFrame: () => Promise<void>;
}

/** Pauses the fake clock (running at real speed since `origin`) on a frame boundary just ahead. */
async function pauseOnFrame(page: Page, origin: number): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const elapsed = await page.evaluate((start) => Date.now() - start, origin);
    try {
      await page.clock.pauseAt(origin + Math.ceil((elapsed + 100) / FRAME_MS) * FRAME_MS);
      return;
    } catch (error) {
      // A slow round trip let the clock pass that point; it is paused now, so the next try lands.
      if (attempt > 0 || !/to the past/.test(String(error))) throw error;
    }
  }
}

/**
 * Runs the clock one frame at a time, each frame drawn by the browser before the next. Run in one go,
 * the states the compositor happens to catch on the way would vary, and with them how it rasterizes the
 * moving layers (the curtain's text, the scaling hero art): a few hundred pixels from run to run.
 */
async function runFrames(page: Page, ms: number): Promise<void> {
  for (let step = 0; step < ms; step += FRAME_MS) {
    await page.clock.runFor(FRAME_MS);
    await page.evaluate(() => (window as unknown as RealFrame).__realFrame());
  }
}

test('loader hand-over to the hero on a stepped clock, 1440x900', async ({ page }) => {
  // Added before the clock is installed, so it keeps the browser's own requestAnimationFrame.
  await page.addInitScript(() => {
    const frame = window.requestAnimationFrame.bind(window);
    const realFrame: RealFrame['__realFrame'] = () =>
      new Promise((resolve) => frame(() => resolve()));
    Object.assign(window, { __realFrame: realFrame });
  });
  const origin = new Date('2025-01-01T09:00:00Z').getTime();
  // The app boots on the fake clock running at real speed, then the clock is paused for the hand-over.
  await page.clock.install({ time: origin });
  // The hero image is held, so the moment it loads (the hand-over's zero) comes on the paused clock.
  let releaseHero = () => {};
  const heroReleased = new Promise<void>((resolve) => (releaseHero = resolve));
  let heroRequested = false;
  await page.route(HERO_IMAGE, async (route) => {
    heroRequested = true;
    await heroReleased;
    await route.continue();
  });
  // The held image holds the load event back.
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => heroRequested).toBe(true);
  // The app runs (its loader has set its clock) and the fonts are in.
  await expect
    .poll(() =>
      page
        .getByTestId('loader')
        .evaluate((loader) => loader.style.getPropertyValue('--loader-elapsed')),
    )
    .not.toBe('');
  await page.evaluate(() => document.fonts.ready);
  // Well before the loader's 8 s fallback.
  await pauseOnFrame(page, origin);
  releaseHero();
  await expect(page.locator('.animation-start')).toHaveCount(1);
  const frames: Frame[] = [];
  let now = 0;
  for (const { at, label } of HAND_OVER) {
    await runFrames(page, at - now);
    now = at;
    // On the paused clock nothing moves between frames: fonts and images only.
    await settle(page, { still: false });
    frames.push({ png: await viewportShot(page), label });
  }
  expectEachFrameToMove(frames);
  const strip = await filmstrip('Loader hand-over to the hero, 1440x900', frames, 5);
  expect(strip).toMatchSnapshot('loader-filmstrip-1440x900.png', { maxDiffPixelRatio: 0.01 });
});
