// npm run test:checkout-paths: the unit suite again, from a copy of this checkout whose path holds a
// folder named `src` and a space (`<tmp>/src/skyward labs/`), as a clone under ~/src or in a folder
// with a space in its name has. A plugin or tool that matches files by their absolute path, not their
// path inside the project, fails here.
//
// The copy is of the files git would commit (tracked, and new files that are not ignored), with the
// project's node_modules linked in: what a fresh clone followed by `npm ci` holds.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyCheckout } from '../scripts/lib/checkout-copy.ts';

const base = mkdtempSync(join(tmpdir(), 'checkout-paths-'));
const checkout = join(base, 'src', 'skyward labs');
let status: number;
try {
  copyCheckout(checkout);
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
