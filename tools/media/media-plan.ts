// Which crops and widths each image of the site is served at, and the master size its art is drawn at.
// Widths cover the largest box the image is shown in at 390, 1440 and 1920 px wide, at DPR 1 and 2
// (measured in a DPR-2 browser; tests/e2e/images.spec.ts checks it). The crop tags match the media
// queries in src/content/media.ts: `narrow` below the 992 px breakpoint, `wide` from it.
export const NARROW = 'narrow';
export const WIDE = 'wide';

/**
 * One crop of an image: its tag in the file names, its aspect ratio, every width it is cut at.
 */
export interface Crop {
  /** `[a-z0-9]+` */
  tag: string;
  /** Width / height. */
  aspect: number;
  widths: number[];
  /** The point (0-1 on each axis) the crop centres on. */
  focus?: { x: number; y: number };
  quality?: { webp?: number; avif?: number };
  /** False: WebP only. */
  avif?: boolean;
}
/**
 * Where an image's files go, the size its master is drawn at, and its crops.
 */
export type ImagePlan = { dir: string; master: [width: number, height: number]; crops: Crop[] };

export const PLAN = {
  // The hero portrait: 350 px square on a phone, 512 px on a desktop. WebP only: the loader preloads
  // it with `new Image()` (srcset + sizes), which cannot choose between formats as <picture> does.
  hero: {
    dir: 'src/assets/hero',
    master: [1440, 1440],
    crops: [{ tag: 'square', aspect: 1, widths: [720, 1080], avif: false }],
  },
  // Home stack cards: 348x261 on a phone; about square (772x741 to 839x921) on a desktop.
  homeCard: {
    dir: 'src/assets/home',
    master: [2000, 2000],
    crops: [
      { tag: NARROW, aspect: 4 / 3, widths: [720, 1080] },
      { tag: WIDE, aspect: 1, widths: [960, 1440, 1920] },
    ],
  },
  // Portfolio cards: 4:3 everywhere, 348 px wide on a phone, 640 px on a desktop.
  portfolioCard: {
    dir: 'src/assets/portfolio',
    master: [1600, 1200],
    crops: [{ tag: 'card', aspect: 4 / 3, widths: [720, 1080, 1440] }],
  },
  // Project cover: 4:3 on a phone (348x261), a 2.34:1 band on a desktop (1323x566).
  projectCover: {
    dir: 'src/assets/projects',
    master: [2800, 1200],
    crops: [
      { tag: NARROW, aspect: 4 / 3, widths: [720, 1080] },
      { tag: WIDE, aspect: 7 / 3, widths: [1400, 2100, 2800] },
    ],
  },
  // "Final Product" screens, 16:10: 348 px on a phone, 648 or 1323 px on a desktop.
  projectScreen: {
    dir: 'src/assets/projects',
    master: [2720, 1700],
    crops: [{ tag: 'screen', aspect: 1.6, widths: [720, 1360, 2720] }],
  },
  // Team portraits, 4:5: 350 px wide on a phone, 313 px on a desktop.
  teamPortrait: {
    dir: 'src/assets/team',
    master: [960, 1200],
    crops: [{ tag: 'portrait', aspect: 4 / 5, widths: [480, 800] }],
  },
  // About video posters: a tall 0.69 box on a phone, a 2.28:1 to 2.45:1 band on a desktop.
  aboutPoster: {
    dir: 'src/assets/about',
    master: [2760, 1500],
    crops: [
      { tag: NARROW, aspect: 0.69, widths: [720, 1035] },
      { tag: WIDE, aspect: 2.3, widths: [1380, 2760] },
    ],
  },
} satisfies Record<string, ImagePlan>;
