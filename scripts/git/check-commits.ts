// npm run check:commits (CI, beside lint): every commit after BASE has a message that the commit-msg
// hook's rule passes (scripts/git/commit-message.ts). The commits up to BASE are history and keep the
// subjects they have. Prints each failing commit (short hash, subject, problems) and exits 1 on any.
// In a shallow clone that lacks BASE, it checks the commits dated after BASE and says so.
// Options (for the tests): --base <commit> and --base-date <ISO date>.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { commandLine, isMain } from '../lib/cli.ts';
import { commitMessageProblems, subjectOf } from './commit-message.ts';

/** The last commit made before the rule, and its committer date (for a clone that lacks it). */
export const BASE = {
  commit: '508ea9e1e2aad3b30b04989f959c304ed9795072',
  date: '2026-11-27T16:06:58+00:00',
};

/**
 * Runs git in `cwd`.
 */
function git(args: string[], cwd: string) {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ok: !run.error && run.status === 0, out: run.stdout ?? '', err: run.stderr ?? '' };
}

/**
 * Checks the commits after `base` in the repository at `cwd`.
 * @returns whether every commit passed, and what to print
 */
export function checkCommits({
  cwd,
  base = BASE,
}: {
  cwd: string;
  base?: { commit: string; date: string };
}): { ok: boolean; lines: string[] } {
  const short = base.commit.slice(0, 7);
  const lines = [];
  let range = [`${base.commit}..HEAD`];
  let scope = `after ${short}`;
  const present = git(['cat-file', '-e', `${base.commit}^{commit}`], cwd).ok;
  if (!present || !git(['merge-base', '--is-ancestor', base.commit, 'HEAD'], cwd).ok) {
    const shallow = git(['rev-parse', '--is-shallow-repository'], cwd).out.trim() === 'true';
    const why = present
      ? `${short} is not an ancestor of HEAD`
      : `${short} is not in this ${shallow ? 'shallow clone' : 'history'}`;
    lines.push(`check-commits: ${why}: checking the commits dated after it (${base.date}) instead`);
    range = [`--since=${base.date}`, 'HEAD'];
    scope = `dated after ${base.date}`;
  }
  const log = git(['log', '--format=%H%x00%B%x00', ...range], cwd);
  if (!log.ok) {
    lines.push(`check-commits: git log failed in ${cwd}: ${log.err.trim()}`);
    return { ok: false, lines };
  }
  // Each commit is "<hash>\0<message>\0", then git's newline between commits.
  const fields = log.out.split('\0');
  let checked = 0;
  const failing: string[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const hash = (fields[i] ?? '').trim();
    const message = fields[i + 1] ?? '';
    checked += 1;
    const problems = commitMessageProblems(message, { comments: false });
    if (problems.length === 0) continue;
    failing.push(`  ${hash.slice(0, 7)} ${subjectOf(message, { comments: false })}`);
    for (const problem of problems) failing.push(`    - ${problem}`);
  }
  if (failing.length === 0) {
    lines.push(`check-commits: the ${checked} commit(s) ${scope} follow the commit-message rule`);
    return { ok: true, lines };
  }
  const count = failing.filter((line) => !line.startsWith('    ')).length;
  lines.push(
    `check-commits: ${count} of the ${checked} commit(s) ${scope} break the commit-message rule` +
      ' (subject of 72 characters or fewer, imperative, no period, a blank line before the body):',
    ...failing,
  );
  return { ok: false, lines };
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(
    'Usage: node scripts/git/check-commits.ts [--base <commit>] [--base-date <ISO date>]',
    () =>
      parseArgs({
        options: {
          base: { type: 'string', default: BASE.commit },
          'base-date': { type: 'string', default: BASE.date },
        },
        strict: true,
      }),
  );
  const { ok, lines } = checkCommits({
    cwd: process.cwd(),
    base: { commit: values.base, date: values['base-date'] },
  });
  for (const line of lines) (ok ? console.info : console.error)(line);
  process.exitCode = ok ? 0 : 1;
}
