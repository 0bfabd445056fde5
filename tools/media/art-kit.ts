// What the art scripts share: SVG building blocks, colour mixing and a seeded random source. The colours
// themselves are the site's palette (src/styles/palette.json).
import palette from '../../src/styles/palette.json' with { type: 'json' };

/** A point of a drawing. */
export type Point = readonly [x: number, y: number];
export type GradientStop = readonly [offset: number, colour: string, opacity?: number];

/** White, which the site itself never uses: the drawings' highlights, masks and paper. */
export const WHITE = '#FFFFFF';

/**
 * Deterministic PRNG (mulberry32), so re-runs give the same art.
 * @returns A number in [0, 1) at each call.
 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number rounded to one decimal, for compact SVG. */
export const round1 = (v: number) => Math.round(v * 10) / 10;

/** Film grain over a whole image (the site's art has it throughout). */
export const grain = (seed: number, alpha = 0.05) =>
  `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 ${alpha} 0"/></filter>`;
/** A Gaussian blur filter of standard deviation `sd`. */
export const blur = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
/** A radial glow of `color`, fading out from `alpha` at its centre. */
export const glowGrad = (id: string, color: string, alpha = 0.6) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${alpha}"/><stop offset="0.45" stop-color="${color}" stop-opacity="${round1(alpha * 0.35)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

// SVG building blocks every art script draws with.

export const TAU = Math.PI * 2;

/**
 * The red, green and blue (0-255) of a #RRGGBB colour.
 */
export function rgb(hex: string) {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}
/**
 * Linear mix of two hex colours (t = 0 → a, 1 → b).
 */
export function mix(a: string, b: string, t: number) {
  const x = rgb(a);
  const y = rgb(b);
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
/** `c` darkened towards black by `t` (0-1). */
export const shade = (c: string, t: number) => mix(c, palette.black, t);
/** `c` lightened towards white by `t` (0-1). */
export const tint = (c: string, t: number) => mix(c, WHITE, t);

/**
 * A linear gradient from (x1, y1) to (x2, y2), top to bottom by default.
 */
export const linGrad = (
  id: string,
  stops: readonly GradientStop[],
  x2 = 0,
  y2 = 1,
  x1 = 0,
  y1 = 0,
) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;

/**
 * @param r The corner radius.
 * @param extra More attributes.
 */
export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = '',
) =>
  `<rect x="${round1(x)}" y="${round1(y)}" width="${round1(w)}" height="${round1(h)}" rx="${round1(r)}" fill="${fill}" ${extra}/>`;
/**
 * @param extra More attributes.
 */
export const pill = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  rect(x, y, w, h, h / 2, fill, extra);
/**
 * @param extra More attributes.
 */
export const circle = (x: number, y: number, r: number, fill: string, extra = '') =>
  `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(r)}" fill="${fill}" ${extra}/>`;

/**
 * Smooth Catmull-Rom path through points.
 */
export function curve(pts: readonly Point[], closed = false) {
  const last = pts[pts.length - 1];
  const p = closed ? [last, ...pts, pts[0], pts[1]] : [pts[0], ...pts, last];
  let d = `M${round1(p[1][0])} ${round1(p[1][1])}`;
  for (let i = 1; i < p.length - 2; i += 1) {
    const [a, b, c, e] = [p[i - 1], p[i], p[i + 1], p[i + 2]];
    d += ` C${round1(b[0] + (c[0] - a[0]) / 6)} ${round1(b[1] + (c[1] - a[1]) / 6)} ${round1(c[0] - (e[0] - b[0]) / 6)} ${round1(c[1] - (e[1] - b[1]) / 6)} ${round1(c[0])} ${round1(c[1])}`;
  }
  return closed ? `${d}Z` : d;
}
