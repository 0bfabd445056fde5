/**
 * The shape of the site's content: every file of src/content/data/, checked at build (the
 * agency:content-check plugin), in the dev server and by a unit test (scripts/content/check-content.ts
 * runs the checks and names the file, the field and the rule of each problem). The editor's collections
 * (npm run edit) are made from these schemas too.
 *
 * Only the build and the tests run zod: the site's modules import the types below (`import type`), so
 * nothing of it reaches the browser.
 */
import { z } from 'zod';

/** "is required" for a field left out, else what the field must be. */
const must = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : what;
z.config({ customError: (issue) => (issue.input === undefined ? 'is required' : undefined) });

/**
 * A text that must match `pattern`, saying `message` when not: in the content check, and beside the
 * field in the editor (the JSON schema carries the message as `patternMessage`).
 */
const matching = (pattern: RegExp, message: string) =>
  z
    .string({ error: must('must be text') })
    .regex(pattern, message)
    .meta({ patternMessage: message });

/** A text a visitor reads: never empty, never padded with spaces. */
const text = z
  .string({ error: must('must be text') })
  .min(1, 'must not be empty')
  .refine((value) => value.trim() === value, 'must not start or end with a space');
/**
 * A text with a length the design has room for: `room` says where, for the message ("fits its card
 * on a 360x640 phone"), measured in Chromium on the running page (docs/content.md, Limits).
 */
const textUpTo = (max: number, room: string) =>
  text
    .check(
      z.maxLength(max, {
        error: (issue) =>
          `is ${typeof issue.input === 'string' ? issue.input.length : '?'} characters; at most ${max} ${room}`,
      }),
    )
    .meta({ maxLengthMessage: `must be at most ${max} characters, to ${room}` });
const texts = (count?: number) => {
  const list = z.array(text, { error: 'must be a list of texts' });
  return count
    ? list.length(count, `must hold exactly ${count} entries`)
    : list.min(1, 'must hold at least one entry');
};
/** A file name as the media folders use it, and a project's address: lower-case letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const name = matching(SLUG_PATTERN, 'must be lower-case letters, digits and single hyphens');
const url = z.url({ protocol: /^https?$/, error: must('must be a full http(s) address') });

/**
 * A picture: the name of its files in the slot's asset folder (npm run media:import makes them) and
 * the words a screen reader says for it ("" for a decorative one).
 */
export const imageSchema = z.strictObject({
  file: name,
  alt: z.string({ error: must('must be text (empty for a decorative picture)') }),
});

export const siteSchema = z.strictObject({
  name: text,
  tagline: text,
  footerNote: text,
  copyrightYear: z.int({ error: must('must be a whole year') }).min(2000, 'must be 2000 or later'),
  loadingLabel: text,
  redirectingLabel: text,
  socials: z
    .array(
      z.strictObject({
        label: z.enum(['LinkedIn', 'GitHub', 'Instagram'], 'must be LinkedIn, GitHub or Instagram'),
        href: url,
        icon: z.enum(['linkedin', 'github', 'instagram'], 'must be linkedin, github or instagram'),
      }),
    )
    .min(1, 'must hold at least one link'),
});

export const homeSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    cta: text,
    imageLabel: text,
    /** What a screen reader says for the hero's picture (its files: media:import --as hero). */
    imageAlt: z.string({ error: must('must be text (empty for a decorative picture)') }),
  }),
  work: z.strictObject({ eyebrow: text, heading: text }),
  cards: z
    .array(
      z.strictObject({
        id: name,
        title: textUpTo(60, 'fit the card’s heading lines'),
        summary: textUpTo(
          200,
          'fit the card’s lines on a 1280x720 screen, where the card is shortest',
        ),
        category: text,
        highlights: texts(),
        accent: matching(/^#[0-9A-Fa-f]{6}$/, 'must be a colour like #7C5CFF'),
        image: imageSchema,
      }),
    )
    .length(3, 'must hold exactly 3 cards (the pinned stack has a scroll position for each of 3)'),
  benefits: z.strictObject({
    eyebrow: text,
    heading: text,
    items: z
      .array(
        z.strictObject({
          id: z.enum(
            ['impressions', 'credibility', 'conversions'],
            'must be impressions, credibility or conversions (each has its own illustration)',
          ),
          title: text,
          body: text,
        }),
      )
      .length(3, 'must hold exactly 3 entries (one per illustration)'),
  }),
  closing: z.strictObject({ heading: text, cta: text }),
});

export const aboutSchema = z.strictObject({
  intro: z.strictObject({ eyebrow: text, lead: text }),
  whoWeAre: z.strictObject({
    heading: text,
    tabListLabel: text,
    tabs: z
      .array(
        z.strictObject({
          id: z.enum(
            ['mission', 'story', 'philosophy'],
            'must be mission, story or philosophy (each has its own video and colour)',
          ),
          label: text,
          heading: text,
          body: text,
        }),
      )
      .length(3, 'must hold exactly 3 tabs (one per video)'),
  }),
  testimonials: z.strictObject({
    heading: text,
    label: text,
    items: z
      .array(
        z.strictObject({
          quote: textUpTo(250, 'fit the card with its attribution on a 360x640 phone'),
          author: textUpTo(60, 'fit the attribution’s line'),
          role: textUpTo(80, 'fit the attribution’s line'),
          source: textUpTo(160, 'fit the card with the quote on a 360x640 phone'),
        }),
      )
      .min(2, 'must hold at least 2 testimonials (the carousel turns from one to the next)'),
  }),
  team: z.strictObject({
    heading: text,
    members: z
      .array(
        z.strictObject({
          name: text,
          role: text,
          tooltip: text,
          photo: imageSchema,
          /** The member's own profiles; a missing one links to the agency's (site.json socials). */
          profiles: z
            .strictObject({ linkedin: url, github: url, instagram: url })
            .partial()
            .optional(),
        }),
      )
      .min(1, 'must hold at least one member'),
  }),
  approach: z.strictObject({
    heading: text,
    steps: z
      .array(z.strictObject({ title: text, body: text }))
      .min(1, 'must hold at least one step'),
  }),
  faq: z.strictObject({
    heading: text,
    items: z
      .array(z.strictObject({ question: text, answer: text }))
      .min(1, 'must hold at least one question'),
  }),
});

export const packagesSchema = z.strictObject({
  currency: z.strictObject({
    code: matching(/^[A-Z]{3}$/, 'must be a three-letter currency code like USD'),
    locale: text,
    grouping: z.boolean({ error: must('must be true or false') }),
  }),
  packages: z
    .array(
      z.strictObject({
        id: name,
        title: text,
        amount: z
          .int({
            error: (issue) =>
              issue.input === undefined
                ? 'is required'
                : typeof issue.input === 'number'
                  ? `must be a whole amount: prices are shown without cents, so ${String(issue.input)} would not read as written (write ${Math.floor(issue.input)} or ${Math.ceil(issue.input)})`
                  : 'must be a number, like 5000',
          })
          .positive('must be more than 0'),
        duration: text,
        features: texts(),
      }),
    )
    .min(1, 'must hold at least one package'),
  moreDetails: z.strictObject({
    openLabel: text,
    heading: text,
    intro: text,
    items: texts(),
    closeLabel: text,
  }),
});

export const portfolioSchema = z.strictObject({
  projectPage: z.strictObject({
    headings: z.strictObject({
      description: text,
      requirements: text,
      process: text,
      finalProduct: text,
    }),
    requirementsIntro: text,
    visit: text,
    more: text,
    backToPortfolio: text,
  }),
});

/** One case study: src/content/data/projects/<slug>.json, its slug the file's name. */
export const projectSchema = z.strictObject({
  /** Where it stands on the portfolio: 1 first. */
  order: z.int({ error: must('must be a whole number') }).positive('must be 1 or more'),
  title: text,
  category: text,
  /** One line on the portfolio card. */
  tagline: text,
  /** The customer's live site. */
  link: url,
  cardImage: imageSchema,
  coverImage: imageSchema,
  description: texts(),
  requirements: texts(),
  process: texts(),
  finalProduct: z.strictObject({
    cardTitle: text,
    images: z.array(imageSchema).length(3, 'must hold exactly 3 screens'),
  }),
});

const pageMetaSchema = z.strictObject({ description: text, imageAlt: text });
/**
 * What search engines and link previews show. In a text, `{lowestPrice}` is the cheapest package's price,
 * `{projects}` the projects' titles and `{packages}` the packages' ("A, B and C"), made from the data.
 */
export const seoSchema = z.strictObject({
  home: pageMetaSchema,
  portfolio: pageMetaSchema,
  services: pageMetaSchema,
  about: pageMetaSchema,
});

/** Each data file (from src/content/data/) and its schema; `projects/*.json` is one per project. */
export const contentFiles = {
  'site.json': siteSchema,
  'home.json': homeSchema,
  'about.json': aboutSchema,
  'packages.json': packagesSchema,
  'portfolio.json': portfolioSchema,
  'seo.json': seoSchema,
  'projects/*.json': projectSchema,
} as const;

export type ImageData = z.infer<typeof imageSchema>;
export type SiteData = z.infer<typeof siteSchema>;
export type HomeData = z.infer<typeof homeSchema>;
export type AboutData = z.infer<typeof aboutSchema>;
export type PackagesData = z.infer<typeof packagesSchema>;
export type PortfolioData = z.infer<typeof portfolioSchema>;
export type ProjectData = z.infer<typeof projectSchema>;
export type SeoData = z.infer<typeof seoSchema>;
