// npm run visual:accept -- <shot> ...: makes what the last run took the baseline of exactly the shots
// named, and no other. A shot is named as the review page and the run print it (`suite/browser/name`),
// or by a glob of such ids; a name without a slash matches that shot in every suite and browser
// (`home-top*`). Nothing is copied when any name matches no shot of the last run.
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import picomatch from 'picomatch';
import { readDiffering, ROOT, shotsDir, shotId } from './shots.mjs';
import { isMain } from '../lib/cli.mjs';

/**
 * The differing shots each pattern names; throws naming the patterns that name none.
 * @param {readonly string[]} patterns
 * @param {readonly import('./shots.mjs').DifferingShot[]} shots
 */
export function select(patterns, shots) {
  if (patterns.length === 0) {
    throw new Error(
      `name the shots to accept: npm run visual:accept -- <id or glob> ...\n${listing(shots)}`,
    );
  }
  /** @type {Set<import('./shots.mjs').DifferingShot>} */
  const chosen = new Set();
  /** @type {string[]} */
  const unmatched = [];
  for (const pattern of patterns) {
    const matches = picomatch(pattern);
    const found = shots.filter((shot) =>
      pattern.includes('/') ? matches(shotId(shot)) : matches(shot.name),
    );
    if (found.length === 0) unmatched.push(pattern);
    for (const shot of found) chosen.add(shot);
  }
  if (unmatched.length > 0) {
    throw new Error(
      `no shot of the last run differs as ${unmatched.map((p) => `"${p}"`).join(', ')}; nothing accepted.\n${listing(shots)}`,
    );
  }
  return [...chosen];
}

function listing(/** @type {readonly import('./shots.mjs').DifferingShot[]} */ shots) {
  return shots.length === 0
    ? 'The last run found no shot that differs from its baseline.'
    : `The shots that differ:\n${shots.map((shot) => `  ${shotId(shot)}`).join('\n')}`;
}

/** Copies each chosen shot's actual image over its baseline and forgets it as differing. */
export function accept(/** @type {readonly import('./shots.mjs').DifferingShot[]} */ shots) {
  for (const shot of shots) {
    if (!existsSync(shot.actual)) {
      throw new Error(`${shotId(shot)}: its image ${shot.actual} is gone; run the suite again`);
    }
  }
  for (const shot of shots) {
    const baseline = resolve(ROOT, shot.baseline);
    mkdirSync(dirname(baseline), { recursive: true });
    copyFileSync(shot.actual, baseline);
    rmSync(join(shotsDir(), `${shotId(shot)}.json`), { force: true });
    console.info(`accepted ${shotId(shot)} → ${shot.baseline}`);
  }
}

if (isMain(import.meta.url)) {
  try {
    accept(select(process.argv.slice(2), readDiffering()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
