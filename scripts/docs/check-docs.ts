// Checks the docs against the project, so a doc that drifts fails `npm test` instead of misleading a
// reader. Every markdown file of the project (README.md, docs/, tools/media/README.md) is read, and:
//
// - a file path it names in code (`src/motion/engine.ts`, `tools/media/*.ts`, `docs/hosting/`, a bare
//   `navbar-rule.ts`) must exist, as must a relative link's file and its #heading;
// - an npm script it names (`npm run bench:scroll`, `npm test`) must be one of package.json's;
// - an environment variable or constant it names in capitals (`VITE_SITE_URL`) must occur in the code;
// - a decision it cites (`decision 0009`) must be in docs/decisions/, and so must one a code comment cites;
// - every top-level folder must have a row in the README's layout table (the table whose first column
//   is "Folder"), and every folder directly under src/, scripts/ and tests/ a row in one of its tables;
// - the README stays a map: 150 lines or fewer.
//
// A decision (docs/decisions/) is a record of its day: a superseded one, and the context of an accepted
// one, keep the paths they were written with; the rest of an accepted decision is checked. Run it alone with `node scripts/docs/check-docs.ts`; a problem reads
//
//   README.md:42: names scripts/media/make-art.mjs, which does not exist
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, posix, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import ignore from 'ignore';
import picomatch from 'picomatch';
import { commandLine, isMain } from '../lib/cli.ts';
import { parseDecision } from './decisions.ts';

export type DocProblem = { doc: string; line: number; message: string };

/**
 * What a check reads: the project's files and folders (paths from the root, `/`-separated, as git would
 * commit them), the text of a file, and the markdown files to check.
 */
export interface Project {
  files: Set<string>;
  dirs: Set<string>;
  read: (path: string) => string;
  docs: string[];
  /** a path that a build or a run writes (git-ignored) */
  isOutput: (path: string) => boolean;
}

/** Extensions of the files whose text may name an environment variable or constant. */
const CODE = new Set(['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.sh', '.conf', '.html', '']);
/**
 * A bare file name worth checking: the kinds of source the project is made of. Not the kinds a build
 * writes and a host serves (`404.html`, `robots.txt`), which a doc may name without their folder.
 */
const BARE_FILE = /^[\w@][\w.@-]*\.(?:ts|tsx|mjs|cjs|js|json|md|conf|css|svg|sh|yml|yaml)$/;
/** A path's file, whatever its kind: checked when the path names its folder. */
const ANY_FILE = /^[\w@][\w.@-]*\.[a-z0-9]+$/;
/** The README is a map, not a manual. */
export const README_MAX_LINES = 150;
/** The folders whose every sub-folder the README maps. */
const MAPPED = /^(?:src|scripts|tests)\/[^/]+$/;
const CAPITALS = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/**
 * The project as git would commit it: every file that is not ignored by .gitignore (git itself is not
 * asked, so the check also runs from a copy of the checkout that is no repository).
 */
export function readProject(root: string): Project {
  const ignored = ignore().add([
    '.git',
    ...readFileSync(join(root, '.gitignore'), 'utf8').split('\n'),
  ]);
  const files: Set<string> = new Set();
  const dirs: Set<string> = new Set();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      const isDir =
        entry.isDirectory() || (entry.isSymbolicLink() && entry.name === 'node_modules');
      if (ignored.ignores(isDir ? `${path}/` : path)) continue;
      if (isDir) {
        dirs.add(path);
        walk(path);
      } else files.add(path);
    }
  };
  walk('');
  return {
    files,
    dirs,
    read: (path) => readFileSync(join(root, path), 'utf8'),
    docs: [...files].filter((file) => file.endsWith('.md')).sort(),
    isOutput: (path) => ignored.ignores(path) || ignored.ignores(`${path.replace(/\/$/, '')}/`),
  };
}

/**
 * GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
 */
export function anchorOf(heading: string) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

/**
 * The anchors of a markdown text's headings.
 */
function anchorsOf(text: string) {
  const anchors = new Set();
  for (const match of splitFences(text).prose.matchAll(/^#{1,6} +(.+)$/gm)) {
    anchors.add(anchorOf(match[1] ?? ''));
  }
  return anchors;
}

/**
 * A markdown text split at its fences: the prose, with each fenced block's lines blanked (line numbers
 * kept), and the lines inside the fences with their numbers.
 */
function splitFences(text: string) {
  let inFence = false;
  const fenced: { text: string; line: number }[] = [];
  const prose = text
    .split('\n')
    .map((line, index) => {
      if (/^\s*```/.test(line)) {
        inFence = !inFence;
        return '';
      }
      if (!inFence) return line;
      fenced.push({ text: line, line: index + 1 });
      return '';
    })
    .join('\n');
  return { prose, fenced };
}

/**
 * A decision with its **Context.** blanked (line numbers kept): the context tells what the code was
 * when the decision was taken, so the files it names may be long gone.
 */
function withoutContext(text: string) {
  let inContext = false;
  return text
    .split('\n')
    .map((line) => {
      if (line.startsWith('**')) inContext = line.startsWith('**Context.**');
      return inContext ? '' : line;
    })
    .join('\n');
}

/**
 * What a doc names: code (inline spans and fenced lines) and links, each with its line number.
 */
export function namesIn(text: string): {
  code: { text: string; line: number }[];
  links: { target: string; line: number }[];
} {
  const { prose, fenced } = splitFences(text);
  // A shell line's comment is prose.
  const code = fenced.map(({ text: line, line: number }) => ({
    text: line.replace(/ #.*$/, ''),
    line: number,
  }));
  const links: { target: string; line: number }[] = [];
  const lineAt = (offset: number) => prose.slice(0, offset).split('\n').length;
  // An inline span may wrap onto the next line; a table's `|` never ends one.
  for (const match of prose.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
    code.push({ text: (match[1] ?? '').replace(/\s*\n\s*/g, ' '), line: lineAt(match.index) });
  }
  for (const match of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    links.push({ target: match[1] ?? '', line: lineAt(match.index) });
  }
  return { code, links };
}

/**
 * A path named in code, as a glob over the project: placeholders (`<slug>`, `…`, `NNNN`) become `*`,
 * a line number (`:24`) is dropped. Null when the token is no project path.
 * @param topLevel the project's top-level files and folders
 */
export function pathPattern(token: string, topLevel: Set<string>) {
  const path = token
    .replace(/^[('"[]+|[)'",;:.\]]+$/g, '')
    .replace(/:\d+(?:-\d+)?$/, '')
    .replace(/^\.\//, '');
  if (!path || /:\/\/|^[~/@$]|^\.\.\/|=/.test(path)) return null;
  const first = path.split('/')[0] ?? '';
  // A path under a top-level folder, or any path to a file of a kind the project is made of (so a
  // folder that is gone is caught too); not a shot id (`visual/chromium/home-top`) nor a folder of a
  // layer named from inside `src/` (`shell/`).
  const name = path.split('/').pop() ?? '';
  if (!topLevel.has(first) && !(path.includes('/') ? ANY_FILE : BARE_FILE).test(name)) return null;
  return path.replace(/<[^>]*>/g, '*').replace(/…|\.\.\.|NNNN/g, '*');
}

/**
 * Whether a path pattern names something the project has (or a build writes).
 */
function exists(project: Project, pattern: string) {
  const bare = !pattern.includes('/');
  const dirOnly = pattern.endsWith('/');
  const glob = pattern.replace(/\/$/, '');
  if (project.isOutput(glob)) return true;
  const matches = picomatch(glob, { dot: true, basename: bare });
  if (!dirOnly && [...project.files].some((file) => matches(file))) return true;
  return [...project.dirs].some((dir) => matches(dir));
}

/**
 * The decisions a text cites (`decision 0009`, `decisions 0012 and 0015`) that docs/decisions/ does
 * not have, one problem per line.
 * @param decisions the numbers docs/decisions/ has (`0009`)
 */
function missingDecisions(decisions: Set<string>, file: string, text: string): DocProblem[] {
  const found: DocProblem[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/\bdecisions? +(\d{4}(?:(?:, *| and | or )\d{4})*)/gi)) {
      for (const number of (match[1] ?? '').match(/\d{4}/g) ?? []) {
        if (!decisions.has(number)) {
          found.push({
            doc: file,
            line: index + 1,
            message: `cites decision ${number}, which docs/decisions/ does not have`,
          });
        }
      }
    }
  });
  return found;
}

/**
 * Every problem of the project's docs, in the order of the docs and their lines.
 */
export function checkDocs(project: Project): DocProblem[] {
  const problems: DocProblem[] = [];
  const topLevel = new Set(
    [...project.files, ...project.dirs].map((path) => path.split('/')[0] ?? ''),
  );
  const { scripts: npmScripts = {} } = JSON.parse(project.read('package.json')) as {
    scripts?: Record<string, string>;
  };
  const scripts = new Set(Object.keys(npmScripts));
  const capitals: Set<string> = new Set();
  const decisions = new Set(
    [...project.files].flatMap((path) => /^docs\/decisions\/(\d{4})-/.exec(path)?.[1] ?? []),
  );
  for (const file of project.files) {
    const ext = extname(file);
    if (!CODE.has(ext) || file.endsWith('.md') || file === 'package-lock.json') continue;
    if (
      ext === '' &&
      !file.startsWith('.ci/') &&
      !file.startsWith('.githooks/') &&
      !file.startsWith('.env')
    )
      continue;
    const text = project.read(file);
    for (const match of text.matchAll(CAPITALS)) capitals.add(match[0]);
    problems.push(...missingDecisions(decisions, file, text));
  }

  for (const doc of project.docs) {
    const decision = /^docs\/decisions\/\d{4}-/.test(doc);
    const whole = project.read(doc);
    // Superseded, in whole or in part, as the decisions' own parser reads the status line (a
    // malformed one is the decisions' test's to report; the decision is checked meanwhile).
    if (decision && parseDecision(posix.basename(doc), whole).decision?.supersededBy.length)
      continue;
    const text = decision ? withoutContext(whole) : whole;
    const found: DocProblem[] = [];
    const report = (line: number, message: string) => found.push({ doc, line, message });
    found.push(...missingDecisions(decisions, doc, text));
    const { code, links } = namesIn(text);
    for (const { text: span, line } of code) {
      for (const match of span.matchAll(
        /\bnpm (?:run(?:-script)?\s+(?:--\S+\s+)*([\w:.-]+)|(test|start))\b/g,
      )) {
        const name = match[1] ?? match[2] ?? '';
        if (!scripts.has(name))
          report(line, `names npm script "${name}", which package.json does not have`);
      }
      for (const token of span.split(/\s+/)) {
        const capital = /^\$?\{?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\}?(?:=\S*)?[,.;:)]*$/.exec(token);
        if (capital?.[1] && !capitals.has(capital[1])) {
          report(line, `names ${capital[1]}, which no code reads or defines`);
          continue;
        }
        const pattern = pathPattern(token, topLevel);
        if (pattern === null) continue;
        // A path from the project's root, from `src/` (the docs name a layer's files so:
        // `motion/engine.ts`), or from the doc's own folder.
        const from = [pattern, `src/${pattern}`, posix.join(posix.dirname(doc), pattern)];
        if (!from.some((candidate) => exists(project, candidate))) {
          report(line, `names ${token.replace(/[),;:.]+$/, '')}, which does not exist`);
        }
      }
    }
    for (const { target, line } of links) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path = '', anchor] = target.split('#');
      const file = path ? posix.normalize(posix.join(posix.dirname(doc), path)) : doc;
      if (path && !project.files.has(file) && !project.dirs.has(file.replace(/\/$/, ''))) {
        report(line, `links to ${target}, which does not exist`);
      } else if (anchor && file.endsWith('.md') && !anchorsOf(project.read(file)).has(anchor)) {
        report(line, `links to ${target}, which has no heading #${anchor}`);
      }
    }
    problems.push(...found.sort((a, b) => a.line - b.line));
  }

  const readme = project.docs.includes('README.md') ? project.read('README.md') : '';
  const length = readme.trimEnd().split('\n').length;
  if (length > README_MAX_LINES) {
    problems.push({
      doc: 'README.md',
      line: README_MAX_LINES + 1,
      message: `is ${length} lines: keep it a map of ${README_MAX_LINES} or fewer and move the detail to docs/`,
    });
  }
  const rows = new Set(
    [...readme.matchAll(/^\| *`([^`]+?)\/?` *\|/gm)].map((match) =>
      (match[1] ?? '').replace(/\/$/, ''),
    ),
  );
  const hasLayoutTable = /^\| *Folder *\|/m.test(readme);
  for (const dir of [...project.dirs].filter((path) => !path.includes('/')).sort()) {
    if (!hasLayoutTable || !rows.has(dir)) {
      problems.push({
        doc: 'README.md',
        line: 1,
        message: `has no row for the folder ${dir}/ in its layout table`,
      });
    }
  }
  // A folder directly under src/, scripts/ or tests/ has a row too: its own name (a layer: `motion/`)
  // or its path (`scripts/build/`).
  for (const dir of [...project.dirs].filter((path) => MAPPED.test(path)).sort()) {
    if (!rows.has(dir) && !rows.has(dir.split('/')[1] ?? '')) {
      problems.push({
        doc: 'README.md',
        line: 1,
        message: `has no row for the folder ${dir}/ in its tables`,
      });
    }
  }
  return problems;
}

/**
 * One line per problem: `doc:line: message`.
 */
export function formatDocProblems(problems: DocProblem[]) {
  return problems.map(({ doc, line, message }) => `${doc}:${line}: ${message}`).join('\n');
}

if (isMain(import.meta.url)) {
  // No options: the docs of this checkout, whole.
  commandLine('Usage: node scripts/docs/check-docs.ts', () =>
    parseArgs({ options: {}, strict: true }),
  );
  const root = resolve(import.meta.dirname, '../..');
  const problems = checkDocs(readProject(root));
  if (problems.length > 0) {
    console.error(formatDocProblems(problems));
    console.error(`check-docs: ${problems.length} problem(s) in the docs`);
    process.exit(1);
  }
  console.info('check-docs: every path, script and variable the docs name exists');
}
