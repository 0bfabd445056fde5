// What the cross-browser cases share: the run's environment (set by tests/browsers/run.ts), waits
// that poll the page, pointer input aimed at elements, and per-browser screenshot baselines.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { PNG } from 'pngjs';
import { expect } from 'vitest';
import { BROWSERS, type BrowserName, type BrowserPage } from './drivers.ts';
import { appReady, settled } from '../support/site-steps.ts';
import { boxOf } from './page-functions';
import {
  baselineDir,
  compareShots,
  browsersOutDir,
  recordDiffering,
  ROOT,
  tolerance,
} from '../visual/review/shots.ts';

export {
  waitFor,
  waitInPage,
  twoFrames,
  scrollEnd,
  scrollToExactly,
  specTopsMissed,
} from '../support/site-steps.ts';

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
 * Opens a path of the site and waits until the app is there and no loader covers it: on the page's own
 * record of its DOM, not on a poll of it from here, which under load costs the booting page a script
 * run per poll and adds a round trip to the answer.
 */
export async function open(page: BrowserPage, path: string): Promise<void> {
  await page.goto(run.origin + path);
  await appReady(page, path);
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
 * The one wait before a screenshot, the Playwright suite's (tests/support/waits.ts): web fonts in,
 * the images in view loaded and decoded, nothing moving over three frames; then focus out of the picture
 * (these screenshots cannot hide a caret or a focus ring).
 */
export async function settle(page: BrowserPage): Promise<void> {
  await settled(page, { timeoutMs: 20_000 });
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
