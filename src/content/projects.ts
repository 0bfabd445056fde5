import alphabeadsCardWebp from '@/assets/portfolio/alphabeads-card.webp';
import alphabeadsCardJpg from '@/assets/portfolio/alphabeads-card.jpg';
import tirthdomCardWebp from '@/assets/portfolio/tirthdom-card.webp';
import tirthdomCardJpg from '@/assets/portfolio/tirthdom-card.jpg';
import alphabeads1Webp from '@/assets/projects/alphabeads-1.webp';
import alphabeads1Jpg from '@/assets/projects/alphabeads-1.jpg';
import alphabeads2Webp from '@/assets/projects/alphabeads-2.webp';
import alphabeads2Jpg from '@/assets/projects/alphabeads-2.jpg';
import alphabeads3Webp from '@/assets/projects/alphabeads-3.webp';
import alphabeads3Jpg from '@/assets/projects/alphabeads-3.jpg';
import tirthdom1Webp from '@/assets/projects/tirthdom-1.webp';
import tirthdom1Jpg from '@/assets/projects/tirthdom-1.jpg';
import tirthdom2Webp from '@/assets/projects/tirthdom-2.webp';
import tirthdom2Jpg from '@/assets/projects/tirthdom-2.jpg';
import tirthdom3Webp from '@/assets/projects/tirthdom-3.webp';
import tirthdom3Jpg from '@/assets/projects/tirthdom-3.jpg';
import { image, type ResponsiveImage } from './media';

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
  description: readonly string[];
  requirements: readonly string[];
  process: readonly string[];
  finalProduct: {
    cardTitle: string;
    images: readonly [ResponsiveImage, ResponsiveImage, ResponsiveImage];
  };
}

const CARD = { width: 1200, height: 900 };
const SCREEN = { width: 1600, height: 1000 };

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
    cardImage: image(
      alphabeadsCardWebp,
      alphabeadsCardJpg,
      CARD,
      'Colourful beads threaded on a string in the shapes of letters',
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
        image(
          alphabeads1Webp,
          alphabeads1Jpg,
          SCREEN,
          'The Alphabeads lesson map, a path of letter beads to unlock',
        ),
        image(
          alphabeads2Webp,
          alphabeads2Jpg,
          SCREEN,
          'The bead-threading game board during a lesson',
        ),
        image(
          alphabeads3Webp,
          alphabeads3Jpg,
          SCREEN,
          'The parent dashboard with progress per letter',
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
    cardImage: image(
      tirthdomCardWebp,
      tirthdomCardJpg,
      CARD,
      'A stylised map of mountains and temples joined by a winding path',
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
        image(
          tirthdom1Webp,
          tirthdom1Jpg,
          SCREEN,
          'The Tirthdom world map with routes between sacred sites',
        ),
        image(
          tirthdom2Webp,
          tirthdom2Jpg,
          SCREEN,
          'A temple scene with the player’s marker on the path',
        ),
        image(tirthdom3Webp, tirthdom3Jpg, SCREEN, 'The achievements and collection screen'),
      ],
    },
  },
] as const satisfies readonly Project[];

export function findProject(slug: string | undefined): Project | undefined {
  return projects.find((project) => project.slug === slug);
}
