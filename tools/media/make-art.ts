// Generates the site's original artwork: the hero eye and the three home project cards, cut into
// the crops and widths of tools/media/media-plan.ts (AVIF/WebP/JPEG, see tools/media/variants.ts).
// Run: node tools/media/make-art.ts [hero] [card-…] [--masters <dir>] [--masters-only] (runner.ts)
// — outputs into src/assets/{hero,home}; commit them.
//
// The home cards are drawn on a 2000x2000 master that is shown whole (1:1) on a desktop and as a
// 4:3 centre crop (y 250-1750) on a phone, so everything that carries meaning sits in that band;
// the top and bottom strips hold only atmosphere and small meta labels.
import sharp from 'sharp';
import palette from '../../src/styles/palette.json' with { type: 'json' };
import {
  blur,
  circle,
  curve,
  glowGrad,
  grain,
  linGrad,
  mix,
  round1,
  pill,
  prng,
  rect,
  tint,
  WHITE,
} from './art-kit.ts';
import { PLAN } from './media-plan.ts';
import { runMedia } from './runner.ts';
import { closeRenderer, renderSvg, sparkle, text } from './art-render.ts';

import type { Point } from './art-kit.ts';
import type { TextStyle } from './art-render.ts';

// ---------------------------------------------------------------------------------------------
// Hero: an eye-like orb in orbit rings with a rising flight path. The pupil painted here is smaller
// than the moving pupil the page lays over it (src/screens/home/sections/hero). Drawn in a 1200
// unit viewBox and rendered at the master size.

/** The hero's own colours: the glow and depth of its night sky, the iris' pale blue. */
const HERO = { skyGlow: '#2b3f8f', skyDeep: '#16193a', iris: '#9fb9ff' };
function hero([W, H]: readonly [width: number, height: number]) {
  return `
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 1200 1200">
  <defs>
    <radialGradient id="sky" cx="50%" cy="42%" r="62%">
      <stop offset="0" stop-color="${HERO.skyGlow}"/><stop offset="0.45" stop-color="${HERO.skyDeep}"/><stop offset="1" stop-color="${palette.ink}"/>
    </radialGradient>
    <radialGradient id="iris" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="${palette.text}"/><stop offset="0.55" stop-color="${HERO.iris}"/><stop offset="1" stop-color="${palette.sky}"/>
    </radialGradient>
    <linearGradient id="path" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="${palette.sky}" stop-opacity="0"/><stop offset="0.6" stop-color="${palette.sky}"/><stop offset="1" stop-color="${palette.warm}"/>
    </linearGradient>
    ${grain(7, 0.06)}
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <g fill="none" stroke="${palette.text}" stroke-opacity="0.14">
    <ellipse cx="600" cy="600" rx="470" ry="180" transform="rotate(-18 600 600)"/>
    <ellipse cx="600" cy="600" rx="380" ry="300" transform="rotate(24 600 600)"/>
    <circle cx="600" cy="600" r="250"/>
  </g>
  <circle cx="600" cy="600" r="150" fill="url(#iris)"/>
  <circle cx="600" cy="600" r="50" fill="${palette.ink}"/>
  <path d="M120 1120 C 420 1020, 700 940, 1080 300" stroke="url(#path)" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M1080 300 l -54 18 l 30 14 l 6 34 z" fill="${palette.warm}"/>
  <g fill="${palette.text}">
    <circle cx="210" cy="190" r="3"/><circle cx="980" cy="140" r="2"/><circle cx="1040" cy="760" r="3"/>
    <circle cx="150" cy="640" r="2"/><circle cx="860" cy="1010" r="2.5"/><circle cx="420" cy="120" r="2"/>
  </g>
  <rect width="100%" height="100%" filter="url(#grain)"/>
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Shared card shell

const CARD_SIZE = 2000;

/** The dark stage of a home card: ink, two soft glows of its accent, a faint dot grid, grain. */
function cardDoc({
  accent,
  second,
  seed,
  defs = '',
  body,
}: {
  accent: string;
  second: string;
  seed: number;
  defs?: string;
  body: string;
}) {
  const dots: string[] = [];
  for (let y = 50; y < CARD_SIZE; y += 50)
    for (let x = 50; x < CARD_SIZE; x += 50) dots.push(`M${x} ${y}h0.01`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_SIZE}" height="${CARD_SIZE}" viewBox="0 0 ${CARD_SIZE} ${CARD_SIZE}">
  <defs>${glowGrad('ga', accent, 0.42)}${glowGrad('gb', second, 0.26)}${linGrad('vign', [
    [0, palette.ink, 0],
    [0.7, palette.ink, 0],
    [1, palette.ink, 0.85],
  ])}
    ${grain(seed, 0.045)}${blur('soft', 18)}${blur('softer', 46)}${defs}</defs>
  <rect width="${CARD_SIZE}" height="${CARD_SIZE}" fill="${palette.ink}"/>
  <circle cx="1180" cy="900" r="1150" fill="url(#ga)"/><circle cx="300" cy="1500" r="800" fill="url(#gb)"/>
  <path d="${dots.join('')}" stroke="${palette.text}" stroke-opacity="0.09" stroke-width="4" stroke-linecap="round"/>
  ${body}
  <rect width="${CARD_SIZE}" height="${CARD_SIZE}" filter="url(#grain)"/>
</svg>`;
}

/** A raised UI panel: surface, hairline, a drop shadow under it. */
const panel = (
  x: number,
  y: number,
  w: number,
  h: number,
  r = 36,
  fill: string = palette.surface,
  op = 0.92,
): string =>
  `<rect x="${x + 20}" y="${y + 46}" width="${w - 40}" height="${h - 20}" rx="${r}" fill="${palette.black}" fill-opacity="0.55" filter="url(#softer)"/>${rect(x, y, w, h, r, fill, `fill-opacity="${op}" stroke="${palette.text}" stroke-opacity="0.1" stroke-width="2"`)}`;

/** Small mono meta label (the studio's annotation voice). */
const meta = (x: number, y: number, str: string, o: TextStyle = {}): string =>
  text(x, y, str, {
    size: 26,
    face: 'mono',
    weight: 400,
    fill: palette.muted,
    op: 0.8,
    ls: 1,
    ...o,
  });

/** The four corner ticks of a frame. */
const corners = (
  x: number,
  y: number,
  w: number,
  h: number,
  len: number,
  colour: string,
  width = 4,
  op = 0.9,
): string =>
  `<g fill="none" stroke="${colour}" stroke-opacity="${op}" stroke-width="${width}" stroke-linecap="round">
    <path d="M${x} ${y + len} V${y} H${x + len}"/><path d="M${x + w - len} ${y} H${x + w} V${y + len}"/>
    <path d="M${x} ${y + h - len} V${y + h} H${x + len}"/><path d="M${x + w - len} ${y + h} H${x + w} V${y + h - len}"/></g>`;

// ---------------------------------------------------------------------------------------------
// 1. Generative AI: a prompt whose tokens stream into a 2x2 grid of generated images; one of them
// is still resolving out of diffusion noise, and a step strip shows noise becoming the picture.

/** Each generated picture's sky, top to horizon: dusk, night, sunset, poster. */
const SCENE_SKIES = [
  ['#2A1B5E', palette.violet, palette.coral],
  ['#0E1533', '#304B9E', '#9FB9FF'],
  ['#1C1030', '#6B3A7A', palette.warm],
  ['#101A2E', palette.green, palette.text],
];
/** The generated pictures' own colours. */
const SCENE = {
  planeSide: '#C9C2EE',
  planeShade: '#A69BD9',
  cityTowers: '#1B1238',
  cityStreet: '#140D2A',
  planetNight: '#2C3F8A',
  mountains: '#2A1740',
  lake: '#150C24',
  posterRings: ['#16324A', '#1E5B5E', '#27A384', palette.green],
};

/** A generated picture (one of four variations of the prompt), drawn in a 0..100 box. */
/** @param v Which variation, 0-3. */
function scene(v: number) {
  const skies = SCENE_SKIES[v];
  const id = `sk${v}`;
  const defs = `${linGrad(id, [
    [0, skies[0]],
    [0.62, skies[1]],
    [1, skies[2]],
  ])}`;
  const plane = (x: number, y: number, s: number, rot: number): string =>
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})"><path d="M-10 0 L12 -4 L-4 6Z" fill="${palette.text}"/><path d="M-4 6 L12 -4 L-1 2Z" fill="${SCENE.planeSide}"/><path d="M-10 0 L-1 2 L-4 6Z" fill="${SCENE.planeShade}"/></g>`;
  let body;
  if (v === 0) {
    // A paper plane over a dusk city, sun on the horizon.
    const towers = [];
    const r = prng(40);
    for (let x = -2; x < 102; x += 5 + r() * 4) {
      const h = 8 + r() * 22;
      towers.push(
        `<rect x="${round1(x)}" y="${round1(78 - h)}" width="${round1(4 + r() * 3)}" height="${round1(h + 30)}"/>`,
      );
    }
    body = `<circle cx="64" cy="74" r="16" fill="${palette.warm}"/><circle cx="64" cy="74" r="24" fill="${palette.warm}" fill-opacity="0.18"/>
      <g fill="${SCENE.cityTowers}">${towers.join('')}</g><rect y="78" width="100" height="22" fill="${SCENE.cityStreet}"/>
      <path d="M14 52 C 30 40, 44 44, 58 30" fill="none" stroke="${palette.text}" stroke-opacity="0.55" stroke-width="0.8" stroke-dasharray="2 2"/>${plane(62, 28, 1.3, -22)}`;
  } else if (v === 1) {
    // A ringed planet with the plane crossing its ring.
    body = `${Array.from({ length: 18 }, (_, i) => `<circle cx="${(i * 37) % 100}" cy="${(i * 53) % 60}" r="0.5" fill="${WHITE}" fill-opacity="0.7"/>`).join('')}
      <circle cx="50" cy="56" r="24" fill="${palette.sky}"/><path d="M26 56 A24 24 0 0 0 74 56 A24 10 0 0 1 26 56Z" fill="${SCENE.planetNight}"/>
      <ellipse cx="50" cy="56" rx="40" ry="9" fill="none" stroke="${palette.text}" stroke-opacity="0.75" stroke-width="2" transform="rotate(-12 50 56)"/>
      ${plane(24, 24, 1.1, 12)}`;
  } else if (v === 2) {
    // Mountains at dusk reflected in a lake.
    body = `<circle cx="34" cy="44" r="12" fill="${palette.warm}"/>
      <path d="M0 64 L18 38 L30 52 L46 26 L64 54 L78 40 L100 64Z" fill="${SCENE.mountains}"/><path d="M46 26 L40 36 L46 33 L52 37Z" fill="${palette.text}" fill-opacity="0.8"/>
      <rect y="64" width="100" height="36" fill="${SCENE.lake}"/><path d="M0 64 L18 82 L30 74 L46 96 L64 76 L78 84 L100 64Z" fill="${SCENE.mountains}" fill-opacity="0.45"/>
      <g stroke="${palette.warm}" stroke-opacity="0.6" stroke-width="1.2"><path d="M26 70 H42"/><path d="M29 75 H39"/><path d="M31 80 H37"/></g>${plane(70, 20, 1, -10)}`;
  } else {
    // A bold poster: concentric rings and the plane's looping trail.
    body = `${[40, 31, 22, 13].map((r, i) => `<circle cx="50" cy="58" r="${r}" fill="${SCENE.posterRings[i]}"/>`).join('')}
      <path d="M8 84 C 30 84, 30 40, 50 40 S 78 70, 84 30" fill="none" stroke="${palette.text}" stroke-width="1.4" stroke-dasharray="3 2"/>${plane(85, 27, 1.3, -60)}`;
  }
  return { defs, body: `<rect width="100" height="100" fill="url(#${id})"/>${body}` };
}

/** The scene as a k x k grid of colours (sampled with sharp), for the diffusion-noise tiles. */
async function sceneCells(v: number, k: number) {
  const { defs, body } = scene(v);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${k * 8}" height="${k * 8}" viewBox="0 0 100 100"><defs>${defs}</defs>${body}</svg>`;
  const { data } = await sharp(Buffer.from(svg))
    .resize(k, k, { kernel: 'cubic' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Array.from(
    { length: k * k },
    (_, i) => `#${[0, 1, 2].map((c) => data[i * 3 + c].toString(16).padStart(2, '0')).join('')}`,
  );
}

/** The violet the diffusion noise is tinted with. */
const NOISE_TINT = '#3A2D6E';

/** A tile of the scene at denoising progress t (0 pure noise, 1 clean), k cells across. */
async function noisyTile(
  v: number,
  x: number,
  y: number,
  size: number,
  t: number,
  k: number,
  seed: number,
) {
  if (t >= 1) {
    const { body } = scene(v);
    return `<g transform="translate(${x} ${y}) scale(${size / 100})">${body}</g>`;
  }
  const cells = await sceneCells(v, k);
  const r = prng(seed);
  const cs = size / k;
  const out = [];
  for (let j = 0; j < k; j += 1)
    for (let i = 0; i < k; i += 1) {
      const noise = `#${[0, 1, 2]
        .map(() =>
          Math.round(30 + r() * 190)
            .toString(16)
            .padStart(2, '0'),
        )
        .join('')}`;
      const c = mix(mix(noise, NOISE_TINT, 0.35), cells[j * k + i], t);
      out.push(
        `<rect x="${round1(x + i * cs)}" y="${round1(y + j * cs)}" width="${round1(cs + 0.6)}" height="${round1(cs + 0.6)}" fill="${c}"/>`,
      );
    }
  return out.join('');
}

/** The UI mock-ups' own colours: chips and pills, the generate button's top, avatars, tiles. */
const UI = { chip: '#23232E', buttonTop: '#8F73FF', avatar: '#2A3B37', tile: '#1E1E28' };

async function generative() {
  const defs =
    [0, 1, 2, 3].map((v) => scene(v).defs).join('') +
    linGrad(
      'flow',
      [
        [0, palette.violet, 0.1],
        [0.5, palette.violet, 0.7],
        [1, palette.sky, 0.9],
      ],
      1,
      0,
    ) +
    linGrad('btn', [
      [0, UI.buttonTop],
      [1, palette.violet],
    ]) +
    `<clipPath id="tiles">${[0, 1, 2, 3].map((i) => rect(1040 + (i % 2) * 430, 430 + Math.floor(i / 2) * 430, 400, 400, 28, WHITE)).join('')}</clipPath>` +
    `<clipPath id="steps">${[0, 1, 2, 3].map((i) => rect(150 + i * 180, 1262, 160, 160, 18, WHITE)).join('')}</clipPath>`;

  // The prompt, as tokens: each word a chip; the strongest tokens glow in the colour they paint.
  const words: [word: string, tone: number][] = [
    ['a', 0],
    ['paper', 2],
    ['plane', 2],
    ['gliding', 0],
    ['over', 0],
    ['a', 0],
    ['violet', 1],
    ['dusk', 1],
    ['city,', 0],
    ['soft', 0],
    ['film', 3],
    ['grain,', 3],
    ['poster', 4],
  ];
  const tone = [null, palette.violet, palette.warm, palette.sky, palette.coral];
  const chips: string[] = [];
  const heads: [x: number, y: number, colour: string][] = [];
  let cx = 200;
  let cy = 662;
  for (const [w, k] of words) {
    const cw = w.length * 21 + 46;
    if (cx + cw > 830) {
      cx = 200;
      cy += 84;
    }
    const c = tone[k];
    chips.push(
      rect(
        cx,
        cy - 48,
        cw,
        66,
        16,
        c ?? UI.chip,
        c
          ? `fill-opacity="0.2" stroke="${c}" stroke-opacity="0.7" stroke-width="2"`
          : 'fill-opacity="0.9"',
      ) +
        text(cx + cw / 2, cy - 3, w, {
          size: 40,
          weight: c ? 600 : 450,
          fill: c ? tint(c, 0.35) : palette.text,
          op: c ? 1 : 0.82,
          anchor: 'middle',
        }),
    );
    if (c) heads.push([cx + cw, cy - 15, c]);
    cx += cw + 12;
  }
  const caret = rect(cx + 4, cy - 50, 6, 66, 3, palette.text);
  const promptPanel = `${panel(150, 470, 720, 640)}
    ${sparkle(204, 532, 20, palette.violet)}${text(240, 545, 'Prompt', { size: 34, weight: 600, face: 'display' })}
    ${pill(640, 510, 190, 50, UI.chip)}${circle(668, 535, 9, palette.green)}${text(690, 546, 'voice: Ava', { size: 25, weight: 500, fill: palette.muted })}
    <path d="M190 585 H830" stroke="${palette.text}" stroke-opacity="0.08" stroke-width="2"/>
    ${chips.join('')}${caret}
    <path d="M190 928 H830" stroke="${palette.text}" stroke-opacity="0.08" stroke-width="2"/>
    ${text(200, 980, 'Style', { size: 26, weight: 500, fill: palette.muted })}${[palette.violet, palette.coral, palette.warm, palette.ink].map((c, i) => circle(300 + i * 44, 971, 17, c, `stroke="${palette.text}" stroke-opacity="0.25" stroke-width="2"`)).join('')}
    ${text(520, 980, 'Aspect', { size: 26, weight: 500, fill: palette.muted })}${rect(626, 952, 38, 38, 6, 'none', `stroke="${palette.text}" stroke-opacity="0.7" stroke-width="3"`)}${text(680, 980, '1:1', { size: 26, weight: 600, face: 'mono' })}
    ${meta(200, 1062, '13 tokens · seed 4127', { size: 24 })}
    ${pill(596, 1022, 234, 68, 'url(#btn)')}${sparkle(632, 1056, 14, palette.text)}${text(658, 1068, 'Generate', { size: 30, weight: 600 })}`;

  // Token streams: from the panel edge (level with each highlighted chip) into the four images, as
  // little squares in flight that shrink as they enter the latent grid.
  const r = prng(11);
  const streams = [];
  const targets: Point[] = [
    [1040, 560],
    [1040, 700],
    [1040, 990],
    [1040, 1130],
    [1040, 820],
  ];
  for (const [hi, [, hy, c]] of heads.entries()) {
    for (let t = 0; t < 2; t += 1) {
      const [tx, ty] = targets[(hi * 2 + t) % targets.length];
      const pts = [
        [880, hy + t * 14],
        [950, round1((hy + ty) / 2 + (t ? 30 : -30))],
        [tx, ty],
      ];
      const d = `M${pts[0][0]} ${pts[0][1]} C ${930} ${pts[0][1]}, ${960} ${ty}, ${tx} ${ty}`;
      streams.push(
        `<path d="${d}" fill="none" stroke="${c}" stroke-opacity="0.3" stroke-width="2.5"/>`,
      );
      const sq = [];
      for (let q = 0; q < 7; q += 1) {
        const u = (q + 0.5 + r() * 0.4) / 7;
        const e = 1 - u;
        const bx = e ** 3 * 880 + 3 * e * e * u * 930 + 3 * e * u * u * 960 + u ** 3 * tx;
        const by =
          e ** 3 * pts[0][1] + 3 * e * e * u * pts[0][1] + 3 * e * u * u * ty + u ** 3 * ty;
        const sz = 15 - u * 8 + r() * 3;
        sq.push(
          rect(
            bx - sz / 2,
            by - sz / 2,
            sz,
            sz,
            2.5,
            c,
            `fill-opacity="${round1(0.5 + r() * 0.5)}"`,
          ),
        );
      }
      streams.push(sq.join(''));
    }
  }
  // The prompt panel's edge, where the streams leave it.
  streams.push(...heads.map(([, hy, c]) => circle(872, hy + 7, 7, c)));

  // The 2x2 output grid: three finished variations and one still resolving.
  const tiles = [];
  for (let i = 0; i < 4; i += 1) {
    const x = 1040 + (i % 2) * 430;
    const y = 430 + Math.floor(i / 2) * 430;
    tiles.push(
      `<rect x="${x + 20}" y="${y + 40}" width="360" height="380" rx="28" fill="${palette.black}" fill-opacity="0.6" filter="url(#softer)"/>`,
    );
  }
  const grid = [];
  for (let i = 0; i < 4; i += 1) {
    const x = 1040 + (i % 2) * 430;
    const y = 430 + Math.floor(i / 2) * 430;
    grid.push(
      i === 3
        ? await noisyTile(3, x, y, 400, 0.55, 20, 91)
        : await noisyTile(i, x, y, 400, 1, 0, 0),
    );
  }
  // The resolving tile's scan: above it clean, the band glowing.
  const resolving = `<clipPath id="top3"><rect x="1470" y="860" width="400" height="150"/></clipPath>
    <g clip-path="url(#top3)"><g clip-path="url(#tiles)">${await noisyTile(3, 1470, 860, 400, 1, 0, 0)}</g></g>
    <rect x="1470" y="1004" width="400" height="12" fill="${palette.green}" fill-opacity="0.9"/><rect x="1470" y="1010" width="400" height="70" fill="${palette.green}" fill-opacity="0.12"/>`;
  const tileChrome = `${rect(1040, 430, 400, 400, 28, 'none', `stroke="${palette.violet}" stroke-width="6"`)}
    ${circle(1400, 470, 26, palette.violet)}<path d="M1388 470 l9 9 l16 -18" fill="none" stroke="${palette.text}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    ${[0, 1, 2, 3].map((i) => rect(1040 + (i % 2) * 430, 430 + Math.floor(i / 2) * 430, 400, 400, 28, 'none', `stroke="${palette.text}" stroke-opacity="0.14" stroke-width="2"`)).join('')}
    ${pill(1490, 1210, 230, 50, palette.ink, 'fill-opacity="0.75"')}${circle(1516, 1235, 8, palette.green)}${text(1534, 1245, 'step 32 / 50', { size: 24, face: 'mono', weight: 400, fill: palette.text })}
    ${pill(1060, 780, 156, 34, palette.ink, 'fill-opacity="0.6"')}${text(1138, 804, 'V1 · picked', { size: 20, face: 'mono', weight: 400, fill: palette.text, anchor: 'middle', op: 0.9 })}`;

  // The step strip under the prompt: the first variation emerging from noise.
  const steps = [];
  const ts = [0, 0.3, 0.65, 1];
  for (let i = 0; i < 4; i += 1) {
    steps.push(await noisyTile(0, 150 + i * 180, 1262, 160, ts[i], [10, 12, 16, 0][i], 50 + i));
  }
  const stepLabels = ['t = 50', 't = 35', 't = 15', 't = 0']
    .map((l, i) => meta(150 + i * 180 + 80, 1462, l, { size: 22, anchor: 'middle' }))
    .join('');
  const stepArrows = [0, 1, 2]
    .map(
      (i) =>
        `<path d="M${150 + i * 180 + 163} 1342 h14" stroke="${palette.muted}" stroke-width="3" stroke-linecap="round"/>`,
    )
    .join('');

  // Posting row along the bottom of the band: where the picture goes next.
  const posts = `${meta(150, 1230, 'DENOISING · V1', { size: 22, fill: palette.violet, op: 1 })}
    ${panel(1040, 1320, 830, 170, 30)}
    ${rect(1070, 1350, 110, 110, 18, SCENE_SKIES[0][0])}<g transform="translate(1070 1350) scale(1.1)"><clipPath id="th"><rect width="100" height="100" rx="16"/></clipPath><g clip-path="url(#th)">${scene(0).body}</g></g>
    ${text(1210, 1392, 'Caption drafted in Ava’s voice', { size: 30, weight: 600 })}
    ${text(1210, 1436, 'Thu 18:30 · Instagram, LinkedIn', { size: 26, weight: 450, fill: palette.muted })}
    ${pill(1700, 1370, 140, 56, palette.green, `fill-opacity="0.16" stroke="${palette.green}" stroke-opacity="0.6" stroke-width="2"`)}${text(1770, 1407, 'Queued', { size: 25, weight: 600, fill: palette.green, anchor: 'middle' })}`;

  // Atmosphere in the strips the phone crop hides.
  const top = `${meta(150, 190, 'SKYWARD LABS / GEN-AI STUDIO')}${meta(1850, 190, 'RUN 0412', { anchor: 'end' })}
    <path d="M150 220 H1850" stroke="${palette.text}" stroke-opacity="0.08" stroke-width="2"/>`;
  const bottom = `<path d="M150 1800 H1850" stroke="${palette.text}" stroke-opacity="0.08" stroke-width="2"/>
    ${meta(150, 1850, 'PROMPT → TOKENS → LATENT → IMAGE')}${meta(1850, 1850, '04 VARIATIONS', { anchor: 'end' })}`;

  // The publishing queue: the week's posts, each with its thumbnail and platform.
  const weekPosts: [scene: number, when: string, what: string, colour: string][] = [
    [0, 'Mon 09:00', 'Reel · TikTok', palette.sky],
    [2, 'Wed 12:30', 'Carousel · Instagram', palette.warm],
    [1, 'Thu 18:30', 'Post · LinkedIn', palette.violet],
  ];
  const queue = weekPosts
    .map(([v, when, what, c], i) => {
      const x = 150 + i * 580;
      return `${panel(x, 1600, 540, 130, 26, palette.surface, 0.8)}<g transform="translate(${x + 20} 1620) scale(0.9)"><clipPath id="q${i}"><rect width="100" height="100" rx="16"/></clipPath><g clip-path="url(#q${i})">${scene(v).body}</g></g>
        ${text(x + 132, 1656, when, { size: 24, face: 'mono', weight: 400, fill: c })}${text(x + 132, 1698, what, { size: 28, weight: 600 })}`;
    })
    .join('');

  const body = `${top}<g transform="translate(0 -50)">${tiles.join('')}${streams.join('')}${promptPanel}
    <g clip-path="url(#tiles)">${grid.join('')}</g>${resolving}${tileChrome}
    <g clip-path="url(#steps)">${steps.join('')}</g>${stepArrows}${stepLabels}
    ${posts}${queue}</g>${bottom}
    ${sparkle(960, 380, 16, palette.warm)}${sparkle(1930, 1130, 12, palette.text, 0.6)}${sparkle(100, 1160, 12, palette.violet, 0.8)}`;
  return cardDoc({ accent: palette.violet, second: palette.coral, seed: 3, defs, body });
}

// ---------------------------------------------------------------------------------------------
// 2. Satellite: a scene of farmland, river and town seen from orbit, segmented and annotated with
// detection boxes, the satellite's orbit and sensor swath above, a change-detection panel aside.

/** The satellite card's earth seen from orbit, and the satellite's solar panels. */
const EARTH = {
  treeDark: '#1F4A3C',
  treeLight: '#24564A',
  riverBank: '#16284F',
  river: '#2A4D8F',
  riverGlint: '#9FB9FF',
  road: '#C9C4B5',
  roofs: ['#D8D2C4', '#B7B1A4', '#8E8A80'],
  ground: '#1A2A26',
  haze: '#0B1230',
};
const SOLAR_PANEL = { cell: '#2A4D8F', frame: '#9FB9FF' };

function satellite() {
  const r = prng(5);
  const FX = 130;
  const FY = 400;
  const FW = 1320;
  const FH = 1200;
  const defs = `<clipPath id="scene"><rect x="${FX}" y="${FY}" width="${FW}" height="${FH}" rx="34"/></clipPath>
    ${linGrad('swath', [
      [0, palette.sky, 0.0],
      [1, palette.sky, 0.22],
    ])}${linGrad('scan', [
      [0, palette.sky, 0],
      [1, palette.sky, 0.35],
    ])}
    ${linGrad(
      'orbit',
      [
        [0, palette.sky, 0],
        [0.5, palette.sky, 0.8],
        [1, palette.warm, 0.9],
      ],
      1,
      0,
    )}
    <pattern id="hatch" width="14" height="14" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="5" height="14" fill="${palette.warm}" fill-opacity="0.5"/></pattern>
    <pattern id="trees" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="6" fill="${EARTH.treeDark}"/><circle cx="17" cy="16" r="5" fill="${EARTH.treeLight}"/></pattern>`;

  // Fields: a slightly rotated patchwork with varied crops.
  const fieldTones = [
    '#2B4A3C',
    '#35573F',
    '#4A5A36',
    '#5C5230',
    '#3C4F5C',
    '#2F4035',
    '#5A4A34',
    '#324B44',
  ];
  const fields = [];
  const seg = [];
  const cols = 9;
  const rows = 9;
  const fw = 190;
  const fh = 170;
  const picked = new Map([
    ['2,2', 'crop'],
    ['3,2', 'crop'],
    ['5,5', 'fallow'],
    ['6,5', 'fallow'],
    ['1,6', 'crop'],
    ['6,1', 'crop'],
  ]);
  for (let j = 0; j < rows; j += 1)
    for (let i = 0; i < cols; i += 1) {
      const x = -200 + i * fw;
      const y = 200 + j * fh;
      const tone = fieldTones[Math.floor(r() * fieldTones.length)];
      const split = r();
      const inner = [];
      if (split < 0.35) {
        inner.push(
          rect(x + 6, y + 6, fw * 0.5 - 9, fh - 12, 6, tone),
          rect(x + fw * 0.5 + 3, y + 6, fw * 0.5 - 9, fh - 12, 6, fieldTones[(i + j) % 8]),
        );
      } else {
        inner.push(rect(x + 6, y + 6, fw - 12, fh - 12, 6, tone));
      }
      // Plough lines.
      const lines = [];
      const vertical = r() > 0.5;
      for (let q = 14; q < (vertical ? fw : fh) - 10; q += 12)
        lines.push(
          vertical ? `M${x + q} ${y + 10}V${y + fh - 10}` : `M${x + 10} ${y + q}H${x + fw - 10}`,
        );
      fields.push(
        `${inner.join('')}<path d="${lines.join('')}" stroke="${WHITE}" stroke-opacity="0.05" stroke-width="3"/>`,
      );
      const kind = picked.get(`${i},${j}`);
      if (kind === 'crop')
        seg.push(
          rect(
            x + 6,
            y + 6,
            fw - 12,
            fh - 12,
            6,
            palette.green,
            `fill-opacity="0.32" stroke="${palette.green}" stroke-width="4"`,
          ),
        );
      if (kind === 'fallow')
        seg.push(
          rect(
            x + 6,
            y + 6,
            fw - 12,
            fh - 12,
            6,
            'url(#hatch)',
            `stroke="${palette.warm}" stroke-width="4"`,
          ),
        );
    }
  const sceneRot = 'rotate(-9 800 1000)';

  // River: a meandering band with a lighter edge.
  const riverPts: Point[] = [
    [1500, 330],
    [1260, 560],
    [1240, 760],
    [1020, 930],
    [860, 1060],
    [820, 1300],
    [600, 1480],
    [420, 1700],
  ];
  const river = `<path d="${curve(riverPts)}" fill="none" stroke="${EARTH.riverBank}" stroke-width="96" stroke-linecap="round"/>
    <path d="${curve(riverPts)}" fill="none" stroke="${EARTH.river}" stroke-width="62" stroke-linecap="round"/>
    <path d="${curve(riverPts)}" fill="none" stroke="${EARTH.riverGlint}" stroke-opacity="0.25" stroke-width="6" stroke-dasharray="40 60"/>`;
  // Forest along the river.
  const forest = `<path d="${curve(riverPts.map(([x, y]) => [x + 90, y + 40]))}" fill="none" stroke="url(#trees)" stroke-width="90"/>`;
  // Roads and the town.
  const roads = `<g fill="none" stroke="${EARTH.road}" stroke-opacity="0.55" stroke-linecap="round"><path d="M120 860 C 500 820, 900 900, 1500 780" stroke-width="12"/><path d="M640 380 C 620 700, 700 1000, 640 1650" stroke-width="9"/></g>`;
  const houses = [];
  const hr = prng(77);
  for (let q = 0; q < 34; q += 1) {
    const x = 540 + hr() * 260;
    const y = 720 + hr() * 220;
    const w = 22 + hr() * 26;
    houses.push(
      rect(
        x,
        y,
        w,
        w * (0.6 + hr() * 0.5),
        3,
        EARTH.roofs[q % 3],
        `transform="rotate(${round1(hr() * 20 - 10)} ${round1(x)} ${round1(y)})"`,
      ),
    );
  }

  const terrain = `<g clip-path="url(#scene)"><rect x="${FX}" y="${FY}" width="${FW}" height="${FH}" fill="${EARTH.ground}"/>
    <g transform="${sceneRot}">${fields.join('')}${forest}${river}${roads}${houses.join('')}${seg.join('')}</g>
    <rect x="${FX}" y="${FY}" width="${FW}" height="${FH}" fill="${EARTH.haze}" fill-opacity="0.28"/>
    ${Array.from({ length: 3 }, (_, i) => `<path d="M${FX + (i + 1) * 330} ${FY}V${FY + FH}" stroke="${palette.text}" stroke-opacity="0.12" stroke-width="2" stroke-dasharray="8 10"/><path d="M${FX} ${FY + (i + 1) * 300}H${FX + FW}" stroke="${palette.text}" stroke-opacity="0.12" stroke-width="2" stroke-dasharray="8 10"/>`).join('')}
    <rect x="${FX}" y="960" width="${FW}" height="130" fill="url(#scan)"/><rect x="${FX}" y="1088" width="${FW}" height="5" fill="${palette.sky}"/>
    </g>${rect(FX, FY, FW, FH, 34, 'none', `stroke="${palette.text}" stroke-opacity="0.16" stroke-width="2"`)}`;

  // Detection boxes with labels (in screen space, over the rotated scene).
  const box = (
    x: number,
    y: number,
    w: number,
    h: number,
    colour: string,
    label: string,
    conf: string,
  ): string => {
    const lw = label.length * 15.5 + conf.length * 15.5 + 40;
    return `${corners(x, y, w, h, 30, colour, 5)}${rect(x, y, w, h, 4, colour, 'fill-opacity="0.06" stroke="' + colour + '" stroke-opacity="0.5" stroke-width="2"')}
      ${rect(x, y - 48, lw, 40, 8, colour)}${text(x + 14, y - 19, label, { size: 24, face: 'mono', weight: 700, fill: palette.ink })}${text(x + 14 + label.length * 15.5 + 12, y - 19, conf, { size: 24, face: 'mono', weight: 400, fill: palette.ink, op: 0.75 })}`;
  };
  const rot = ([x, y]: Point): Point => {
    const a = (-9 * Math.PI) / 180;
    return [
      800 + (x - 800) * Math.cos(a) - (y - 1000) * Math.sin(a),
      1000 + (x - 800) * Math.sin(a) + (y - 1000) * Math.cos(a),
    ];
  };
  const bbox = (i0: number, j0: number, i1: number, j1: number, pad = 14): number[] => {
    const pts = [
      [i0, j0],
      [i1 + 1, j0],
      [i0, j1 + 1],
      [i1 + 1, j1 + 1],
    ].map(([i, j]) => rot([-200 + i * fw, 200 + j * fh]));
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    return [
      Math.min(...xs) - pad,
      Math.min(...ys) - pad,
      Math.max(...xs) - Math.min(...xs) + 2 * pad,
      Math.max(...ys) - Math.min(...ys) + 2 * pad,
    ].map(Math.round);
  };
  const [wx0, wy, ww0, wh] = bbox(2, 2, 3, 2);
  const wx = Math.max(wx0, FX + 16);
  const ww = ww0 - (wx - wx0);
  const [cx0, cy0, cw0, ch0] = bbox(5, 5, 6, 5);
  const detections = `${box(570, 690, 330, 290, palette.warm, 'buildings ×34', '0.97')}
    ${box(wx, wy, ww, wh, palette.green, 'wheat', '0.91')}
    ${box(cx0, cy0, cw0, ch0, palette.coral, 'change', '+18%')}
    ${box(960, 620, 200, 200, palette.sky, 'water', '0.99')}`;

  // Orbit, satellite and its sensor swath down to the scan line.
  const sat = (
    x: number,
    y: number,
    a: number,
  ): string => `<g transform="translate(${x} ${y}) rotate(${a})">
    <rect x="-120" y="-26" width="82" height="52" rx="4" fill="${SOLAR_PANEL.cell}" stroke="${SOLAR_PANEL.frame}" stroke-width="3"/><path d="M-100 -26V26M-79 -26V26M-58 -26V26M-120 0H-38" stroke="${SOLAR_PANEL.frame}" stroke-opacity="0.6" stroke-width="2"/>
    <rect x="38" y="-26" width="82" height="52" rx="4" fill="${SOLAR_PANEL.cell}" stroke="${SOLAR_PANEL.frame}" stroke-width="3"/><path d="M58 -26V26M79 -26V26M100 -26V26M38 0H120" stroke="${SOLAR_PANEL.frame}" stroke-opacity="0.6" stroke-width="2"/>
    <path d="M-38 0H-26M26 0H38" stroke="${palette.text}" stroke-width="5"/>
    <rect x="-26" y="-34" width="52" height="68" rx="10" fill="${palette.text}"/><rect x="-26" y="-34" width="52" height="20" rx="8" fill="${palette.warm}"/><circle cx="0" cy="40" r="12" fill="${palette.ink}" stroke="${palette.text}" stroke-width="4"/></g>`;
  const orbit = `<path d="M-100 620 C 400 180, 1300 100, 2100 440" fill="none" stroke="url(#orbit)" stroke-width="5"/>
    <path d="M-100 660 C 400 220, 1300 140, 2100 480" fill="none" stroke="${palette.sky}" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="4 14"/>
    <path d="M1570 392 L${FX + 80} 1090 L${FX + FW - 10} 1090Z" fill="url(#swath)"/>
    <circle cx="1570" cy="390" r="170" fill="url(#ga)"/>${sat(1570, 378, 18)}
    ${meta(1710, 490, 'S-2B · 786 km', { fill: palette.text, op: 0.85 })}`;

  // Change-detection panel.
  const px = 1340;
  const py = 760;
  const bars = [0.35, 0.42, 0.38, 0.5, 0.46, 0.58, 0.55, 0.7, 0.66, 0.82];
  const legend: [colour: string, label: string, value: string][] = [
    [palette.green, 'Cropland', '62%'],
    [palette.sky, 'Water', '8%'],
    [palette.warm, 'Built-up', '14%'],
    [palette.coral, 'Changed', '+18%'],
  ];
  const side = `${panel(px, py, 530, 720, 32)}
    ${text(px + 40, py + 70, 'Change detection', { size: 34, weight: 600, face: 'display' })}
    ${meta(px + 40, py + 112, 'TILE 32UNE · 2023 → 2024', { size: 22 })}
    ${bars.map((b, i) => rect(px + 40 + i * 45, py + 330 - b * 180, 30, b * 180, 6, i === 9 ? palette.coral : palette.sky, `fill-opacity="${i === 9 ? 1 : 0.35 + i * 0.05}"`)).join('')}
    <path d="M${px + 40} ${py + 338} H${px + 490}" stroke="${palette.text}" stroke-opacity="0.15" stroke-width="2"/>
    ${legend.map(([c, l, v], i) => `${rect(px + 40, py + 392 + i * 72, 26, 26, 6, c)}${text(px + 84, py + 414 + i * 72, l, { size: 28, weight: 500, fill: palette.text, op: 0.9 })}${text(px + 490, py + 414 + i * 72, v, { size: 28, weight: 600, face: 'mono', fill: i === 3 ? palette.coral : palette.text, anchor: 'end' })}`).join('')}`;

  const top = `${meta(130, 190, 'SKYWARD LABS / EARTH OBSERVATION')}`;
  const bottom = `${meta(130, 1850, 'SEGMENTATION · DETECTION · CHANGE')}${meta(1870, 1850, '48.137° N 11.575° E · 10 m / px', { anchor: 'end' })}
    <path d="M1600 1780 h270" stroke="${palette.text}" stroke-opacity="0.5" stroke-width="3"/><path d="M1600 1770v20M1735 1775v10M1870 1770v20" stroke="${palette.text}" stroke-opacity="0.5" stroke-width="3"/>`;

  const stars = Array.from({ length: 40 }, () =>
    circle(
      r() * CARD_SIZE,
      r() * 380,
      1.5 + r() * 2.5,
      palette.text,
      `fill-opacity="${round1(0.2 + r() * 0.5)}"`,
    ),
  ).join('');
  const body = `${stars}${top}${orbit}${terrain}${detections}${side}${bottom}`;
  return cardDoc({ accent: palette.sky, second: palette.green, seed: 5, defs, body });
}

// ---------------------------------------------------------------------------------------------
// 3. Healthcare: a clinic's week of appointments (filled gaps, a no-show risk flag), a patient's
// vitals card with a live pulse trace, and the reminder that went out by SMS.

function healthcare() {
  const defs = `${linGrad(
    'ecg',
    [
      [0, palette.green, 0],
      [0.25, palette.green, 1],
      [1, palette.green, 1],
    ],
    1,
    0,
  )}
    ${linGrad(
      'pulseBg',
      [
        [0, palette.green, 0],
        [0.5, palette.green, 0.35],
        [1, palette.green, 0],
      ],
      1,
      0,
    )}
    <pattern id="dash" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="3" height="16" fill="${palette.text}" fill-opacity="0.08"/></pattern>`;

  // The calendar panel.
  const X = 130;
  const Y = 380;
  const W = 1180;
  const H = 1240;
  const days: [day: string, date: number][] = [
    ['Mon', 11],
    ['Tue', 12],
    ['Wed', 13],
    ['Thu', 14],
    ['Fri', 15],
  ];
  const colX = X + 150;
  const colW = (W - 180) / 5;
  const rowY = Y + 240;
  const hourH = 118;
  const hours = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
  const head = `${text(X + 50, Y + 86, 'March 2024', { size: 44, weight: 700, face: 'display' })}
    ${meta(X + 50, Y + 130, 'DR. CHEN · CARDIOLOGY', { size: 22 })}
    ${pill(X + W - 420, Y + 52, 170, 60, UI.chip)}${text(X + W - 335, Y + 91, 'Week', { size: 28, weight: 600, anchor: 'middle' })}
    ${pill(X + W - 235, Y + 52, 185, 60, palette.green, `fill-opacity="0.16" stroke="${palette.green}" stroke-opacity="0.6" stroke-width="2"`)}${text(X + W - 142, Y + 91, '+ Book', { size: 28, weight: 600, anchor: 'middle', fill: palette.green })}
    ${days.map(([d, dt], i) => `${text(colX + i * colW + 20, Y + 200, d, { size: 26, weight: 500, fill: palette.muted })}${i === 3 ? circle(colX + i * colW + 118, Y + 191, 30, palette.green) : ''}${text(colX + i * colW + 118, Y + 201, String(dt), { size: 30, weight: 700, anchor: 'middle', fill: i === 3 ? palette.ink : palette.text })}`).join('')}
    <path d="M${X + 40} ${rowY - 10} H${X + W - 40}" stroke="${palette.text}" stroke-opacity="0.1" stroke-width="2"/>
    ${hours.map((h, i) => `${text(X + 50, rowY + i * hourH + 30, h, { size: 24, weight: 400, face: 'mono', fill: palette.muted, op: 0.8 })}<path d="M${colX} ${rowY + i * hourH} H${X + W - 40}" stroke="${palette.text}" stroke-opacity="0.06" stroke-width="2"/>`).join('')}
    ${days.map((_, i) => `<path d="M${colX + i * colW} ${rowY - 10} V${Y + H - 40}" stroke="${palette.text}" stroke-opacity="0.06" stroke-width="2"/>`).join('')}`;

  // Appointments: [day, start hour offset, length in hours, colour, name, kind].
  const appts: [
    day: number,
    start: number,
    hours: number,
    colour: string,
    name: string,
    kind: string,
  ][] = [
    [0, 0, 1, palette.green, 'A. Novak', 'Check-up'],
    [0, 1.5, 1, palette.sky, 'L. Ortiz', 'ECG'],
    [0, 4, 1.5, palette.violet, 'Team', 'Rounds'],
    [0, 6, 1, palette.green, 'K. Sato', 'Follow-up'],
    [1, 0.5, 1, palette.sky, 'R. Iyer', 'Echo'],
    [1, 2, 1, palette.green, 'M. Ruiz', 'Check-up'],
    [1, 5, 1, palette.warm, 'P. Lang', 'New patient'],
    [2, 0, 1.5, palette.violet, 'Team', 'Rounds'],
    [2, 2.5, 1, palette.green, 'S. Ahmed', 'Follow-up'],
    [2, 5.5, 1, palette.sky, 'D. Kim', 'Holter'],
    [3, 0.5, 1, palette.green, 'J. Okafor', 'Check-up'],
    [3, 2.5, 1, 'fill', 'Maya R.', 'Auto-filled'],
    [3, 4, 1, palette.coral, 'T. Berg', 'Risk 0.72'],
    [3, 5.5, 1, palette.sky, 'E. Walsh', 'ECG'],
    [4, 0, 1, palette.sky, 'H. Ali', 'Echo'],
    [4, 1.5, 1.5, palette.green, 'N. Park', 'Check-up'],
    [4, 5, 1, 'open', '', 'Open slot'],
    [1, 6.5, 1, palette.green, 'B. Osei', 'Check-up'],
    [3, 7, 0.9, palette.violet, 'Team', 'Review'],
    [4, 6.5, 1, palette.sky, 'G. Rossi', 'ECG'],
  ];
  const blocks = appts
    .map(([d, s, len, c, name, kind]) => {
      const x = colX + d * colW + 10;
      const y = rowY + s * hourH + 8;
      const w = colW - 20;
      const h = len * hourH - 16;
      if (c === 'open')
        return `${rect(x, y, w, h, 16, 'url(#dash)', `stroke="${palette.text}" stroke-opacity="0.3" stroke-width="2.5" stroke-dasharray="10 8"`)}${text(x + w / 2, y + h / 2 + 9, kind, { size: 24, weight: 500, fill: palette.muted, anchor: 'middle' })}`;
      if (c === 'fill')
        return `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" rx="22" fill="${palette.green}" fill-opacity="0.25" filter="url(#soft)"/>${rect(x, y, w, h, 16, palette.green)}${text(x + 22, y + 44, name, { size: 27, weight: 700, fill: palette.ink })}${text(x + 22, y + 80, `✓ ${kind}`, { size: 22, weight: 600, fill: palette.ink, op: 0.75 })}`;
      return `${rect(x, y, w, h, 16, c, 'fill-opacity="0.16"')}${rect(x, y, 7, h, 3.5, c)}${text(x + 24, y + 44, name, { size: 26, weight: 600, fill: tint(c, 0.55) })}${text(x + 24, y + 78, kind, { size: 22, weight: 450, fill: palette.text, op: 0.6 })}${c === palette.coral ? circle(x + w - 26, y + 30, 9, palette.coral) : ''}`;
    })
    .join('');
  const now = `<path d="M${colX} ${rowY + 3.75 * hourH} H${X + W - 40}" stroke="${palette.coral}" stroke-width="3"/>${circle(colX, rowY + 3.75 * hourH, 9, palette.coral)}`;
  const calendar = `${panel(X, Y, W, H, 40)}${head}${blocks}${now}`;

  // Vitals card.
  const vx = 1260;
  const vy = 520;
  const vw = 610;
  const ecg = [];
  const ex = vx + 40;
  const base = vy + 420;
  ecg.push(`M${ex} ${base}`);
  for (let beat = 0; beat < 3; beat += 1) {
    ecg.push('h22 q12 -14 24 0 h10 l6 12 l10 -110 l12 136 l8 -38 h18 q18 -30 36 0 h12');
  }
  ecg.push(`H${vx + vw - 40}`);
  const vitals = `${panel(vx, vy, vw, 660, 36)}
    ${circle(vx + 80, vy + 90, 44, UI.avatar)}${circle(vx + 80, vy + 78, 16, palette.green, 'fill-opacity="0.85"')}<path d="M${vx + 52} ${vy + 120} a28 24 0 0 1 56 0Z" fill="${palette.green}" fill-opacity="0.85"/>
    ${text(vx + 146, vy + 84, 'Maya R., 34', { size: 34, weight: 600, face: 'display' })}
    ${text(vx + 146, vy + 124, 'Thu 10:30 · Dr. Chen', { size: 26, weight: 450, fill: palette.muted })}
    ${pill(vx + vw - 150, vy + 58, 110, 44, palette.green, 'fill-opacity="0.16"')}${circle(vx + vw - 126, vy + 80, 7, palette.green)}${text(vx + vw - 82, vy + 89, 'Live', { size: 22, weight: 600, fill: palette.green, anchor: 'middle' })}
    <path d="M${vx + 40} ${vy + 170} H${vx + vw - 40}" stroke="${palette.text}" stroke-opacity="0.08" stroke-width="2"/>
    ${text(vx + 40, vy + 270, '72', { size: 96, weight: 700, face: 'display' })}${text(vx + 170, vy + 270, 'bpm', { size: 30, weight: 500, fill: palette.muted })}
    <path d="M${vx + vw - 80} ${vy + 212} c-12 -22 -46 -14 -40 12 c4 18 40 38 40 38 c0 0 36 -20 40 -38 c6 -26 -28 -34 -40 -12Z" fill="${palette.coral}"/>
    <rect x="${vx + 30}" y="${base - 140}" width="${vw - 60}" height="190" rx="18" fill="${palette.green}" fill-opacity="0.05"/>
    <path d="${ecg.join(' ')}" fill="none" stroke="url(#ecg)" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>
    ${circle(vx + vw - 40, base, 10, palette.green)}${circle(vx + vw - 40, base, 24, palette.green, 'fill-opacity="0.2"')}
    ${[
      ['SpO₂', '98%'],
      ['BP', '118/76'],
      ['Temp', '36.8°'],
    ]
      .map(
        ([l, v], i) =>
          `${rect(vx + 40 + i * 180, vy + 510, 170, 110, 20, UI.tile)}${text(vx + 62 + i * 180, vy + 552, l, { size: 22, weight: 500, fill: palette.muted })}${text(vx + 62 + i * 180, vy + 598, v, { size: 34, weight: 700, face: 'mono' })}`,
      )
      .join('')}`;

  // Reminder toast + no-show prediction.
  const tx = 1260;
  const ty = 1240;
  const toast = `${panel(tx, ty, 610, 250, 32)}
    ${circle(tx + 70, ty + 72, 34, palette.green, 'fill-opacity="0.18"')}<path d="M${tx + 54} ${ty + 72} l11 11 l20 -22" fill="none" stroke="${palette.green}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    ${text(tx + 124, ty + 66, 'Reminder sent by SMS', { size: 30, weight: 600 })}
    ${text(tx + 124, ty + 104, 'Maya R. · confirmed in 2 min', { size: 24, weight: 450, fill: palette.muted })}
    ${text(tx + 40, ty + 176, 'No-show risk', { size: 24, weight: 500, fill: palette.muted })}
    ${pill(tx + 220, ty + 160, 270, 20, palette.hairline)}${pill(tx + 220, ty + 160, 36, 20, palette.green)}
    ${text(tx + 570, ty + 180, '4%', { size: 28, weight: 700, face: 'mono', fill: palette.green, anchor: 'end' })}`;

  // The long pulse line behind everything, the card's motif.
  const pulse = `<path d="M0 1000 H500 l40 -70 l40 150 l46 -300 l46 380 l36 -160 H2000" fill="none" stroke="url(#pulseBg)" stroke-width="6" stroke-linejoin="round"/>`;
  const top = `${meta(130, 190, 'SKYWARD LABS / CLINIC SCHEDULING')}${meta(1870, 190, '19 BOOKED · 1 OPEN', { anchor: 'end' })}`;
  const bottom = `${meta(130, 1850, 'SLOT MATCHING · NO-SHOW PREDICTION · REMINDERS')}`;
  const body = `${pulse}${top}${calendar}${vitals}${toast}${bottom}`;
  return cardDoc({ accent: palette.green, second: palette.sky, seed: 9, defs, body });
}

// ---------------------------------------------------------------------------------------------

await runMedia(
  [
    {
      name: 'hero',
      plan: PLAN.hero,
      draw: () =>
        sharp(Buffer.from(hero(PLAN.hero.master)))
          .png()
          .toBuffer(),
    },
    ...Object.entries({
      'card-generative': generative,
      'card-satellite': satellite,
      'card-healthcare': healthcare,
    }).map(([name, draw]) => ({
      name,
      plan: PLAN.homeCard,
      draw: async () => renderSvg(await draw(), CARD_SIZE, CARD_SIZE),
    })),
  ],
  { finish: closeRenderer },
);
