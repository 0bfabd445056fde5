// The visual tooling tests itself: in a scratch copy of this checkout it plants three changes a tester
// must see (a palette colour's hue turned, one word of the smallest text changed, one motion timing a
// frame longer), builds it once, and runs the shots that show each change in the suites that can see it
// (Playwright's visual suite; the cross-browser suite in Chromium, Firefox and WebKit). Each change must
// fail its own shots, beyond their tolerances, and the shots that show none of them must pass; with the
// changes undone (this checkout as it is) the same shots pass.
//
//   node tests/visual/review/self-test.ts [--only colour|word|motion] [--planted-only]
//                                     [--undone-from-last-run <ISO time>]
//
// The undone half: by default the shots are taken again here (from a second build, of the scratch copy
// with its changes taken out); `npm test` passes `--undone-from-last-run` with its own start, since its
// suites have just taken every shot of this checkout: then the last runs' record must hold none of them.
// Each change's shots are chosen to show that change alone (a colour no other shot of the set shows, a
// word no colour shot shows, a fade no other change touches), so each failure is its own change's.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import writeFileAtomic from 'write-file-atomic';
import { copyCheckout } from '../../../scripts/lib/checkout-copy.ts';
import { parseArgs } from 'node:util';
import { commandLine, isMain } from '../../../scripts/lib/cli.ts';
import { BUILD_DIR, testBuildEnv } from '../../support/test-env.ts';
import { lastRuns, readDiffering, resultsDir, shotId, SUITES } from './shots.ts';

/** One frame at 60 Hz, in ms: the least change of a timing a visitor could see. */
const FRAME_MS = 16;

/**
 * A hex colour with its hue turned by `degrees` (saturation and lightness kept).
 */
export function turnHue(hex: string, degrees: number) {
  const channel = (at: number) => parseInt(hex.slice(at, at + 2), 16) / 255;
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r1, g1, b1] =
    h < 60
      ? [c, x, 0]
      : h < 120
        ? [x, c, 0]
        : h < 180
          ? [0, c, x]
          : h < 240
            ? [0, x, c]
            : h < 300
              ? [x, 0, c]
              : [c, 0, x];
  return `#${[r1, g1, b1]
    .map((value) =>
      Math.round((value + m) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase()}`;
}

/** A word of the same length, every letter moved on by one (`crops` → `dspqt`): a one-word change. */
export function otherWord(word: string) {
  return word.replace(/[a-z]/gi, (letter) => {
    const base = letter <= 'Z' ? 65 : 97;
    return String.fromCharCode(base + ((letter.charCodeAt(0) - base + 1) % 26));
  });
}

export interface Witness {
  suite: 'visual' | 'browsers';
  /** the test's title (a part of it, matched as it is) */
  test: string;
  /** the ids of its shots that show the change */
  shots: string[];
}
export interface Plant {
  name: string;
  /** from the project's root */
  file: string;
  plant: (text: string) => { text: string; what: string };
  witnesses: Witness[];
}

/** The palette colour whose hue is turned: the one the colour's shots show and the others' do not. */
export const COLOUR = 'warm';
export const PLANTS: Plant[] = [
  {
    name: 'colour',
    file: 'src/styles/palette.json',
    plant(text) {
      const palette = JSON.parse(text) as Record<string, string>;
      const from = palette[COLOUR] ?? '';
      const to = turnHue(from, 60);
      return {
        text: `${JSON.stringify({ ...palette, [COLOUR]: to }, null, 2)}\n`,
        what: `palette ${COLOUR} ${from} → ${to}`,
      };
    },
    witnesses: [
      {
        suite: 'visual',
        test: 'services at the top, 390x844',
        shots: ['visual/chromium/services-top-390x844'],
      },
      {
        suite: 'browsers',
        test: '/services at the top',
        shots: [
          'browsers/chromium/services-top',
          'browsers/firefox/services-top',
          'browsers/webkit/services-top',
        ],
      },
    ],
  },
  {
    name: 'word',
    file: 'src/content/data/home.json',
    plant(text) {
      // The first long word of the second stacked card's summary (14 px, the smallest body text of the
      // shot), whatever the content says today.
      const home = JSON.parse(text) as { cards?: Array<{ summary?: string }> };
      const card = home.cards?.[1];
      if (!card?.summary)
        throw new Error('self-test: the home stack has no second card with a summary');
      const word = /\b[a-z]{5,}\b/.exec(card.summary)?.[0];
      if (!word) throw new Error(`self-test: no word of five letters in "${card.summary}"`);
      card.summary = card.summary.replace(word, otherWord(word));
      return {
        text: `${JSON.stringify(home, null, 2)}\n`,
        what: `"${word}" → "${otherWord(word)}" in a stacked card's summary`,
      };
    },
    witnesses: [
      {
        suite: 'visual',
        test: 'home at scroll 1800, 1440x900',
        shots: ['visual/chromium/home-1800-1440x900'],
      },
    ],
  },
  {
    name: 'motion',
    file: 'src/motion/motion.config.ts',
    plant(text) {
      const found = /panelFadeMs: (\d+)/.exec(text);
      if (!found) throw new Error('self-test: motion.config.ts has no about.panelFadeMs');
      const from = Number(found[1]);
      return {
        text: text.replace(found[0], `panelFadeMs: ${from + FRAME_MS}`),
        what: `about.panelFadeMs ${from} → ${from + FRAME_MS} ms (one frame)`,
      };
    },
    witnesses: [
      {
        suite: 'visual',
        test: 'the About panel fade on a stepped clock',
        // From a quarter of the fade on (at +128 ms a frame's difference is within the noise).
        shots: [
          'about-panel-filmstrip-1440x900/t0256ms',
          'about-panel-filmstrip-1440x900/t0384ms',
        ].map((frame) => `visual/chromium/${frame}`),
      },
    ],
  },
];

/** Shots that show none of the changes: taken in the same runs, they must pass. */
export const CONTROLS = [
  {
    suite: 'visual' as const,
    test: '404 screen at 390x844',
    shots: ['visual/chromium/not-found-390x844'],
  },
  {
    suite: 'browsers' as const,
    test: '/this-page-does-not-exist at the top',
    shots: [
      'browsers/chromium/not-found',
      'browsers/firefox/not-found',
      'browsers/webkit/not-found',
    ],
  },
];

/** A regular expression that matches any of `titles` as they are. */
const anyOf = (titles: string[]) =>
  titles.map((title) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/**
 * Runs a command in `cwd`, its output kept (and shown when it ends abnormally for another reason than
 * failing tests).
 */
function exec(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env, VISUAL_RESULTS_DIR: join(cwd, '.visual') },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

/** Builds the copy at `dir` as the suites' e2e build. */
function build(dir: string) {
  const built = exec(
    dir,
    process.execPath,
    ['scripts/build/build.ts', '--outDir', BUILD_DIR, '--logLevel', 'warn'],
    testBuildEnv,
  );
  if (built.status !== 0) throw new Error(`self-test: the build failed:\n${built.output}`);
}

/**
 * Takes the shots of `groups` in the copy at `dir` (built), and returns which of their shots differ
 * from their baselines beyond their tolerances, and the runs' output.
 */
function takeShots(dir: string, groups: Array<{ suite: 'visual' | 'browsers'; test: string }>) {
  const of = (suite: 'visual' | 'browsers') =>
    groups.filter((group) => group.suite === suite).map((group) => group.test);
  const visual = exec(
    dir,
    'npx',
    [
      'playwright',
      'test',
      '--project=visual',
      '--no-deps',
      '--reporter=line,json,./tests/support/shots-reporter.ts',
      '--grep',
      anyOf(of('visual')),
    ],
    { SHOTS_ONLY: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: join(dir, '.visual', 'playwright.json') },
  );
  const browsers = exec(dir, process.execPath, [
    'tests/browsers/run.ts',
    '--reuse-build',
    '-t',
    `looks as its own baseline.*(${anyOf(of('browsers'))})`,
  ]);
  // The copy's own record (the suites ran with VISUAL_RESULTS_DIR at the copy's .visual/).
  const differing = new Map(
    readDiffering(SUITES, join(dir, '.visual')).map((shot) => [shotId(shot), shot]),
  );
  return {
    differing,
    output: stripVTControlCharacters(`${visual.output}\n${browsers.output}`),
    visual: visualOutcomes(join(dir, '.visual', 'playwright.json')),
  };
}

/**
 * Each visual test's outcome in Playwright's JSON report: its full title → `passed`, `failed`…
 */
function visualOutcomes(file: string) {
  const outcomes: Map<string, string> = new Map();
  if (!existsSync(file)) return outcomes;
  type Suite = {
    title: string;
    suites?: Suite[];
    specs?: Array<{ title: string; tests: Array<{ results: Array<{ status: string }> }> }>;
  };
  const walk = (suite: Suite, path: string) => {
    for (const spec of suite.specs ?? []) {
      const status = spec.tests.flatMap((test) => test.results).at(-1)?.status ?? 'not run';
      outcomes.set(`${path} ${spec.title}`, status);
    }
    for (const child of suite.suites ?? []) walk(child, `${path} ${child.title}`);
  };
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites?: Suite[] };
  for (const suite of report.suites ?? []) walk(suite, '');
  return outcomes;
}

/**
 * Whether `group`'s test ran and passed (so a shot not recorded was taken and matched, not skipped):
 * in Playwright's JSON report, or, in the cross-browser runner's output, a ✓ in each browser.
 */
function passed(
  run: { output: string; visual: Map<string, string> },
  group: { suite: 'visual' | 'browsers'; test: string },
) {
  if (group.suite === 'visual') {
    const seen = [...run.visual].filter(([title]) => title.includes(group.test));
    return seen.length > 0 && seen.every(([, status]) => status === 'passed');
  }
  const lines = run.output.split('\n').filter((line) => line.includes(group.test));
  return ['chromium', 'firefox', 'webkit'].every((browser) =>
    lines.some(
      (line) => line.includes('✓') && line.includes(`${browser} > looks as its own baseline`),
    ),
  );
}

function main() {
  const flags = commandLine(
    `Usage: node tests/visual/review/self-test.ts [--only ${PLANTS.map((plant) => plant.name).join('|')}] [--planted-only] [--undone-from-last-run ISO-time]`,
    () =>
      parseArgs({
        options: {
          only: { type: 'string' },
          'planted-only': { type: 'boolean', default: false },
          'undone-from-last-run': { type: 'string' },
        },
        strict: true,
      }).values,
  );
  const since = flags['undone-from-last-run'];
  const started = Date.now();
  const scratch = mkdtempSync(join(tmpdir(), 'visual-self-test-'));
  // Readable by nginx's workers, which the cross-browser suite's server runs as another user.
  chmodSync(scratch, 0o755);
  const problems: string[] = [];
  try {
    copyCheckout(scratch);
    const originals = new Map<string, string>();
    // `--only <name>`: that change alone, the others' shots then showing nothing (each change's shots
    // are its own: how they were chosen, and how to check them again after a change of the site).
    const only = flags.only;
    if (only && !PLANTS.some((plant) => plant.name === only)) {
      throw new Error(`self-test: --only takes ${PLANTS.map((plant) => plant.name).join(', ')}`);
    }
    const planted = PLANTS.filter((plant) => !only || plant.name === only);
    const controls = [
      ...CONTROLS,
      ...PLANTS.filter((plant) => !planted.includes(plant)).flatMap((plant) => plant.witnesses),
    ];
    for (const plant of planted) {
      const path = join(scratch, plant.file);
      const before = readFileSync(path, 'utf8');
      const { text, what } = plant.plant(before);
      if (text === before)
        throw new Error(
          `self-test: planting the ${plant.name} change left ${plant.file} as it was`,
        );
      originals.set(path, before);
      // As every tool writes a source file: a temporary file renamed over it.
      writeFileAtomic.sync(path, text);
      console.info(`self-test: planted the ${plant.name} change: ${what}`);
    }
    build(scratch);
    const groups = [...planted.flatMap((plant) => plant.witnesses), ...controls];
    const run = takeShots(scratch, groups);
    for (const plant of planted) {
      for (const id of plant.witnesses.flatMap((witness) => witness.shots)) {
        const shot = run.differing.get(id);
        if (!shot) problems.push(`the ${plant.name} change did not fail ${id}`);
        else if (
          shot.pixels !== undefined &&
          shot.tolerance !== undefined &&
          shot.pixels <= shot.tolerance
        ) {
          problems.push(`${id} was recorded with ${shot.pixels} px, within its ${shot.tolerance}`);
        } else
          console.info(
            `self-test: the ${plant.name} change fails ${id} (${shot.pixels ?? 'all'} px, ${shot.tolerance} allowed)`,
          );
      }
    }
    for (const control of controls) {
      for (const id of control.shots) {
        if (run.differing.has(id)) problems.push(`${id} shows none of the changes, yet differs`);
      }
      if (!passed(run, control)) problems.push(`"${control.test}" did not pass (or did not run)`);
    }
    // Undone: every witness matches its baseline.
    const witnesses = planted.flatMap((plant) => plant.witnesses);
    if (flags['planted-only']) {
      console.info('self-test: --planted-only, the undone half not run');
    } else if (since) {
      const runs = lastRuns();
      for (const suite of ['visual', 'browsers'] as const) {
        if (!runs[suite] || runs[suite] < since)
          problems.push(
            `the ${suite} suite has not run since ${since}: nothing shows the shots undone`,
          );
      }
      const differing = new Set(readDiffering().map(shotId));
      for (const id of witnesses.flatMap((witness) => witness.shots)) {
        if (differing.has(id))
          problems.push(`${id} differs with the changes undone (the last run of this checkout)`);
      }
    } else {
      for (const [path, text] of originals) writeFileAtomic.sync(path, text);
      build(scratch);
      const undone = takeShots(scratch, witnesses);
      for (const id of witnesses.flatMap((witness) => witness.shots)) {
        if (undone.differing.has(id)) problems.push(`${id} differs with the changes undone`);
      }
      for (const witness of witnesses) {
        if (!passed(undone, witness))
          problems.push(`"${witness.test}" did not pass with the changes undone`);
      }
    }
    if (problems.length > 0) {
      console.error(
        `self-test: the visual suites did not see what they must:\n  ${problems.join('\n  ')}`,
      );
      const log = join(resultsDir(), 'self-test.log');
      mkdirSync(resultsDir(), { recursive: true });
      writeFileSync(log, run.output);
      console.error(`self-test: the suites' whole output is in ${log}`);
      process.exitCode = 1;
    } else {
      console.info(
        `self-test: each planted change fails its shots, and only those${flags['planted-only'] ? '' : '; undone, they pass'} (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) {
  main();
}
