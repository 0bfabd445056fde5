// `npm run check:spec`: where the agency's content (src/content/data/) departs from the product
// specification (../shared/SPEC.md). A report, not a check: the content is the agency's, and a price,
// a fourth testimonial or a third case study is an edit the design allows. Each departure names the
// file, the field, what the spec says (and its section) and what the file holds:
//
//   src/content/data/packages.json: packages[0].amount: the spec says 5000 (§3, the package table); it is 6500
//
// It exits 0 whatever it finds (`--strict`: 1 when the content departs), and the editor shows the same
// list as information (scripts/content/edit.ts). What the design itself fixes (three stacked cards,
// three tabs) is a rule of the schema (src/content/schema.ts), which the content check enforces.
import { checkContent, DATA_DIR } from './check-content.ts';
import { isMain } from '../lib/cli.ts';
import { commandFlags } from '../lib/cli.ts';

/**
 * What the spec says of a field: a value it must equal, a pattern its text must match, or a count.
 */
export type SpecSays = { equals: unknown } | { matches: RegExp; says: string } | { count: number };

export type SpecRule = { section: string; file: string; field: string } & SpecSays;

export type SpecDeparture = {
  file: string;
  field: string;
  section: string;
  says: string;
  is: string;
};

/** The spec's amounts, durations and features of each package (§3, the package table). */
const PACKAGE_TABLE = [
  [
    'FrontendPro',
    5000,
    '1-2 Weeks Project',
    'responsive visual web design; cross-browser compatibility; clean modern UI/UX; fast-loading SEO-friendly sites',
  ],
  [
    'StackCore',
    10000,
    '2-3 Weeks Project',
    'frontend and backend development; authentication and security; API integrations; database design, management and optimization',
  ],
  [
    'AIMinds',
    8000,
    '1-2 Weeks Project',
    'data preprocessing and analysis; custom AI/ML model development; continuous model optimization and monitoring; chatbot design and implementation',
  ],
];

const equal = (file: string, section: string, fields: Record<string, unknown>): SpecRule[] =>
  Object.entries(fields).map(([field, equals]) => ({ section, file, field, equals }));

const each = (file: string, section: string, field: string, values: unknown[]): SpecRule[] =>
  equal(
    file,
    section,
    Object.fromEntries(values.map((value, i) => [field.replace('#', String(i)), value])),
  );

/** Every rule of the spec on the content data, in the spec's order. */
export const SPEC_RULES = [
  ...equal('home.json', '§1', {
    'hero.heading': 'Empowering Businesses to Fly High on the Web.',
    'hero.cta': "Let's Discuss",
  }),
  {
    section: '§1',
    file: 'home.json',
    field: 'hero.lead',
    matches: /web development and machine-learning solutions tailored to each client/,
    says: 'that the agency offers web development and machine-learning solutions tailored to each client',
  },
  {
    section: '§1',
    file: 'home.json',
    field: 'cards[0].title',
    matches: /^Generative AI .*content creators$/,
    says: 'a generative-AI project for content creators',
  },
  ...equal('home.json', '§1', { 'cards[1].title': 'Satellite image analysis using AI and ML' }),
  {
    section: '§1',
    file: 'home.json',
    field: 'cards[2].title',
    matches: /^Healthcare app for efficient patient scheduling$/,
    says: 'a healthcare app for efficient patient scheduling',
  },
  ...each('home.json', '§1', 'benefits.items[#].title', [
    'First Impressions Matter',
    'Build Credibility and Trust',
    'Boost Conversions and Growth',
  ]),
  ...equal('home.json', '§1', {
    'closing.heading': "Arrange a Free Meeting and discuss what's on your mind.",
  }),
  ...equal('home.json', '§2 Home', { 'closing.cta': 'Free Meet' }),
  ...equal('site.json', '§1', { copyrightYear: 2025 }),
  ...each('site.json', '§2 Shell, §9', 'socials[#].label', ['LinkedIn', 'GitHub', 'Instagram']),
  { section: '§2 Shell, §9', file: 'site.json', field: 'socials', count: 3 },
  // The projects: two, in this order, each with its title and category (§2 Portfolio, §3, §9).
  { section: '§3', file: 'projects/*.json', field: '(one file per project)', count: 2 },
  ...equal('projects/alphabeads.json', '§2 Portfolio', {
    title: 'Alphabeads',
    category: 'Education',
    order: 1,
  }),
  ...equal('projects/tirthdom.json', '§2 Portfolio', {
    title: 'Tirthdom',
    category: 'Gaming',
    order: 2,
  }),
  ...equal('portfolio.json', '§2 Project detail', {
    'projectPage.headings.description': 'Description',
    'projectPage.headings.requirements': 'Understanding Requirements',
    'projectPage.headings.process': 'Development Process',
    'projectPage.headings.finalProduct': 'Final Product',
    'projectPage.visit': 'Visit Now',
    'projectPage.more': 'More',
  }),
  {
    section: '§2 Project detail',
    file: 'portfolio.json',
    field: 'projectPage.requirementsIntro',
    matches:
      /meeting with the client[\s\S]*10-question design questionnaire|10-question design questionnaire[\s\S]*meeting with the client/,
    says: 'a fixed intro mentioning a client meeting and a 10-question design questionnaire',
  },
  { section: '§2 Services, §3', file: 'packages.json', field: 'packages', count: 3 },
  ...PACKAGE_TABLE.flatMap(([title, amount, duration, features], index) =>
    equal('packages.json', '§3, the package table', {
      [`packages[${index}].title`]: title,
      [`packages[${index}].amount`]: amount,
      [`packages[${index}].duration`]: duration,
      [`packages[${index}].features`]: String(features).split('; '),
    }),
  ),
  ...equal('packages.json', '§3, the package table (amounts written 5000, not 5,000)', {
    'currency.code': 'USD',
    'currency.grouping': false,
  }),
  ...equal('packages.json', '§2 Services, §3 More Details', {
    'moreDetails.heading': 'More Details :',
    'moreDetails.closeLabel': 'Close',
    'moreDetails.items': [
      'additional features beyond the original scope',
      'major design changes after the project begins',
      'extended support beyond initial terms',
      'timeline extensions from new requirements',
    ],
  }),
  ...equal('about.json', '§2 About', { 'whoWeAre.heading': 'Who are we?' }),
  ...each('about.json', '§2 About', 'whoWeAre.tabs[#].label', ['Mission', 'Story', 'Philosophy']),
  { section: '§2 About, §9', file: 'about.json', field: 'testimonials.items', count: 3 },
  ...equal('about.json', '§2 About', { 'team.heading': 'Meet The Team' }),
  { section: '§2 About, §9', file: 'about.json', field: 'team.members', count: 4 },
  ...each('about.json', '§3, §9 (the four roles)', 'team.members[#].role', [
    'Design Lead',
    'Tech Creator',
    'AI Strategist',
    'Data Innovator',
  ]),
  ...equal('about.json', '§2 About', { 'approach.heading': 'Our Approach' }),
  ...each('about.json', '§2 About', 'approach.steps[#].title', [
    'Strategy',
    'Design',
    'Development',
  ]),
  { section: '§1, §2 About', file: 'about.json', field: 'approach.steps', count: 3 },
  ...equal('about.json', '§2 About', { 'faq.heading': 'Frequently Asked Questions :' }),
  { section: '§2 About, §9', file: 'about.json', field: 'faq.items', count: 4 },
  ...[
    [/custom .*builder/i, 'why choose custom over builders'],
    [/budget/i, 'budget'],
    [/train/i, 'training'],
    [/after the project/i, 'post-project help'],
  ].map(([matches, says], index) => ({
    section: '§2 About',
    file: 'about.json',
    field: `faq.items[${index}].question`,
    matches: matches as RegExp,
    says: `a question on ${String(says)}`,
  })),
] as SpecRule[];

/** The value at `cards[0].title` of `value`, or undefined. */
function at(value: unknown, field: string) {
  let here: unknown = value;
  for (const key of field.match(/[^.[\]]+/g) ?? []) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/** A value as the report writes it: texts quoted, lists joined, nothing as "nothing". */
const shown = (value: unknown) =>
  value === undefined
    ? 'nothing'
    : Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? value.map((item) => JSON.stringify(item)).join('; ')
      : JSON.stringify(value);

/**
 * Equal; lists of texts as a reader compares them, in any case (the spec writes "clean modern UI/UX").
 */
const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length &&
      a.every((item, index) =>
        typeof item === 'string' && typeof b[index] === 'string'
          ? item.toLowerCase() === b[index].toLowerCase()
          : same(item, b[index]),
      )
    : a === b;

/**
 * The departures of the content from the spec: for each rule that does not hold, the file, field,
 * what the spec says and what the content holds.
 * @param data each data file by its name under src/content/data/
 */
export function specDepartures(data: ReadonlyMap<string, unknown>): SpecDeparture[] {
  const departures: SpecDeparture[] = [];
  const projects = [...data.keys()].filter((file) => file.startsWith('projects/'));
  for (const rule of SPEC_RULES) {
    const file = `${DATA_DIR}/${rule.file === 'projects/*.json' ? 'projects/' : rule.file}`;
    const add = (says: string, is: string) =>
      departures.push({ file, field: rule.field, section: rule.section, says, is });
    if (rule.file === 'projects/*.json') {
      if ('count' in rule && projects.length !== rule.count)
        add(
          `${rule.count} projects`,
          `${projects.length}: ${projects.map((name) => name.slice(9, -5)).join(', ')}`,
        );
      continue;
    }
    if (!data.has(rule.file)) {
      add(
        'the file exists',
        rule.file.startsWith('projects/') ? 'it is gone (renamed or removed)' : 'it does not parse',
      );
      continue;
    }
    const value = at(data.get(rule.file), rule.field);
    if ('count' in rule) {
      const count = Array.isArray(value) ? value.length : 0;
      if (count !== rule.count) add(`${rule.count} entries`, `${count}`);
    } else if ('matches' in rule) {
      if (typeof value !== 'string' || !rule.matches.test(value)) add(rule.says, shown(value));
    } else if (!same(value, rule.equals)) add(shown(rule.equals), shown(value));
  }
  return departures;
}

/** The report as lines: `file: field: the spec says … (§n); it is …`. */
export function formatDepartures(departures: readonly SpecDeparture[]) {
  return departures
    .map(
      ({ file, field, section, says, is }) =>
        `${file}: ${field}: the spec says ${says} (${section}); it is ${is}`,
    )
    .join('\n');
}

/** The report of the content at `root`: its departures, and the content check's problems and warnings. */
export async function specReport(root = process.cwd()) {
  const { problems, warnings, data } = await checkContent(root);
  return { problems, warnings, departures: specDepartures(data) };
}

if (isMain(import.meta.url)) {
  const { strict } = commandFlags(
    { strict: { type: 'boolean', default: false } },
    'Usage: npm run check:spec [-- --strict]\n  --strict  exit 1 when the content departs from the spec',
  );
  const { problems, departures } = await specReport();
  if (problems.length)
    console.warn(
      `(The content check finds ${problems.length} problem(s) too: node scripts/content/check-content.ts. A file with a problem is left out below.)`,
    );
  if (departures.length === 0) {
    console.info('The content matches the specification (../shared/SPEC.md) wherever it speaks.');
  } else {
    console.info(
      `The content departs from the specification (../shared/SPEC.md) in ${departures.length} place(s). ` +
        'This is information, not an error: the content is the agency’s. Where the spec should change with it, change the spec.\n' +
        formatDepartures(departures),
    );
    if (strict) process.exitCode = 1;
  }
}
