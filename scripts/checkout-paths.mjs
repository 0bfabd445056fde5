// npm run test:checkout-paths: the unit suite again, from a copy of this checkout whose path holds a
// folder named `src` and a space (`<tmp>/src/skyward labs/`), as a clone under ~/src or in a folder
// with a space in its name has. A plugin or tool that matches files by their absolute path, not their
// path inside the project, fails here.
//
// The copy is of the files git would commit (tracked, and new files that are not ignored), with the
// project's node_modules linked in: what a fresh clone followed by `npm ci` holds.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const project = resolve(import.meta.dirname, '..');
const listed = spawnSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--deduplicate'],
  { cwd: project, encoding: 'utf8' },
);
if (listed.status !== 0) {
  console.error(`checkout-paths: git ls-files failed: ${listed.stderr}`);
  process.exit(1);
}
const files = listed.stdout.split('\0').filter(Boolean);

const base = mkdtempSync(join(tmpdir(), 'checkout-paths-'));
const checkout = join(base, 'src', 'skyward labs');
/** @type {number} */
let status;
try {
  for (const file of files) {
    mkdirSync(dirname(join(checkout, file)), { recursive: true });
    // A file deleted but not yet staged is listed and absent: skipped, as a commit would drop it.
    try {
      cpSync(join(project, file), join(checkout, file));
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(project, 'node_modules'), join(checkout, 'node_modules'), 'dir');
  console.info(`checkout-paths: the unit suite from ${checkout}`);
  status =
    spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run'], {
      cwd: checkout,
      stdio: 'inherit',
    }).status ?? 1;
} finally {
  rmSync(base, { recursive: true, force: true });
}
if (status !== 0)
  console.error(`checkout-paths: the unit suite failed from a path with src/ and a space`);
process.exit(status);
