// npm run visual:accept -- <shot> ...: makes what the last run took the baseline of exactly the shots
// named, and no other; the review page's Approve does the same (review.ts). A shot is named by its id as
// the page and the runs print it (`suite/browser/name`, e.g. `browsers/webkit/home-top`), by any end of
// it that names one shot only (`webkit/home-top`, `stack-filmstrip-1440x900/scrollY-0250`, `scrollY-0250`
// while no other shot ends so), or by a glob, which takes every shot it matches (`browsers/webkit/*`,
// `*/home-top`, `home-top*`). Nothing is copied when any name matches no shot of the last runs, or a short
// name matches more than one.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import picomatch from 'picomatch';
import { forgetDiffering, readDiffering, ROOT, shotId } from './shots.ts';
import { isMain } from '../../../scripts/lib/cli.ts';
import type { DifferingShot } from './shots.ts';

/** Every end of an id at a `/`, the whole id first: what a short name may match. */
function endsOf(id: string) {
  const parts = id.split('/');
  return parts.map((_, index) => parts.slice(index).join('/'));
}

/**
 * The differing shots each name names; throws, naming the names that name none or, short and not a
 * glob, more than one.
 */
export function select(names: readonly string[], shots: readonly DifferingShot[]) {
  if (names.length === 0) {
    throw new Error(
      `name the shots to accept: npm run visual:accept -- <id or glob> ...\n${listing(shots)}`,
    );
  }
  const chosen: Set<DifferingShot> = new Set();
  const problems: string[] = [];
  for (const given of names) {
    // The review page's old titles and a file name carry the extension: the id has none.
    const name = given.replace(/\.png$/, '');
    const matches = picomatch(name);
    const found = shots.filter((shot) => endsOf(shotId(shot)).some((end) => matches(end)));
    if (found.length === 0) {
      problems.push(`no shot of the last runs differs as "${given}"`);
    } else if (found.length > 1 && !picomatch.scan(name).isGlob) {
      // (A whole id is never the end of another: every id starts with its suite and browser.)
      problems.push(
        `"${given}" names ${found.length} shots (${found.map(shotId).join(', ')}): give more of one's id, or a glob for all of them ("*/${name}")`,
      );
    } else {
      for (const shot of found) chosen.add(shot);
    }
  }
  if (problems.length > 0) {
    throw new Error(`${problems.join('\n')}\nNothing accepted.\n${listing(shots)}`);
  }
  return [...chosen];
}

function listing(shots: readonly DifferingShot[]) {
  return shots.length === 0
    ? 'The last runs found no shot that differs from its baseline.'
    : `The shots that differ:\n${shots.map((shot) => `  ${shotId(shot)}`).join('\n')}`;
}

/**
 * Copies each chosen shot's actual image over its baseline and forgets it as differing; returns the
 * baselines written (paths from the project's root).
 */
export function accept(shots: readonly DifferingShot[]) {
  for (const shot of shots) {
    if (!existsSync(shot.actual)) {
      throw new Error(`${shotId(shot)}: its image ${shot.actual} is gone; run the suite again`);
    }
  }
  return shots.map((shot) => {
    const baseline = resolve(ROOT, shot.baseline);
    mkdirSync(dirname(baseline), { recursive: true });
    copyFileSync(shot.actual, baseline);
    forgetDiffering(shot);
    console.info(`accepted ${shotId(shot)} → ${shot.baseline}`);
    return shot.baseline;
  });
}

if (isMain(import.meta.url)) {
  try {
    accept(select(process.argv.slice(2), readDiffering()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
