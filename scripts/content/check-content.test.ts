// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { listed } from '../../src/content/listed';
import { readSlot } from '@agency-site/media/import';
import { cardWords, readContent, SHARE_RECORD, shareCards } from '@agency-site/media/share-cards';
import { checkContent, contentCheck, DATA_DIR, formatProblems, PICTURES } from './check-content.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A copy of the project's content and pictures, to break on purpose. */
function copyOfContent(): string {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  roots.push(root);
  cpSync(DATA_DIR, join(root, DATA_DIR), { recursive: true });
  cpSync('src/assets', join(root, 'src/assets'), { recursive: true });
  return root;
}

type Json = Record<string, unknown>;
function edit(root: string, file: string, change: (data: Json) => void): void {
  const path = join(root, DATA_DIR, file);
  const data = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}
const at = <T>(value: unknown, ...keys: (string | number)[]): T =>
  keys.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value) as T;

describe('the content check', () => {
  it('finds the shipped content sound, every file read', async () => {
    const { problems, data } = await checkContent();
    expect(formatProblems(problems)).toBe('');
    expect([...data.keys()]).toEqual(
      expect.arrayContaining(['site.json', 'home.json', 'about.json', 'packages.json', 'seo.json']),
    );
    expect([...data.keys()].filter((file) => file.startsWith('projects/')).length).toBeGreaterThan(
      0,
    );
  });

  it('names the file, the field and the rule of every problem', async () => {
    const root = copyOfContent();
    let members = 0;
    edit(root, 'about.json', (data) => {
      at<Json[]>(data, 'testimonials', 'items')[1]!.quote = '';
      members = at<Json[]>(data, 'team', 'members').length;
      at<Json[]>(data, 'team', 'members').push({
        name: 'Ada Okoye',
        role: 'Data Engineer',
        tooltip: 'Keeps the pipelines flowing.',
        photo: { file: 'member-planted', alt: 'Ada Okoye' },
      });
    });
    edit(root, 'packages.json', (data) => {
      const [first] = at<Json[]>(data, 'packages');
      first!.amount = 'five thousand';
      delete first!.duration;
    });
    edit(root, 'home.json', (data) => {
      at<Json[]>(data, 'cards')[0]!.accent = 'purple';
      at<Json>(data, 'hero').subtitle = 'An unknown field';
    });
    writeFileSync(join(root, DATA_DIR, 'site.json'), '{ "name": "Skyward Labs", }');

    const { problems } = await checkContent(root);
    const lines = formatProblems(problems).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `${DATA_DIR}/about.json: testimonials.items[1].quote: must not be empty`,
        `${DATA_DIR}/about.json: team.members[${members}].photo.file: no picture "member-planted" in src/assets/team/ (make one: npm run media:import -- <photo> --as team-portrait:member-planted)`,
        `${DATA_DIR}/packages.json: packages[0].amount: must be a number, like 5000`,
        `${DATA_DIR}/packages.json: packages[0].duration: is required`,
        `${DATA_DIR}/home.json: cards[0].accent: must be a colour like #7C5CFF`,
        expect.stringMatching(/home\.json: hero: .*subtitle/),
        expect.stringMatching(new RegExp(`^${DATA_DIR}/site.json: \\(file\\): is not valid JSON`)),
      ]),
    );
  });

  it('holds a project to a page address for a name, one place in the order and its pictures', async () => {
    const root = copyOfContent();
    const alphabeads = join(root, DATA_DIR, 'projects/alphabeads.json');
    cpSync(alphabeads, join(root, DATA_DIR, 'projects/Bad Name.json'));
    cpSync(alphabeads, join(root, DATA_DIR, 'projects/acme-2.json'));
    edit(root, 'projects/acme-2.json', (data) => {
      at<Json>(data, 'coverImage').file = 'acme-2-cover';
      at<Json>(data, 'finalProduct').images = [];
      data.link = 'acme.example';
    });

    const lines = formatProblems((await checkContent(root)).problems).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `${DATA_DIR}/projects/Bad Name.json: (file name): must be lower-case letters, digits and single hyphens: it is the page address`,
        `${DATA_DIR}/projects/acme-2.json: finalProduct.images: must hold exactly 3 screens`,
        `${DATA_DIR}/projects/acme-2.json: link: must be a full http(s) address`,
      ]),
    );
    // Sound apart from its picture: the picture and the order are reported.
    edit(root, 'projects/acme-2.json', (data) => {
      at<Json>(data, 'finalProduct').images = at<Json[]>(
        JSON.parse(readFileSync(alphabeads, 'utf8')),
        'finalProduct',
        'images',
      );
      data.link = 'https://acme.example/';
    });
    rmSync(join(root, DATA_DIR, 'projects/Bad Name.json'));
    expect(formatProblems((await checkContent(root)).problems).split('\n')).toEqual(
      [
        `${DATA_DIR}/projects/alphabeads.json: order: must be unique: ${DATA_DIR}/projects/acme-2.json has 1 already`,
        `${DATA_DIR}/projects/acme-2.json: coverImage.file: no picture "acme-2-cover" in src/assets/projects/ (make one: npm run media:import -- <photo> --as project-cover:acme-2)`,
      ].sort((a, b) => (a.includes('coverImage') ? -1 : b.includes('coverImage') ? 1 : 0)),
    );
  });

  it('holds the content to what the design has room for, saying the limit and the length', async () => {
    const root = copyOfContent();
    edit(root, 'about.json', (data) => {
      const items = at<Json[]>(data, 'testimonials', 'items');
      items[0]!.quote = 'A quote pasted with a document behind it. '.repeat(36_000);
      items[1]!.source = 's'.repeat(161);
    });
    edit(root, 'packages.json', (data) => {
      at<Json[]>(data, 'packages')[0]!.amount = 4999.99;
    });
    edit(root, 'home.json', (data) => {
      at<Json[]>(data, 'cards')[1]!.summary = 'w'.repeat(201);
    });
    const lines = formatProblems((await checkContent(root)).problems).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `${DATA_DIR}/about.json: (file): is 1.4 MB; a page’s data must stay within 24 KB (it ships in the page’s script): look for a pasted picture or document`,
        `${DATA_DIR}/about.json: testimonials.items[0].quote: is 1512000 characters; at most 250 fit the card with its attribution on a 360x640 phone`,
        `${DATA_DIR}/about.json: testimonials.items[1].source: is 161 characters; at most 160 fit the card with the quote on a 360x640 phone`,
        `${DATA_DIR}/packages.json: packages[0].amount: must be a whole amount: prices are shown without cents, so 4999.99 would not read as written (write 4999 or 5000)`,
        `${DATA_DIR}/home.json: cards[1].summary: is 201 characters; at most 200 fit the card’s lines on a 1280x720 screen, where the card is shortest`,
      ]),
    );
    edit(root, 'about.json', (data) => {
      at<Json>(data, 'testimonials').items = at<Json[]>(data, 'testimonials', 'items').slice(1, 2);
    });
    expect(formatProblems((await checkContent(root)).problems)).toContain(
      `${DATA_DIR}/about.json: testimonials.items: must hold at least 2 testimonials (the carousel turns from one to the next)`,
    );
  });

  it('gives a missing picture a command that makes it, even under a name the import cannot make', async () => {
    const root = copyOfContent();
    cpSync(
      join(root, DATA_DIR, 'projects/alphabeads.json'),
      join(root, DATA_DIR, 'projects/acme.json'),
    );
    edit(root, 'projects/acme.json', (data) => {
      data.order = 9;
      at<Json>(data, 'coverImage').file = 'acme-hero';
      at<Json>(data, 'cardImage').file = 'acme-card';
    });
    const lines = formatProblems((await checkContent(root)).problems).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        `${DATA_DIR}/projects/acme.json: coverImage.file: no picture "acme-hero" in src/assets/projects/ (the import names this picture "acme-cover": run npm run media:import -- <photo> --as project-cover:acme, then set the field to "acme-cover")`,
        `${DATA_DIR}/projects/acme.json: cardImage.file: no picture "acme-card" in src/assets/portfolio/ (make one: npm run media:import -- <photo> --as portfolio-card:acme)`,
      ]),
    );
    // Each command names the files the check then looks for (tools/media/import.ts makes them so).
    expect(readSlot('project-cover:acme').name).toBe('acme-cover');
    expect(readSlot('portfolio-card:acme').name).toBe('acme-card');
    for (const picture of PICTURES) {
      const name = `${picture.prefix}x-1${picture.suffix}`;
      expect(readSlot(picture.slot(name)).name, picture.kind).toBe(name);
    }
  });

  it('warns of a text that names some projects or packages but not all, and not of one made from the data', async () => {
    const root = copyOfContent();
    const { data } = await checkContent(root);
    const projects = [...data]
      .filter(([file]) => file.startsWith('projects/'))
      .map(([, value]) => value as { title: string; order: number })
      .sort((a, b) => a.order - b.order)
      .map((project) => project.title);
    const [first] = [...data.keys()].filter((file) => file.startsWith('projects/'));
    cpSync(join(root, DATA_DIR, first!), join(root, DATA_DIR, 'projects/planted-zephyr.json'));
    edit(root, 'projects/planted-zephyr.json', (value) => {
      value.order = 999;
      value.title = 'Planted Zephyr';
    });
    edit(root, 'seo.json', (value) => {
      at<Json>(value, 'portfolio').description = `Our work: ${projects.join(' and ')}.`;
      at<Json>(value, 'services').description = 'Packages: {packages}. Work: {projects}.';
    });
    const { problems, warnings } = await checkContent(root);
    expect(problems).toEqual([]);
    expect(formatProblems(warnings)).toContain(
      `${DATA_DIR}/seo.json: portfolio.description: names ${listed(projects)} but not Planted Zephyr (a project of ${DATA_DIR}/projects/): name it too, or write {projects} for the list made from the data`,
    );
    expect(warnings.map((warning) => warning.field)).not.toContain('services.description');
  });

  it('warns of a link-preview card drawn with words the content no longer has, until it is drawn again', async () => {
    const root = copyOfContent();
    // The copy's cards as drawn from its content now, whatever the agency changed since the last draw.
    const cards = shareCards(await readContent(join(root, DATA_DIR)));
    mkdirSync(join(root, 'public/share'), { recursive: true });
    for (const card of cards) writeFileSync(join(root, `public/share/${card.name}.jpg`), 'jpeg');
    const record = Object.fromEntries(cards.map((card) => [card.name, cardWords(card)]));
    writeFileSync(join(root, SHARE_RECORD), JSON.stringify(record));
    writeFileSync(join(root, 'src/assets/imported.json'), '{}');
    const shareWarnings = async () =>
      (await checkContent(root)).warnings.filter((warning) => warning.file.startsWith('public/'));
    expect(await shareWarnings()).toEqual([]);

    const [slug = ''] = cards
      .filter((card) => card.eyebrow === 'Case study')
      .map((card) => card.name);
    let title = '';
    edit(root, `projects/${slug}.json`, (value) => {
      title = `${String(value.title)} Deluxe`;
      value.title = title;
    });
    const stale = await shareWarnings();
    expect(stale.map((warning) => warning.file).sort()).toEqual(
      [`public/share/${slug}.jpg`, 'public/share/portfolio.jpg'].sort(),
    );
    const now = shareCards(await readContent(join(root, DATA_DIR))).find(
      (card) => card.name === slug,
    );
    expect(now?.headline).toBe(title);
    expect(stale.find((warning) => warning.file === `public/share/${slug}.jpg`)?.rule).toBe(
      `was drawn saying "${record[slug]}"; the content now says "${cardWords(now!)}" (draw it again: node tools/media/make-share-images.ts share)`,
    );
    // A card the agency imported from a photo is its own, whatever the words; a missing one is named.
    writeFileSync(
      join(root, 'src/assets/imported.json'),
      JSON.stringify({
        [`public/share/${slug}`]: { slot: `share-card:${slug}`, source: 'x.jpg', sha256: '0' },
      }),
    );
    rmSync(join(root, 'public/share/about.jpg'));
    expect(
      (await shareWarnings()).map((warning) => `${warning.file}: ${warning.rule}`).sort(),
    ).toEqual([
      'public/share/about.jpg: is not drawn yet (draw it: node tools/media/make-share-images.ts share, once its art exists)',
      expect.stringMatching(/^public\/share\/portfolio\.jpg: was drawn saying/),
    ]);
  });

  it('stops a build on a problem, with the list', async () => {
    const root = copyOfContent();
    mkdirSync(join(root, DATA_DIR, 'projects'), { recursive: true });
    edit(root, 'seo.json', (data) => {
      at<Json>(data, 'about').description = ' Padded ';
    });
    const plugin = contentCheck({ root });
    const errors: string[] = [];
    const buildStart = plugin.buildStart as (this: {
      error(message: string): never;
    }) => Promise<void>;
    await buildStart
      .call({
        error(message: string): never {
          errors.push(message);
          throw new Error(message);
        },
      })
      .catch(() => undefined);
    expect(errors).toEqual([
      `The site's content has a problem:\n${DATA_DIR}/seo.json: about.description: must not start or end with a space`,
    ]);
  });

  it('runs first in npm run build, so a content mistake is named by file and field before any compiler speaks', () => {
    const build = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { build: string } }
    ).scripts.build;
    const [first, ...rest] = build.split(' && ');
    expect(first).toBe('node scripts/content/check-content.ts');
    expect(rest.join(' && ')).toMatch(/tsc -b/);
    const root = copyOfContent();
    edit(root, 'packages.json', (data) => {
      at<Json[]>(data, 'packages')[0]!.amount = 'free';
    });
    writeFileSync(join(root, DATA_DIR, 'portfolio.json'), '{ "projectPage": ');
    const run = spawnSync(process.execPath, [resolve('scripts/content/check-content.ts')], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      `${DATA_DIR}/packages.json: packages[0].amount: must be a number, like 5000`,
    );
    expect(run.stderr).toMatch(
      new RegExp(`${DATA_DIR}/portfolio.json: \\(file\\): is not valid JSON`),
    );
  });
});
