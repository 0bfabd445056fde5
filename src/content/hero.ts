import { breakpoints } from '@/lib/breakpoints';
import { pictures } from './media';

/** The hero artwork (scripts/media/make-art.mjs): the loader preloads it before the site is shown. */
export const heroImage = pictures(
  import.meta.glob<string>('./*.{avif,webp,jpg}', {
    base: '/src/assets/hero/',
    eager: true,
    query: '?url',
    import: 'default',
  }),
)(
  'hero',
  'An eye-like orb at the centre of orbit rings, with a flight path rising across a night sky',
);

/** The width the hero art is shown at (its `sizes`): the loader preloads the same candidate. */
export const heroImageSizes = `(min-width: ${breakpoints.wide}px) 512px, calc(100vw - 40px)`;
