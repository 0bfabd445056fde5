// The commit-message rule, so that `git log --oneline` reads as a list of changes: a subject of 72
// characters or fewer, in the imperative ("Add", not "Added"), without a trailing period, then a blank
// line and the detail in the body. .githooks/commit-msg runs this file on the message git is about to
// commit (`node scripts/git/commit-message.ts <message file>`: it prints the problems and exits 1);
// scripts/git/check-commits.ts applies the same rule in CI to every commit after a fixed base.
// No dependencies: the hook runs it with whatever node is on PATH, which strips its types (22.18 on).
//
// Not commitlint (measured on 2 busy cores): it adds 57 packages and 22.5 MB to every
// `npm ci`, and takes 0.75-0.85 s of CPU per commit and per CI check against 0.15 s here. Nor would it
// hold less code: it has no imperative rule; its header-max-length counts UTF-16 units and its default
// ignores skip every revert and fixup! whole (`fixup! Added the grid.` passes), where this rule judges
// what they quote; its body-leading-blank reads the raw message, so a comment line above the subject
// fails it and a Signed-off-by: on the second line passes. Four of its five rules would be plugins
// holding this file's logic, and check-commits' shallow-clone fallback would stay.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { commandLine, isMain } from '../lib/cli.ts';

export const MAX_SUBJECT_LENGTH = 72;

/** Git's scissors line (`git commit -v`): it drops the line and everything below it. */
const SCISSORS = /^#\s*-+ >8 -+\s*$/;

/**
 * Real imperatives that end like a past tense (-ed) or a gerund (-ing). No third person ends in -ss or
 * -is (Process, Pass, Address, Access, Redress, Discuss pass on that); the other -s ones are listed.
 */
const IMPERATIVES = new Set([
  ...[
    'need',
    'embed',
    'feed',
    'seed',
    'reseed',
    'speed',
    'shed',
    'shred',
    'heed',
    'bleed',
    'breed',
  ],
  ...['proceed', 'succeed', 'exceed', 'weed', 'bed', 'wed'],
  ...['bring', 'string', 'spring', 'sting', 'swing', 'fling', 'cling', 'wring', 'ring', 'sing'],
  ...['focus', 'refocus', 'bias', 'alias', 'always'],
]);

/** First words the endings below would turn into nonsense. */
const IRREGULAR = {
  has: 'have',
  is: 'be',
  was: 'be',
  does: 'do',
} as Record<string, string>;

/**
 * A bare stem (the word less its -ed or -ing) as the verb it came from, roughly: a doubled final
 * consonant undoubled ("stopp" → "stop"), or a final e put back ("updat" → "update").
 */
function verbOf(stem: string) {
  if (/([bdgmnprt])\1$/.test(stem) && !/^(?:re)?add$/.test(stem)) return stem.slice(0, -1);
  const takesE =
    /(?:[^aeiou](?:ad|at|ut|iz|id|od|ud|ib|ir|ur|ar|il|in|os|is|ap)|[^aeiou][aeiouy][kmz]|[^t]reat|ais|writ|let|yp|v|u|[aeiou]c|rc|ang|rg|dg|[bcdfgkptyz]l|(?:^|[^c])us|[lnpr]s)$/;
  return takesE.test(stem) ? `${stem}e` : stem;
}

/**
 * The imperative of a first word that reads as a past tense, a gerund or a third person; undefined
 * when it reads as an imperative already. A heuristic on the ending, not a dictionary.
 * @param word lower case
 */
function imperativeOf(word: string): string | undefined {
  if (IMPERATIVES.has(word)) return undefined;
  if (word in IRREGULAR) return IRREGULAR[word];
  if (/^[a-z]{2,}ed$/.test(word)) {
    if (word.endsWith('eed')) return word.slice(0, -1); // agreed → agree
    if (word.endsWith('ied')) return `${word.slice(0, -3)}y`; // applied → apply
    return verbOf(word.slice(0, -2));
  }
  if (/^[a-z]{2,}ing$/.test(word)) return verbOf(word.slice(0, -3));
  if (/^[a-z]+[^is]s$/.test(word)) {
    if (word.endsWith('ies')) return `${word.slice(0, -3)}y`; // applies → apply
    if (/(?:ss|sh|ch|x|zz|o)es$/.test(word)) return word.slice(0, -2); // fixes → fix
    return word.slice(0, -1);
  }
  return undefined;
}

/**
 * The message as git would commit it, in lines: without comment lines and what follows the scissors
 * line (when `comments`), trailing whitespace and leading blank lines.
 */
function cleanLines(message: string, comments: boolean) {
  let lines = message.split(/\r?\n/);
  if (comments) {
    const scissors = lines.findIndex((line) => SCISSORS.test(line));
    if (scissors >= 0) lines = lines.slice(0, scissors);
    lines = lines.filter((line) => !line.startsWith('#'));
  }
  lines = lines.map((line) => line.trimEnd());
  const first = lines.findIndex((line) => line !== '');
  return first < 0 ? [] : lines.slice(first);
}

/**
 * The subject of a message as git would commit it ('' when there is none).
 * @param options `comments: false` for a message already committed
 */
export function subjectOf(message: string, { comments = true }: { comments?: boolean } = {}) {
  return cleanLines(message, comments)[0] ?? '';
}

/**
 * What is wrong with a commit message, in plain words; an empty list when nothing is. Git's own
 * subjects pass: a merge's ("Merge branch 'x' into y") at any length, a revert's (`Revert "<subject>"`)
 * judged by the subject it quotes, and a fixup!, squash! or amend! (autosquash folds them away) by
 * what follows the marker.
 * @param message the message file's text: comment lines (#) and the scissors line are
 *   ignored as git ignores them
 * @param options `comments: false` for a message already committed, where a
 *   line starting with # is text
 */
export function commitMessageProblems(
  message: string,
  { comments = true }: { comments?: boolean } = {},
): string[] {
  const lines = cleanLines(message, comments);
  const subject = lines[0] ?? '';
  if (subject.trim() === '') return ['the subject is empty'];
  const problems = [];

  const length = [...subject].length;
  const gitMerge = /^Merge (?:branch|branches|remote-tracking branch|tag|commit|pull request) /;
  // The subject less git's markers: fixup! and the like, and a revert's quotes.
  let core = subject;
  while (/^(?:fixup|squash|amend)! /.test(core)) core = core.replace(/^\w+! +/, '');
  const quoted = /^Revert ".*"$/.test(core);
  while (/^Revert ".*"$/.test(core)) core = core.slice('Revert "'.length, -1);
  const allowed = MAX_SUBJECT_LENGTH + length - [...core].length;
  if (!gitMerge.test(subject) && length > allowed) {
    problems.push(
      `the subject is ${length} characters; keep it to ${allowed} or fewer and put the detail in the body`,
    );
  }
  if (!quoted) {
    const word = /^[A-Za-z]+/.exec(core)?.[0];
    // An all-capitals first word (CSS, README) is a name, not a verb.
    const imperative =
      word && !(word.length > 1 && word === word.toUpperCase())
        ? imperativeOf(word.toLowerCase())
        : undefined;
    if (word && imperative) {
      const hint = word[0] === word[0]?.toUpperCase() ? capitalize(imperative) : imperative;
      problems.push(`the subject should be imperative: '${word} …' → '${hint} …'`);
    }
    if (core.endsWith('.')) problems.push('the subject ends with a period');
  }
  if (lines.length > 1 && lines[1] !== '') problems.push('leave a blank line after the subject');
  return problems;
}

function capitalize(word: string) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

if (isMain(import.meta.url)) {
  // A command line it cannot read exits 2, which the hook lets through.
  const [file] = commandLine(
    'Usage: node scripts/git/commit-message.ts <commit message file>',
    () => parseArgs({ options: {}, allowPositionals: true, strict: true }).positionals,
  );
  let message: string | undefined;
  try {
    if (file) message = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`commit-msg: cannot read ${file}: ${String(error)}`);
  }
  // 2, not 1: the hook lets a commit through when the check cannot run.
  if (message === undefined) {
    if (!file) console.error('usage: node scripts/git/commit-message.ts <commit message file>');
    process.exit(2);
  }
  const problems = commitMessageProblems(message);
  if (problems.length > 0) {
    console.error(`commit-msg: ${subjectOf(message)}`);
    for (const problem of problems) console.error(`  - ${problem}`);
    console.error(
      `The rule: a subject of ${MAX_SUBJECT_LENGTH} characters or fewer, imperative, no period; a blank line; the detail.\n` +
        `The message is kept: \`git commit -e -F ${file}\` opens it again.`,
    );
    process.exit(1);
  }
}
