// What the art scripts share: SVG building blocks, colour mixing and a seeded random source. The colours
// themselves are the site's palette (src/styles/palette.js).
import * as palette from '../../src/styles/palette.js';

/** White, which the site itself never uses: the drawings' highlights, masks and paper. */
export const WHITE = '#FFFFFF';

/** Deterministic PRNG (mulberry32), so re-runs give the same art. */
export function prng(seed) {
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
export const round1 = (v) => Math.round(v * 10) / 10;

/** Film grain over a whole image (the site's art has it throughout). */
export const grain = (seed, alpha = 0.05) =>
  `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 ${alpha} 0"/></filter>`;
export const blur = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
export const glowGrad = (id, color, alpha = 0.6) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${alpha}"/><stop offset="0.45" stop-color="${color}" stop-opacity="${round1(alpha * 0.35)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;

// SVG building blocks every art script draws with.

export const TAU = Math.PI * 2;

export function rgb(hex) {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}
/** Linear mix of two hex colours (t = 0 → a, 1 → b). */
export function mix(a, b, t) {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
export const shade = (c, t) => mix(c, palette.black, t);
export const tint = (c, t) => mix(c, WHITE, t);

export const linGrad = (id, stops, x2 = 0, y2 = 1, x1 = 0, y1 = 0) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;

export const rect = (x, y, w, h, r, fill, extra = '') =>
  `<rect x="${round1(x)}" y="${round1(y)}" width="${round1(w)}" height="${round1(h)}" rx="${round1(r)}" fill="${fill}" ${extra}/>`;
export const pill = (x, y, w, h, fill, extra = '') => rect(x, y, w, h, h / 2, fill, extra);
export const circle = (x, y, r, fill, extra = '') =>
  `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(r)}" fill="${fill}" ${extra}/>`;

/** Smooth Catmull-Rom path through points. */
export function curve(pts, closed = false) {
  const p = closed ? [pts.at(-1), ...pts, pts[0], pts[1]] : [pts[0], ...pts, pts.at(-1)];
  let d = `M${round1(p[1][0])} ${round1(p[1][1])}`;
  for (let i = 1; i < p.length - 2; i += 1) {
    const [a, b, c, e] = [p[i - 1], p[i], p[i + 1], p[i + 2]];
    d += ` C${round1(b[0] + (c[0] - a[0]) / 6)} ${round1(b[1] + (c[1] - a[1]) / 6)} ${round1(c[0] - (e[0] - b[0]) / 6)} ${round1(c[1] - (e[1] - b[1]) / 6)} ${round1(c[0])} ${round1(c[1])}`;
  }
  return closed ? `${d}Z` : d;
}
