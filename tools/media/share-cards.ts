// The share cards' words and looks, from the site's content (src/content/data/): one card per page
// (home, portfolio, services, about) and one per project file (src/content/data/projects/<slug>.json,
// public/share/<slug>.jpg). make-share-images.ts draws them; nothing of the site's copy is written
// here, so a new project, a renamed package or a new hero heading reaches the cards on the next run.
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { screens } from '../../src/content/screens.ts';
import palette from '../../src/styles/palette.json' with { type: 'json' };

/** Where the content's data files are, from the project root. */
export const CONTENT_DIR = 'src/content/data';

/**
 * What each drawn card says, by its name: make-share-images.ts records it as it draws, and the content
 * check compares it with what the content says now (a card drawn before a title changed is stale).
 */
export const SHARE_RECORD = 'src/assets/share-cards.json';

/**
 * A card's words and art as one line, what the record keeps: `Skyward Labs · Portfolio · Happy
 * Customers : · Alphabeads · Tirthdom [alphabeads-card, tirthdom-card]`.
 */
export function cardWords(card: ShareCard) {
  const art =
    card.art.kind === 'portfolio'
      ? card.art.files
      : card.art.kind === 'project'
        ? [card.art.file]
        : [card.art.kind];
  const words = [card.brand, card.eyebrow, card.headline, card.subline].filter(Boolean);
  return `${words.join(' · ')} [${art.map((file) => file.split('/').at(-1)?.split('.')[0]).join(', ')}]`;
}

/**
 * A project file as the cards read it (src/content/schema.ts has the whole shape), with its slug.
 */
export type ProjectEntry = {
  slug: string;
  order: number;
  title: string;
  category: string;
  tagline: string;
  cardImage: { file: string };
};

/**
 * What the cards are made from: the data files, and the screens' titles and headings (spec text,
 * src/content/screens.ts).
 */
export interface ShareContent {
  site: { name: string };
  home: { hero: { eyebrow: string; heading: string } };
  about: { intro: { eyebrow: string } };
  packages: { packages: readonly { title: string }[] };
  /** In the site's order (`order`). */
  projects: readonly ProjectEntry[];
  screens: {
    portfolio: { title: string; heading: string };
    services: { title: string; heading: string };
    about: { heading: string };
  };
}

/**
 * The picture on a card's right: the hero art, the portfolio's first two cards, a project's card art
 * (a file of src/assets/portfolio/), or the services' and About's own motifs.
 */
export type CardArt =
  | { kind: 'hero' }
  | { kind: 'portfolio'; files: string[] }
  | { kind: 'project'; file: string }
  | { kind: 'services' }
  | { kind: 'about' };

export type Backdrop = { glow: string; glow2?: string; cx?: number; cy?: number; seed: number };

/**
 * One share card: its file name (public/share/<name>.jpg), its words and how they are set, its
 * backdrop and its art.
 */
export interface ShareCard {
  name: string;
  /** The lockup beside the mark. */
  brand: string;
  eyebrow: string;
  headline: string;
  subline?: string;
  eyebrowColor?: string;
  maxWidth: number;
  maxSize: number;
  bg: Backdrop;
  art: CardArt;
}

/** The largest variant of a project's portfolio card (PLAN.portfolioCard: 4:3, up to 1440 wide). */
export const cardArtFile = (file: string) => `src/assets/portfolio/${file}.card.1440x1080.webp`;

/** The projects' looks, in their order (and again from the first for a fifth project). */
const FIRST_LOOK = { eyebrowColor: palette.green, glow: palette.violet, glow2: palette.coral };
const PROJECT_LOOKS = [
  FIRST_LOOK,
  { eyebrowColor: palette.warm, glow: palette.warm, glow2: palette.violet },
  { eyebrowColor: palette.sky, glow: palette.sky, glow2: palette.green },
  { eyebrowColor: palette.coral, glow: palette.coral, glow2: palette.sky },
];
/** The stars' and grain's seed of the i-th project: 3 and 4, then past the pages' 5 and 6. */
const projectSeed = (i: number) => (i < 2 ? 3 + i : 5 + i);

/** A tagline's first clause: the card's subline has room for a short line. */
const firstClause = (tagline: string) =>
  (tagline.split(',')[0] ?? tagline).trim().replace(/[.!?]$/, '');

const PAGES = ['home', 'portfolio', 'services', 'about'];

/**
 * The cards, from the content: pure, so that a test can plant a project.
 */
export function shareCards({
  site,
  home,
  about,
  packages,
  projects,
  screens: titles,
}: ShareContent): ShareCard[] {
  const brand = site.name;
  for (const { slug } of projects) {
    if (PAGES.includes(slug))
      throw new Error(`A project named "${slug}" would share a page's card`);
  }
  return [
    {
      name: 'home',
      brand,
      eyebrow: home.hero.eyebrow,
      headline: home.hero.heading,
      maxWidth: 680,
      maxSize: 68,
      bg: { glow: palette.sky, seed: 1 },
      art: { kind: 'hero' },
    },
    {
      name: 'portfolio',
      brand,
      eyebrow: titles.portfolio.title,
      headline: titles.portfolio.heading,
      subline: projects.map((project) => project.title).join(' · '),
      eyebrowColor: palette.warm,
      maxWidth: 560,
      maxSize: 84,
      bg: { glow: palette.violet, glow2: palette.sky, seed: 2 },
      art: {
        kind: 'portfolio',
        files: projects.slice(0, 2).map((project) => cardArtFile(project.cardImage.file)),
      },
    },
    ...projects.map((project, i): ShareCard => {
      const look = PROJECT_LOOKS[i % PROJECT_LOOKS.length] ?? FIRST_LOOK;
      return {
        name: project.slug,
        brand,
        eyebrow: 'Case study',
        headline: project.title,
        subline: `${project.category} · ${firstClause(project.tagline)}`,
        eyebrowColor: look.eyebrowColor,
        maxWidth: 500,
        maxSize: 92,
        bg: { glow: look.glow, glow2: look.glow2, seed: projectSeed(i) },
        art: { kind: 'project', file: cardArtFile(project.cardImage.file) },
      };
    }),
    {
      name: 'services',
      brand,
      eyebrow: titles.services.title,
      headline: titles.services.heading,
      subline: packages.packages.map((pkg) => pkg.title).join(' · '),
      maxWidth: 560,
      maxSize: 84,
      bg: { glow: palette.sky, glow2: palette.green, seed: 5 },
      art: { kind: 'services' },
    },
    {
      name: 'about',
      brand,
      eyebrow: about.intro.eyebrow,
      headline: titles.about.heading,
      eyebrowColor: palette.coral,
      maxWidth: 640,
      maxSize: 66,
      bg: { glow: palette.coral, glow2: palette.violet, cx: 950, cy: 290, seed: 6 },
      art: { kind: 'about' },
    },
  ];
}

/**
 * The content the cards are made from, out of the data files already read and parsed, by their path
 * under the data folder (`site.json`, `projects/alphabeads.json`, as the content check keeps them):
 * every project in its `order`, and the screens' headings.
 */
export function shareContent(files: ReadonlyMap<string, unknown>): ShareContent {
  const file = <K extends 'site' | 'home' | 'about' | 'packages'>(key: K) =>
    files.get(`${key}.json`) as ShareContent[K];
  const projects: ProjectEntry[] = [...files]
    .filter(([name]) => name.startsWith('projects/') && name.endsWith('.json'))
    .map(([name, value]) => ({
      ...(value as Omit<ProjectEntry, 'slug'>),
      slug: basename(name, '.json'),
    }));
  projects.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  return {
    site: file('site'),
    home: file('home'),
    about: file('about'),
    packages: file('packages'),
    projects,
    screens,
  };
}

/**
 * Reads the content the cards are made from: the data files under `dir` (shareContent).
 */
export async function readContent(dir: string = CONTENT_DIR): Promise<ShareContent> {
  const projects = (await readdir(join(dir, 'projects'))).filter((file) => file.endsWith('.json'));
  const names = ['site.json', 'home.json', 'about.json', 'packages.json'].concat(
    projects.map((file) => `projects/${file}`),
  );
  const files: Map<string, unknown> = new Map();
  for (const name of names) files.set(name, JSON.parse(await readFile(join(dir, name), 'utf8')));
  return shareContent(files);
}
