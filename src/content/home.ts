import conversionsArt from '@/assets/art/benefit-conversions.svg?no-inline';
import credibilityArt from '@/assets/art/benefit-credibility.svg?no-inline';
import impressionsArt from '@/assets/art/benefit-impressions.svg?no-inline';
import closingArt from '@/assets/art/closing-orbit.svg?no-inline';
import { pictures, type ResponsiveImage } from './media';

export type { ResponsiveImage } from './media';

export interface StackCard {
  id: string;
  title: string;
  summary: string;
  category: string;
  highlights: readonly string[];
  accent: string;
  image: ResponsiveImage;
}

export interface Benefit {
  id: 'impressions' | 'credibility' | 'conversions';
  title: string;
  body: string;
  /** A decorative line illustration (src/assets/art/benefit-<id>.svg), fetched as a file. */
  art: string;
}

/** The cards' art (scripts/media/make-art.mjs): a 4:3 crop for phones, a square one for the pinned stack. */
const cardImage = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/home/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
);

/** The home page copy (spec §1, §2 Home). */
export const home = {
  hero: {
    eyebrow: 'Web development · Machine learning',
    heading: 'Empowering Businesses to Fly High on the Web.',
    lead: 'We offer web development and machine-learning solutions tailored to each client, built around your goals, your data and your customers.',
    cta: "Let's Discuss",
    imageLabel: 'Our studio mark: an eye that watches your pointer',
  },
  work: {
    eyebrow: 'Selected work',
    heading: 'Projects that took off',
  },
  cards: [
    {
      id: 'generative-ai',
      title: 'Generative AI studio for content creators',
      summary:
        'A writing and imaging assistant that learns each creator’s voice, drafts posts, captions and thumbnails, and schedules them across platforms.',
      category: 'Generative AI',
      highlights: ['Fine-tuned language models', 'Brand-voice memory', 'One-click publishing'],
      accent: '#7C5CFF',
      image: cardImage(
        'card-generative',
        'A text prompt split into word tokens that flow into a grid of generated images, one still resolving out of noise',
      ),
    },
    {
      id: 'satellite-analysis',
      title: 'Satellite image analysis using AI and ML',
      summary:
        'Computer-vision models that read satellite imagery to map crops, count structures and flag change over time, delivered as a live dashboard.',
      category: 'Computer vision',
      highlights: ['Land-use segmentation', 'Change detection', 'Geospatial dashboard'],
      accent: '#5B8CFF',
      image: cardImage(
        'card-satellite',
        'Satellite view of fields, a river and a town, with labelled detection boxes and a change-detection chart',
      ),
    },
    {
      id: 'healthcare-scheduling',
      title: 'Healthcare app for efficient patient scheduling',
      summary:
        'A booking app that matches patients with the right clinician and time slot, predicts no-shows and fills gaps automatically.',
      category: 'Healthcare',
      highlights: ['Smart slot matching', 'No-show prediction', 'Reminders by SMS and e-mail'],
      accent: '#2ED8A7',
      image: cardImage(
        'card-healthcare',
        'A clinic’s week of colour-coded appointments with an auto-filled slot, beside a patient’s heart-rate card',
      ),
    },
  ],
  benefits: {
    eyebrow: 'Why a website matters',
    heading: 'Your website works while you sleep',
    items: [
      {
        id: 'impressions',
        title: 'First Impressions Matter',
        body: 'Visitors decide in seconds whether to stay. A fast, considered site tells them you take your craft as seriously as they take their money.',
        art: impressionsArt,
      },
      {
        id: 'credibility',
        title: 'Build Credibility and Trust',
        body: 'Clear services, real work and an easy way to reach you turn a stranger into someone who believes you can deliver.',
        art: credibilityArt,
      },
      {
        id: 'conversions',
        title: 'Boost Conversions and Growth',
        body: 'Every page is designed around one next step, measured and improved, so more visitors become enquiries and more enquiries become clients.',
        art: conversionsArt,
      },
    ],
  },
  closing: {
    heading: "Arrange a Free Meeting and discuss what's on your mind.",
    cta: 'Free Meet',
    art: closingArt,
  },
} as const satisfies {
  hero: Record<string, string>;
  work: Record<string, string>;
  cards: readonly StackCard[];
  benefits: { eyebrow: string; heading: string; items: readonly Benefit[] };
  /** `art`: the decorative vector on the band's right (src/assets/art/closing-orbit.svg). */
  closing: { heading: string; cta: string; art: string };
};
