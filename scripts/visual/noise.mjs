// Measures how much the visual suites' shots differ from their baselines when nothing changed: the noise
// their tolerances must allow, and nothing more.
//
//   node scripts/visual/noise.mjs [--runs 3] [--busy] [--write]
//
// Each run takes every shot of both suites again (Playwright's `visual` project with
// --update-snapshots=all, the cross-browser shots with --update-visual), into a temporary folder so the
// baselines stay as they are, and counts each shot's differing pixels against its baseline with
// pixelmatch at the suites' threshold. `--busy` holds one core with a busy loop meanwhile (a loaded CI
// machine). Prints the worst per suite and browser and per shot; `--write` records the measurement in
// tests/visual/tolerances.json and sets each tolerance just above the worst noise any recorded
// measurement saw (zero where every one saw none).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { headlessChromiumLaunchOptions } from '../lib/chromium.mjs';
import { compareShots, ROOT, TOLERANCES_FILE } from './shots.mjs';

/** The committed baselines of each suite (and browser). */
const BASELINES = {
  visual: { chromium: join(ROOT, 'tests', 'visual', '__screenshots__') },
  browsers: Object.fromEntries(
    ['chromium', 'firefox', 'webkit'].map((browser) => [
      browser,
      join(ROOT, 'tests', 'browsers', '__screenshots__', browser),
    ]),
  ),
};

/**
 * The tolerance for a worst noise of `worst` pixels: zero for none, else a quarter more (at least two
 * pixels more), so noise a little past what was seen still passes and a real change (a word, a frame:
 * hundreds of pixels) does not.
 */
export function toleranceFor(/** @type {number} */ worst) {
  return worst === 0 ? 0 : worst + Math.max(2, Math.ceil(worst / 4));
}

/**
 * The browser a suite and browser of the tolerances runs in, where it has changed since the first
 * measurement: Playwright's visual suite, in Chromium's headless shell where the machine has it (the
 * cross-browser suite's browsers are those they were first measured in).
 * @param {string} key  `visual/chromium`, `browsers/firefox`…
 * @returns {string | undefined}
 */
export function browserOf(key) {
  if (key !== 'visual/chromium') return undefined;
  return basename(headlessChromiumLaunchOptions.executablePath ?? 'playwright-chromium');
}

/** Measurements from before they named their browser were of Playwright's suite in the full browser. */
const UNNAMED = /** @type {Record<string, string>} */ ({ 'visual/chromium': 'chromium' });

/**
 * @typedef {object} Measurement
 * @property {Record<string, { pixels: number, shot?: string }>} worst
 * @property {Record<string, string>} [browsers]  the browser each key was measured in, where it matters
 */

/**
 * The worst noise the measurements saw for `key` in `browser` (in any browser when it is undefined): a
 * tolerance is set from the browser it guards, never from another one's noise.
 * @param {Measurement[]} measurements
 * @param {string} key
 * @param {string | undefined} browser
 */
export function worstNoise(measurements, key, browser) {
  const taken = measurements.filter(
    (measurement) =>
      browser === undefined || (measurement.browsers?.[key] ?? UNNAMED[key]) === browser,
  );
  return Math.max(0, ...taken.map((measurement) => measurement.worst[key]?.pixels ?? 0));
}

/** Every PNG under `dir`, as paths relative to it. */
function pngs(/** @type {string} */ dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.png'),
  );
}

function run(
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {NodeJS.ProcessEnv} */ env,
) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/**
 * One run: every shot of both suites taken again into `dir`, then compared with its baseline.
 * @returns {Record<string, Record<string, number>>} suite/browser → shot → differing pixels
 */
function measureOnce(/** @type {string} */ dir) {
  run(
    'npx',
    [
      'playwright',
      'test',
      '--project=visual',
      '--no-deps',
      '--update-snapshots=all',
      '--reporter=dot',
    ],
    {
      VISUAL_BASELINES_DIR: join(dir, 'visual'),
    },
  );
  run(
    process.execPath,
    ['scripts/browsers/run.mjs', '--update-visual', '-t', 'looks as its own baseline'],
    {
      BROWSERS_BASELINES_DIR: join(dir, 'browsers'),
    },
  );
  /** @type {Record<string, Record<string, number>>} */
  const counts = {};
  for (const [suite, browsers] of Object.entries(BASELINES)) {
    for (const [browser, baselines] of Object.entries(browsers)) {
      const taken = suite === 'visual' ? join(dir, 'visual') : join(dir, 'browsers', browser);
      const key = `${suite}/${browser}`;
      counts[key] = {};
      for (const file of pngs(baselines)) {
        const actual = join(taken, file);
        // A shot the run did not take (its test failed) counts as unmeasured, not as noise.
        if (!existsSync(actual)) {
          console.warn(`noise: ${key} ${file} was not taken in this run`);
          continue;
        }
        counts[key][file] = compareShots(
          readFileSync(join(baselines, file)),
          readFileSync(actual),
        ).pixels;
      }
    }
  }
  return counts;
}

function parse(/** @type {string[]} */ args) {
  let runs = 3;
  let busy = false;
  let write = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '--runs') runs = Number(args[(i += 1)]);
    else if (arg === '--busy') busy = true;
    else if (arg === '--write') write = true;
    else throw new Error(`noise: unknown argument ${arg} (--runs N, --busy, --write)`);
  }
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('noise: --runs needs a whole number ≥ 1');
  return { runs, busy, write };
}

async function main() {
  const { runs, busy, write } = parse(process.argv.slice(2));
  const loop = busy ? spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }) : null;
  /** @type {Record<string, { worst: number, shot: string, counts: Record<string, number[]> }>} */
  const worst = {};
  try {
    for (let index = 1; index <= runs; index += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'visual-noise-'));
      try {
        const counts = measureOnce(dir);
        for (const [key, shots] of Object.entries(counts)) {
          const entry = (worst[key] ??= { worst: 0, shot: '', counts: {} });
          for (const [shot, pixels] of Object.entries(shots)) {
            (entry.counts[shot] ??= []).push(pixels);
            if (pixels > entry.worst) Object.assign(entry, { worst: pixels, shot });
          }
        }
        console.info(`noise: run ${index} of ${runs} done`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    loop?.kill();
  }
  for (const [key, { worst: pixels, shot, counts }] of Object.entries(worst)) {
    console.info(`${key}: worst ${pixels} px${pixels > 0 ? ` (${shot})` : ''} over ${runs} run(s)`);
    for (const [file, seen] of Object.entries(counts)) {
      if (seen.some((count) => count > 0)) console.info(`  ${file}: ${seen.join(', ')}`);
    }
  }
  if (!write) return;
  const file = JSON.parse(readFileSync(TOLERANCES_FILE, 'utf8'));
  const measurement = {
    date: new Date().toISOString().slice(0, 10),
    runs,
    load: busy ? 'one core held by a busy loop' : 'quiet',
    browsers: Object.fromEntries(
      Object.keys(worst).flatMap((key) => {
        const browser = browserOf(key);
        return browser ? [[key, browser]] : [];
      }),
    ),
    worst: Object.fromEntries(
      Object.entries(worst).map(([key, { worst: pixels, shot }]) => [
        key,
        pixels > 0 ? { pixels, shot } : { pixels },
      ]),
    ),
  };
  file.measurements = [...(file.measurements ?? []), measurement];
  for (const key of Object.keys(file.tolerances)) {
    const browser = browserOf(key);
    const maxDiffPixels = toleranceFor(worstNoise(file.measurements, key, browser));
    file.tolerances[key] = browser ? { maxDiffPixels, browser } : { maxDiffPixels };
  }
  writeFileSync(TOLERANCES_FILE, `${JSON.stringify(file, null, 2)}\n`);
  console.info(`noise: recorded in ${relative(process.cwd(), TOLERANCES_FILE)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
