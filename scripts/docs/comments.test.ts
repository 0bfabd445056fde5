// @vitest-environment node
// Comments and test titles explain the code to whoever reads it, not its history: a reference to an
// issue of the project's tracker ("issue" and a number) means nothing without the tracker. Say the
// reason it stands for instead: what the rule or budget protects, what was measured, what goes wrong
// without it. Design decisions are named by their file under docs/decisions/, which the reader has.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readProject } from './check-docs.ts';

/** The repository's root: this file is scripts/docs/comments.test.ts. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The folders read: the code, its tests and tools, CI and the public files. */
const FOLDERS = ['src/', 'scripts/', 'tests/', 'tools/', '.ci/', 'public/'];
/** Files at the root that are not config: prose rewritten elsewhere, and npm's generated lock. */
const ROOT_FILES_LEFT_OUT = new Set(['README.md', 'package-lock.json']);

/**
 * The word "issue" or "issues" in any case, then spaces, a "#" or a "-", then a number (a list of
 * several is caught by its first number). Built from two parts so that this file's own text does not
 * match it. A bare "#" and a number is not matched: hex colours ("#000") read the same.
 */
const TRACKER_REFERENCE = new RegExp(['\\bissue', 's?[\\s#-]*\\d'].join(''), 'i');

/** Whether the guard reads this tracked path. */
export function isScanned(path: string): boolean {
  if (path.includes('__screenshots__/')) return false;
  if (!path.includes('/')) return !ROOT_FILES_LEFT_OUT.has(path);
  return FOLDERS.some((folder) => path.startsWith(folder));
}

/** Each line of `text` that names a tracker issue, as `file:line: the line`. */
export function trackerReferences(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      TRACKER_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
}

/** The tracker references in `files` (paths under `root`), binary files and missing ones skipped. */
export function scan(root: string, files: readonly string[]): string[] {
  return files.flatMap((file) => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(root, file));
    } catch {
      return []; // deleted in the working tree, not yet in the index
    }
    if (bytes.includes(0)) return []; // binary: a picture, a video, a font
    return trackerReferences(file, bytes.toString('utf8'));
  });
}

/**
 * The files the guard reads: those git would commit, found on disk (not by asking git: the unit suite
 * also runs from a copy of the checkout that is no repository).
 */
function trackedFiles(): string[] {
  return [...readProject(ROOT).files].filter((path) => isScanned(path)).sort();
}

/** Spelled apart from the numbers here, as in the pattern, so that this file never matches itself. */
const ISSUE = 'issue';
const CAPITAL_ISSUE = ISSUE.replace('i', 'I');

const temporary: string[] = [];
afterAll(() => {
  for (const folder of temporary.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('comments and test titles', () => {
  it('name no tracker issue in any tracked source, test, tool, CI or root config file', () => {
    const files = trackedFiles();
    // The listing really holds the code, so that an empty one cannot pass.
    expect(files).toEqual(
      expect.arrayContaining(['eslint.config.js', 'vite.config.ts', 'src/motion/match-media.ts']),
    );
    // The result is a list of file:line, one per reference: say the reason instead.
    expect(scan(ROOT, files)).toEqual([]);
  });

  it('catch each form of the reference, naming the file and line', () => {
    const lines = [
      'const budget = 100;',
      `// The budgets of ${ISSUE} 23: 100 ms at 4x.`,
      `/* As ${ISSUE}s 3 and 4 measured. */`,
      `  it('are the ${ISSUE}-11 numbers', () => {`,
      `// ${ISSUE.toUpperCase()} #12`,
      `// Against the production build. ${CAPITAL_ISSUE} 10.`,
    ];
    expect(trackerReferences('src/planted.ts', lines.join('\n'))).toEqual([
      `src/planted.ts:2: // The budgets of ${ISSUE} 23: 100 ms at 4x.`,
      `src/planted.ts:3: /* As ${ISSUE}s 3 and 4 measured. */`,
      `src/planted.ts:4: it('are the ${ISSUE}-11 numbers', () => {`,
      `src/planted.ts:5: // ${ISSUE.toUpperCase()} #12`,
      `src/planted.ts:6: // Against the production build. ${CAPITAL_ISSUE} 10.`,
    ]);
  });

  it('leave code about issues, words that end in "issue", hex colours and upstream links alone', () => {
    const lines = [
      'for (const issue of result.error?.issues ?? []) add(issue.path, issue.message);',
      'const issues = [1, 2];',
      'the tissue 3 layers deep',
      'background: #000; color: #123;',
      'never removes it (greensock/GSAP#654)',
    ];
    expect(trackerReferences('src/fine.ts', lines.join('\n'))).toEqual([]);
  });

  it('find a reference planted in a file, and skip binary and missing files', () => {
    const root = mkdtempSync(join(tmpdir(), 'comments-guard-'));
    temporary.push(root);
    const write = (path: string, data: string | Buffer) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), data);
    };
    write('src/planted.ts', `export const x = 1;\n// Kept for ${ISSUE} 7.\n`);
    write('src/picture.png', Buffer.from(`\u0089PNG\0\0 ${ISSUE} 7`, 'latin1'));
    expect(scan(root, ['src/planted.ts', 'src/picture.png', 'src/gone.ts'])).toEqual([
      `src/planted.ts:2: // Kept for ${ISSUE} 7.`,
    ]);
  });

  it('read the code folders and root config files, not the prose, the lock or the screenshots', () => {
    for (const path of [
      'src/motion/match-media.ts',
      'tests/bench/perf.ts',
      'tests/e2e/budgets.spec.ts',
      'tools/media/import.test.ts',
      '.ci/run',
      'public/_headers',
      'eslint.config.js',
      'package.json',
    ])
      expect(isScanned(path), path).toBe(true);
    for (const path of [
      'README.md',
      'docs/decisions/0009-speed-on-a-slow-phone.md',
      'package-lock.json',
      'tests/visual/__screenshots__/home.png',
    ])
      expect(isScanned(path), path).toBe(false);
  });

  it('do not match their own guard', () => {
    const own = fileURLToPath(import.meta.url);
    expect(trackerReferences('scripts/docs/comments.test.ts', readFileSync(own, 'utf8'))).toEqual(
      [],
    );
  });
});
