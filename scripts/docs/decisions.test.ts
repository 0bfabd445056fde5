// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkDecisions,
  decisionsCommand,
  formatProblems,
  INDEX_FILE,
  parseDecision,
  readDecisions,
  renderIndex,
} from './decisions.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A decision's text: its title, its history line, a body. */
const decision = (number: number, title: string, history: string) =>
  `# ${number}. ${title}\n\n${history}\n\n**Context.** Something.\n\n**Decision.** Something else.\n`;

/** Three sound decisions: 2 supersedes part of 1, 3 stands alone. */
const SOUND: Record<string, string | undefined> = {
  '0001-first.md': decision(
    1,
    'The first',
    'Date: 2026-11-22. Status: superseded in part by 0002: its colour.',
  ),
  '0002-second.md': decision(
    2,
    'The second',
    "Date: 2026-11-24. Status: accepted. Supersedes 0001's colour.",
  ),
  '0003-third.md': decision(3, 'The third', 'Date: 2026-11-27. Status: accepted.'),
};

/** A new folder holding `files` (an undefined one left out). */
function folderOf(files: Record<string, string | undefined>): string {
  const folder = mkdtempSync(join(tmpdir(), 'decisions-'));
  folders.push(folder);
  for (const [file, text] of Object.entries(files)) {
    if (text !== undefined) writeFileSync(join(folder, file), text);
  }
  return folder;
}

/**
 * A folder of planted decisions with the index the script writes for `indexOf`: by default for the
 * planted decisions themselves, so that the index is sound and only what was planted is wrong.
 */
async function plant(
  files: Record<string, string | undefined>,
  indexOf: Record<string, string | undefined> = files,
): Promise<string> {
  const folder = folderOf(files);
  const { decisions } = await readDecisions(indexOf === files ? folder : folderOf(indexOf));
  writeFileSync(join(folder, INDEX_FILE), await renderIndex(decisions));
  return folder;
}

/** The problems found in `folder`, one line each. */
async function problemsIn(folder: string): Promise<string> {
  const { problems } = await checkDecisions(folder);
  return formatProblems(problems, '');
}

describe("the project's decisions", () => {
  it('each have a date and a status, supersede and are superseded in pairs, and are indexed', async () => {
    const { decisions, problems } = await checkDecisions();
    expect(formatProblems(problems)).toBe('');
    expect(decisions.length).toBeGreaterThanOrEqual(20);
  });
});

describe('the decisions check, on planted decisions', () => {
  it('finds a sound folder sound, its index a table of every decision', async () => {
    const folder = await plant(SOUND);
    expect(await problemsIn(folder)).toBe('');
    const index = readFileSync(join(folder, INDEX_FILE), 'utf8');
    expect(index).toContain('| [0002](0002-second.md) | The second');
    expect(index).toMatch(/\| superseded in part by 0002 +\| 2026-11-22 \|/);
    expect(index).toMatch(/\| accepted; supersedes 0001 +\| 2026-11-24 \|/);
  });

  it('fails a decision without its Date/Status line', async () => {
    const folder = await plant({
      ...SOUND,
      '0003-third.md': '# 3. The third\n\n**Context.** Something.\n',
    });
    expect(await problemsIn(folder)).toContain(
      '0003-third.md: has no "Date: YYYY-MM-DD. Status: …" line under its title (found "**Context.** Something.")',
    );
  });

  it.each([
    ['a date in another order', 'Date: 27-11-2026. Status: accepted.', 'has no "Date: YYYY-MM-DD'],
    [
      'a day not on the calendar',
      'Date: 2026-02-30. Status: accepted.',
      'is dated 2026-02-30, which',
    ],
    ['no status word', 'Date: 2026-11-27.', 'has no "Date: YYYY-MM-DD'],
    ['a status misspelt', 'Date: 2026-11-27. Status: acepted.', 'its status is "acepted"'],
    [
      'no dot at the end',
      'Date: 2026-11-27. Status: accepted',
      'has a Date/Status line that does not end with a dot',
    ],
    [
      'a part superseded without saying which',
      'Date: 2026-11-27. Status: superseded in part by 0001.',
      '"in part by 0001" is neither',
    ],
    [
      'a whole supersession that names a part',
      'Date: 2026-11-27. Status: superseded by 0001: its colour.',
      '"by 0001: its colour" is neither',
    ],
    [
      'a Supersedes that names no decision',
      'Date: 2026-11-27. Status: accepted. Supersedes the first.',
      'says "Supersedes the first." without a decision\'s number',
    ],
  ])('fails a malformed Date/Status line: %s', async (_case, history, problem) => {
    const folder = await plant({ ...SOUND, '0003-third.md': decision(3, 'The third', history) });
    expect(await problemsIn(folder)).toContain(`0003-third.md: ${problem}`);
  });

  it('fails an index that is not exactly what the script writes', async () => {
    const fourth = decision(4, 'The fourth', 'Date: 2026-11-28. Status: accepted.');
    const stale = await plant({ ...SOUND, '0004-fourth.md': fourth }, SOUND);
    expect(await problemsIn(stale)).toBe(
      'README.md: is not the index of the decisions (node scripts/docs/decisions.ts --write)',
    );
    const edited = await plant(SOUND);
    const index = join(edited, INDEX_FILE);
    writeFileSync(index, readFileSync(index, 'utf8').replace('The second', 'The 2nd'));
    expect(await problemsIn(edited)).toContain('README.md: is not the index of the decisions');
    rmSync(index);
    expect(await problemsIn(edited)).toContain('README.md: is missing');
  });

  it('fails a "superseded by" that names no decision, or one that does not say it supersedes', async () => {
    const missing = await plant({
      ...SOUND,
      '0003-third.md': decision(3, 'The third', 'Date: 2026-11-27. Status: superseded by 0009.'),
    });
    expect(await problemsIn(missing)).toContain(
      '0003-third.md: is superseded by 0009, which does not exist',
    );
    const silent = await plant({
      ...SOUND,
      '0002-second.md': decision(2, 'The second', 'Date: 2026-11-24. Status: superseded by 0003.'),
    });
    const problems = await problemsIn(silent);
    expect(problems).toContain(
      '0002-second.md: is superseded by 0003, whose status line does not say "Supersedes 0002"',
    );
    // …and 0001 has now lost the decision that superseded it.
    expect(problems).toContain(
      '0001-first.md: is superseded by 0002, whose status line does not say "Supersedes 0001"',
    );
    const earlier = await plant({
      ...SOUND,
      '0003-third.md': decision(3, 'The third', 'Date: 2026-11-27. Status: superseded by 0002.'),
    });
    expect(await problemsIn(earlier)).toContain(
      '0003-third.md: is superseded by 0002, which is not a later decision',
    );
  });

  it('fails a "Supersedes" whose decision does not name it back, or does not exist', async () => {
    const unanswered = await plant({
      ...SOUND,
      '0003-third.md': decision(
        3,
        'The third',
        'Date: 2026-11-27. Status: accepted. Supersedes 0002.',
      ),
    });
    expect(await problemsIn(unanswered)).toContain(
      '0003-third.md: supersedes 0002, whose status does not say "superseded by 0003"',
    );
    const ghost = await plant({
      ...SOUND,
      '0003-third.md': decision(
        3,
        'The third',
        'Date: 2026-11-27. Status: accepted. Supersedes 0007.',
      ),
    });
    expect(await problemsIn(ghost)).toContain(
      '0003-third.md: supersedes 0007, which does not exist',
    );
  });

  it('fails numbers with a gap, twice the same, or a name and title that disagree', async () => {
    const gap = await plant({
      ...SOUND,
      '0003-third.md': undefined,
      '0004-fourth.md': decision(4, 'The fourth', 'Date: 2026-11-27. Status: accepted.'),
    });
    expect(await problemsIn(gap)).toContain(': run 1 to 4 with gaps: no decision 0003');
    const twice = await plant({
      ...SOUND,
      '0003-again.md': decision(3, 'Again', 'Date: 2026-11-27. Status: accepted.'),
    });
    expect(await problemsIn(twice)).toContain('0003-third.md: has the number of 0003-again.md');
    const mismatch = await plant({
      ...SOUND,
      '0003-third.md': decision(4, 'The third', 'Date: 2026-11-27. Status: accepted.'),
    });
    expect(await problemsIn(mismatch)).toContain(
      '0003-third.md: is numbered 0003 by its name but 4 by its title',
    );
  });

  it('fails a file not named NNNN-words.md, or without a "# N. Title" first line', () => {
    expect(parseDecision('3-third.md', decision(3, 'The third', 'x')).problems).toEqual([
      'is not named NNNN-a-few-words.md (four digits, lower case)',
    ]);
    expect(
      parseDecision('0003-third.md', '# The third\n\nDate: 2026-11-27. Status: accepted.\n')
        .problems,
    ).toEqual(['does not start with its title: "# N. Title"']);
  });

  it('reads the history wrapped over lines, and several decisions superseding parts', () => {
    const { decision: parsed, problems } = parseDecision(
      '0016-engines.md',
      decision(
        16,
        'Engines',
        'Date: 2026-11-26. Status: superseded in part by 0017: its tolerance (1 % of pixels); in part by\n0018: its names.',
      ),
    );
    expect(problems).toEqual([]);
    expect(parsed?.supersededBy).toEqual([
      { number: 17, part: 'its tolerance (1 % of pixels)' },
      { number: 18, part: 'its names' },
    ]);
  });

  it('as a command: fails on a problem, writes the index with --write, then passes', async () => {
    const folder = await plant(SOUND, {});
    // What the command finds and does, in this process.
    const stale = await decisionsCommand({ dir: folder });
    expect(stale.ok).toBe(false);
    expect(stale.message).toContain(`${folder}/README.md: is not the index of the decisions`);
    expect((await decisionsCommand({ dir: folder, write: true })).ok).toBe(true);
    const sound = await decisionsCommand({ dir: folder });
    expect(sound.ok).toBe(true);
    expect(sound.message).toContain(`The 3 decisions in ${folder}/ and their index are sound.`);
    writeFileSync(join(folder, '0003-third.md'), '# 3. The third\n');
    // Once as node runs it, for what only a process shows: --dir (in its --dir=… form) and --write read
    // from the command line (with --write the stale index is no problem), the problems on stderr, the
    // exit status. A process each for the four steps above took 1.6-3.1 s on two busy cores, against
    // Vitest's 5 s for a test.
    const broken = spawnSync(
      process.execPath,
      [join(import.meta.dirname, 'decisions.ts'), `--dir=${folder}`, '--write'],
      { encoding: 'utf8' },
    );
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('0003-third.md: has no "Date: YYYY-MM-DD. Status: …" line');
    expect(broken.stderr).not.toContain('README.md');
  });
});
