import { breakpoints } from '@/lib/breakpoints';
import * as palette from './palette';

/** Every spacing is a multiple of one base unit, so the rhythm holds across screens. */
const BASE = 4;
const space = (steps: number): string => `${steps * BASE}px`;

export const theme = {
  color: {
    ink: palette.ink,
    surface: palette.surface,
    hairline: palette.hairline,
    text: palette.text,
    muted: palette.muted,
    black: palette.black,
    accent: palette.sky,
    warm: palette.warm,
    success: palette.green,
    error: palette.red,
    mission: palette.violet,
    story: palette.coral,
    philosophy: palette.green,
  },
  font: {
    display: "'Syne Variable', 'Space Grotesk', system-ui, sans-serif",
    text: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
  fontSize: {
    small: 'clamp(0.8125rem, 0.78rem + 0.15vw, 0.875rem)',
    body: 'clamp(1rem, 0.96rem + 0.2vw, 1.125rem)',
    lead: 'clamp(1.125rem, 1rem + 0.6vw, 1.5rem)',
    h3: 'clamp(1.25rem, 1.1rem + 0.8vw, 1.75rem)',
    h2: 'clamp(2rem, 1.5rem + 2.5vw, 3.5rem)',
    h1: 'clamp(2.75rem, 1.6rem + 5.6vw, 7rem)',
    hero: 'clamp(2.75rem, 1.2rem + 4.4vw, 5.5rem)',
    display: 'clamp(6rem, 3rem + 14vw, 16rem)',
  },
  space,
  radius: { small: space(2), medium: space(4), large: space(8), pill: '999px' },
  layout: {
    maxWidth: '1440px',
    gutter: `clamp(${space(5)}, 4vw, ${space(16)})`,
    navHeight: space(18),
  },
  breakpoints,
  zIndex: { content: 1, footer: 0, navbar: 50, cursor: 90, loader: 100, skipLink: 110 },
} as const;

export type Theme = typeof theme;

/**
 * The room an open banner (fixed at the bottom, up to three lines on a phone) needs at the page's end:
 * the footer adds it while a `[data-banner]` is in the page.
 */
export const BANNER_ROOM = '10rem';

/** The wide layout (navbar links inline, two-column sections). */
export const wideQuery = `(min-width: ${breakpoints.wide}px)`;

/** Wide and tall enough, motion welcome: where scroll-driven layouts (the pinned stack) apply. */
export const wideMotionQuery = `(min-width: ${breakpoints.wide}px) and (min-height: ${breakpoints.stackMinHeight}px) and (prefers-reduced-motion: no-preference)`;

/** Media queries built from the theme's breakpoints. */
export const media = {
  wide: `@media ${wideQuery}`,
  /** Wide screens where motion is welcome: scroll-driven layouts (pinned stacks) apply. */
  wideMotion: `@media ${wideMotionQuery}`,
} as const;
