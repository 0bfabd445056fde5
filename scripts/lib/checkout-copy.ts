// A copy of this checkout as a fresh clone followed by `npm ci` holds it: the files git would commit
// (tracked, and new files that are not ignored), with the project's node_modules linked in. The unit
// suite runs from one at an awkward path (tests/checkout-paths.ts); the visual tooling's self-test
// plants its changes in one (tests/visual/review/self-test.ts).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const PROJECT = resolve(import.meta.dirname, '..', '..');

/** Copies the checkout at `project` to `to` (made if missing) and links its node_modules there. */
export function copyCheckout(to: string, project = PROJECT) {
  const listed = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'],
    { cwd: project, encoding: 'utf8' },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    // A file deleted but not yet staged is listed and absent: skipped, as a commit would drop it.
    try {
      cpSync(join(project, file), join(to, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(project, 'node_modules'), join(to, 'node_modules'), 'dir');
}
