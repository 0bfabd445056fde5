// The visual suites' shared record of their shots: the per-pixel threshold every comparison uses and how
// much each shot may differ (both from measured noise, tests/visual/tolerances.json), which shots differed
// in the last run of each suite, and where their baselines are. Read by the Playwright config and its
// reporter, the cross-browser cases, the review page (review.ts) and `npm run visual:accept` (accept.ts).
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const TOLERANCES_FILE = join(ROOT, 'tests', 'visual', 'tolerances.json');

/**
 * Where the last runs' differing shots are kept: `.visual/` (git-ignored), or `VISUAL_RESULTS_DIR` (the
 * unit tests' own folder). Never under test-results/, which Playwright empties when it starts: a run of one
 * suite leaves the other's shots on the review page.
 */
export const resultsDir = () => process.env.VISUAL_RESULTS_DIR ?? join(ROOT, '.visual');
/** Where each run records the shots that differed, one file per shot (`<suite>/<browser>/<name>.json`). */
export const shotsDir = () => join(resultsDir(), 'shots');
/** The images of those shots (what the run took, the diff), copied there when they are recorded. */
export const imagesDir = () => join(resultsDir(), 'images');

/** Where the cross-browser suite writes what it took and the diffs of the shots that differed. */
export const browsersOutDir = () => join(ROOT, 'test-results', 'browsers');

/** The suites that compare shots: Playwright's `visual` project and the cross-browser suite. */
export const SUITES = ['visual', 'browsers'] as const;
export type Suite = (typeof SUITES)[number];

/** The browsers each suite takes its shots in. */
export const BROWSERS_OF = {
  visual: ['chromium'],
  browsers: ['chromium', 'firefox', 'webkit'],
} as const;

export interface ShotTolerances {
  /** the browser binary measured, where it matters (Playwright's headless shell) */
  browser?: string;
  /** each shot's tolerance, by name */
  shots: Record<string, number>;
}
export interface TolerancesFile {
  /** pixelmatch's per-pixel threshold (a YIQ colour distance, 0 to 1) */
  threshold: number;
  /** the least a shot may differ: a pixel per `pixelsPer` of its area */
  floor: { pixelsPer: number };
  /** by `suite/browser` */
  tolerances: Record<string, ShotTolerances>;
  /** tests/visual/review/noise.ts's record */
  measurements?: unknown[];
}

/** The tolerances file, read fresh (noise.ts and the unit tests rewrite it). */
export function readTolerances() {
  return JSON.parse(readFileSync(TOLERANCES_FILE, 'utf8')) as TolerancesFile;
}

/**
 * pixelmatch's per-pixel threshold, the same in every comparison of both suites so their counts agree:
 * the smallest the measured noise allows (tests/visual/review/noise.ts), low enough that a changed colour
 * counts. Anti-aliased pixels are told apart and not counted (pixelmatch's default, as in Playwright).
 */
export const THRESHOLD = readTolerances().threshold;

/**
 * The least tolerance of a shot of `area` pixels: one pixel per `pixelsPer` (the tolerances file's
 * `floor.pixelsPer` unless given; a 1440x900 shot: 12).
 */
export function floorFor(area: number, pixelsPer: number = readTolerances().floor.pixelsPer) {
  return Math.floor(area / pixelsPer);
}

/** A PNG's area in pixels, from its header (width and height), without decoding it. */
export function pngArea(png: Buffer) {
  return png.readUInt32BE(16) * png.readUInt32BE(20);
}

/** Where each suite's committed baselines are. */
const BASELINE_DIRS = {
  visual: join(ROOT, 'tests', 'visual', '__screenshots__'),
  browsers: join(ROOT, 'tests', 'browsers', '__screenshots__'),
};

/**
 * The folder of `suite`'s committed baselines taken by `browser`: Playwright's (one browser, a folder
 * per spec file under it) or the cross-browser suite's, one folder per browser.
 */
export function baselineDir(suite: Suite, browser: string) {
  return suite === 'visual' ? BASELINE_DIRS.visual : join(BASELINE_DIRS.browsers, browser);
}

/**
 * Compares two PNGs at THRESHOLD: how many pixels of `actual` differ from `expected` (every pixel of the
 * larger when their sizes differ), the diff image (null when the sizes differ) and both sizes (`WxH`).
 */
export function compareShots(expected: Buffer, actual: Buffer, threshold: number = THRESHOLD) {
  const a = PNG.sync.read(expected);
  const b = PNG.sync.read(actual);
  const sizes = { expected: `${a.width}x${a.height}`, actual: `${b.width}x${b.height}` };
  if (sizes.expected !== sizes.actual) {
    return { pixels: Math.max(a.width * a.height, b.width * b.height), diff: null, sizes };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold });
  return { pixels, diff, sizes };
}

export interface DifferingShot {
  suite: Suite;
  /** the browser that took it */
  browser: string;
  /** the shot's baseline name, without `.png` (a filmstrip frame: `strip/frame`) */
  name: string;
  /** the baseline's path (from the project's root), which `visual:accept` overwrites */
  baseline: string;
  /** what this run took (kept under imagesDir()) */
  actual: string;
  /** the comparison's diff image, when there was a baseline of the same size */
  diff?: string;
  /** how many pixels differ (when there was a baseline of the same size) */
  pixels?: number;
  /** how many may */
  tolerance?: number;
  /** the test that took it */
  title?: string;
  /** why it failed, as the suite said */
  message?: string;
}

/** `suite/browser/name`: how the review page, the runs' output and `visual:accept` name a shot. */
export function shotId(shot: Pick<DifferingShot, 'suite' | 'browser' | 'name'>) {
  return `${shot.suite}/${shot.browser}/${shot.name}`;
}

/**
 * How many pixels the shot `name` of `suite` taken by `browser` may differ from its baseline: just above
 * the worst noise measured for that shot (tests/visual/review/noise.ts), and never less than the floor of its
 * area. A shot not measured yet gets the floor of its baseline's area (none yet: zero).
 * @param [baseline]  the baseline's path, for the floor of a shot not measured yet
 */
export function tolerance(suite: Suite, browser: string, name: string, baseline?: string): number {
  const file = readTolerances();
  const entry = file.tolerances[`${suite}/${browser}`];
  if (!entry) {
    throw new Error(
      `${TOLERANCES_FILE} has no tolerances for ${suite}/${browser}: measure them with node tests/visual/review/noise.ts --write`,
    );
  }
  const measured = entry.shots[name];
  if (measured !== undefined) return measured;
  return baseline && existsSync(baseline) ? floorFor(pngArea(readFileSync(baseline))) : 0;
}

/** Where a recorded shot's images are kept: `<imagesDir>/<id>.<kind>.png`. */
function keptImage(id: string, kind: 'actual' | 'diff') {
  return join(imagesDir(), `${id}.${kind}.png`);
}

/**
 * Records a shot that differed from its baseline (or has none) in this run, its images copied out of
 * the runner's folders so the next run of either suite leaves them.
 */
export function recordDiffering(shot: DifferingShot) {
  const id = shotId(shot);
  const file = join(shotsDir(), `${id}.json`);
  mkdirSync(dirname(file), { recursive: true });
  const kept: DifferingShot = { ...shot, actual: keptImage(id, 'actual') };
  mkdirSync(dirname(kept.actual), { recursive: true });
  copyFileSync(shot.actual, kept.actual);
  if (shot.diff) {
    kept.diff = keptImage(id, 'diff');
    copyFileSync(shot.diff, kept.diff);
  }
  writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`);
}

/** Forgets a shot (accepted), its images with it. */
export function forgetDiffering(shot: DifferingShot) {
  const id = shotId(shot);
  rmSync(join(shotsDir(), `${id}.json`), { force: true });
  rmSync(keptImage(id, 'actual'), { force: true });
  rmSync(keptImage(id, 'diff'), { force: true });
}

/**
 * Forgets what an earlier run of `suite` recorded (a run starts clean) and notes when this one started;
 * the other suite's shots stay.
 */
export function clearDiffering(suite: Suite) {
  rmSync(join(shotsDir(), suite), { recursive: true, force: true });
  rmSync(join(imagesDir(), suite), { recursive: true, force: true });
  mkdirSync(join(resultsDir(), 'runs'), { recursive: true });
  writeFileSync(
    join(resultsDir(), 'runs', `${suite}.json`),
    `${JSON.stringify({ started: new Date().toISOString() })}\n`,
  );
}

/** When the last run of each suite started (ISO time), for the suites that have run here. */
export function lastRuns() {
  const runs: Partial<Record<Suite, string>> = {};
  for (const suite of SUITES) {
    const file = join(resultsDir(), 'runs', `${suite}.json`);
    if (existsSync(file)) {
      runs[suite] = (JSON.parse(readFileSync(file, 'utf8')) as { started: string }).started;
    }
  }
  return runs;
}

/**
 * The shots the last runs of `suites` recorded as differing, sorted by id: this checkout's record, or the
 * one under `results` (another checkout's resultsDir()).
 */
export function readDiffering(
  suites: readonly Suite[] = SUITES,
  results: string = resultsDir(),
): DifferingShot[] {
  const shots: DifferingShot[] = [];
  for (const suite of suites) {
    const dir = join(results, 'shots', suite);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (entry.endsWith('.json')) {
        shots.push(JSON.parse(readFileSync(join(dir, entry), 'utf8')) as DifferingShot);
      }
    }
  }
  return shots.sort((a, b) => shotId(a).localeCompare(shotId(b)));
}
