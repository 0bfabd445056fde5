import missionWebm from '@/assets/about/mission.webm';
import missionMp4 from '@/assets/about/mission.mp4';
import storyWebm from '@/assets/about/story.webm';
import storyMp4 from '@/assets/about/story.mp4';
import philosophyWebm from '@/assets/about/philosophy.webm';
import philosophyMp4 from '@/assets/about/philosophy.mp4';
import { pictures, type BackgroundVideo, type ResponsiveImage } from './media';

/** The videos' posters (their first frame, scripts/media/make-media.mjs): a tall crop for phones. */
const posterArt = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/about/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
);
/** Team portraits, 4:5 (scripts/media/make-media.mjs). */
const portrait = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/team/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
);
import type { SocialLink } from '@/ui/social-icon/social-icon';
import { site } from './site';

/** The About page (spec §2 About). Texts the spec does not print are ours; replace them freely. */
export interface AboutTab {
  id: 'mission' | 'story' | 'philosophy';
  label: string;
  heading: string;
  body: string;
  /** The tab's highlight colour: a key of the theme's colours. */
  highlight: 'mission' | 'story' | 'philosophy';
  video: BackgroundVideo;
}

export interface Testimonial {
  quote: string;
  author: string;
  role: string;
  /** Where the words were said or written, so anyone can check them. */
  source: string;
}

export interface TeamMember {
  name: string;
  role: 'Design Lead' | 'Tech Creator' | 'AI Strategist' | 'Data Innovator';
  tooltip: string;
  photo: ResponsiveImage;
  links: readonly (SocialLink & { label: 'LinkedIn' | 'GitHub' | 'Instagram' })[];
}

export interface ApproachStep {
  title: 'Strategy' | 'Design' | 'Development';
  body: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

const VIDEO_SIZE = { width: 1280, height: 720 };
const video = (webm: string, mp4: string, posterName: string): BackgroundVideo => ({
  webm,
  mp4,
  poster: posterArt(posterName, ''),
  ...VIDEO_SIZE,
});
/** Until each member's own profiles are filled in, the links lead to the agency's (`site.socials`). */
const socials = (profiles: Partial<Record<SocialLink['icon'], string>> = {}): TeamMember['links'] =>
  site.socials.map((social) => ({ ...social, href: profiles[social.icon] ?? social.href }));

export const about = {
  intro: {
    eyebrow: 'About us',
    lead: 'We are a small studio of designers, engineers and machine-learning specialists who turn ambitious ideas into websites and models that work for real businesses.',
  },
  whoWeAre: {
    heading: 'Who are we?',
    tabListLabel: 'Who we are',
    tabs: [
      {
        id: 'mission',
        label: 'Mission',
        heading: 'Help every business fly high on the web',
        body: 'Our mission is to give small and growing businesses the kind of web presence and machine-learning tools that used to belong only to large companies: fast, accessible, beautiful sites and models that answer real questions, delivered at a fixed price and on a clear timeline.',
        highlight: 'mission',
        video: video(missionWebm, missionMp4, 'mission-poster'),
      },
      {
        id: 'story',
        label: 'Story',
        heading: 'From late-night side projects to a studio',
        body: 'We started by building websites for friends’ shops and training small models on their sales data in the evenings. The results spoke for themselves, word spread, and the side projects became a studio that has since shipped learning apps, games, dashboards and AI assistants for clients on three continents.',
        highlight: 'story',
        video: video(storyWebm, storyMp4, 'story-poster'),
      },
      {
        id: 'philosophy',
        label: 'Philosophy',
        heading: 'Craft, clarity and honest numbers',
        body: 'We believe good software is invisible: it loads fast, works for everyone, and gets out of the way. We measure what we build, explain our choices in plain language, and never sell a model where a simple rule would do.',
        highlight: 'philosophy',
        video: video(philosophyWebm, philosophyMp4, 'philosophy-poster'),
      },
    ],
  },
  testimonials: {
    heading: 'Words we build by',
    label: 'Testimonials',
    items: [
      {
        quote: 'Design is not just what it looks like and feels like. Design is how it works.',
        author: 'Steve Jobs',
        role: 'Co-founder of Apple',
        source:
          'Rob Walker, “The Guts of a New Machine”, The New York Times Magazine, 30 November 2003',
      },
      {
        quote:
          'The power of the Web is in its universality. Access by everyone regardless of disability is an essential aspect.',
        author: 'Tim Berners-Lee',
        role: 'Inventor of the World Wide Web',
        source: 'W3C press release launching the Web Accessibility Initiative, 22 October 1997',
      },
      {
        quote: 'AI is the new electricity.',
        author: 'Andrew Ng',
        role: 'Co-founder of Coursera and Google Brain',
        source:
          'Talk at the Stanford MSx Future Forum, January 2017, reported by Stanford Graduate School of Business as “Why AI Is the New Electricity”',
      },
    ],
  },
  team: {
    heading: 'Meet The Team',
    members: [
      {
        name: 'Priya Nair',
        role: 'Design Lead',
        tooltip:
          'Turns rough ideas into calm, accessible interfaces; sketches everything on paper first.',
        photo: portrait(
          'member-1',
          'Illustrated portrait of Priya Nair: long wavy black hair, a gold hoop earring and a plum top, on a violet backdrop',
        ),
        links: socials(),
      },
      {
        name: 'Daniel Okafor',
        role: 'Tech Creator',
        tooltip:
          'Builds the fast front ends and sturdy back ends; happiest with a performance budget to beat.',
        photo: portrait(
          'member-2',
          'Illustrated portrait of Daniel Okafor: a smile, a short fade, a full beard, round glasses and a navy hoodie, on a blue backdrop',
        ),
        links: socials(),
      },
      {
        name: 'Lena Fischer',
        role: 'AI Strategist',
        tooltip:
          'Finds where machine learning pays off for a business, and says so plainly when it does not.',
        photo: portrait(
          'member-3',
          'Illustrated portrait of Lena Fischer: freckles, copper hair in a top bun and a teal blazer, on an amber backdrop',
        ),
        links: socials(),
      },
      {
        name: 'Mateo Silva',
        role: 'Data Innovator',
        tooltip:
          'Cleans, models and visualises data until it tells a story a whole team can act on.',
        photo: portrait(
          'member-4',
          'Illustrated portrait of Mateo Silva: a grin, dark curly hair, a moustache and green headphones round his neck, on a green backdrop',
        ),
        links: socials(),
      },
    ],
  },
  approach: {
    heading: 'Our Approach',
    steps: [
      {
        title: 'Strategy',
        body: 'We start with your goals, your customers and your numbers, and agree on what success looks like before anything is designed.',
      },
      {
        title: 'Design',
        body: 'We sketch, prototype and test with real people, refining the look and the flow until they feel effortless on every screen.',
      },
      {
        title: 'Development',
        body: 'We build in small, reviewed steps with tests and performance budgets, then launch, measure and hand over a site your team can run.',
      },
    ],
  },
  faq: {
    heading: 'Frequently Asked Questions :',
    items: [
      {
        question: 'Why choose a custom website over a website builder?',
        answer:
          'Builders are quick to start but hard to grow: templates look like everyone else’s, pages get heavy, and features you need later may not exist. A custom site is built around your brand and your customers, loads fast, ranks better and can grow with you, and you own every line of it.',
      },
      {
        question: 'How much budget do I need for my project?',
        answer:
          'Most projects fit one of our three fixed-price packages, listed with their prices on the Services page. After a free meeting we send a fixed quote for the agreed scope; anything extra is priced and approved before work starts, never added to the bill afterwards.',
      },
      {
        question: 'Will you train my team to use the website?',
        answer:
          'Yes. Every project ends with a hands-on training session for your team, recorded so new colleagues can watch it later, plus short written guides for the tasks you do most often, like publishing content or reading your analytics.',
      },
      {
        question: 'Do you offer help after the project is finished?',
        answer:
          'Yes. Each package includes a support period after launch for fixes and questions. After that you can extend support on a monthly plan or call on us whenever you need a new feature.',
      },
    ],
  },
} as const satisfies {
  intro: { eyebrow: string; lead: string };
  whoWeAre: { heading: string; tabListLabel: string; tabs: readonly AboutTab[] };
  testimonials: { heading: string; label: string; items: readonly Testimonial[] };
  team: { heading: string; members: readonly TeamMember[] };
  approach: { heading: string; steps: readonly ApproachStep[] };
  faq: { heading: string; items: readonly FaqItem[] };
};
