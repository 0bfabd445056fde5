import { breakpoints } from '@/lib/breakpoints';
import { pictures } from './media';

/**
 * The hero artwork (tools/media/make-art.ts, or `npm run media:import -- <photo> --as hero`): the
 * loader preloads it before the site is shown, so its files ship with the shell. Its alt text is the
 * home page's content (src/content/data/home.json, `hero.imageAlt`).
 */
export const heroImage = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/hero/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
)('hero', '');

/** The width the hero art is shown at (its `sizes`): the loader preloads the same candidate. */
export const heroImageSizes = `(min-width: ${breakpoints.wide}px) 512px, calc(100vw - 40px)`;
