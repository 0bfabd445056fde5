// The review page: every shot the last run found different from its baseline, Chromium, Firefox and
// WebKit together, each with its baseline, what the run took and the difference (slider, overlay), made
// by reg-cli. Its path is the last line printed.
//
//   node scripts/visual/review.mjs [--suites visual,browsers] [-- <command> ...]
//
// With a command, runs it first (its output shown) and exits with its status: `npm run test:visual`
// and `npm run test:browsers` end with the review this way, `npm test` calls `review()` itself.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readDiffering, reviewDir, ROOT, shotId, SUITES, THRESHOLD } from './shots.mjs';

const require = createRequire(import.meta.url);
/** reg-cli's command line, run with this Node.js. */
const REG_CLI = join(dirname(require.resolve('reg-cli/package.json')), 'dist', 'cli.js');

/**
 * Lays the differing shots of `suites` out as reg-cli reads them (actual/, expected/, one path per shot
 * id) and has it write the page; prints each shot's id and returns the page's path (null when no shot
 * differs, and any earlier page is removed so none is mistaken for this run's).
 * @param {readonly import('./shots.mjs').Suite[]} suites
 * @returns {string | null}
 */
export function review(suites = SUITES) {
  const shots = readDiffering(suites);
  const dir = reviewDir();
  rmSync(dir, { recursive: true, force: true });
  if (shots.length === 0) {
    console.info(`visual review: every shot of ${suites.join(' and ')} matches its baseline.`);
    return null;
  }
  const actualDir = join(dir, 'actual');
  const expectedDir = join(dir, 'expected');
  for (const shot of shots) {
    const file = `${shotId(shot)}.png`;
    mkdirSync(dirname(join(actualDir, file)), { recursive: true });
    copyFileSync(shot.actual, join(actualDir, file));
    const baseline = resolve(ROOT, shot.baseline);
    if (existsSync(baseline)) {
      mkdirSync(dirname(join(expectedDir, file)), { recursive: true });
      copyFileSync(baseline, join(expectedDir, file));
    }
  }
  const report = join(dir, 'index.html');
  const made = spawnSync(
    process.execPath,
    [
      REG_CLI,
      'actual',
      'expected',
      'diff',
      '--report',
      'index.html',
      '--json',
      'reg.json',
      // The suites' own per-pixel threshold; any pixel past it shows (the suites applied the tolerance).
      '--matchingThreshold',
      String(THRESHOLD),
      '--ignoreChange',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  if (made.status !== 0) {
    console.error(made.stdout, made.stderr);
    throw new Error(`reg-cli could not make the review page (exit ${made.status})`);
  }
  console.info(`visual review: ${shots.length} shot(s) differ from their baselines:`);
  for (const shot of shots) {
    const count =
      shot.pixels === undefined ? '' : ` (${shot.pixels} px, ${shot.tolerance} allowed)`;
    const missing = existsSync(resolve(ROOT, shot.baseline)) ? '' : ' (no baseline yet)';
    console.info(`  ${shotId(shot)}${count}${missing}`);
  }
  console.info('Look, then accept the right ones: npm run visual:accept -- <id or glob> ...');
  console.info(`visual review: ${relative(process.cwd(), report)}`);
  return report;
}

/** `--suites a,b` (all by default), then an optional `-- command ...`. */
function parse(/** @type {string[]} */ args) {
  const split = args.indexOf('--');
  const own = split === -1 ? args : args.slice(0, split);
  const command = split === -1 ? [] : args.slice(split + 1);
  /** @type {import('./shots.mjs').Suite[]} */
  let suites = [...SUITES];
  for (let i = 0; i < own.length; i += 1) {
    const arg = own[i] ?? '';
    const value =
      arg === '--suites' ? own[(i += 1)] : arg.startsWith('--suites=') ? arg.slice(9) : null;
    if (value === null || value === undefined) {
      throw new Error(
        `review: unknown argument ${arg} (--suites ${SUITES.join(',')} [-- command])`,
      );
    }
    const named = value.split(',').filter(Boolean);
    const unknown = named.filter(
      (name) => !(/** @type {readonly string[]} */ (SUITES).includes(name)),
    );
    if (unknown.length > 0) throw new Error(`review: unknown suite ${unknown.join(', ')}`);
    suites = /** @type {import('./shots.mjs').Suite[]} */ (named);
  }
  return { suites, command };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { suites, command } = parse(process.argv.slice(2));
  let status = 0;
  if (command.length > 0) {
    const [program = '', ...rest] = command;
    status = spawnSync(program, rest, { stdio: 'inherit' }).status ?? 1;
  }
  review(suites);
  process.exitCode = status;
}
