// Checks the site's content (src/content/data/) against its schema (src/content/schema.ts) and against
// the media on disk, and names the file, the field and the rule of every problem:
//
//   src/content/data/about.json: team.members[4].photo.file: no picture "member-5" in src/assets/team/
//   (make one: npm run media:import -- <photo> --as team-portrait:member-5)
//
// The build stops on any problem, the dev server shows it on the page, and `npm test` runs it as a unit
// test. Run it alone with `node scripts/content/check-content.ts`.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { listed } from '../../src/content/listed.ts';
import { contentFiles, SLUG_PATTERN } from '../../src/content/schema.ts';
import { isMain } from '../lib/cli.ts';
import { commandFlags } from '../lib/cli.ts';
import { readImported } from '@agency-site/media/imported';
import { cardWords, SHARE_RECORD, shareCards, shareContent } from '@agency-site/media/share-cards';

/** Where the data lives, from the project root. */
export const DATA_DIR = 'src/content/data';

export type ContentProblem = { file: string; field: string; rule: string };

/**
 * The most a data file may weigh, in bytes: a page's data ships in its script, whose own share of the
 * route budget is 40 KB gzip (scripts/build/check-budgets.ts); 24 KB of JSON is about 8 KB of it, four
 * times the About page's data today. A project's file is one page's story.
 */
export const DATA_FILE_LIMIT = { page: 24 * 1024, project: 12 * 1024 };

/** A size as people read it: 1.5 MB, 31 KB, 900 bytes. */
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KB`
      : `${bytes} bytes`;

/**
 * Each picture field, its asset folder and the media:import slot that makes its files: the slot
 * `<kind>:<x>` makes the picture `<prefix><x><suffix>` (tools/media/import.ts SLOTS).
 */
export const PICTURES = [
  {
    file: 'home.json',
    field: /^cards\[\d+\]\.image$/,
    dir: 'src/assets/home',
    prefix: 'card-',
    suffix: '',
    kind: 'home-card',
  },
  {
    file: 'about.json',
    field: /^team\.members\[\d+\]\.photo$/,
    dir: 'src/assets/team',
    prefix: '',
    suffix: '',
    kind: 'team-portrait',
  },
  {
    file: 'projects/*.json',
    field: /^cardImage$/,
    dir: 'src/assets/portfolio',
    prefix: '',
    suffix: '-card',
    kind: 'portfolio-card',
  },
  {
    file: 'projects/*.json',
    field: /^coverImage$/,
    dir: 'src/assets/projects',
    prefix: '',
    suffix: '-cover',
    kind: 'project-cover',
  },
  {
    file: 'projects/*.json',
    field: /^finalProduct\.images\[\d+\]$/,
    dir: 'src/assets/projects',
    prefix: '',
    suffix: '',
    kind: 'project-screen',
  },
].map((picture) => ({
  ...picture,
  /** The slot that makes the picture `name` (`card-generative` → `home-card:generative`). */
  slot(name: string) {
    let core = name;
    if (picture.prefix && core.startsWith(picture.prefix)) core = core.slice(picture.prefix.length);
    if (picture.suffix && core.endsWith(picture.suffix))
      core = core.slice(0, -picture.suffix.length);
    return `${picture.kind}:${core}`;
  },
  /**
   * The media:import command that makes the picture `name`, and the name to write instead when the
   * import cannot make that one (its slot adds `card-` or `-cover`): a hint that never loops.
   * @param fallback the name to suggest when `name` is not one the slot makes
   */
  fix(name: string, fallback: string) {
    const makes =
      name.startsWith(picture.prefix) &&
      name.endsWith(picture.suffix) &&
      name.length > picture.prefix.length + picture.suffix.length;
    const made = makes ? name : `${picture.prefix}${fallback}${picture.suffix}`;
    const slot = `${picture.kind}:${made.slice(picture.prefix.length, made.length - picture.suffix.length)}`;
    const command = `npm run media:import -- <photo> --as ${slot}`;
    return makes
      ? `make one: ${command}`
      : `the import names this picture "${made}": run ${command}, then set the field to "${made}"`;
  },
}));

/** `team.members[4].photo` from a path of keys and indexes (a schema issue's, a picture's). */
export function fieldOf(path: readonly PropertyKey[]) {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
    )
    .join('');
}

/**
 * Every `{ file, alt }` in a value, with its field.
 */
function* pictureFields(
  value: unknown,
  path: PropertyKey[] = [],
): Generator<{ field: string; name: string }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* pictureFields(item, [...path, index]);
  } else if (value && typeof value === 'object') {
    if ('file' in value && 'alt' in value && typeof value.file === 'string') {
      yield { field: fieldOf(path), name: value.file };
    }
    for (const [key, item] of Object.entries(value)) yield* pictureFields(item, [...path, key]);
  }
}

/** The picture names of an asset folder: `member-1` for member-1.portrait.640x800.webp. */
async function picturesIn(root: string, dir: string) {
  const files = await readdir(join(root, dir)).catch(() => []);
  return new Set(files.map((file) => file.split('.')[0] ?? file));
}

/**
 * Every data file, each with its schema key (`projects/*.json` for a project).
 */
async function dataFiles(root: string) {
  const dir = join(root, DATA_DIR);
  const projects = (await readdir(join(dir, 'projects')).catch(() => [])).filter((file) =>
    file.endsWith('.json'),
  );
  return [
    ...Object.keys(contentFiles)
      .filter((key) => !key.includes('*'))
      .map((key) => ({ key, file: key })),
    ...projects.sort().map((file) => ({ key: 'projects/*.json', file: `projects/${file}` })),
  ];
}

/**
 * Reads and checks every data file. Returns the problems (none when the content is sound), the
 * warnings (texts that name other content and have gone stale: they ship, but someone should look)
 * and the parsed data by file.
 * @param root the project root
 */
export async function checkContent(
  root: string = process.cwd(),
): Promise<{ problems: ContentProblem[]; warnings: ContentProblem[]; data: Map<string, unknown> }> {
  const problems: ContentProblem[] = [];
  const data: Map<string, unknown> = new Map();
  const files = await dataFiles(root);
  const folders = new Map<string, Set<string>>();
  for (const { key, file } of files) {
    const shown = `${DATA_DIR}/${file}`;
    const add = (field: string, rule: string) => problems.push({ file: shown, field, rule });
    const text = await readFile(join(root, DATA_DIR, file), 'utf8').catch(() => undefined);
    if (text === undefined) {
      add('(file)', 'is missing');
      continue;
    }
    const bytes = Buffer.byteLength(text);
    const limit = key === 'projects/*.json' ? DATA_FILE_LIMIT.project : DATA_FILE_LIMIT.page;
    if (bytes > limit) {
      add(
        '(file)',
        `is ${size(bytes)}; a ${key === 'projects/*.json' ? 'project' : 'page'}’s data must stay within ${size(limit)} (it ships in the page’s script): look for a pasted picture or document`,
      );
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      add('(file)', `is not valid JSON: ${(error as Error).message}`);
      continue;
    }
    const schema = contentFiles[key as keyof typeof contentFiles];
    const result = schema.safeParse(value);
    for (const issue of result.error?.issues ?? [])
      add(fieldOf(issue.path) || '(file)', issue.message);
    const slug = key === 'projects/*.json' ? file.slice('projects/'.length, -'.json'.length) : '';
    if (key === 'projects/*.json' && !SLUG_PATTERN.test(slug)) {
      add(
        '(file name)',
        'must be lower-case letters, digits and single hyphens: it is the page address',
      );
    }
    // Pictures are looked for even in a file with other problems, so that one run names them all.
    for (const { field, name } of pictureFields(value)) {
      const picture = PICTURES.find((entry) => entry.file === key && entry.field.test(field));
      if (!picture) continue;
      if (!folders.has(picture.dir)) folders.set(picture.dir, await picturesIn(root, picture.dir));
      if (!folders.get(picture.dir)?.has(name)) {
        add(
          `${field}.file`,
          `no picture "${name}" in ${picture.dir}/ (${picture.fix(name, slug || name)})`,
        );
      }
    }
    if (result.success) data.set(file, result.data);
  }
  problems.push(...crossChecks(data));
  const warnings = staleTexts(data);
  if (problems.length === 0) warnings.push(...(await staleShareCards(root, data)));
  return { problems, warnings, data };
}

/** The command that draws the share cards again. */
const DRAW_CARDS = 'node tools/media/make-share-images.ts share';

/**
 * The link-preview cards (public/share/<name>.jpg) drawn with words or art the content no longer has,
 * and the pages with no card yet; a card imported from a photo (media:import --as share-card:<page>)
 * is the agency's own and never stale.
 * @param data the data files as checked, every one sound
 */
async function staleShareCards(
  root: string,
  data: ReadonlyMap<string, unknown>,
): Promise<ContentProblem[]> {
  const cards = shareCards(shareContent(data));
  const record = JSON.parse(
    await readFile(join(root, SHARE_RECORD), 'utf8').catch(() => '{}'),
  ) as Record<string, string | undefined>;
  const imported = await readImported(root);
  const warnings: ContentProblem[] = [];
  for (const card of cards) {
    const file = `public/share/${card.name}.jpg`;
    if (imported[`public/share/${card.name}`]) continue;
    const now = cardWords(card);
    const drawn = existsSync(join(root, file)) ? record[card.name] : undefined;
    if (drawn === now) continue;
    warnings.push({
      file,
      field: '(link-preview card)',
      rule: drawn
        ? `was drawn saying "${drawn}"; the content now says "${now}" (draw it again: ${DRAW_CARDS})`
        : `is not drawn yet (draw it: ${DRAW_CARDS}, once its art exists)`,
    });
  }
  return warnings;
}

/**
 * The search and link-preview texts (seo.json) that name some of the projects or packages but not all:
 * written when there were fewer, they have gone stale. `{projects}` and `{packages}` in a text are the
 * lists made from the data (src/content/seo.ts), which never go stale.
 */
function staleTexts(data: Map<string, unknown>): ContentProblem[] {
  const seo = data.get('seo.json') as Record<string, Record<string, string>> | undefined;
  if (!seo) return [];
  const projects = [...data]
    .filter(([file]) => file.startsWith('projects/'))
    .map(([, value]) => value as { order: number; title: string })
    .sort((a, b) => a.order - b.order)
    .map((project) => project.title);
  const packageData = data.get('packages.json') as { packages?: { title: string }[] } | undefined;
  const packages = (packageData?.packages ?? []).map((pkg) => pkg.title);
  const warnings: ContentProblem[] = [];
  for (const [page, texts] of Object.entries(seo)) {
    for (const [field, text] of Object.entries(texts)) {
      for (const [kind, titles, where] of [
        ['projects', projects, `a project of ${DATA_DIR}/projects/`],
        ['packages', packages, `a package of ${DATA_DIR}/packages.json`],
      ] as const) {
        const named = titles.filter((title) => text.includes(title));
        const missing = titles.filter((title) => !text.includes(title));
        if (named.length === 0 || missing.length === 0) continue;
        warnings.push({
          file: `${DATA_DIR}/seo.json`,
          field: `${page}.${field}`,
          rule: `names ${listed(named)} but not ${listed(missing)} (${where}): name ${missing.length === 1 ? 'it' : 'them'} too, or write {${kind}} for the list made from the data`,
        });
      }
    }
  }
  return warnings;
}

/**
 * What one file's schema cannot see: ids unique within a list, project orders unique.
 */
function crossChecks(data: Map<string, unknown>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const unique = (file: string, list: string, items: unknown[] | undefined, key: string) => {
    const seen = new Map();
    for (const [index, item] of (items ?? []).entries()) {
      const id = (item as Record<string, unknown>)[key];
      if (seen.has(id)) {
        problems.push({
          file: `${DATA_DIR}/${file}`,
          field: `${list}[${index}].${key}`,
          rule: `must be unique: ${list}[${seen.get(id)}] has ${JSON.stringify(id)} already`,
        });
      } else seen.set(id, index);
    }
  };
  const home = data.get('home.json') as { cards?: unknown[] } | undefined;
  unique('home.json', 'cards', home?.cards, 'id');
  const packages = data.get('packages.json') as { packages?: unknown[] } | undefined;
  unique('packages.json', 'packages', packages?.packages, 'id');
  const orders = new Map();
  for (const [file, value] of data) {
    if (!file.startsWith('projects/')) continue;
    const order = (value as { order: number }).order;
    if (orders.has(order)) {
      problems.push({
        file: `${DATA_DIR}/${file}`,
        field: 'order',
        rule: `must be unique: ${DATA_DIR}/${orders.get(order)} has ${order} already`,
      });
    } else orders.set(order, file);
  }
  return problems;
}

/** The problems as lines: `file: field: rule`. */
export function formatProblems(problems: readonly ContentProblem[]) {
  return problems.map(({ file, field, rule }) => `${file}: ${field}: ${rule}`).join('\n');
}

/** The warnings as one message: they do not stop a build, but they are read. */
export function staleWarning(warnings: readonly ContentProblem[]) {
  return `The site's content has ${warnings.length === 1 ? 'a text' : `${warnings.length} texts`} that may have gone stale:\n${formatProblems(warnings)}`;
}

/** The check's result as one error for the build and the dev server's overlay. */
export function contentError(problems: readonly ContentProblem[]) {
  const count = problems.length === 1 ? 'a problem' : `${problems.length} problems`;
  return new Error(`The site's content has ${count}:\n${formatProblems(problems)}`);
}

/**
 * The check as a Vite plugin: a build stops on a problem; the dev server shows it on the page (and in
 * the terminal) whenever a data file or a picture folder changes. `skip`: the unit tests' own builds
 * (the check has a test of its own).
 */
export function contentCheck({
  root = process.cwd(),
  skip = false,
}: { root?: string; skip?: boolean } = {}): Plugin {
  return {
    name: 'agency:content-check',
    async buildStart() {
      if (skip) return;
      const { problems, warnings } = await checkContent(root);
      if (warnings.length) this.warn(staleWarning(warnings));
      if (problems.length) this.error(contentError(problems).message);
    },
    configureServer(server) {
      if (skip) return;
      const watched = (file: string) => {
        const path = relative(root, file);
        return path.startsWith(DATA_DIR) || path.startsWith('src/assets/');
      };
      const recheck = async () => {
        const { problems, warnings } = await checkContent(root);
        if (warnings.length) server.config.logger.warn(staleWarning(warnings));
        if (!problems.length) return;
        const error = contentError(problems);
        server.config.logger.error(error.message);
        server.ws.send({ type: 'error', err: { message: error.message, stack: '' } });
      };
      server.watcher.on('all', (_event, file) => {
        if (watched(file)) void recheck();
      });
      void recheck();
    },
  };
}

if (isMain(import.meta.url)) {
  commandFlags({}, 'Usage: node scripts/content/check-content.ts (no flags)');
  const { problems, warnings } = await checkContent();
  if (warnings.length) console.warn(staleWarning(warnings));
  if (problems.length) {
    console.error(contentError(problems).message);
    process.exitCode = 1;
  } else console.info(`The content in ${DATA_DIR}/ is sound.`);
}
