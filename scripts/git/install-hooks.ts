// npm's prepare script (npm install, npm ci): points git at the project's hooks in .githooks/ (commit-msg
// checks the subject: scripts/git/commit-message.ts). It sets `core.hooksPath` only in the project's
// own git work tree and only when nothing sets it yet: outside git (a tarball, a copied folder) or with
// another hooks folder configured, it leaves everything as it is. Either way it says what it did in one
// line and exits 0: an install never fails over a hook.
//
// Not simple-git-hooks: small (40 KB, no dependencies), but it writes its hook into
// core.hooksPath when one is set (here: over the tracked .githooks/commit-msg), else into the common
// .git/hooks of every work tree of the clone; it deletes every other hook there that its config does
// not name; and from a folder inside another repository it installs into that one. This file writes
// and deletes no hook, leaves a hooks path set elsewhere alone and does nothing from inside another
// repository; its tests say so.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMain } from '../lib/cli.ts';

export const HOOKS_PATH = '.githooks';

/**
 * Runs git in `cwd`.
 */
function git(args: string[], cwd: string) {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return {
    missing: Boolean(run.error),
    ok: !run.error && run.status === 0,
    out: (run.stdout ?? '').trim(),
  };
}

/**
 * Sets `core.hooksPath` to .githooks for the project at `dir` when dir is the top of a git work tree
 * and no config (the repository's, the user's, the system's) sets a hooks path.
 * @param dir the project's folder
 * @returns what it did, in one line
 */
export function installHooks(dir: string): string {
  const top = git(['rev-parse', '--show-toplevel'], dir);
  if (top.missing) return 'install-hooks: no git on PATH: git hooks not installed';
  if (!top.ok) return `install-hooks: ${dir} is not a git work tree: git hooks not installed`;
  if (realpathSync(top.out) !== realpathSync(dir)) {
    return `install-hooks: ${dir} is inside the git work tree ${top.out}, not its top: git hooks not installed`;
  }
  const current = git(['config', '--get', 'core.hooksPath'], dir).out;
  if (current.replace(/^\.\//, '').replace(/\/$/, '') === HOOKS_PATH) {
    return `install-hooks: git's core.hooksPath is ${HOOKS_PATH} already`;
  }
  if (current) {
    return `install-hooks: git's core.hooksPath is ${current}: left alone, so .githooks/commit-msg does not run`;
  }
  if (!git(['config', 'core.hooksPath', HOOKS_PATH], dir).ok) {
    return `install-hooks: git config core.hooksPath ${HOOKS_PATH} failed: git hooks not installed`;
  }
  return `install-hooks: set git's core.hooksPath to ${HOOKS_PATH} (commit-msg checks the subject)`;
}

if (isMain(import.meta.url)) {
  try {
    console.info(installHooks(resolve(fileURLToPath(new URL('../..', import.meta.url)))));
  } catch (error) {
    console.info(`install-hooks: git hooks not installed (${String(error)})`);
  }
  process.exitCode = 0;
}
