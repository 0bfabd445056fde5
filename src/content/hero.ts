import { breakpoints } from '@/lib/breakpoints';
import type { HomeData } from './schema';
import homeData from './data/home.json';
import { pictures } from './media';

const { image } = (homeData as HomeData).hero;

/** The hero artwork (tools/media/make-art.mjs): the loader preloads it before the site is shown. */
export const heroImage = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/hero/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
)(image.file, image.alt);

/** The width the hero art is shown at (its `sizes`): the loader preloads the same candidate. */
export const heroImageSizes = `(min-width: ${breakpoints.wide}px) 512px, calc(100vw - 40px)`;
