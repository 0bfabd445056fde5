// What the art scripts share: the site's palette (src/styles/theme.ts) and a seeded random source.
export const C = {
  ink: '#0B0B10',
  surface: '#15151D',
  hairline: '#26262F',
  text: '#F3F1EA',
  muted: '#A3A1AC',
  sky: '#5B8CFF',
  warm: '#FFB547',
  green: '#2ED8A7',
  violet: '#7C5CFF',
  coral: '#FF7A59',
};

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
export const n = (v) => Math.round(v * 10) / 10;

/** Film grain over a whole image (the site's art has it throughout). */
export const grain = (seed, alpha = 0.05) =>
  `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}" stitchTiles="stitch"/><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 ${alpha} 0"/></filter>`;
export const blur = (id, sd) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`;
export const glowGrad = (id, color, alpha = 0.6) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${alpha}"/><stop offset="0.45" stop-color="${color}" stop-opacity="${n(alpha * 0.35)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
