// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { screens } from '../../src/content/screens.ts';
import { CONTENT_DIR, cardArtFile, readContent, shareCards } from './share-cards.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the site's content data, with `projects/<slug>.json` added for each planted project. */
function contentWith(planted: Record<string, object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'share-cards-'));
  dirs.push(dir);
  cpSync(CONTENT_DIR, dir, { recursive: true });
  for (const [slug, data] of Object.entries(planted)) {
    writeFileSync(join(dir, 'projects', `${slug}.json`), JSON.stringify(data));
  }
  return dir;
}

const read = (file: string) => JSON.parse(readFileSync(join(CONTENT_DIR, file), 'utf8')) as never;

/** The projects of the content, in their order: their slugs. */
const slugs = readdirSync(join(CONTENT_DIR, 'projects'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort(
    (a, b) =>
      (read(`projects/${a}.json`) as { order: number }).order -
      (read(`projects/${b}.json`) as { order: number }).order,
  );
const titleOf = (slug: string) => (read(`projects/${slug}.json`) as { title: string }).title;

/** A planted project, named so that no real one is: last in the order. */
const nimbus = {
  ...(read('projects/alphabeads.json') as object),
  order: 9999,
  title: 'Nimbus',
  category: 'Agriculture',
  tagline: 'Field-by-field forecasts, for farmers who plan by the hour.',
  cardImage: { file: 'nimbus-card', alt: 'A forecast map' },
};

describe('the share cards (public/share/)', () => {
  it('take every word from the content data and the screens’ headings', async () => {
    const cards = await readContent().then(shareCards);
    const home = read('home.json') as { hero: { eyebrow: string; heading: string } };
    const about = read('about.json') as { intro: { eyebrow: string } };
    const packages = read('packages.json') as { packages: { title: string }[] };
    const site = read('site.json') as { name: string };
    const project = (slug: string) =>
      read(`projects/${slug}.json`) as { title: string; category: string; tagline: string };
    const byName = Object.fromEntries(cards.map((card) => [card.name, card]));

    expect(cards.map((card) => card.name)).toEqual([
      'home',
      'portfolio',
      ...slugs,
      'services',
      'about',
    ]);
    expect(new Set(cards.map((card) => card.brand))).toEqual(new Set([site.name]));
    expect(byName.home).toMatchObject({ eyebrow: home.hero.eyebrow, headline: home.hero.heading });
    expect(byName.portfolio).toMatchObject({
      eyebrow: screens.portfolio.title,
      headline: screens.portfolio.heading,
      subline: slugs.map(titleOf).join(' · '),
    });
    expect(byName.services).toMatchObject({
      eyebrow: screens.services.title,
      headline: screens.services.heading,
      subline: packages.packages.map((pkg) => pkg.title).join(' · '),
    });
    expect(byName.about).toMatchObject({
      eyebrow: about.intro.eyebrow,
      headline: screens.about.heading,
    });
    for (const slug of slugs) {
      const { title, category, tagline } = project(slug);
      expect(byName[slug]).toMatchObject({
        eyebrow: 'Case study',
        headline: title,
        art: { kind: 'project', file: cardArtFile(`${slug}-card`) },
      });
      // The tagline's first clause: "Letters and phonics for early learners, one bead at a time."
      expect(tagline.startsWith(byName[slug]?.subline?.replace(`${category} · `, '') ?? '-')).toBe(
        true,
      );
    }
  });

  it('give a new project file its own card, named by its slug, with no script edit', async () => {
    const cards = shareCards(await readContent(contentWith({ 'planted-nimbus': nimbus })));

    expect(cards.map((card) => card.name)).toEqual([
      'home',
      'portfolio',
      ...slugs,
      'planted-nimbus',
      'services',
      'about',
    ]);
    const card = cards.find((each) => each.name === 'planted-nimbus');
    expect(card).toMatchObject({
      headline: 'Nimbus',
      subline: 'Agriculture · Field-by-field forecasts',
      art: { kind: 'project', file: 'src/assets/portfolio/nimbus-card.card.1440x1080.webp' },
    });
    // Its own backdrop: no other card's seed.
    const seeds = cards.map((each) => each.bg.seed);
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(cards.find((each) => each.name === 'portfolio')?.subline).toBe(
      [...slugs.map(titleOf), 'Nimbus'].join(' · '),
    );
  });

  it('follow the data when it changes: a retitled project, a new heading', async () => {
    const content = await readContent();
    const cards = shareCards({
      ...content,
      home: { hero: { eyebrow: 'Studio', heading: 'A new hero heading.' } },
      projects: content.projects.map((project) =>
        project.slug === 'tirthdom' ? { ...project, title: 'Tirthdom II' } : project,
      ),
    });

    expect(cards.find((card) => card.name === 'home')).toMatchObject({
      eyebrow: 'Studio',
      headline: 'A new hero heading.',
    });
    expect(cards.find((card) => card.name === 'tirthdom')?.headline).toBe('Tirthdom II');
  });

  it('refuse a project whose slug is a page’s card', async () => {
    const content = await readContent();
    expect(() => shareCards({ ...content, projects: [{ ...nimbus, slug: 'about' }] })).toThrow(
      /share a page's card/,
    );
  });
});
