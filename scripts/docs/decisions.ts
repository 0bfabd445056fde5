// The design decisions (docs/decisions/) and their index. A decision is one file, named for its number
// and a few words (0014-scripts-in-rooms-typed-by-jsdoc.md), whose first line is `# 14. Title` and whose
// next paragraph is its history, one line (wrapped at 100 columns like any other):
//
//   Date: 2026-11-27. Status: accepted.
//   Date: 2026-11-27. Status: accepted. Supersedes 0014's "Rooms".
//   Date: 2026-11-25. Status: superseded by 0030.
//   Date: 2026-11-26. Status: superseded in part by 0017: its tolerance; in part by 0018: its names.
//
// The date is the day the decision was first committed (`git log --follow --format=%as -- <file> |
// tail -1`). A decision is never rewritten: a later one supersedes it and says so, and the old one's
// status names it back.
//
//   node scripts/docs/decisions.ts           checks the decisions and their index (README.md)
//   node scripts/docs/decisions.ts --write   writes the index, when the decisions are sound
//
// `--dir <folder>` reads another folder (the unit test's planted decisions).
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import writeFileAtomic from 'write-file-atomic';
import { commandLine, isMain } from '../lib/cli.ts';

/** Where the decisions live, from the project root. */
export const DECISIONS_DIR = 'docs/decisions';
/** The index, in the decisions' folder. */
export const INDEX_FILE = 'README.md';

/** `0014-scripts-in-rooms-typed-by-jsdoc.md`: four digits, then lower-case words joined by hyphens. */
const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const TITLE = /^# ([1-9]\d*)\. (\S.*)$/;
const HISTORY = /^Date: (\d{4}-\d{2}-\d{2})\. Status: (.+)$/;
/** One decision that supersedes this one (or part of it), as its status names it. */
const SUPERSEDER = /^(in part )?by (\d{4})(?:: (.*\S))?$/;
/** A decision's number inside a `Supersedes …` clause (not a year of a date). */
const NUMBER = /\b(\d{4})\b(?!-\d)/g;

export interface Superseder {
  /** the decision that supersedes */
  number: number;
  /** what of this decision it supersedes; none when it supersedes all of it */
  part?: string;
}
/**
 * One decision as its file gives it.
 */
export interface Decision {
  /** its file name, in the decisions' folder */
  file: string;
  number: number;
  title: string;
  /** `YYYY-MM-DD` */
  date: string;
  /** none while it is accepted */
  supersededBy: Superseder[];
  /** the decisions its status line says it supersedes */
  supersedes: number[];
}
export type DecisionProblem = { file: string; message: string };

/** A decision's number as its file name writes it: `0014`. */
const padded = (number: number) => String(number).padStart(4, '0');

/** Whether `date` (`YYYY-MM-DD`) is a day of the calendar. */
function isCalendarDay(date: string) {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/**
 * The status of a history line, after `Status: ` and without its `Supersedes …` clause and last dot:
 * `accepted`, `superseded by 0030`, `superseded in part by 0017: what; in part by 0018: what`.
 * @returns who supersedes it (none: accepted), or what is wrong
 */
function parseStatus(status: string): Superseder[] | string {
  if (status === 'accepted') return [];
  if (!status.startsWith('superseded ')) {
    return `its status is "${status}": "accepted", "superseded by NNNN" or "superseded in part by NNNN: <what>"`;
  }
  const entries = status.slice('superseded '.length).split(/; (?=(?:in part )?by \d{4}\b)/);
  const superseders: Superseder[] = [];
  for (const entry of entries) {
    const match = SUPERSEDER.exec(entry);
    if (!match || Boolean(match[1]) !== Boolean(match[3])) {
      return `"${entry}" is neither "by NNNN" nor "in part by NNNN: <what>"`;
    }
    superseders.push({ number: Number(match[2]), ...(match[3] ? { part: match[3] } : {}) });
  }
  if (superseders.length > 1 && superseders.some(({ part }) => !part)) {
    return '"superseded by NNNN" (the whole of it) names one decision and no other beside it';
  }
  return superseders;
}

/**
 * Reads one decision's number, title and history from its file.
 * @param file the file's name
 * @param text the file's text
 */
export function parseDecision(
  file: string,
  text: string,
): { decision?: Decision; problems: string[] } {
  const name = FILE_NAME.exec(file);
  if (!name) return { problems: ['is not named NNNN-a-few-words.md (four digits, lower case)'] };
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const title = TITLE.exec(lines[0] ?? '');
  if (!title) return { problems: ['does not start with its title: "# N. Title"'] };
  const [, written, titleText = ''] = title;
  const problems: string[] = [];
  if (Number(written) !== Number(name[1])) {
    problems.push(`is numbered ${name[1]} by its name but ${written} by its title`);
  }
  const start = lines.findIndex((line, index) => index > 0 && line.trim() !== '');
  const paragraph = [];
  for (let index = start; index > 0 && lines[index]?.trim(); index += 1) {
    paragraph.push((lines[index] ?? '').trim());
  }
  const history = paragraph.join(' ');
  const line = HISTORY.exec(history);
  if (!line) {
    problems.push(
      `has no "Date: YYYY-MM-DD. Status: …" line under its title (found "${history.slice(0, 60)}")`,
    );
    return { problems };
  }
  const [, date = '', rest = ''] = line;
  if (!isCalendarDay(date)) problems.push(`is dated ${date}, which is not a day of the calendar`);
  if (!rest.endsWith('.')) problems.push('has a Date/Status line that does not end with a dot');
  const clause = rest.indexOf('. Supersedes ');
  const status = (clause < 0 ? rest : rest.slice(0, clause)).replace(/\.$/, '');
  const supersedesText = clause < 0 ? '' : rest.slice(clause + '. Supersedes '.length);
  const supersedes = [...supersedesText.matchAll(NUMBER)].map((match) => Number(match[1]));
  if (clause >= 0 && !supersedes.length) {
    problems.push(`says "Supersedes ${supersedesText}" without a decision's number (NNNN)`);
  }
  const supersededBy = parseStatus(status);
  if (typeof supersededBy === 'string') {
    problems.push(supersededBy);
    return { problems };
  }
  return {
    decision: {
      file,
      number: Number(name[1]),
      title: titleText,
      date,
      supersededBy,
      supersedes: [...new Set(supersedes)],
    },
    problems,
  };
}

/**
 * What no one file shows: numbers 1 to N once each, and each supersession stated at both ends.
 */
export function crossCheck(decisions: readonly Decision[]): DecisionProblem[] {
  const problems: DecisionProblem[] = [];
  const byNumber: Map<number, Decision> = new Map();
  for (const decision of decisions) {
    const other = byNumber.get(decision.number);
    if (other) {
      problems.push({ file: decision.file, message: `has the number of ${other.file}` });
    } else byNumber.set(decision.number, decision);
  }
  const highest = Math.max(0, ...byNumber.keys());
  const missing = [];
  for (let number = 1; number <= highest; number += 1) {
    if (!byNumber.has(number)) missing.push(padded(number));
  }
  if (missing.length) {
    problems.push({
      file: '(numbers)',
      message: `run 1 to ${highest} with gaps: no decision ${missing.join(', ')}`,
    });
  }
  for (const decision of byNumber.values()) {
    const own = padded(decision.number);
    for (const { number } of decision.supersededBy) {
      const later = byNumber.get(number);
      if (!later) {
        problems.push({
          file: decision.file,
          message: `is superseded by ${padded(number)}, which does not exist`,
        });
      } else if (number <= decision.number) {
        problems.push({
          file: decision.file,
          message: `is superseded by ${padded(number)}, which is not a later decision`,
        });
      } else if (!later.supersedes.includes(decision.number)) {
        problems.push({
          file: decision.file,
          message: `is superseded by ${padded(number)}, whose status line does not say "Supersedes ${own}"`,
        });
      }
    }
    for (const number of decision.supersedes) {
      const earlier = byNumber.get(number);
      if (!earlier) {
        problems.push({
          file: decision.file,
          message: `supersedes ${padded(number)}, which does not exist`,
        });
      } else if (number >= decision.number) {
        problems.push({
          file: decision.file,
          message: `supersedes ${padded(number)}, which is not an earlier decision`,
        });
      } else if (!earlier.supersededBy.some((entry) => entry.number === decision.number)) {
        problems.push({
          file: decision.file,
          message: `supersedes ${padded(number)}, whose status does not say "superseded by ${own}" (or "superseded in part by ${own}: <what>")`,
        });
      }
    }
  }
  return problems;
}

/**
 * Reads every decision of `dir` (each `.md` file but the index).
 */
export async function readDecisions(
  dir: string,
): Promise<{ decisions: Decision[]; problems: DecisionProblem[] }> {
  const files = (await readdir(dir))
    .filter((file) => file.endsWith('.md') && file !== INDEX_FILE)
    .sort();
  const decisions: Decision[] = [];
  const problems: DecisionProblem[] = [];
  for (const file of files) {
    const parsed = parseDecision(file, await readFile(join(dir, file), 'utf8'));
    if (parsed.decision) decisions.push(parsed.decision);
    problems.push(...parsed.problems.map((message) => ({ file, message })));
  }
  decisions.sort((a, b) => a.number - b.number);
  problems.push(...crossCheck(decisions));
  return { decisions, problems };
}

/** `|` would end a table cell. */
const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The index as this script writes it: how to add a decision, then a table of them all, formatted as
 * `prettier --write` would leave it (the project's settings), so the format check and this agree.
 */
export async function renderIndex(decisions: readonly Decision[]) {
  // The status names other decisions by number only: their links would double the table's width.
  const statusOf = (decision: Decision) => {
    const by = decision.supersededBy;
    let status = 'accepted';
    if (by.length) {
      const inPart = by.some(({ part }) => part);
      status = `superseded ${inPart ? 'in part ' : ''}by ${by.map(({ number }) => padded(number)).join(', ')}`;
    }
    if (decision.supersedes.length) {
      status += `; supersedes ${decision.supersedes.map(padded).join(', ')}`;
    }
    return status;
  };
  const rows = decisions.map(
    (decision) =>
      `| [${padded(decision.number)}](${decision.file}) | ${cell(decision.title)} | ${statusOf(decision)} | ${decision.date} |`,
  );
  const text = [
    '# Decisions',
    '',
    'Each design decision is one file here, numbered in the order they were made. To add one:',
    '',
    '1. Take the next number: a file named for it and a few words (0007-prerender-and-hosting.md is',
    '   decision 7), whose first line is `# N. Title`.',
    '2. Right under the title, one line (wrapped at 100 columns like any other):',
    '   `Date: YYYY-MM-DD. Status: accepted.`, dated the day the decision is first committed. Then',
    '   **Context.**, **Decision.** and **Consequences.**',
    '3. A decision is never rewritten. To change one, add a decision whose line ends `Supersedes NNNN.`',
    "   (or `Supersedes NNNN's <part>.`), and change only the old one's status: `superseded by NNNN`, or",
    '   `superseded in part by NNNN: <what>` (several: `…; in part by NNNN: <what>`).',
    '4. Regenerate this index: `node scripts/docs/decisions.ts --write`. Its unit test',
    '   (`scripts/docs/decisions.test.ts`) fails while the index is stale or a status line is wrong.',
    '',
    '| Number | Title | Status | Date |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  const project = resolve(import.meta.dirname, '../..');
  const indexPath = join(project, DECISIONS_DIR, INDEX_FILE);
  const config = (await resolveConfig(indexPath)) ?? {};
  return format(text, { ...config, filepath: indexPath });
}

/**
 * The decisions of `dir` and their index, checked: every problem, none when all is sound.
 */
export async function checkDecisions(
  dir: string = DECISIONS_DIR,
): Promise<{ decisions: Decision[]; problems: DecisionProblem[]; index: string }> {
  const { decisions, problems } = await readDecisions(dir);
  const index = await renderIndex(decisions);
  const written = await readFile(join(dir, INDEX_FILE), 'utf8').catch(() => undefined);
  if (written === undefined) {
    problems.push({
      file: INDEX_FILE,
      message: 'is missing (node scripts/docs/decisions.ts --write)',
    });
  } else if (written !== index) {
    problems.push({
      file: INDEX_FILE,
      message: 'is not the index of the decisions (node scripts/docs/decisions.ts --write)',
    });
  }
  return { decisions, problems, index };
}

/** The problems as lines: `file: message`, the file in `dir`. */
export function formatProblems(problems: readonly DecisionProblem[], dir: string = DECISIONS_DIR) {
  return problems
    .map(({ file, message }) => `${file.startsWith('(') ? dir : join(dir, file)}: ${message}`)
    .join('\n');
}

/**
 * What the command does for `dir`: checks the decisions and their index, or with `write` writes the
 * index when the decisions are sound. `ok` false: `message` names the problems (stderr, exit status 1);
 * true: what was found or written (stdout).
 */
export async function decisionsCommand({
  dir = DECISIONS_DIR,
  write = false,
}: { dir?: string; write?: boolean } = {}): Promise<{ ok: boolean; message: string }> {
  const { decisions, problems, index } = await checkDecisions(dir);
  const standing = write ? problems.filter(({ file }) => file !== INDEX_FILE) : problems;
  if (standing.length) {
    return {
      ok: false,
      message: `The decisions in ${dir}/ have problems:\n${formatProblems(standing, dir)}`,
    };
  }
  if (!write) {
    return {
      ok: true,
      message: `The ${decisions.length} decisions in ${dir}/ and their index are sound.`,
    };
  }
  // Whole, through a temporary file renamed over it, as every tool here writes a source file.
  await writeFileAtomic(join(dir, INDEX_FILE), index);
  return { ok: true, message: `Wrote ${join(dir, INDEX_FILE)}: ${decisions.length} decisions.` };
}

if (isMain(import.meta.url)) {
  const { values } = commandLine(
    'Usage: node scripts/docs/decisions.ts [--dir docs/decisions] [--write]',
    () =>
      parseArgs({
        options: {
          dir: { type: 'string', default: DECISIONS_DIR },
          write: { type: 'boolean', default: false },
        },
        strict: true,
      }),
  );
  const { ok, message } = await decisionsCommand(values);
  (ok ? console.info : console.error)(message);
  process.exitCode = ok ? 0 : 1;
}
