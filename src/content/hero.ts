import heroWebp from '@/assets/hero/hero.webp';
import heroJpg from '@/assets/hero/hero.jpg';

/** The hero artwork: the loader preloads `src` before the site is shown. */
export const heroImage = {
  src: heroWebp,
  fallbackSrc: heroJpg,
  width: 1200,
  height: 1200,
  alt: 'An eye-like orb at the centre of orbit rings, with a flight path rising across a night sky',
} as const;
