// Generates the portfolio cards (4:3) and the project covers (a 7:3 band on a desktop, its 4:3 centre
// on a phone) of the two customer projects, cut into the crops and widths of tools/media/media-plan.ts.
// Run: node tools/media/make-covers.ts [name…] [--masters <dir>] [--masters-only] (runner.ts)
// — outputs into src/assets/{portfolio,projects}; commit them.
//
// Each project is one scene drawn for a width W: its subject (the bead letters, the temple path) sits
// in the middle 1600x1200, which is the whole card and the phone crop of the cover; a cover (W 2800)
// adds wings on either side that only the desktop band shows.
import palette from '../../src/styles/palette.json' with { type: 'json' };
import {
  blur,
  circle,
  curve,
  glowGrad,
  grain,
  linGrad,
  round1,
  prng,
  rect,
  shade,
  TAU,
  tint,
  WHITE,
} from './art-kit.ts';
import { PLAN } from './media-plan.ts';
import { runMedia } from './runner.ts';
import {
  atLength,
  closeRenderer,
  renderSvg,
  sampleCurve,
  sparkle,
  starPath,
} from './art-render.ts';

import type { Point } from './art-kit.ts';
import type { CurveSample } from './art-render.ts';
import type { ImagePlan } from './media-plan.ts';
import type { MediaJob } from './runner.ts';

const H = 1200;

const doc = (W: number, defs: string, body: string, seed: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}${grain(seed, 0.045)}${blur('soft', 16)}${blur('softer', 44)}</defs>${body}<rect width="${W}" height="${H}" filter="url(#grain)"/></svg>`;

// ---------------------------------------------------------------------------------------------
// Beads (the look of the Alphabeads screens, tools/media/make-screens.ts)

const BEAD_COLOURS = {
  warm: palette.warm,
  coral: palette.coral,
  violet: palette.violet,
  sky: palette.sky,
  green: palette.green,
};
/** The one bead that is not a palette colour, and the darker base its hole is cut with. */
const CREAM_BEAD = { colour: '#E9E4D6', base: '#B9B2A0' };
const beadDefs = () =>
  Object.entries({ ...BEAD_COLOURS, cream: CREAM_BEAD.colour })
    .map(
      ([k, c]) =>
        `<radialGradient id="bd-${k}" cx="0.36" cy="0.3" r="0.78"><stop offset="0" stop-color="${tint(c, 0.5)}"/><stop offset="0.42" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, 0.5)}"/></radialGradient>`,
    )
    .join('');

export type BeadColour = keyof typeof BEAD_COLOURS | 'cream';
export type BeadKind = (typeof KINDS)[number];

/**
 * One glossy bead of a kind and colour, turned by `angle` degrees.
 */
function bead(
  kind: BeadKind,
  x: number,
  y: number,
  r: number,
  colour: BeadColour,
  angle = 0,
  { hole = false }: { hole?: boolean } = {},
) {
  const fill = `url(#bd-${colour})`;
  const base = colour === 'cream' ? CREAM_BEAD.base : shade(BEAD_COLOURS[colour], 0.45);
  let shape;
  if (kind === 'sphere') shape = circle(0, 0, r, fill);
  else if (kind === 'barrel') shape = rect(-r * 1.08, -r * 0.86, r * 2.16, r * 1.72, r * 0.6, fill);
  else if (kind === 'cube') shape = rect(-r * 0.86, -r * 0.86, r * 1.72, r * 1.72, r * 0.3, fill);
  else if (kind === 'disc')
    shape = `<ellipse cx="0" cy="0" rx="${round1(r * 0.44)}" ry="${round1(r * 1.02)}" fill="${fill}"/>`;
  else if (kind === 'flower')
    shape =
      Array.from({ length: 6 }, (_, i) =>
        circle(
          Math.cos((i * TAU) / 6) * r * 0.56,
          Math.sin((i * TAU) / 6) * r * 0.56,
          r * 0.48,
          fill,
        ),
      ).join('') + circle(0, 0, r * 0.5, fill);
  else
    shape = `<path d="${starPath(0, 0, r, r * 0.62, 5)}" fill="${fill}" stroke="${fill}" stroke-width="${round1(r * 0.22)}" stroke-linejoin="round"/>`;
  const h = hole ? circle(0, 0, r * 0.16, shade(base, 0.4)) : '';
  return `<g transform="translate(${round1(x)} ${round1(y)})"><g transform="rotate(${round1(angle)})">${shape}${h}</g><ellipse cx="${round1(-r * 0.34)}" cy="${round1(-r * 0.42)}" rx="${round1(r * 0.26)}" ry="${round1(r * 0.15)}" transform="rotate(-32 ${round1(-r * 0.34)} ${round1(-r * 0.42)})" fill="${WHITE}" fill-opacity="0.5"/></g>`;
}
const beadShadow = (x: number, y: number, r: number) =>
  `<ellipse cx="${round1(x + r * 0.25)}" cy="${round1(y + r * 0.7)}" rx="${round1(r * 0.95)}" ry="${round1(r * 0.7)}"/>`;

/** Points around a circle arc (degrees, clockwise from +x), for bead letters. */
const arc = (cx: number, cy: number, r: number, a0: number, a1: number, steps = 240): Point[] =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r];
  });
const line = (x0: number, y0: number, x1: number, y1: number, steps = 120): Point[] =>
  Array.from({ length: steps + 1 }, (_, i) => [
    x0 + ((x1 - x0) * i) / steps,
    y0 + ((y1 - y0) * i) / steps,
  ]);

/**
 * A polyline as samples with arc length and direction.
 */
function samplePoly(pts: readonly Point[]): CurveSample[] {
  let length = 0;
  return pts.map((p, i) => {
    if (i) length += Math.hypot(p[0] - pts[i - 1][0], p[1] - pts[i - 1][1]);
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    return {
      x: p[0],
      y: p[1],
      length,
      angle: (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI,
    };
  });
}

const KINDS = [
  'sphere',
  'sphere',
  'cube',
  'sphere',
  'barrel',
  'sphere',
  'disc',
  'sphere',
  'flower',
  'sphere',
  'star',
] as const;

/** Beads threaded along a stroke (list of points), evenly, whole beads only; returns svg parts. */
function threadStroke(
  pts: readonly Point[],
  r: number,
  rnd: () => number,
  beadColours: readonly BeadColour[],
  { lace = true }: { lace?: boolean } = {},
) {
  const samples = samplePoly(pts);
  const total = samples[samples.length - 1].length;
  const beads = [];
  const shadows = [];
  // Fit a whole number of beads: average pitch about 2.05 r.
  const count = Math.max(1, Math.round(total / (r * 2.1)));
  const pitch = total / count;
  for (let i = 0; i <= count; i += 1) {
    if (
      i === count &&
      total > 0 &&
      Math.hypot(pts[0][0] - pts[pts.length - 1][0], pts[0][1] - pts[pts.length - 1][1]) < 4
    )
      break;
    const p = atLength(samples, i * pitch);
    const kind = KINDS[Math.floor(rnd() * KINDS.length)];
    const colour = beadColours[Math.floor(rnd() * beadColours.length)];
    const rr = r * (kind === 'disc' ? 1 : 0.9 + rnd() * 0.14);
    shadows.push(beadShadow(p.x, p.y, rr));
    beads.push(bead(kind, p.x, p.y, rr, colour, p.angle + 90 * (kind === 'disc' ? 0 : 1)));
  }
  const d = `M${pts.map(([x, y]) => `${round1(x)} ${round1(y)}`).join(' L')}`;
  return {
    lace: lace
      ? `<path d="${d}" fill="none" stroke="url(#lace)" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
      : '',
    beads: beads.join(''),
    shadows: shadows.join(''),
  };
}

/**
 * Lowercase letters as strokes of points, in a box whose baseline is at y and x-height is h. Bowls
 * leave a gap where the stem covers them, so no two beads sit on top of each other.
 */
/**
 */
function letterStrokes(ch: string, x: number, y: number, h: number): Point[][] {
  const r = h / 2;
  const cy = y - r;
  switch (ch) {
    case 'a':
      return [arc(x + r, cy, r, 48, 312), line(x + 2 * r, y - 2 * r, x + 2 * r, y)];
    case 'b':
      return [line(x, y - 3.3 * r, x, y), arc(x + r, cy, r, -132, 132)];
    case 'c':
      return [arc(x + r, cy, r, 40, 320)];
    default:
      return [];
  }
}
/** Where the lace enters and leaves each letter (near its baseline), for the sagging joins. */
/**
 */
function letterEnds(ch: string, x: number, y: number, h: number): [Point, Point] {
  const r = h / 2;
  const at = (deg: number): Point => [
    x + r + Math.cos((deg * Math.PI) / 180) * r,
    y - r + Math.sin((deg * Math.PI) / 180) * r,
  ];
  if (ch === 'a') return [at(160), [x + 2 * r, y]];
  if (ch === 'b') return [[x, y], at(50)];
  return [at(125), at(42)];
}

/** Alphabet block with a real letter on its face. */
const block = (x: number, y: number, a: number, c: string, ch: string, s = 1): string =>
  `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s})">${rect(-70, -64, 140, 140, 26, shade(c, 0.4))}${rect(-70, -74, 140, 134, 26, c)}${rect(-52, -56, 104, 98, 18, tint(c, 0.25), 'fill-opacity="0.45"')}
    <text x="0" y="26" text-anchor="middle" font-family="'Syne', sans-serif" font-weight="800" font-size="92" fill="${shade(c, 0.6)}">${ch}</text></g>`;

/** The Alphabeads scene's own colours: the night board, the lace's far end, the bead tray. */
const BOARD = {
  top: '#140F26',
  middle: '#0E0C18',
  bottom: '#1A0F1C',
  laceEnd: '#CFC8B8',
  tray: '#1C1830',
  trayCell: '#0F0C1C',
};
function alphabeads(W: number) {
  const ox = (W - 1600) / 2;
  const rnd = prng(21);
  const wide = W > 1600;
  const defs = `${linGrad(
    'bg',
    [
      [0, BOARD.top],
      [0.55, BOARD.middle],
      [1, BOARD.bottom],
    ],
    1,
    1,
  )}${glowGrad('gv', palette.violet, 0.5)}${glowGrad('gw', palette.warm, 0.42)}${glowGrad('gc', palette.coral, 0.4)}${glowGrad('gs', palette.sky, 0.35)}${beadDefs()}
    ${linGrad(
      'lace',
      [
        [0, palette.text, 0.95],
        [1, BOARD.laceEnd, 0.95],
      ],
      1,
      0,
    )}`;

  // The dotted activity board.
  const dots = [];
  for (let y = 40; y < H; y += 56) for (let x = 40; x < W; x += 56) dots.push(`M${x} ${y}h0.01`);

  // The letters a, b, c, each threaded with beads; one lace runs through them, sagging between
  // the letters and hanging off both ends with its plastic tips.
  const base = 800;
  const xh = 330;
  const br = 26;
  const letters: [letter: string, x: number, beadColours: BeadColour[]][] = [
    ['a', ox + 165, ['coral', 'warm', 'cream']],
    ['b', ox + 635, ['sky', 'violet', 'cream']],
    ['c', ox + 1105, ['green', 'warm', 'sky']],
  ];
  const laces = [];
  const beads = [];
  const shadows = [];
  for (const [ch, x, beadColours] of letters)
    for (const stroke of letterStrokes(ch, x, base, xh)) {
      const t = threadStroke(stroke, br, rnd, beadColours);
      laces.push(t.lace);
      beads.push(t.beads);
      shadows.push(t.shadows);
    }
  const ends = letters.map(([ch, x]) => letterEnds(ch, x, base, xh));
  const sag = (p: Point, q: Point, depth: number): Point[] => [
    p,
    [(p[0] + q[0]) / 2, Math.max(p[1], q[1]) + depth],
    q,
  ];
  const joins = [sag(ends[0][1], ends[1][0], 110), sag(ends[1][1], ends[2][0], 120)];
  const [ax, ay] = ends[0][0];
  const [cx2, cy2] = ends[2][1];
  const tailL: Point[] = wide
    ? [
        [ax, ay],
        [ax - 90, ay + 150],
        [ox - 200, base + 170],
        [ox - 470, base + 60],
      ]
    : [
        [ax, ay],
        [ax - 70, ay + 120],
        [ox + 70, base + 230],
        [ox + 200, base + 300],
      ];
  const tailR: Point[] = wide
    ? [
        [cx2, cy2],
        [cx2 + 120, cy2 + 140],
        [ox + 1760, base + 200],
        [ox + 2080, base + 120],
      ]
    : [
        [cx2, cy2],
        [cx2 + 90, cy2 + 130],
        [ox + 1470, base + 250],
        [ox + 1330, base + 310],
      ];
  const loose = [...joins, tailL, tailR]
    .map(
      (pts) =>
        `<path d="${curve(pts)}" fill="none" stroke="url(#lace)" stroke-width="5" stroke-linecap="round" stroke-opacity="0.9"/>`,
    )
    .join('');
  const tip = (pts: readonly Point[]) => {
    const samples = sampleCurve(pts, 30);
    const end = samples[samples.length - 1];
    return `<g transform="translate(${round1(end.x)} ${round1(end.y)}) rotate(${round1(end.angle)})">${rect(-6, -10, 64, 20, 10, palette.warm)}${rect(-6, -10, 64, 8, 4, WHITE, 'fill-opacity="0.35"')}</g>`;
  };
  // A few beads still on the tails, waiting to make the next letter.
  const tailBeads = [];
  const tails: [pts: Point[], from: number, colours: BeadColour[]][] = [
    [tailL, 0.55, ['violet', 'warm', 'green']],
    [tailR, 0.5, ['sky', 'coral', 'warm']],
  ];
  for (const [pts, from, colours] of tails) {
    const samples = sampleCurve(pts, 40);
    const length = samples[samples.length - 1].length;
    for (let i = 0; i < (wide ? 4 : 2); i += 1) {
      const p = atLength(samples, length * from + i * 2.3 * br);
      shadows.push(beadShadow(p.x, p.y, br));
      tailBeads.push(bead(i % 2 ? 'barrel' : 'sphere', p.x, p.y, br, colours[i % 3], p.angle + 90));
    }
  }

  // Loose beads flying onto the lace, with a dotted motion trail.
  const flying = `<path d="M${ox + 1330} ${300} C ${ox + 1240} ${220}, ${ox + 1120} ${250}, ${ox + 1060} ${330}" fill="none" stroke="${palette.text}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>
    ${bead('sphere', ox + 1370, 320, 36, 'warm', 0, { hole: true })}${bead('cube', ox + 1460, 230, 28, 'green', 18)}`;

  const confetti = Array.from({ length: wide ? 34 : 18 }, () => {
    const x = 60 + rnd() * (W - 120);
    const y = 60 + rnd() * 1080;
    const c = Object.values(BEAD_COLOURS)[Math.floor(rnd() * 5)];
    return rnd() > 0.5
      ? circle(x, y, 3 + rnd() * 4, c, 'fill-opacity="0.6"')
      : rect(
          x,
          y,
          18,
          6,
          3,
          c,
          `fill-opacity="0.5" transform="rotate(${Math.round(rnd() * 180)} ${round1(x)} ${round1(y)})"`,
        );
  }).join('');

  // Alphabet blocks: in the corner of the card; in the cover's left wing, a small stack.
  const blocks = wide
    ? `${block(ox - 410, 470, -8, palette.coral, 'a')}${block(ox - 250, 500, 6, palette.sky, 'b')}${block(ox - 330, 340, -3, palette.green, 'c')}${block(ox + 1600 + 440, 720, 10, palette.violet, 'd', 0.8)}`
    : `${block(ox + 200, 250, -10, palette.coral, 'a', 0.7)}`;
  const blockShadows = wide
    ? `<ellipse cx="${ox - 320}" cy="${580}" rx="250" ry="60"/><ellipse cx="${ox + 1600 + 450}" cy="${800}" rx="110" ry="30"/>`
    : `<ellipse cx="${ox + 210}" cy="310" rx="100" ry="30"/>`;

  // The right wing of the cover: a bead tray with loose beads sorted by colour.
  let tray = '';
  if (wide) {
    const tx = ox + 1600 + 100;
    const ty = 190;
    const cells: BeadColour[] = ['coral', 'warm', 'green', 'sky', 'violet', 'cream'];
    tray = `<rect x="${tx + 20}" y="${ty + 40}" width="520" height="340" rx="40" fill="${palette.black}" fill-opacity="0.5" filter="url(#softer)"/>${rect(tx, ty, 520, 340, 40, BOARD.tray, `stroke="${WHITE}" stroke-opacity="0.08" stroke-width="2"`)}
      ${cells
        .map((c, i) => {
          const cx = tx + 25 + (i % 3) * 160;
          const cy = ty + 25 + Math.floor(i / 3) * 150;
          const r2 = prng(i + 3);
          const inside = Array.from({ length: 5 }, (_, k) =>
            bead(
              k % 3 ? 'sphere' : 'barrel',
              cx + 36 + r2() * 78,
              cy + 36 + r2() * 62,
              19,
              c,
              r2() * 180,
            ),
          ).join('');
          return `${rect(cx, cy, 150, 140, 24, BOARD.trayCell)}${inside}`;
        })
        .join('')}`;
  }

  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="${ox + 420}" cy="330" r="560" fill="url(#gv)"/><circle cx="${ox + 1150}" cy="900" r="600" fill="url(#gw)"/><circle cx="${ox + 1500}" cy="160" r="380" fill="url(#gc)"/>
    ${wide ? `<circle cx="${ox - 380}" cy="800" r="560" fill="url(#gs)"/><circle cx="${ox + 2000}" cy="380" r="560" fill="url(#gv)"/>` : ''}
    <path d="${dots.join('')}" stroke="${palette.text}" stroke-opacity="0.09" stroke-width="3.5" stroke-linecap="round"/>
    <g fill="none" stroke="${palette.text}" stroke-opacity="0.12" stroke-width="2" stroke-dasharray="2 10" stroke-linecap="round">
      <circle cx="${ox + 800}" cy="${base - xh / 2}" r="560"/><circle cx="${ox + 800}" cy="${base - xh / 2}" r="640"/>
    </g>
    <g fill="${palette.black}" fill-opacity="0.45" filter="url(#soft)">${shadows.join('')}${blockShadows}</g>
    ${tray}${blocks}
    ${loose}${laces.join('')}${tip(tailL)}${tip(tailR)}${beads.join('')}${tailBeads.join('')}${flying}${confetti}
    ${sparkle(ox + 980, 220, 26, palette.warm)}${sparkle(ox + 1480, 620, 16, palette.text, 0.8)}${sparkle(ox + 560, 320, 14, palette.warm, 0.8)}${sparkle(ox + 130, 460, 18, palette.text, 0.6)}
    ${wide ? `${sparkle(ox - 420, 300, 22, palette.warm)}${sparkle(ox + 2150, 980, 18, palette.text, 0.7)}${sparkle(ox + 1900, 200, 14, palette.coral)}` : ''}`;
  return doc(W, defs, body, 31);
}

// ---------------------------------------------------------------------------------------------
// Tirthdom: a night map of mountains and temples joined by a winding pilgrim path.

/** A shikhara-style temple silhouette; (x, y) is the middle of its base. */
function temple(
  x: number,
  y: number,
  s: number,
  fill: string,
  { flag = palette.warm, detail = null }: { flag?: string; detail?: string | null } = {},
) {
  const body = `<path d="M-64 0 H64 V-12 H54 V-22 H-54 V-12 H-64Z"/>
    <path d="M-50 -22 V-58 H-12 V-22Z"/><path d="M-56 -58 L-31 -84 L-6 -58Z"/>
    <path d="M12 -22 V-50 H46 V-22Z"/><path d="M8 -50 L29 -70 L50 -50Z"/>
    <path d="M-26 -22 V-86 C-26 -130 -12 -158 0 -170 C12 -158 26 -130 26 -86 V-22Z"/>
    <ellipse cx="0" cy="-172" rx="11" ry="5"/><circle cx="0" cy="-182" r="5"/>`;
  const bands = detail
    ? `<g stroke="${detail}" stroke-width="2" stroke-opacity="0.5" fill="none">${[
        -50, -78, -104, -128, -148,
      ]
        .map((by) => {
          const halfWidth = by < -86 ? 26 * (1 - ((-86 - by) / 84) ** 2) + 2 : 26;
          return `<path d="M${round1(-halfWidth)} ${by} H${round1(halfWidth)}"/>`;
        })
        .join(
          '',
        )}<path d="M0 -22 V-150"/></g>${rect(-8, -40, 16, 18, 8, detail, 'fill-opacity="0.55"')}`
    : '';
  const flagSvg = flag
    ? `<path d="M0 -184 V-214" stroke="${fill}" stroke-width="3"/><path d="M1 -214 L26 -206 L1 -198Z" fill="${flag}"/>`
    : '';
  return `<g transform="translate(${round1(x)} ${round1(y)}) scale(${s})" fill="${fill}">${body}${bands}${flagSvg}</g>`;
}

/**
 * A closed wobbly shape around (cx, cy).
 */
function blob(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rnd: () => number,
  count = 9,
  jitter = 0.35,
) {
  const pts: Point[] = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * TAU;
    const k = 1 - jitter / 2 + jitter * rnd();
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
  });
  return curve(pts, true);
}
const pin = (x: number, y: number, s: number, fill: string, inner: string): string =>
  `<g transform="translate(${round1(x)} ${round1(y)}) scale(${s})"><ellipse cx="0" cy="2" rx="16" ry="6" fill="${palette.black}" fill-opacity="0.35"/><path d="M0 0 C-8 -18 -26 -30 -26 -52 A26 26 0 0 1 26 -52 C26 -30 8 -18 0 0Z" fill="${fill}"/>${circle(0, -52, 11, inner)}</g>`;

/** A ridge line across [x0, x1] (base units): fixed peaks in the middle, seeded hills outside. */
/**
 */
function ridgePts(
  core: readonly Point[],
  x0: number,
  x1: number,
  yBase: number,
  amp: number,
  seed: number,
): Point[] {
  const r = prng(seed);
  const left: Point[] = [];
  for (let x = core[0][0] - 110; x > x0 - 120; x -= 90 + r() * 40)
    left.unshift([x, yBase - r() * amp]);
  const right: Point[] = [];
  for (let x = core[core.length - 1][0] + 110; x < x1 + 120; x += 90 + r() * 40)
    right.push([x, yBase - r() * amp]);
  return [...left, ...core, ...right];
}

/** The Tirthdom night map's own colours, sky to foreground. */
const NIGHT_MAP = {
  skyTop: '#0B0B14',
  skyHigh: '#1A1736',
  skyLow: '#3A2442',
  horizon: '#5E2F3A',
  mist: '#6B3A55',
  land: '#15121F',
  river: '#9FB9FF',
  farRidge: '#2A2147',
  midRidge: '#1C1731',
  nearTemples: '#0F0D18',
  pathLine: '#DCE6FF',
  waypointHole: '#1A1230',
  waypointAhead: '#16131F',
};
function tirthdom(W: number) {
  // The scene is drawn in the old card's 1200x900 units, scaled by 4/3 and centred.
  const k = 4 / 3;
  const ox = (W - 1600) / 2 / k; // base units of wing on each side
  const x0 = -ox;
  const x1 = 1200 + ox;
  const wide = W > 1600;
  const rnd = prng(5);
  const defs = `${linGrad('sky', [
    [0, NIGHT_MAP.skyTop],
    [0.42, NIGHT_MAP.skyHigh],
    [0.62, NIGHT_MAP.skyLow],
    [0.72, NIGHT_MAP.horizon],
  ])}
    ${linGrad('sun', [
      [0, palette.warm],
      [1, palette.coral],
    ])}${glowGrad('halo', palette.coral, 0.55)}${glowGrad('gw', palette.warm, 0.7)}${glowGrad('gv', palette.violet, 0.35)}
    ${linGrad('land', [
      [0, NIGHT_MAP.land],
      [1, palette.ink],
    ])}
    ${linGrad('mist', [
      [0, NIGHT_MAP.horizon, 0],
      [0.5, NIGHT_MAP.mist, 0.22],
      [1, NIGHT_MAP.horizon, 0],
    ])}
    ${linGrad('river', [
      [0, NIGHT_MAP.river, 0.9],
      [1, palette.sky, 0.7],
    ])}
    ${linGrad(
      'path',
      [
        [0, palette.warm, 0.25],
        [1, palette.warm, 1],
      ],
      1,
      -0.4,
    )}`;

  const stars = Array.from({ length: wide ? 90 : 46 }, () =>
    circle(
      x0 + rnd() * (x1 - x0),
      rnd() * 330,
      0.8 + rnd() * 1.6,
      palette.text,
      `fill-opacity="${round1(0.25 + rnd() * 0.6)}"`,
    ),
  ).join('');
  const ridge = (pts: readonly Point[]) =>
    `M${x0 - 20} 900 L${pts.map(([x, y]) => `${round1(x)} ${round1(y)}`).join(' L')} L${x1 + 20} 900Z`;
  const far = ridgePts(
    [
      [0, 430],
      [90, 380],
      [170, 410],
      [260, 300],
      [330, 350],
      [420, 250],
      [520, 360],
      [600, 330],
      [700, 400],
      [800, 360],
      [930, 230],
      [1020, 330],
      [1100, 300],
      [1200, 380],
    ],
    x0,
    x1,
    420,
    180,
    8,
  );
  const mid = ridgePts(
    [
      [0, 520],
      [120, 470],
      [230, 500],
      [330, 440],
      [420, 460],
      [540, 520],
      [660, 480],
      [780, 530],
      [900, 470],
      [1000, 490],
      [1120, 450],
      [1200, 480],
    ],
    x0,
    x1,
    520,
    80,
    9,
  );
  const near = ridgePts(
    [
      [0, 600],
      [200, 565],
      [380, 590],
      [560, 560],
      [720, 600],
      [900, 575],
      [1080, 600],
      [1200, 580],
    ],
    x0,
    x1,
    600,
    40,
    10,
  );
  const peaks = far.filter(
    (p, i) =>
      i > 0 && i < far.length - 1 && p[1] < far[i - 1][1] && p[1] < far[i + 1][1] && p[1] < 330,
  );
  const snow = peaks
    .map(
      ([x, y]) =>
        `<path d="M${round1(x)} ${round1(y)} L${round1(x - 34)} ${round1(y + 40)} L${round1(x - 14)} ${round1(y + 32)} L${round1(x - 2)} ${round1(y + 44)} L${round1(x + 12)} ${round1(y + 30)} L${round1(x + 34)} ${round1(y + 40)}Z"/>`,
    )
    .join('');

  const contours = [];
  const rings = [
    [300, 760, 6],
    [900, 780, 5],
    ...(wide
      ? [
          [-260, 790, 5],
          [1480, 770, 6],
        ]
      : []),
  ];
  for (const [cx, cy, m] of rings)
    for (let i = 1; i <= m; i += 1)
      contours.push(
        `<path d="${blob(cx + i * 9, cy - i * 4, 50 + i * 46, 18 + i * 16, prng(cx + 400 + i), 12, 0.3)}"/>`,
      );

  // The river: a band that widens toward the viewer.
  const center = sampleCurve(
    [
      [772, 596],
      [770, 630],
      [960, 720],
      [960, 920],
    ],
    30,
  );
  const left = [];
  const right = [];
  for (const p of center) {
    const w = 3 + ((p.y - 520) / 400) ** 1.5 * 60;
    const a = (p.angle * Math.PI) / 180 + Math.PI / 2;
    left.push([p.x + Math.cos(a) * w, p.y + Math.sin(a) * w]);
    right.unshift([p.x - Math.cos(a) * w, p.y - Math.sin(a) * w]);
  }
  const river = `M${[...left, ...right].map(([x, y]) => `${round1(x)} ${round1(y)}`).join(' L')}Z`;

  // The journey: on the card it starts at the bottom-left corner; on the cover it comes in from the
  // left wing past a lakeside shrine, and goes on past the hill temple to a far shrine on the right.
  // Both go the same way from (170, 820) on.
  const fromRiver: Point[] = [
    [170, 820],
    [330, 830],
    [470, 760],
    [430, 690],
    [560, 640],
    [700, 660],
    [760, 590],
  ];
  const way: Point[] = wide
    ? [[x0 + 40, 860], [-280, 820], [-140, 860], [20, 830], ...fromRiver]
    : [[70, 900], ...fromRiver];
  const visited = wide ? 7 : 4;
  const route = curve(way);
  const waypoints = way.slice(1).map(([x, y], i) => {
    if (i + 1 < visited)
      return `${circle(x, y, 13, palette.warm)}${circle(x, y, 5, NIGHT_MAP.waypointHole)}`;
    if (i + 1 === visited)
      return `${circle(x, y, 44, 'url(#gw)')}${circle(x, y, 26, 'none', `stroke="${palette.warm}" stroke-width="2" stroke-opacity="0.6"`)}${circle(x, y, 14, palette.warm)}`;
    return circle(
      x,
      y,
      11,
      NIGHT_MAP.waypointAhead,
      `stroke="${palette.text}" stroke-width="3" stroke-opacity="0.7"`,
    );
  });
  const [px, py] = way[visited];
  const onward = wide
    ? `<path d="${curve([
        [760, 590],
        [860, 560],
        [1060, 610],
        [1250, 560],
        [1400, 520],
      ])}" fill="none" stroke="${palette.text}" stroke-opacity="0.35" stroke-width="4" stroke-dasharray="1 16" stroke-linecap="round"/>${circle(1250, 560, 11, NIGHT_MAP.waypointAhead, `stroke="${palette.text}" stroke-width="3" stroke-opacity="0.7"`)}${circle(1400, 520, 11, NIGHT_MAP.waypointAhead, `stroke="${palette.text}" stroke-width="3" stroke-opacity="0.7"`)}`
    : '';
  const lamps = [
    [880, 700],
    [935, 760],
    [1010, 830],
    [905, 850],
    ...(wide
      ? [
          [-300, 740],
          [-220, 770],
          [1330, 660],
          [1450, 700],
        ]
      : []),
  ]
    .map(([x, y]) => `${circle(x, y, 26, 'url(#gw)')}${circle(x, y, 4, palette.warm)}`)
    .join('');
  const compass = `<g transform="translate(${wide ? 1200 + ox - 120 : 1080} 790)" fill="none" stroke="${palette.text}" stroke-opacity="0.55">
    <circle r="54" stroke-width="1.5"/><circle r="44" stroke-dasharray="2 6" stroke-width="2"/>
    <path d="${starPath(0, 0, 46, 9, 4)}" fill="${palette.text}" fill-opacity="0.12"/><path d="M0 -46 L9 -9 L0 0Z" fill="${palette.warm}" stroke="none"/></g>`;
  const grid = [];
  for (let x = Math.ceil(x0 / 100) * 100; x < x1; x += 100) grid.push(`M${x} 0V900`);
  for (let y = 100; y < 900; y += 100) grid.push(`M${x0} ${y}H${x1}`);

  // The cover's wings: a violet glow and a crescent moon over the left, a glow over the right.
  const wingSky = wide
    ? `<circle cx="-150" cy="300" r="260" fill="url(#gv)"/><circle cx="1400" cy="260" r="260" fill="url(#gv)"/>
       <path d="M-180 180 A60 60 0 1 0 -120 250 A46 46 0 0 1 -180 180Z" fill="${palette.text}" fill-opacity="0.85"/>`
    : '';

  const frame = wide
    ? ''
    : `<rect x="28" y="28" width="1144" height="844" rx="22" fill="none" stroke="${palette.text}" stroke-opacity="0.16"/>
    <g stroke="${palette.text}" stroke-opacity="0.5" stroke-width="3" fill="none" stroke-linecap="round">
      <path d="M28 90 V50 A22 22 0 0 1 50 28 H90"/><path d="M1110 28 H1150 A22 22 0 0 1 1172 50 V90"/>
      <path d="M28 810 V850 A22 22 0 0 0 50 872 H90"/><path d="M1110 872 H1150 A22 22 0 0 0 1172 850 V810"/></g>`;

  const scene = `<rect x="${x0}" width="${x1 - x0}" height="900" fill="url(#sky)"/>${stars}
    <circle cx="800" cy="400" r="360" fill="url(#halo)"/><circle cx="800" cy="400" r="118" fill="url(#sun)"/>
    <g fill="none" stroke="${palette.warm}" stroke-opacity="0.18"><circle cx="800" cy="400" r="150"/><circle cx="800" cy="400" r="190" stroke-dasharray="3 10"/></g>
    ${wingSky}
    <path d="${ridge(far)}" fill="${NIGHT_MAP.farRidge}"/>
    <clipPath id="far"><path d="${ridge(far)}"/></clipPath><g clip-path="url(#far)" fill="${palette.text}" fill-opacity="0.35">${snow}</g>
    <rect x="${x0}" y="400" width="${x1 - x0}" height="120" fill="url(#mist)"/>
    <path d="${ridge(mid)}" fill="${NIGHT_MAP.midRidge}"/>
    ${temple(330, 448, 0.62, NIGHT_MAP.midRidge, { flag: palette.warm })}${temple(1000, 494, 0.38, NIGHT_MAP.midRidge, { flag: palette.coral })}
    ${wide ? temple(-330, 512, 0.5, NIGHT_MAP.midRidge, { flag: palette.coral }) + temple(1480, 478, 0.46, NIGHT_MAP.midRidge, { flag: palette.warm }) : ''}
    <path d="${ridge(near)}" fill="url(#land)"/>
    <g fill="none" stroke="${palette.muted}" stroke-opacity="0.14" stroke-width="1.5">${contours.join('')}</g>
    <path d="${river}" fill="url(#river)" fill-opacity="0.5"/>
    <path d="${curve(center.filter((_, i) => i % 10 === 0).map((p) => [p.x, p.y]))}" fill="none" stroke="${NIGHT_MAP.pathLine}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="30 40"/>
    ${lamps}
    ${wide ? `<ellipse cx="1400" cy="522" rx="60" ry="10" fill="${NIGHT_MAP.nearTemples}"/>${temple(1400, 520, 0.42, NIGHT_MAP.nearTemples, { flag: palette.coral, detail: palette.coral })}` : ''}
    <ellipse cx="760" cy="592" rx="90" ry="14" fill="${NIGHT_MAP.nearTemples}"/>${temple(760, 590, 0.62, NIGHT_MAP.nearTemples, { flag: palette.warm, detail: palette.warm })}
    ${onward}
    <path d="${route}" fill="none" stroke="${palette.warm}" stroke-opacity="0.25" stroke-width="16" stroke-linecap="round"/>
    <path d="${route}" fill="none" stroke="url(#path)" stroke-width="5" stroke-dasharray="1 16" stroke-linecap="round"/>
    ${waypoints.join('')}
    ${pin(px, py - 10, 1.1, palette.text, palette.coral)}
    <path d="${grid.join('')}" stroke="${palette.text}" stroke-opacity="0.05"/>
    ${compass}${frame}`;
  return doc(
    W,
    defs,
    `<g transform="translate(${round1(ox * k)} 0) scale(${round1(k * 1000) / 1000})">${scene}</g>`,
    13,
  );
}

// ---------------------------------------------------------------------------------------------

/**
 * An image of the scene `draw` makes for a width, at the master size of its plan.
 */
const scene = (name: string, plan: ImagePlan, draw: (width: number) => string): MediaJob => ({
  name,
  plan,
  draw: () => renderSvg(draw(plan.master[0]), plan.master[0], plan.master[1]),
});

await runMedia(
  [
    scene('alphabeads-card', PLAN.portfolioCard, alphabeads),
    scene('tirthdom-card', PLAN.portfolioCard, tirthdom),
    scene('alphabeads-cover', PLAN.projectCover, alphabeads),
    scene('tirthdom-cover', PLAN.projectCover, tirthdom),
  ],
  { finish: closeRenderer },
);
