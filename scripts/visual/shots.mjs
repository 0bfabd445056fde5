// The visual suites' shared record of their shots: how much each suite and browser lets a shot differ
// (measured noise, tests/visual/tolerances.json), which shots differed in the last run, and where their
// baselines are. Read by the Playwright config and its reporter, the cross-browser cases, the review page
// (review.mjs) and `npm run visual:accept` (accept.mjs).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TOLERANCES_FILE = join(ROOT, 'tests', 'visual', 'tolerances.json');
/** The runs' results: test-results/, or `VISUAL_RESULTS_DIR` (the unit tests' own folder). */
const results = () => process.env.VISUAL_RESULTS_DIR ?? join(ROOT, 'test-results');
/** Where the cross-browser suite leaves the pictures (and diffs) of its shots that differed. */
export const browsersOutDir = () => join(results(), 'browsers');
/** Where each run records the shots that differed, one file per shot. */
export const shotsDir = () => join(results(), 'shots');
/** The review page and the images it shows. */
export const reviewDir = () => join(results(), 'review');

/** The suites that compare shots: Playwright's `visual` project and the cross-browser suite. */
export const SUITES = /** @type {const} */ (['visual', 'browsers']);
/** @typedef {typeof SUITES[number]} Suite */

/**
 * pixelmatch's per-pixel threshold (a YIQ colour distance from 0 to 1), Playwright's default: a pixel
 * counts as different past it. Every comparison here uses it, so the counts agree.
 */
export const THRESHOLD = 0.2;

/**
 * Compares two PNGs at THRESHOLD: how many pixels of `actual` differ from `expected` (every pixel of the
 * larger when their sizes differ), the diff image (null when the sizes differ) and both sizes (`WxH`).
 * @param {Buffer} expected
 * @param {Buffer} actual
 */
export function compareShots(expected, actual) {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  const sizes = { expected: `${a.width}x${a.height}`, actual: `${b.width}x${b.height}` };
  if (sizes.expected !== sizes.actual) {
    return { pixels: Math.max(a.width * a.height, b.width * b.height), diff: null, sizes };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: THRESHOLD });
  return { pixels, diff, sizes };
}

/**
 * @typedef {object} DifferingShot
 * @property {Suite} suite
 * @property {string} browser  the browser that took it
 * @property {string} name    the shot's baseline name, without `.png` (a filmstrip frame: `strip/frame`)
 * @property {string} baseline the baseline's path (from the project's root), which `visual:accept` overwrites
 * @property {string} actual  what this run took
 * @property {string} [diff]  the comparison's diff image, when there was a baseline of the same size
 * @property {number} [pixels] how many pixels differ (when the suite counts them)
 * @property {number} [tolerance] how many may
 */

/** `suite/browser/name`: how the review page, the runs' output and `visual:accept` name a shot. */
export function shotId(/** @type {Pick<DifferingShot, 'suite' | 'browser' | 'name'>} */ shot) {
  return `${shot.suite}/${shot.browser}/${shot.name}`;
}

/**
 * How many pixels a shot of `suite` taken by `browser` may differ from its baseline: just above the worst
 * noise measured (scripts/visual/noise.mjs), zero where there was none.
 * @param {Suite} suite
 * @param {string} browser
 * @returns {number}
 */
export function tolerance(suite, browser) {
  /** @type {{ tolerances: Record<string, { maxDiffPixels: number }> }} */
  const file = JSON.parse(readFileSync(TOLERANCES_FILE, 'utf8'));
  const entry = file.tolerances[`${suite}/${browser}`];
  if (!entry || !Number.isInteger(entry.maxDiffPixels) || entry.maxDiffPixels < 0) {
    throw new Error(
      `${TOLERANCES_FILE} has no tolerance for ${suite}/${browser}: measure it with node scripts/visual/noise.mjs`,
    );
  }
  return entry.maxDiffPixels;
}

/** Records a shot that differed from its baseline (or has none) in this run. */
export function recordDiffering(/** @type {DifferingShot} */ shot) {
  const file = join(shotsDir(), `${shotId(shot)}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(shot, null, 2)}\n`);
}

/** Forgets what an earlier run of `suite` recorded (a run starts clean). */
export function clearDiffering(/** @type {Suite} */ suite) {
  rmSync(join(shotsDir(), suite), { recursive: true, force: true });
}

/**
 * The shots the last runs of `suites` recorded as differing, sorted by id.
 * @param {readonly Suite[]} suites
 * @returns {DifferingShot[]}
 */
export function readDiffering(suites = SUITES) {
  /** @type {DifferingShot[]} */
  const shots = [];
  for (const suite of suites) {
    const dir = join(shotsDir(), suite);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (entry.endsWith('.json')) {
        shots.push(JSON.parse(readFileSync(join(dir, entry), 'utf8')));
      }
    }
  }
  return shots.sort((a, b) => shotId(a).localeCompare(shotId(b)));
}
