import conversionsArt from '@/assets/art/benefit-conversions.svg?no-inline';
import credibilityArt from '@/assets/art/benefit-credibility.svg?no-inline';
import impressionsArt from '@/assets/art/benefit-impressions.svg?no-inline';
import closingArt from '@/assets/art/closing-orbit.svg?no-inline';
import type { HomeData } from './schema';
import homeData from './data/home.json';
import { heroImage } from './hero';
import { pictures, type ResponsiveImage } from './media';

/** Checked against its schema at build (scripts/content/check-content.ts). */
const data = homeData as HomeData;

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
  id: HomeData['benefits']['items'][number]['id'];
  title: string;
  body: string;
  /** A decorative line illustration (src/assets/art/benefit-<id>.svg), fetched as a file. */
  art: string;
}

const benefitArt: Record<Benefit['id'], string> = {
  impressions: impressionsArt,
  credibility: credibilityArt,
  conversions: conversionsArt,
};

/** The cards' art (tools/media/make-art.ts): a 4:3 crop for phones, a square one for the pinned stack. */
const cardImage = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/home/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
);

/**
 * The home page (spec §1, §2 Home): its texts and pictures are src/content/data/home.json. The home
 * route loads this module with its screen (src/screens/home/home-content.ts), so the copy reaches the
 * browser as the prerendered page's data, not in the first load's code.
 */
export const home = {
  hero: {
    eyebrow: data.hero.eyebrow,
    heading: data.hero.heading,
    lead: data.hero.lead,
    cta: data.hero.cta,
    imageLabel: data.hero.imageLabel,
    image: { ...heroImage, alt: data.hero.imageAlt },
  },
  work: data.work,
  cards: data.cards.map((card) => ({ ...card, image: cardImage(card.image.file, card.image.alt) })),
  benefits: {
    ...data.benefits,
    items: data.benefits.items.map((item) => ({ ...item, art: benefitArt[item.id] })),
  },
  /** `art`: the decorative vector on the band's right (src/assets/art/closing-orbit.svg). */
  closing: { ...data.closing, art: closingArt },
} satisfies {
  hero: Record<'eyebrow' | 'heading' | 'lead' | 'cta' | 'imageLabel', string> & {
    image: ResponsiveImage;
  };
  work: Record<string, string>;
  cards: readonly StackCard[];
  benefits: { eyebrow: string; heading: string; items: readonly Benefit[] };
  closing: { heading: string; cta: string; art: string };
};
