import { pictures, type ResponsiveImage } from './media';

/**
 * The customer projects of the portfolio (spec §2 Portfolio, Project detail; §3 Portfolio project).
 * The spec does not print the descriptions, requirements or process: the copy below is ours to replace.
 */
export interface Project {
  slug: string;
  title: string;
  category: string;
  /** One line on the portfolio card. */
  tagline: string;
  /** The customer's live site. */
  link: string;
  cardImage: ResponsiveImage;
  /** The band at the top of the project's page. */
  coverImage: ResponsiveImage;
  description: readonly string[];
  requirements: readonly string[];
  process: readonly string[];
  finalProduct: {
    cardTitle: string;
    images: readonly [ResponsiveImage, ResponsiveImage, ResponsiveImage];
  };
}

/** Portfolio cards (scripts/media/make-covers.mjs), 4:3. */
const cardArt = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/portfolio/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
);
/** Covers (a 7:3 band, 4:3 on phones; scripts/media/make-covers.mjs) and screens (scripts/media/make-screens.mjs). */
const projectArt = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/projects/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
);

/** Copy every project detail shares (spec: a fixed intro mentioning a client meeting and a 10-question questionnaire). */
export const projectDetailCopy = {
  headings: {
    description: 'Description',
    requirements: 'Understanding Requirements',
    process: 'Development Process',
    finalProduct: 'Final Product',
  },
  requirementsIntro:
    'Every project starts with a meeting with the client, where we listen to their goals, their audience and their constraints. The client then fills in our 10-question design questionnaire, covering brand, tone, references, features and success measures, so that the requirements we agree on are written down before a single screen is drawn:',
  visit: 'Visit Now',
  more: 'More',
  backToPortfolio: 'All projects',
} as const;

export const projects = [
  {
    slug: 'alphabeads',
    title: 'Alphabeads',
    category: 'Education',
    tagline: 'Letters and phonics for early learners, one bead at a time.',
    link: 'https://alphabeads.com/',
    cardImage: cardArt(
      'alphabeads-card',
      'Colourful beads threaded on one lace to spell the letters a, b and c, next to an alphabet block',
    ),
    coverImage: projectArt(
      'alphabeads-cover',
      'Colourful beads threaded on a lace spelling a, b and c, between alphabet blocks and a tray of sorted beads',
    ),
    description: [
      'Alphabeads is a learning web app for children aged four to seven. Each letter of the alphabet becomes a string of beads to thread, trace and sound out, so that phonics feels like play rather than homework.',
      'The founders ran bead-threading workshops in primary schools and wanted the same calm, hands-on feeling on a tablet at home, with a clear view of progress for parents and teachers.',
    ],
    requirements: [
      'Forty short lessons covering every letter sound and the most common digraphs',
      'Touch-first interactions that work for small hands on tablets and phones',
      'Recorded voice-overs for every sound, with captions and an option to slow them down',
      'A parent dashboard showing progress per letter, with no advertising and no tracking',
      'Offline play once a lesson has been opened, for car journeys and classrooms with poor Wi-Fi',
    ],
    process: [
      'We prototyped the bead-threading interaction first and tested it with twelve children over two weeks, adjusting target sizes and audio timing until every child could finish a lesson without help.',
      'The app is a React single-page application with a service worker for offline lessons; lesson content lives in a headless CMS so the founders add new sounds without a developer.',
      'We finished with an accessibility pass (captions, reduced motion, full keyboard support for teachers on laptops) and a performance budget that keeps the first lesson under two seconds on a mid-range phone.',
    ],
    finalProduct: {
      cardTitle: 'Alphabeads: phonics, threaded together',
      images: [
        projectArt(
          'alphabeads-1',
          'The Alphabeads lesson for the letter S on a tablet: coloured beads threaded along a dotted S, a “Drag the next bead here” prompt and a “Hear it again” button beside sun, snake and sock picture cards',
        ),
        projectArt(
          'alphabeads-2',
          'Maya’s sound map in Alphabeads: 26 letter beads with example words, marked known, practising or coming up, a row of digraphs and a detail card for “m”',
        ),
        projectArt(
          'alphabeads-3',
          'The Alphabeads parent dashboard for Maya’s week: 14 of 26 letters known, 53 minutes played, a 4-day streak, minutes per day and a progress grid for every letter',
        ),
      ],
    },
  },
  {
    slug: 'tirthdom',
    title: 'Tirthdom',
    category: 'Gaming',
    tagline: 'A journey across sacred sites, played in the browser.',
    link: 'https://tirthdom.com/',
    cardImage: cardArt(
      'tirthdom-card',
      'A stylised night map of mountains and temples joined by a winding path, with the player’s pin on the way to a hill temple',
    ),
    coverImage: projectArt(
      'tirthdom-cover',
      'A night panorama of snowy mountains and temples, with a glowing pilgrim path running past the player’s pin to a hill temple',
    ),
    description: [
      'Tirthdom is a browser game about pilgrimage. Players travel between temples, rivers and mountain shrines on a hand-drawn map, collecting stories and solving gentle puzzles at each site.',
      'The studio behind it wanted a game that runs instantly from a link, on any device, and that tells the history of each place accurately enough to be used in classrooms.',
    ],
    requirements: [
      'An explorable world map with twenty-four sites, each with its own scene and story',
      'Instant start from a shared link: no install, no account needed to play',
      'Smooth play at 60 frames per second on mid-range phones',
      'Saved progress across devices for players who choose to sign in',
      'An achievements and collection screen to encourage coming back',
    ],
    process: [
      'We built the map and scenes on a WebGL canvas with a React interface around it, streaming each site’s assets only when the player travels there, so the first screen loads in a few hundred kilobytes.',
      'Historians reviewed every story; we wrote the content pipeline so their corrections reach the game the same day.',
      'Before launch we profiled the game on a range of phones, halved texture memory with compressed atlases, and added progress sync through a small serverless API.',
    ],
    finalProduct: {
      cardTitle: 'Tirthdom: every path tells a story',
      images: [
        projectArt(
          'tirthdom-1',
          'The Tirthdom world map: a parchment map of the Himalaya and the Ganga with pilgrim roads from Amritsar to Varanasi and a “You are here: Varanasi” card with a “Set out” button',
        ),
        projectArt(
          'tirthdom-2',
          'A Tirthdom scene at Dashashwamedh Ghat at dusk: temple spires and stepped ghats above a river of floating lamps, the player’s marker on the path, a lamp puzzle and a story dialogue',
        ),
        projectArt(
          'tirthdom-3',
          'The Tirthdom collection screen: cards for seven visited sacred sites with star ratings, the next stop Bodh Gaya, journey progress at 29% and an achievements list',
        ),
      ],
    },
  },
] as const satisfies readonly Project[];

export function findProject(slug: string | undefined): Project | undefined {
  return projects.find((project) => project.slug === slug);
}
