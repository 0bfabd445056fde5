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
