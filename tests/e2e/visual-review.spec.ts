import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { PNG } from 'pngjs';
import { compareShots, recordDiffering, ROOT } from '../visual/review/shots.ts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The review page as a tester meets it: `npm run visual:review`'s server over the last runs' record,
// here a record of its own (VISUAL_RESULTS_DIR) with the same shot differing in the three browsers.
const BROWSERS = ['chromium', 'firefox', 'webkit'] as const;

/** The baseline with a block of it repainted: what a planted colour change makes of a shot. */
function repainted(baseline: string): Buffer {
  const image = PNG.sync.read(readFileSync(baseline));
  for (let y = 200; y < 260; y += 1) {
    for (let x = 100; x < 400; x += 1)
      image.data.set([124, 92, 255, 255], (y * image.width + x) * 4);
  }
  return PNG.sync.write(image);
}

// The tests run in order in one worker, which makes the shots once (beforeAll) for both.
test.describe.configure({ mode: 'default' });

/** What a run of the cross-browser suite would have recorded for each browser's shot. */
interface Made {
  /** the committed baseline */
  real: string;
  /** what the run took: the baseline with a block repainted */
  actual: string;
  /** the comparison's diff image */
  diff: string;
  /** how many pixels differ, as the suites count them */
  pixels: number;
}
let made: string;
const shots = new Map<(typeof BROWSERS)[number], Made>();
/** The shot beforeAll made for `browser`. */
function madeFor(browser: (typeof BROWSERS)[number]): Made {
  const shot = shots.get(browser);
  if (!shot) throw new Error(`no shot made for ${browser}`);
  return shot;
}
let dir: string;
let server: ChildProcess;
let origin: string;
let elsewhere: string[] = [];

test.beforeAll(() => {
  made = mkdtempSync(join(tmpdir(), 'visual-review-shots-'));
  for (const browser of BROWSERS) {
    const real = join(ROOT, 'tests', 'browsers', '__screenshots__', browser, 'services-top.png');
    const actual = join(made, `${browser}-actual.png`);
    writeFileSync(actual, repainted(real));
    const { pixels, diff } = compareShots(readFileSync(real), readFileSync(actual));
    const diffPath = join(made, `${browser}-diff.png`);
    writeFileSync(diffPath, PNG.sync.write(diff ?? new PNG({ width: 1, height: 1 })));
    shots.set(browser, { real, actual, diff: diffPath, pixels });
  }
});

test.afterAll(() => {
  rmSync(made, { recursive: true, force: true });
});

// Each test: a fresh record of three differing shots, with baselines of its own, and its own server.
test.beforeEach(async ({ page }) => {
  elsewhere = [];
  dir = mkdtempSync(join(tmpdir(), 'visual-review-'));
  for (const browser of BROWSERS) {
    const shot = madeFor(browser);
    const baseline = join(dir, 'baselines', browser, 'services-top.png');
    mkdirSync(join(dir, 'baselines', browser), { recursive: true });
    copyFileSync(shot.real, baseline);
    process.env.VISUAL_RESULTS_DIR = join(dir, 'results');
    recordDiffering({
      suite: 'browsers',
      browser,
      name: 'services-top',
      baseline,
      actual: shot.actual,
      diff: shot.diff,
      pixels: shot.pixels,
      tolerance: 13,
      title: `site.browsers.ts > ${browser} > looks as its own baseline > /services at the top (reduced motion)`,
      message: `${browser} services-top: ${shot.pixels} pixels differ (at most 13)`,
    });
    delete process.env.VISUAL_RESULTS_DIR;
  }
  server = spawn(process.execPath, ['tests/visual/review/review.ts', '--serve', '--port', '0'], {
    cwd: ROOT,
    env: { ...process.env, VISUAL_RESULTS_DIR: join(dir, 'results') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const url = /visual review: (http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
      if (url) resolve(url);
    });
    server.once('exit', (code) => reject(new Error(`the review server ended (${code}): ${out}`)));
  });
  // The page loads nothing from anywhere else.
  page.on('request', (request) => {
    if (!request.url().startsWith(origin)) elsewhere.push(request.url());
  });
});

test.afterEach(() => {
  server.kill();
  rmSync(dir, { recursive: true, force: true });
  expect(elsewhere).toEqual([]);
});

/** Opens the review page and waits for its list of shots. */
async function openReview(page: Page) {
  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Visual review' })).toBeVisible();
  await expect(
    page.getByText('3 shots of the last runs differ from their baselines.'),
  ).toBeVisible();
}

test('the review page shows a shot in three browsers, in each view, and is axe clean', async ({
  page,
}) => {
  await openReview(page);
  const webkit = page.getByRole('article', { name: 'browsers/webkit/services-top' });
  await expect(webkit.getByText(/^[\d,]+ pixels differ; 13 allowed\.$/)).toBeVisible();
  await expect(
    webkit.getByText('/services at the top (reduced motion)', { exact: false }),
  ).toBeVisible();
  // The same shot in the other browsers beside it.
  const others = webkit.getByRole('region', {
    name: 'browsers/webkit/services-top in the other browsers',
  });
  await expect(others.getByRole('img')).toHaveCount(2);
  await expect(others.getByRole('link', { name: 'differs too' })).toHaveCount(2);
  // Expected, actual, and the slider over them.
  await expect(
    webkit.getByRole('img', { name: 'browsers/webkit/services-top, its baseline' }),
  ).toBeVisible();
  await webkit.getByRole('radio', { name: 'Slider' }).check();
  await expect(webkit.getByRole('slider')).toBeVisible();
  await webkit.getByRole('radio', { name: 'Diff' }).check();
  await expect(webkit.getByRole('img', { name: /the differing pixels/ })).toBeVisible();

  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test('the review page approves a shot by keyboard, then every shot of a browser, and stays axe clean', async ({
  page,
}) => {
  await openReview(page);
  const webkit = page.getByRole('article', { name: 'browsers/webkit/services-top' });
  // Approve one shot by keyboard: only its baseline changes.
  const baselines = () =>
    BROWSERS.map((browser) => readFileSync(join(dir, 'baselines', browser, 'services-top.png')));
  const actual = (browser: (typeof BROWSERS)[number]) => readFileSync(madeFor(browser).actual);
  const before = baselines();
  const firefox = page.getByRole('article', { name: 'browsers/firefox/services-top' });
  await firefox.getByRole('button', { name: 'Approve browsers/firefox/services-top' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Approved browsers/firefox/services-top');
  await expect(page.getByRole('article')).toHaveCount(2);
  const after = baselines();
  expect(after[1]?.equals(actual('firefox'))).toBe(true);
  expect(after[0]?.equals(before[0] ?? Buffer.alloc(0))).toBe(true);
  expect(after[2]?.equals(before[2] ?? Buffer.alloc(0))).toBe(true);
  // Focus moves on to the next shot; Firefox's now shows as matching beside it.
  await expect(
    page.getByRole('heading', { level: 2, name: 'browsers/webkit/services-top' }),
  ).toBeFocused();
  await expect(webkit.getByText('firefox: matches its baseline')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Approve every shot of a browser.
  await page.getByRole('button', { name: 'Approve the 1 shot of browsers/webkit' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(baselines()[2]?.equals(actual('webkit'))).toBe(true);
  expect(baselines()[0]?.equals(before[0] ?? Buffer.alloc(0))).toBe(true);
});
