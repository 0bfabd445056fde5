// What the cross-browser cases share: the run's environment (set by tests/browsers/run.ts), waits
// that poll the page, pointer input aimed at elements, and per-browser screenshot baselines.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { BROWSERS, type BrowserName, type BrowserPage, type PageFunction } from './drivers.ts';
import { imagesReady, stillOverThreeFrames } from '../support/page-settle';
import { appShown, armScrollEnd, boxOf, scrollEnded } from './page-functions';
import {
  baselineDir,
  compareShots,
  browsersOutDir,
  recordDiffering,
  ROOT,
  tolerance,
} from '../visual/review/shots.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with npm run test:browsers`);
  return value;
}

/** The browsers this run covers (`--browser`), the site (nginx) and the outbox it sends to. */
export const run = {
  browsers: required('BROWSERS')
    .split(',')
    .filter((name): name is BrowserName => (BROWSERS as readonly string[]).includes(name)),
  origin: required('BROWSERS_ORIGIN'),
  outbox: required('BROWSERS_OUTBOX'),
  contactTo: required('BROWSERS_CONTACT_TO_EMAIL'),
  ids: required('BROWSERS_IDS').split(','),
  updateVisual: process.env.BROWSERS_UPDATE_VISUAL === '1',
};

export const VIEWPORT = { width: 1440, height: 900 } as const;

/**
 * Polls `source` (a page function, called with `arg`) until it returns something other than
 * false, null or undefined, and returns that. On time out, fails naming `what` and the last answer.
 */
export async function waitFor<T, A = never>(
  page: BrowserPage,
  what: string,
  source: PageFunction<A, T>,
  arg?: A,
  timeoutMs = 10_000,
): Promise<Exclude<Awaited<T>, false | null | undefined>> {
  const until = Date.now() + timeoutMs;
  let last: Awaited<T>;
  for (;;) {
    last = await page.evaluate(source, arg);
    if (last !== false && last !== null && last !== undefined) {
      return last as Exclude<Awaited<T>, false | null | undefined>;
    }
    if (Date.now() > until) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what} (last: ${String(last)})`,
      );
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * Waits for a promise of the page: `source` (a page function, called with `arg`) returns one that settles
 * on the page's own signal (an event, an observer's record), and this returns what it resolves with. It
 * is bounded in the page by `timeoutMs`, for a signal that never comes: then it fails naming `what`.
 */
export async function waitInPage<T, A = never>(
  page: BrowserPage,
  what: string,
  source: PageFunction<A, Promise<T>>,
  arg?: A,
  timeoutMs = 10_000,
): Promise<T> {
  const bounded = `(input) => new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('timed out after ' + input.ms + ' ms waiting for ' + input.what)),
      input.ms,
    );
    Promise.resolve()
      .then(() => (${String(source)})(input.arg))
      .then(
        (value) => { clearTimeout(timer); resolve(value); },
        (error) => { clearTimeout(timer); reject(error); },
      );
  })`;
  return page.evaluate<T, { arg?: A; ms: number; what: string }>(bounded, {
    arg,
    ms: timeoutMs,
    what,
  });
}

/**
 * Opens a path of the site and waits until the app is there and no loader covers it: on the page's own
 * record of its DOM, not on a poll of it from here, which under load costs the booting page a script
 * run per poll and adds a round trip to the answer.
 */
export async function open(page: BrowserPage, path: string): Promise<void> {
  await page.goto(run.origin + path);
  await waitInPage(page, `${path}: the app without its loader`, appShown);
}

/** Resolves two frames from now in the page: what it scheduled for the next frame has run. */
export function twoFrames(page: BrowserPage): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true)))),
  );
}

/** The centre of an element found by `boxOf`, brought into view first if it is not. */
async function centreOf(page: BrowserPage, selector: string, text?: string) {
  const box = await page.evaluate(boxOf, { selector, text, reveal: true });
  if (!box) throw new Error(`nothing to click: ${selector} "${text ?? ''}"`);
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** A real mouse click in the middle of an element found by `boxOf`. */
export async function clickOn(page: BrowserPage, selector: string, text?: string): Promise<void> {
  const { x, y } = await centreOf(page, selector, text);
  await page.click(x, y);
}

/**
 * Listens, from now, for the end of the scroll that the next input starts, and returns the wait for it,
 * which resolves with the position it ended at: call it before the wheel turn, await what it returns
 * after. With Lenis, the end is Lenis's own: the `scrollend` it dispatches (detail.lenisScrollEnd) once
 * its animation has reached the target, after a wheel event, with no animation running on. Without
 * Lenis (reduced motion), the browser scrolls the page in one step: the end is the first scroll.
 * (WebKitGTK has no native `scrollend`, and Firefox sends none for a step of a wheel.)
 */
export async function scrollEnd(page: BrowserPage): Promise<() => Promise<number>> {
  await page.evaluate(armScrollEnd);
  return () => waitInPage(page, 'the end of the scroll', scrollEnded);
}

/**
 * The one wait before a screenshot, the Playwright suite's (tests/support/page-settle.ts): web fonts in,
 * the images in view loaded and decoded, nothing moving over three frames; then focus out of the picture
 * (these screenshots cannot hide a caret or a focus ring).
 */
export async function settle(page: BrowserPage): Promise<void> {
  await waitFor(page, 'the images in view', imagesReady, false, 20_000);
  await waitFor(page, 'the page to hold still', stillOverThreeFrames, undefined, 20_000);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
}

/**
 * Where a browser's baseline of `name` lives (each browser its own). `BROWSERS_BASELINES_DIR` points a run
 * elsewhere: the noise measurement records every shot of a run there, leaving the baselines alone.
 */
export function baselinePath(browser: BrowserName, name: string): string {
  const dir = process.env.BROWSERS_BASELINES_DIR;
  return join(dir ? join(dir, browser) : baselineDir('browsers', browser), `${name}.png`);
}

/**
 * How many columns at the right edge WebKitGTK's overlay scrollbar may paint over. It is the browser's,
 * not the page's: it shows when the page loads or scrolls and fades on GTK's own clock (up to 800
 * pixels of a shot differed from run to run), and no style of the page hides it (`scrollbar-width`,
 * `::-webkit-scrollbar`; with `overflow: hidden` on the root, WebKitWebDriver cannot take a screenshot).
 */
export const WEBKIT_SCROLLBAR_COLUMNS = 8;

/** The screenshot without the columns WebKitGTK's overlay scrollbar paints over (other browsers': as is). */
export function withoutOverlayScrollbar(browser: BrowserName, png: Buffer): Buffer {
  if (browser !== 'webkit') return png;
  const image = PNG.sync.read(png);
  const width = image.width - WEBKIT_SCROLLBAR_COLUMNS;
  const kept = new PNG({ width, height: image.height });
  PNG.bitblt(image, kept, 0, 0, width, image.height, 0, 0);
  return PNG.sync.write(kept);
}

/**
 * Compares the viewport (WebKit's without its overlay scrollbar) with the browser's baseline, allowing
 * the shot's own measured noise (tests/visual/tolerances.json) at the suites' per-pixel threshold. A shot that differs beyond it leaves the
 * actual picture and a diff in test-results/browsers/<browser>/ and is recorded for the review page and
 * `npm run visual:accept`. With --update-visual, only a shot that differs beyond it (or has no
 * baseline) is rewritten: noise never is.
 */
export async function expectScreenshot(
  page: BrowserPage,
  browser: BrowserName,
  name: string,
): Promise<void> {
  const actual = withoutOverlayScrollbar(browser, await page.screenshot());
  const baseline = baselinePath(browser, name);
  const out = join(browsersOutDir(), browser);
  const allowed = tolerance('browsers', browser, name, baseline);
  const title = expect.getState().currentTestName;
  /** Records the shot for the review page and fails the case with `message`. */
  const differs = (message: string, detail: { diff?: string; pixels?: number } = {}) => {
    mkdirSync(out, { recursive: true });
    const actualPath = join(out, `${name}-actual.png`);
    writeFileSync(actualPath, actual);
    recordDiffering({
      suite: 'browsers',
      browser,
      name,
      baseline: relative(ROOT, baseline),
      actual: actualPath,
      tolerance: allowed,
      ...(title ? { title } : {}),
      message,
      ...detail,
    });
    return new Error(message);
  };
  const rewrite = () => {
    mkdirSync(dirname(baseline), { recursive: true });
    writeFileSync(baseline, actual);
  };
  if (!existsSync(baseline)) {
    if (run.updateVisual) return rewrite();
    throw differs(
      `no ${browser} baseline for ${name}: make it with npm run test:browsers -- --update-visual (or npm run test:visual:update, every suite's), and look at it`,
    );
  }
  const { pixels, diff, sizes } = compareShots(readFileSync(baseline), actual);
  if (!diff) {
    if (run.updateVisual) return rewrite();
    throw differs(`${browser} ${name}: ${sizes.actual}, baseline ${sizes.expected}`);
  }
  if (pixels <= allowed) return;
  if (run.updateVisual) return rewrite();
  const diffPath = join(out, `${name}-diff.png`);
  mkdirSync(out, { recursive: true });
  writeFileSync(diffPath, PNG.sync.write(diff));
  throw differs(
    `${browser} ${name}: ${pixels} pixels differ (at most ${allowed}); see browsers/${browser}/${name} on the review page (npm run visual:review)`,
    { diff: diffPath, pixels },
  );
}
