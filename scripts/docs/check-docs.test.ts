import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  checkDocs,
  formatDocProblems,
  pathPattern,
  readProject,
  README_MAX_LINES,
  type Project,
} from './check-docs.ts';

const root = resolve(import.meta.dirname, '../..');
const project = readProject(root);

/** The real project with some docs' text replaced (or added). */
function withDocs(docs: Record<string, string>): Project {
  return {
    ...project,
    files: new Set([...project.files, ...Object.keys(docs)]),
    docs: [...new Set([...project.docs, ...Object.keys(docs)])].sort(),
    read: (path) => docs[path] ?? project.read(path),
  };
}

/** A variable no code reads, spelt apart so that this file (code the check reads) does not define it. */
const UNREAD = ['VITE', 'NOT', 'READ'].join('_');
/** A decision there is not, spelt apart for the same reason. */
const GONE = ['09', '99'].join('');

const messages = (problems: ReturnType<typeof checkDocs>) =>
  problems.map(({ doc, line, message }) => `${doc}:${line}: ${message}`);

describe('the docs', () => {
  it('name only files, npm scripts and variables that exist, and give every folder a row', () => {
    expect(formatDocProblems(checkDocs(project))).toBe('');
  });

  it('are the README, the guides, the decisions and the media tools’ README', () => {
    expect(project.docs).toContain('README.md');
    expect(project.docs).toContain('docs/testing.md');
    expect(project.docs).toContain('docs/decisions/0001-scroll-engine.md');
    expect(project.docs).toContain('tools/media/README.md');
    expect(project.docs.some((doc) => doc.startsWith('node_modules/'))).toBe(false);
  });
});

describe('the doc check', () => {
  it('fails on a wrong path planted in the README, naming the line', () => {
    const readme = project.read('README.md');
    const planted = readme.replace(
      '## Guides',
      'The engine is `src/motion/scroll-engine.ts`.\n\n## Guides',
    );
    const line = planted.split('\n').findIndex((text) => text.includes('scroll-engine')) + 1;
    expect(messages(checkDocs(withDocs({ 'README.md': planted })))).toEqual([
      `README.md:${line}: names src/motion/scroll-engine.ts, which does not exist`,
    ]);
  });

  it('fails on a missing npm script, variable, folder, link, heading and bare file name', () => {
    const doc = [
      '# Planted',
      '',
      `Run \`npm run bench:nothing\`, then \`npm test\`, with \`${UNREAD}=1\` set and \`VITE_SITE_URL\`.`,
      'See `scripts/media/` and `navbar-gone.ts`, but `navbar-rule.ts:24` and `tools/media/*.ts` exist.',
      'Read [the guide](testing.md), [its loop](testing.md#nowhere) and [this](../docs/nothing.md).',
      `As decision 0009 and decisions 0013 and ${GONE} say.`,
      '',
      '```sh',
      'npm run lint && node scripts/docs/nothing.mjs   # a comment naming `npm run nothing`',
      '```',
    ].join('\n');
    expect(messages(checkDocs(withDocs({ 'docs/planted.md': doc })))).toEqual([
      'docs/planted.md:3: names npm script "bench:nothing", which package.json does not have',
      `docs/planted.md:3: names ${UNREAD}, which no code reads or defines`,
      'docs/planted.md:4: names scripts/media/, which does not exist',
      'docs/planted.md:4: names navbar-gone.ts, which does not exist',
      'docs/planted.md:5: links to testing.md#nowhere, which has no heading #nowhere',
      'docs/planted.md:5: links to ../docs/nothing.md, which does not exist',
      `docs/planted.md:6: cites decision ${GONE}, which docs/decisions/ does not have`,
      'docs/planted.md:9: names scripts/docs/nothing.mjs, which does not exist',
    ]);
  });

  it('fails when a top-level folder, or one under src/, scripts/ or tests/, has no row in the README', () => {
    const readme = project.read('README.md').replace(/^\| `tools\/` .*\n/m, '');
    expect(messages(checkDocs(withDocs({ 'README.md': readme })))).toEqual([
      'README.md:1: has no row for the folder tools/ in its layout table',
    ]);
    const planted: Project = {
      ...project,
      dirs: new Set([...project.dirs, 'fixtures', 'src/widgets', 'scripts/deploy', 'src/ui/deep']),
    };
    expect(messages(checkDocs(planted))).toEqual([
      'README.md:1: has no row for the folder fixtures/ in its layout table',
      'README.md:1: has no row for the folder scripts/deploy/ in its tables',
      'README.md:1: has no row for the folder src/widgets/ in its tables',
    ]);
  });

  it('fails when the README grows past a map’s length', () => {
    const long = `${project.read('README.md')}${'\nMore detail.'.repeat(README_MAX_LINES)}`;
    expect(messages(checkDocs(withDocs({ 'README.md': long })))).toEqual([
      `README.md:${README_MAX_LINES + 1}: is ${long.trimEnd().split('\n').length} lines: keep it a map of ${README_MAX_LINES} or fewer and move the detail to docs/`,
    ]);
  });

  it('reads a superseded decision, and an accepted one’s context, as the record of their day', () => {
    const gone = 'the code lived in `src/old-place/engine.ts`.';
    const superseded = `# 90. Old\n\nDate: 2026-11-22. Status: superseded by 0091.\n\n**Decision.** ${gone}\n`;
    const accepted = `# 91. New\n\nDate: 2026-11-23. Status: accepted.\n\n**Context.** ${gone}\n\n**Decision.** ${gone}\n`;
    expect(
      messages(
        checkDocs(
          withDocs({
            'docs/decisions/0090-old.md': superseded,
            'docs/decisions/0091-new.md': accepted,
          }),
        ),
      ),
    ).toEqual([
      'docs/decisions/0091-new.md:7: names src/old-place/engine.ts, which does not exist',
    ]);
  });

  it('takes routes, shot ids, URLs, packages and placeholders for what they are', () => {
    const top = new Set(['src', 'tests', 'docs']);
    expect(pathPattern('/about', top)).toBeNull();
    expect(pathPattern('visual/chromium/home-top', top)).toBeNull();
    expect(pathPattern('http://127.0.0.1:4400/admin/', top)).toBeNull();
    expect(pathPattern('@/motion/gsap', top)).toBeNull();
    expect(pathPattern('~/.cache/agency-site/node/', top)).toBeNull();
    expect(pathPattern('src/content/data/projects/<address>.json', top)).toBe(
      'src/content/data/projects/*.json',
    );
    expect(pathPattern('src/assets/…', top)).toBe('src/assets/*');
    expect(pathPattern('(src/app/routes.tsx:24),', top)).toBe('src/app/routes.tsx');
  });

  it('links to headings as GitHub names them', () => {
    expect(anchorOf("The tester's loop: visual baselines")).toBe(
      'the-testers-loop-visual-baselines',
    );
    expect(anchorOf('`src/`: layers')).toBe('src-layers');
  });
});
