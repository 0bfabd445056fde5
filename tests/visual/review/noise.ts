// Measures how much the visual suites' shots differ from their baselines when nothing changed: the noise
// their threshold and tolerances must allow, and nothing more.
//
//   node tests/visual/review/noise.ts [--runs 3] [--busy] [--write]
//
// Each run takes every shot of both suites again (Playwright's `visual` project with
// --update-snapshots=all, the cross-browser shots with --update-visual), into a temporary folder so the
// baselines stay as they are, and counts each shot's differing pixels against its baseline with
// pixelmatch at every threshold of LADDER (anti-aliased pixels told apart and not counted). `--busy`
// holds one core with a busy loop meanwhile (a loaded CI machine). Prints, per threshold, the shots whose
// noise passes the floor of their area, and each shot's counts at the chosen threshold.
//
// `--write` records the measurement in tests/visual/tolerances.json and sets from every recorded one:
// - the threshold: the smallest of LADDER at which no measurement saw a shot's noise pass its floor, and
//   never above the largest at which a shift of 8 in one channel of a palette colour still counts;
// - each shot's tolerance: just above the worst noise any measurement at that threshold saw for it, in
//   the browser it guards, and never under the floor of its area.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative } from 'node:path';
import * as prettier from 'prettier';
import writeFileAtomic from 'write-file-atomic';
import { headlessChromiumLaunchOptions } from '@agency-site/chromium';
import { parseArgs } from 'node:util';
import { commandLine, CommandLineError, isMain } from '../../../scripts/lib/cli.ts';
import {
  baselineDir,
  BROWSERS_OF,
  compareShots,
  floorFor,
  pngArea,
  readTolerances,
  ROOT,
  SUITES,
  TOLERANCES_FILE,
} from './shots.ts';
import type { TolerancesFile } from './shots.ts';

/** The thresholds measured, smallest first: the suites use the smallest the noise allows. */
export const LADDER = [0, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2];

/** The committed baselines of each suite and browser, by `suite/browser`. */
const BASELINES = Object.fromEntries(
  SUITES.flatMap((suite) =>
    BROWSERS_OF[suite].map((browser) => [`${suite}/${browser}`, baselineDir(suite, browser)]),
  ),
);

/**
 * The tolerance for a worst noise of `worst` pixels: zero for none, else a quarter more (at least two
 * pixels more), so noise a little past what was seen still passes and a real change (a word, a colour:
 * hundreds of pixels) does not.
 */
export function toleranceFor(worst: number) {
  return worst === 0 ? 0 : worst + Math.max(2, Math.ceil(worst / 4));
}

/**
 * The browser a suite and browser of the tolerances runs in, where it has changed since the first
 * measurement: Playwright's visual suite, in Chromium's headless shell where the machine has it (the
 * cross-browser suite's browsers are those they were first measured in).
 * @param key  `visual/chromium`, `browsers/firefox`…
 */
export function browserOf(key: string): string | undefined {
  if (key !== 'visual/chromium') return undefined;
  return basename(headlessChromiumLaunchOptions.executablePath ?? 'playwright-chromium');
}

export interface Measurement {
  date?: string;
  runs?: number;
  load?: string;
  /** the browser each key was measured in, where it matters */
  browsers?: Record<string, string>;
  /** the threshold of `shots`' counts */
  threshold: number;
  /** key → shot → its count in each run */
  shots: Record<string, Record<string, number[]>>;
  /** threshold → the shots whose noise passed their floor */
  overFloor: Record<string, string[]>;
}

/** A shot's name from its baseline's path under the suite's folder: no spec folder, no `.png`. */
export function shotName(key: string, file: string) {
  const name = file.replace(/\.png$/, '');
  return key.startsWith('visual/') ? name.split('/').slice(1).join('/') : name;
}

/** pixelmatch's distance between two opaque colours (its YIQ delta, 0 to 35215). */
export function colourDelta(a: number[], b: number[]) {
  const [dr = 0, dg = 0, db = 0] = a.map((value, index) => value - (b[index] ?? 0));
  const y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
  const i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189;
  const q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
  return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
}

/** The least change of a colour the comparisons must see: 8 in one channel (of 255). */
export const LEAST_COLOUR_CHANGE = 8;

/**
 * The largest threshold of LADDER at which a shift of LEAST_COLOUR_CHANGE in any one channel of any
 * colour of the palette still counts (pixelmatch counts a pixel whose distance passes 35215·t²): the
 * comparisons must see a colour change, whatever the noise would allow.
 * @param palette  name → `#RRGGBB`
 */
export function colourCap(palette: Record<string, string>) {
  let least = Infinity;
  for (const hex of Object.values(palette)) {
    const rgb = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
    for (const channel of [0, 1, 2]) {
      for (const step of [LEAST_COLOUR_CHANGE, -LEAST_COLOUR_CHANGE]) {
        const shifted = [...rgb];
        const value = (shifted[channel] ?? 0) + step;
        if (value < 0 || value > 255) continue;
        shifted[channel] = value;
        least = Math.min(least, colourDelta(rgb, shifted));
      }
    }
  }
  const below = LADDER.filter((threshold) => 35215 * threshold * threshold < least);
  return below.at(-1) ?? 0;
}

/**
 * The threshold every comparison uses: the smallest of LADDER at which no measurement saw a shot's
 * noise pass its floor, but never above `cap` (colourCap). Where noise remains at it, those shots carry
 * their own measured tolerances, and noise.ts names them as causes to find.
 */
export function thresholdFor(measurements: readonly Measurement[], cap: number) {
  const quiet =
    LADDER.find((threshold) =>
      measurements.every(
        (measurement) => (measurement.overFloor[String(threshold)] ?? []).length === 0,
      ),
    ) ?? Math.max(...LADDER);
  return Math.min(quiet, cap);
}

/** The site's palette, whose colours the comparisons must see change. */
export const readPalette = () =>
  JSON.parse(readFileSync(join(ROOT, 'src', 'styles', 'palette.json'), 'utf8')) as Record<
    string,
    string
  >;

/**
 * A shot's tolerance: just above the worst noise the measurements at `threshold` saw for it in
 * `browser` (in any browser when it is undefined), never under `floor`.
 */
export function shotTolerance(
  measurements: readonly Measurement[],
  {
    key,
    shot,
    threshold,
    browser,
    floor,
  }: { key: string; shot: string; threshold: number; browser: string | undefined; floor: number },
) {
  const seen = measurements
    .filter(
      (measurement) =>
        measurement.threshold === threshold &&
        (browser === undefined || measurement.browsers?.[key] === browser),
    )
    .flatMap((measurement) => measurement.shots[key]?.[shot] ?? []);
  return Math.max(floor, toleranceFor(Math.max(0, ...seen)));
}

/** Every PNG under `dir`, as paths relative to it. */
function pngs(dir: string) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.png'),
  );
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/** key → shot → its area and its count at each threshold of LADDER */
export type Counts = Record<string, Record<string, { area: number; counts: number[] }>>;

/** One run: every shot of both suites taken again into `dir`, then compared with its baseline. */
function measureOnce(dir: string) {
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
    { VISUAL_BASELINES_DIR: join(dir, 'visual') },
  );
  run(
    process.execPath,
    ['tests/browsers/run.ts', '--update-visual', '-t', 'looks as its own baseline'],
    { BROWSERS_BASELINES_DIR: join(dir, 'browsers') },
  );
  const counts: Counts = {};
  for (const [key, baselines] of Object.entries(BASELINES)) {
    const taken = key.startsWith('visual/') ? join(dir, 'visual') : join(dir, key);
    counts[key] = {};
    for (const file of pngs(baselines)) {
      const actual = join(taken, file);
      // A shot the run did not take (its test failed) counts as unmeasured, not as noise.
      if (!existsSync(actual)) {
        console.warn(`noise: ${key} ${file} was not taken in this run`);
        continue;
      }
      const name = shotName(key, file);
      if (counts[key][name]) throw new Error(`noise: two shots of ${key} are named ${name}`);
      const expected = readFileSync(join(baselines, file));
      const image = readFileSync(actual);
      const area = pngArea(expected);
      counts[key][name] = {
        area,
        counts: LADDER.map((threshold) => compareShots(expected, image, threshold).pixels),
      };
    }
  }
  return counts;
}

/**
 * The measurement of `runs` (each a run's counts) as the tolerances file records it.
 */
export function measurementOf(
  runs: Counts[],
  { threshold, pixelsPer, load }: { threshold: number; pixelsPer: number; load: string },
): Measurement {
  const at = LADDER.indexOf(threshold);
  const shots: Measurement['shots'] = {};
  const overFloor: Measurement['overFloor'] = Object.fromEntries(
    LADDER.map((step) => [String(step), []]),
  );
  const keys = [...new Set(runs.flatMap((counts) => Object.keys(counts)))];
  for (const key of keys) {
    shots[key] = {};
    const names = [...new Set(runs.flatMap((counts) => Object.keys(counts[key] ?? {})))].sort();
    for (const name of names) {
      const seen = runs.flatMap((counts) => {
        const shot = counts[key]?.[name];
        return shot ? [shot] : [];
      });
      shots[key][name] = seen.map((shot) => shot.counts[at] ?? 0);
      const floor = floorFor(seen[0]?.area ?? 0, pixelsPer);
      LADDER.forEach((step, index) => {
        const worst = Math.max(...seen.map((shot) => shot.counts[index] ?? 0));
        if (worst > floor) overFloor[String(step)]?.push(`${key}/${name}: ${worst} px`);
      });
    }
  }
  return {
    date: new Date().toISOString().slice(0, 10),
    runs: runs.length,
    load,
    browsers: Object.fromEntries(
      keys.flatMap((key) => {
        const browser = browserOf(key);
        return browser ? [[key, browser]] : [];
      }),
    ),
    threshold,
    shots,
    overFloor,
  };
}

function parse(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string', default: '3' },
      busy: { type: 'boolean', default: false },
      write: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new CommandLineError('noise: --runs needs a whole number ≥ 1');
  }
  return { runs, busy: values.busy, write: values.write };
}

async function main() {
  const { runs, busy, write } = commandLine(
    'Usage: node tests/visual/review/noise.ts [--runs 3] [--busy] [--write]',
    () => parse(process.argv.slice(2)),
  );
  const loop = busy ? spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }) : null;
  const measured: Counts[] = [];
  try {
    for (let index = 1; index <= runs; index += 1) {
      const dir = mkdtempSync(join(tmpdir(), 'visual-noise-'));
      try {
        measured.push(measureOnce(dir));
        console.info(`noise: run ${index} of ${runs} done`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    loop?.kill();
  }
  const file = readTolerances();
  const load = busy ? 'one core held by a busy loop' : 'quiet';
  // The threshold this measurement alone allows, then the one every recorded measurement allows.
  const probe = measurementOf(measured, { threshold: 0, pixelsPer: file.floor.pixelsPer, load });
  for (const step of LADDER) {
    const over = probe.overFloor[String(step)] ?? [];
    console.info(
      `threshold ${step}: ${over.length === 0 ? 'no shot' : `${over.length} shot(s)`} past its floor${over.length > 0 ? `: ${over.slice(0, 6).join(', ')}${over.length > 6 ? ', …' : ''}` : ''}`,
    );
  }
  const previous = (file.measurements ?? []) as Measurement[];
  const cap = colourCap(readPalette());
  const threshold = thresholdFor([...previous, probe], cap);
  console.info(
    `threshold cap: ${cap}, the largest at which a shift of ${LEAST_COLOUR_CHANGE} in one channel of a palette colour counts`,
  );
  const measurement = measurementOf(measured, {
    threshold,
    pixelsPer: file.floor.pixelsPer,
    load,
  });
  console.info(
    `threshold: ${threshold}, the smallest the noise allows within the cap. Shots with noise at it (each carries its own tolerance; find the cause):`,
  );
  for (const [key, shots] of Object.entries(measurement.shots)) {
    for (const [shot, counts] of Object.entries(shots)) {
      if (counts.some((count) => count > 0)) console.info(`  ${key}/${shot}: ${counts.join(', ')}`);
    }
  }
  if (!write) return;
  const measurements = [...previous, measurement];
  const tolerances: TolerancesFile['tolerances'] = {};
  for (const [key, baselines] of Object.entries(BASELINES)) {
    const browser = browserOf(key);
    const shots: Record<string, number> = {};
    for (const entry of pngs(baselines).sort()) {
      const png = readFileSync(join(baselines, entry));
      const floor = floorFor(pngArea(png), file.floor.pixelsPer);
      const shot = shotName(key, entry);
      shots[shot] = shotTolerance(measurements, { key, shot, threshold, browser, floor });
    }
    tolerances[key] = browser ? { browser, shots } : { shots };
  }
  const written = { threshold, floor: file.floor, tolerances, measurements };
  const text = await prettier.format(JSON.stringify(written), {
    ...(await prettier.resolveConfig(TOLERANCES_FILE)),
    parser: 'json',
  });
  writeFileAtomic.sync(TOLERANCES_FILE, text);
  console.info(`noise: recorded in ${relative(process.cwd(), TOLERANCES_FILE)}`);
}

if (isMain(import.meta.url)) {
  await main();
}
