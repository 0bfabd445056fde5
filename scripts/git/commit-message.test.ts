import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitMessageProblems, subjectOf } from './commit-message.ts';
import { checkCommits } from './check-commits.ts';
import { installHooks } from './install-hooks.ts';

const here = dirname(fileURLToPath(import.meta.url));
const messageCli = join(here, 'commit-message.ts');
const checkCli = join(here, 'check-commits.ts');
const installCli = join(here, 'install-hooks.ts');

const long = `Add ${'a very long subject '.repeat(5).trim()}`;

/** The scripts' shared command-line helpers, which the copied scripts import. */
function copyLib(root: string) {
  mkdirSync(join(root, 'scripts/lib'), { recursive: true });
  copyFileSync(join(here, '../lib/cli.ts'), join(root, 'scripts/lib/cli.ts'));
}

describe('commitMessageProblems', () => {
  it('passes a short imperative subject, with or without a body', () => {
    expect(commitMessageProblems('Add the team grid\n')).toEqual([]);
    expect(commitMessageProblems('Add the team grid\n\nIt balances its rows.\n')).toEqual([]);
  });

  it('names a subject over 72 characters and its length', () => {
    expect(long.length).toBe(103);
    expect(commitMessageProblems(long)).toEqual([
      'the subject is 103 characters; keep it to 72 or fewer and put the detail in the body',
    ]);
    expect(commitMessageProblems(`Add ${'x'.repeat(68)}`)).toEqual([]);
    expect(commitMessageProblems(`Add ${'x'.repeat(69)}`)[0]).toMatch(
      /^the subject is 73 characters/,
    );
  });

  it('counts characters, not bytes', () => {
    expect(commitMessageProblems(`Add ${'é'.repeat(68)}`)).toEqual([]);
    expect(commitMessageProblems(`Add ${'é'.repeat(69)}`)[0]).toMatch(
      /^the subject is 73 characters/,
    );
    // Nor UTF-16 units: an emoji is one character.
    expect(commitMessageProblems(`Add ${'😀'.repeat(68)}`)).toEqual([]);
  });

  it('asks for the imperative of a past tense, a gerund or a third person', () => {
    const hint = (subject: string) => commitMessageProblems(subject);
    expect(hint('Added the grid')).toEqual([
      "the subject should be imperative: 'Added …' → 'Add …'",
    ]);
    expect(hint('Updated the grid')[0]).toContain("'Updated …' → 'Update …'");
    expect(hint('Stopped the loop')[0]).toContain("'Stopped …' → 'Stop …'");
    expect(hint('Applied the fix')[0]).toContain("'Applied …' → 'Apply …'");
    expect(hint('Adding the grid')[0]).toContain("'Adding …' → 'Add …'");
    expect(hint('Making the grid')[0]).toContain("'Making …' → 'Make …'");
    expect(hint('Running the suite')[0]).toContain("'Running …' → 'Run …'");
    expect(hint('Adds the grid')[0]).toContain("'Adds …' → 'Add …'");
    expect(hint('Fixes the grid')[0]).toContain("'Fixes …' → 'Fix …'");
    expect(hint('Updates the grid')[0]).toContain("'Updates …' → 'Update …'");
    expect(hint('fixed the grid')[0]).toContain("'fixed …' → 'fix …'");
  });

  it('passes imperatives that end like a past tense, a gerund or a third person', () => {
    const words = ['Need', 'Embed', 'Feed', 'Seed', 'Speed', 'Shed', 'Bring', 'String'];
    words.push('Process', 'Pass', 'Address', 'Access', 'Focus', 'Bias', 'Alias', 'Redress');
    words.push('Discuss', 'Add', 'Keep');
    for (const word of words) expect(commitMessageProblems(`${word} the grid`), word).toEqual([]);
    // A name in capitals is not a verb.
    expect(commitMessageProblems('CSS for the grid')).toEqual([]);
    // Their other forms are still caught.
    for (const [word, verb] of [
      ['Needed', 'Need'],
      ['Embedding', 'Embed'],
      ['Brings', 'Bring'],
      ['Processes', 'Process'],
      ['Focused', 'Focus'],
    ]) {
      expect(commitMessageProblems(`${word} the grid`)).toEqual([
        `the subject should be imperative: '${word} …' → '${verb} …'`,
      ]);
    }
  });

  it('names a trailing period', () => {
    expect(commitMessageProblems('Add the grid.')).toEqual(['the subject ends with a period']);
    expect(commitMessageProblems('Add the grid…')).toEqual([]);
  });

  it('asks for a blank line after the subject', () => {
    expect(commitMessageProblems('Add the grid\nIt balances its rows.')).toEqual([
      'leave a blank line after the subject',
    ]);
    // A trailer is no exception.
    expect(commitMessageProblems('Add the grid\nSigned-off-by: A <a@example.com>')).toEqual([
      'leave a blank line after the subject',
    ]);
  });

  it('names an empty subject', () => {
    expect(commitMessageProblems('')).toEqual(['the subject is empty']);
    expect(commitMessageProblems('\n# Please enter the commit message\n#\n')).toEqual([
      'the subject is empty',
    ]);
  });

  it('ignores comment lines and everything below the scissors line, as git does', () => {
    const message = [
      '',
      '# Please enter the commit message for your changes.',
      'Add the grid',
      '',
      'It balances its rows.',
      '# On branch main',
      '# ------------------------ >8 ------------------------',
      'diff --git a/x b/x',
      'Added this line to a file that is far longer than seventy-two characters, with a period.',
    ].join('\n');
    expect(commitMessageProblems(message)).toEqual([]);
    expect(subjectOf(message)).toBe('Add the grid');
    // A committed message keeps its # lines: there they are text.
    expect(commitMessageProblems('# 12 fixed\n', { comments: false })).toEqual([]);
    expect(commitMessageProblems('Add the grid\n# 12\n', { comments: false })).toEqual([
      'leave a blank line after the subject',
    ]);
  });

  it("passes git's own merge subjects at any length", () => {
    const merge = `Merge branch 'feature/${'x'.repeat(70)}' into main`;
    expect(commitMessageProblems(merge)).toEqual([]);
    expect(commitMessageProblems(`Merge ${'the two reports '.repeat(6)}`)).toHaveLength(1);
  });

  it('judges a revert by the subject it quotes, and fixup!/squash! by what follows', () => {
    const quoted = `Add ${'x'.repeat(68)}`;
    expect(commitMessageProblems(`Revert "${quoted}"\n\nThis reverts commit abc.`)).toEqual([]);
    expect(commitMessageProblems(`Revert "Revert "${quoted}""`)).toEqual([]);
    expect(commitMessageProblems('Revert "Added the grid."')).toEqual([]);
    expect(commitMessageProblems(`Revert "${quoted}y"`)[0]).toMatch(
      /^the subject is 82 characters; keep it to 81/,
    );
    expect(commitMessageProblems(`fixup! ${quoted}`)).toEqual([]);
    expect(commitMessageProblems(`squash! fixup! ${quoted}`)).toEqual([]);
    expect(commitMessageProblems('fixup! Added the grid.')).toEqual([
      "the subject should be imperative: 'Added …' → 'Add …'",
      'the subject ends with a period',
    ]);
  });

  it('lists every problem of a message', () => {
    expect(commitMessageProblems(`Added ${'x'.repeat(80)}.\nMore`)).toEqual([
      'the subject is 87 characters; keep it to 72 or fewer and put the detail in the body',
      "the subject should be imperative: 'Added …' → 'Add …'",
      'the subject ends with a period',
      'leave a blank line after the subject',
    ]);
  });
});

/** A temporary folder, removed after the test. */
let temp: string;
beforeEach(() => {
  temp = mkdtempSync(join(tmpdir(), 'commit-message-'));
  // Git sees neither the machine's config nor a repository above the temporary folder.
  vi.stubEnv('GIT_CONFIG_GLOBAL', '/dev/null');
  vi.stubEnv('GIT_CONFIG_NOSYSTEM', '1');
  vi.stubEnv('GIT_CEILING_DIRECTORIES', dirname(temp));
  for (const who of ['AUTHOR', 'COMMITTER']) {
    vi.stubEnv(`GIT_${who}_NAME`, 'Test');
    vi.stubEnv(`GIT_${who}_EMAIL`, 'test@example.com');
  }
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(temp, { recursive: true, force: true });
});

function run(command: string, args: string[], cwd = temp, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

function git(...args: string[]) {
  const result = run('git', args);
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.out}`);
  return result.out.trim();
}

/** A commit with `message` in the temporary repository; its hash. */
function commit(message: string, date = '2026-11-27T12:00:00Z') {
  const result = run('git', ['commit', '-q', '--allow-empty', '-m', message], temp, {
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
  });
  if (result.status !== 0) throw new Error(result.out);
  return git('rev-parse', 'HEAD');
}

describe('the commit-message CLI (the commit-msg hook)', () => {
  it('prints the problems and exits 1 on a bad message file, and exits 0 on a good one', () => {
    const file = join(temp, 'COMMIT_EDITMSG');
    writeFileSync(file, `${long}\n# a comment\n`);
    const bad = run(process.execPath, [messageCli, file]);
    expect(bad.status).toBe(1);
    expect(bad.out).toContain('the subject is 103 characters; keep it to 72 or fewer');
    writeFileSync(file, 'Add the grid\n\nIt balances its rows.\n# Added a comment.\n');
    expect(run(process.execPath, [messageCli, file])).toEqual({ status: 0, out: '' });
  });

  it('exits 2, which the hook lets through, when it has no message file to read', () => {
    const missing = run(process.execPath, [messageCli, join(temp, 'none')]);
    expect(missing.status).toBe(2);
    expect(missing.out).toContain('commit-msg: cannot read');
  });

  it('refuses a commit through .githooks/commit-msg in a repository that uses it', () => {
    git('init', '-q');
    mkdirSync(join(temp, 'scripts/git'), { recursive: true });
    mkdirSync(join(temp, '.githooks'));
    copyFileSync(messageCli, join(temp, 'scripts/git/commit-message.ts'));
    copyLib(temp);
    copyFileSync(join(here, '../../.githooks/commit-msg'), join(temp, '.githooks/commit-msg'));
    chmodSync(join(temp, '.githooks/commit-msg'), 0o755);
    git('config', 'core.hooksPath', '.githooks');
    // The hook runs the node on PATH: this one.
    vi.stubEnv('PATH', `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`);
    const refused = run('git', ['commit', '--allow-empty', '-m', long]);
    expect(refused.status).not.toBe(0);
    expect(refused.out).toContain('the subject is 103 characters');
    expect(run('git', ['commit', '-q', '--allow-empty', '-m', 'Add the grid']).status).toBe(0);
    expect(git('log', '--format=%s')).toBe('Add the grid');
  });
});

describe('install-hooks (npm prepare)', () => {
  it('does nothing outside a git repository, and says so', () => {
    expect(installHooks(temp)).toMatch(/is not a git work tree: git hooks not installed$/);
    // As npm runs it: a copy of the script in a folder that is no repository exits 0.
    mkdirSync(join(temp, 'scripts/git'), { recursive: true });
    copyFileSync(installCli, join(temp, 'scripts/git/install-hooks.ts'));
    copyLib(temp);
    const { status, out } = run(process.execPath, ['scripts/git/install-hooks.ts']);
    expect(status).toBe(0);
    expect(out).toMatch(/^install-hooks: .* is not a git work tree: git hooks not installed\n$/);
  });

  it("sets core.hooksPath to .githooks in a repository's top folder where it is unset", () => {
    git('init', '-q');
    expect(installHooks(temp)).toContain("set git's core.hooksPath to .githooks");
    expect(git('config', 'core.hooksPath')).toBe('.githooks');
    expect(installHooks(temp)).toContain('is .githooks already');
  });

  it('leaves another hooks path, and a folder inside a repository, alone', () => {
    git('init', '-q');
    git('config', 'core.hooksPath', '.husky');
    expect(installHooks(temp)).toContain('core.hooksPath is .husky: left alone');
    expect(git('config', 'core.hooksPath')).toBe('.husky');
    git('config', '--unset', 'core.hooksPath');
    mkdirSync(join(temp, 'vendored'));
    expect(installHooks(join(temp, 'vendored'))).toContain('not its top: git hooks not installed');
    expect(run('git', ['config', 'core.hooksPath']).out).toBe('');
  });
});

describe('check-commits (CI)', () => {
  it('passes the commits after the base that follow the rule, and fails naming one that does not', () => {
    git('init', '-q');
    commit('Added history before the rule, which is left as it was written.');
    const base = commit('Keep the base');
    commit('Add the grid\n\nIt balances its rows.');
    const good = { cwd: temp, base: { commit: base, date: '2026-11-27T12:00:00Z' } };
    expect(checkCommits(good)).toEqual({
      ok: true,
      lines: [
        `check-commits: the 1 commit(s) after ${base.slice(0, 7)} follow the commit-message rule`,
      ],
    });

    const bad = commit('Fixed the grid.');
    commit('Add a test');
    const { status, out } = run(process.execPath, [checkCli, '--base', base]);
    expect(status).toBe(1);
    expect(out).toContain('1 of the 3 commit(s) after');
    expect(out).toContain(`  ${bad.slice(0, 7)} Fixed the grid.\n`);
    expect(out).toContain("    - the subject should be imperative: 'Fixed …' → 'Fix …'");
    expect(out).not.toContain('history before the rule');
  });

  it('checks the commits dated after the base when the base is not in the history, and says so', () => {
    git('init', '-q');
    commit('Added an old commit.', '2026-11-01T00:00:00Z');
    commit('Add a new commit', '2026-11-28T00:00:00Z');
    const missing = { commit: '0'.repeat(40), date: '2026-11-27T00:00:00Z' };
    const { ok, lines } = checkCommits({ cwd: temp, base: missing });
    expect(ok).toBe(true);
    expect(lines[0]).toBe(
      'check-commits: 0000000 is not in this history: checking the commits dated after it (2026-11-27T00:00:00Z) instead',
    );
    expect(lines[1]).toContain('the 1 commit(s) dated after 2026-11-27T00:00:00Z follow');
  });
});
