import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  expect,
  HERO_IMAGE,
  holdRequests,
  openPage,
  scrollY,
  test,
  waitForHeroEntrance,
} from '../support/fixtures';
import { settle } from '../support/settle';
import { shot } from '../support/shot-tolerance';
import { filmstrips, FRAME_SIZE, type Filmstrip, type FilmstripFrame } from './filmstrips';

// Motion as reviewable pictures (tests/visual/filmstrips.ts lists them): every frame of a strip is its
// own baseline, compared on its own, so a change to a timing or an offset in motion.config.ts fails
// naming the frame it shows in. The composed strip is attached to the report for a look at the whole.
// The real, moving design (the stack pins only with motion allowed).
test.use({ reducedMotion: 'no-preference', viewport: { width: 1440, height: 900 } });
// Many frames each (13 scroll positions; up to 125 clock steps, each drawn): ~10-25 s on 2 cores.
test.describe.configure({ timeout: 45_000 });

interface Shot {
  png: Buffer;
  frame: FilmstripFrame;
}

/** One tile of the composed strip: the viewport at a quarter of its size, its label in a band below it. */
const TILE = { width: 360, height: 225, label: 26, gap: 12 };
const TITLE_HEIGHT = 36;
const COLUMNS = 5;

/** The viewport with the options the config gives toHaveScreenshot (finite CSS animations at their end). */
function viewportShot(page: Page): Promise<Buffer> {
  return page.screenshot({ animations: 'disabled', caret: 'hide' });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The frames in a grid under a title, each downscaled and labelled: one PNG, composed with sharp, for a
 * person to look at (the frames themselves are what is compared).
 */
async function composeStrip(title: string, shots: Shot[]): Promise<Buffer> {
  const rows = Math.ceil(shots.length / COLUMNS);
  const cellHeight = TILE.height + TILE.label;
  const width = COLUMNS * TILE.width + (COLUMNS + 1) * TILE.gap;
  const height = TITLE_HEIGHT + rows * cellHeight + (rows + 1) * TILE.gap;
  const place = (index: number) => ({
    left: TILE.gap + (index % COLUMNS) * (TILE.width + TILE.gap),
    top: TITLE_HEIGHT + TILE.gap + Math.floor(index / COLUMNS) * (cellHeight + TILE.gap),
  });
  const labels = shots.map(({ frame }, index) => {
    const { left, top } = place(index);
    return `<text x="${left + 6}" y="${top + TILE.height + 18}">${escapeXml(frame.label)}</text>`;
  });
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#1b1b1f"/>
    <g font-family="sans-serif" fill="#e8e8ec">
      <text x="${TILE.gap}" y="25" font-size="17" font-weight="bold">${escapeXml(title)}</text>
      <g font-size="14">${labels.join('')}</g>
    </g>
  </svg>`;
  const tiles = await Promise.all(
    shots.map(async ({ png }, index) => ({
      input: await sharp(png).resize(TILE.width, TILE.height).png().toBuffer(),
      ...place(index),
    })),
  );
  return sharp(Buffer.from(background)).composite(tiles).png().toBuffer();
}

/**
 * Compares every frame with its own baseline (`<shot>/<frame>.png`), all of them (soft), each failure
 * naming its frame; checks that each frame differs from the one before (something moved between them);
 * and attaches the composed strip.
 */
async function expectFilmstrip(strip: Filmstrip, shots: Shot[]): Promise<void> {
  expect(
    shots.map(({ frame }) => frame.name),
    'the frames the strip lists',
  ).toEqual(strip.frames.map(({ name }) => name));
  const frames = await Promise.all(
    shots.map(({ png }) => sharp(png).resize(FRAME_SIZE.width, FRAME_SIZE.height).png().toBuffer()),
  );
  const hashes = shots.map(({ png }) => createHash('sha256').update(png).digest('hex'));
  const unchanged = shots.filter((_, index) => index > 0 && hashes[index] === hashes[index - 1]);
  expect
    .soft(
      unchanged.map(({ frame }) => frame.label),
      'frames identical to the one before',
    )
    .toEqual([]);
  frames.forEach((png, index) => {
    const { frame } = shots[index] ?? {};
    if (!frame) return;
    expect
      .soft(png, `${strip.title}: the frame at ${frame.label}`)
      .toMatchSnapshot(...shot(`${strip.shot}/${frame.name}`));
  });
  await test.info().attach(`${strip.shot}.png`, {
    body: await composeStrip(strip.title, shots),
    contentType: 'image/png',
  });
}

test('stacked cards: the viewport every 250 px from scroll 0 to 3000, 1440x900', async ({
  page,
}) => {
  await openPage(page, '/');
  await waitForHeroEntrance(page);
  const shots: Shot[] = [];
  for (const frame of filmstrips.stack.frames) {
    await page.evaluate((y) => window.scrollTo(0, y), frame.at);
    await expect.poll(() => scrollY(page)).toBe(frame.at);
    // The scrub follows the position: once nothing moves, the frame is the stack at this scroll.
    await settle(page);
    shots.push({ png: await viewportShot(page), frame });
  }
  await expectFilmstrip(filmstrips.stack, shots);
});

/** Playwright's fake clock runs requestAnimationFrame every 16 ms of its time (from install). */
const FRAME_MS = 16;
const ORIGIN = new Date('2025-01-01T09:00:00Z').getTime();

interface RealFrame {
  /** Resolves on the browser's next real frame (the fake clock has replaced requestAnimationFrame). */
  __realFrame: () => Promise<void>;
}

/**
 * A clock the test steps: installed before the page loads, running at real speed while the app boots;
 * `pause()` stops it on a frame boundary, and `runTo(ms)` moves it on, one frame at a time, to `ms`
 * after the pause, each frame drawn by the browser before the next. (Run in one go, the states the
 * compositor happens to catch on the way vary, and with them how it rasterizes the moving layers: a
 * few hundred pixels from run to run.)
 */
async function steppedClock(page: Page) {
  // Added before the clock is installed, so it keeps the browser's own requestAnimationFrame.
  await page.addInitScript(() => {
    const frame = window.requestAnimationFrame.bind(window);
    const realFrame: RealFrame['__realFrame'] = () =>
      new Promise((resolve) => frame(() => resolve()));
    Object.assign(window, { __realFrame: realFrame });
  });
  await page.clock.install({ time: ORIGIN });
  let now = 0;
  return {
    async pause(): Promise<void> {
      for (let attempt = 0; ; attempt += 1) {
        const elapsed = await page.evaluate((start) => Date.now() - start, ORIGIN);
        try {
          await page.clock.pauseAt(ORIGIN + Math.ceil((elapsed + 100) / FRAME_MS) * FRAME_MS);
          now = 0;
          return;
        } catch (error) {
          // A slow round trip let the clock pass that point; it is paused now, so the next try lands.
          if (attempt > 0 || !/to the past/.test(String(error))) throw error;
        }
      }
    },
    async runTo(ms: number): Promise<void> {
      for (; now < ms; now += FRAME_MS) {
        await page.clock.runFor(FRAME_MS);
        await page.evaluate(() => (window as unknown as RealFrame).__realFrame());
      }
    },
  };
}

/** On the paused clock, the frames of `frames` from the moment the motion started. */
async function shootOnClock(
  page: Page,
  clock: Awaited<ReturnType<typeof steppedClock>>,
  frames: readonly FilmstripFrame[],
): Promise<Shot[]> {
  const shots: Shot[] = [];
  for (const frame of frames) {
    await clock.runTo(frame.at);
    // On the paused clock nothing moves between frames: fonts and images only.
    await settle(page, { still: false });
    shots.push({ png: await viewportShot(page), frame });
  }
  return shots;
}

/** Opens `path` on the stepped clock and waits, at real speed, for the settled page; then pauses. */
async function openOnClock(page: Page, path: string) {
  const clock = await steppedClock(page);
  await openPage(page, path);
  if (path === '/') await waitForHeroEntrance(page);
  await settle(page);
  return clock;
}

test('loader hand-over and the hero entrance on a stepped clock, 1440x900', async ({ page }) => {
  const clock = await steppedClock(page);
  // The hero image is held, so the moment it loads (the hand-over's zero) comes on the paused clock.
  let heroRequested = false;
  page.on('request', (request) => {
    if (HERO_IMAGE.test(request.url())) heroRequested = true;
  });
  const releaseHero = await holdRequests(page, HERO_IMAGE);
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
  await clock.pause();
  releaseHero();
  await expect(page.locator('.animation-start')).toHaveCount(1);
  const moments = [...filmstrips.loader.frames, ...filmstrips.hero.frames].sort(
    (a, b) => a.at - b.at,
  );
  const shots = await shootOnClock(page, clock, moments);
  const of = (strip: Filmstrip) =>
    shots.filter(({ frame }) => strip.frames.some(({ name }) => name === frame.name));
  await expectFilmstrip(filmstrips.loader, of(filmstrips.loader));
  await expectFilmstrip(filmstrips.hero, of(filmstrips.hero));
});

test(`the modal opening on a stepped clock, 1440x900`, async ({ page }) => {
  const clock = await openOnClock(page, '/');
  await clock.pause();
  await page.getByRole('button', { name: "Let's Discuss" }).click();
  await expect(page.getByRole('dialog', { name: 'Get In Touch' })).toBeAttached();
  await expectFilmstrip(filmstrips.modal, await shootOnClock(page, clock, filmstrips.modal.frames));
});

test('the About panel fade on a stepped clock, 1440x900', async ({ page }) => {
  // The videos never arrive: the panels show their posters, still pictures (a playing video is not).
  await holdRequests(page, /\.(mp4|webm)(\?|$)/);
  const clock = await steppedClock(page);
  await openPage(page, '/about');
  const panel = page.getByRole('tabpanel');
  await panel.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  // The tabs' rotation keeps the page moving: paused, the picture holds (the click restarts it).
  await clock.pause();
  await settle(page, { still: false });
  await page.getByRole('tab', { name: 'Story' }).click();
  await expect(page.getByRole('tab', { name: 'Story' })).toHaveAttribute('aria-selected', 'true');
  await expectFilmstrip(filmstrips.about, await shootOnClock(page, clock, filmstrips.about.frames));
});

test('a reveal on scroll on a stepped clock, 1440x900', async ({ page }) => {
  const clock = await openOnClock(page, '/');
  // Just past where the benefits' first block starts its reveal (its top at 85 % of the viewport).
  const target = await page.evaluate(() => {
    const block = document.querySelector('[data-reveal]');
    if (!block) throw new Error('no [data-reveal] block on the home page');
    const top = block.getBoundingClientRect().top + window.scrollY;
    return Math.round(top - window.innerHeight * 0.8);
  });
  await clock.pause();
  await page.evaluate((y) => window.scrollTo(0, y), target);
  await expect.poll(() => scrollY(page)).toBe(target);
  // The browser dispatches the scroll event in a frame of its own: two real frames, and ScrollTrigger
  // has seen it, so the reveal starts on the clock's first step whatever the machine's load.
  await page.evaluate(async () => {
    const { __realFrame: frame } = window as unknown as RealFrame;
    await frame();
    await frame();
  });
  await expectFilmstrip(
    filmstrips.reveal,
    await shootOnClock(page, clock, filmstrips.reveal.frames),
  );
});
