// Generates the team portraits and the looping About-tab background videos (WebM + MP4, and a
// poster drawn at 2760x1500 from the same first frame). Everything is drawn here as SVG, rendered
// with sharp and cut into the served variants by tools/media/variants.ts (sizes in tools/media/media-plan.ts);
// the videos are encoded with ffmpeg (/usr/bin/ffmpeg or on PATH).
// Run: node tools/media/make-media.ts [team] [videos] [member-2 mission…] [--masters <dir>]
//      [--masters-only] (runner.ts; everything when none is named).
// The project screens are drawn by tools/media/make-screens.ts, the portfolio cards by
// tools/media/make-covers.ts. Outputs go into src/assets/{team,about}; they are committed, so re-run
// this only when the artwork should change.
import sharp from 'sharp';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
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
  prng,
  rect,
  shade,
  TAU,
  tint,
  WHITE,
} from './art-kit.ts';
import { encodeArgs, encodeUnder, ffmpeg, probeVideo, VIDEO, VIDEO_KINDS } from './ffmpeg.ts';
import type { VideoKind } from './ffmpeg.ts';
import { PLAN } from './media-plan.ts';
import { runMedia } from './runner.ts';

import type { Point } from './art-kit.ts';
import type { MediaRunner } from './runner.ts';

/**
 * One of the team, as drawn: accent, skin, hair, eyes, lips, top; hair style, brows, mouth, extras,
 * collar, and the motif of their role behind them.
 */
export interface Person {
  accent: string;
  skin: string;
  hair: string;
  hairHi: string;
  iris: string;
  lips: string;
  top: string;
  hairStyle: 'long' | 'fade' | 'bun' | 'curls';
  brows: 'arch' | 'straight' | 'soft' | 'thick';
  mouth: 'open' | 'grin' | 'smile';
  extras: string[];
  collar: 'v' | 'hoodie' | 'blazer' | 'shirt';
  motif: 'pen' | 'circuit' | 'network' | 'chart';
}
/** Frame `i` of FRAMES, at W x H. */
export type Frame = (i: number, W?: number, H?: number) => string;

// ---------------------------------------------------------------------------------------------
// Helpers

/** A whole SVG document with the house grain on top. */
const doc = (w: number, h: number, defs: string, body: string, seed: number, grainAlpha = 0.06) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}${grain(seed, grainAlpha)}${blur('soft', 14)}${blur('softer', 36)}</defs>${body}<rect width="${w}" height="${h}" filter="url(#grain)"/></svg>`;

/**
 * Runs the tasks, at most `limit` at a time; their results in order.
 */
async function runConcurrently<T>(tasks: readonly (() => Promise<T>)[], limit: number) {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next;
      next += 1;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------
// 2. Team portraits (960x1200 master, 4:5): four illustrated people in one flat style, each on a
// soft backdrop of their own accent.

const PW = 960;
const PH = 1200;
const PEOPLE: Person[] = [
  {
    // Priya Nair, Design Lead: long wavy black hair with a side part, gold hoops, plum top.
    accent: palette.violet,
    skin: '#B9785A',
    hair: '#1A1220',
    hairHi: '#3A2A44',
    iris: '#3B2414',
    lips: '#8E3B3B',
    top: '#4A2F73',
    hairStyle: 'long',
    brows: 'arch',
    mouth: 'open',
    extras: ['hoops', 'pendant'],
    collar: 'v',
    motif: 'pen',
  },
  {
    // Daniel Okafor, Tech Creator: short fade, full beard, round glasses, navy hoodie.
    accent: palette.sky,
    skin: '#7A4B32',
    hair: '#141010',
    hairHi: '#2A2320',
    iris: '#24140C',
    lips: '#5A2C22',
    top: '#1D2C5C',
    hairStyle: 'fade',
    brows: 'straight',
    mouth: 'open',
    extras: ['beard', 'glasses'],
    collar: 'hoodie',
    motif: 'circuit',
  },
  {
    // Lena Fischer, AI Strategist: copper hair in a top bun, freckles, teal blazer over a white tee.
    accent: palette.warm,
    skin: '#F0C4A4',
    hair: '#B5532A',
    hairHi: '#D9743F',
    iris: '#3E6B5A',
    lips: '#C0605A',
    top: '#176B5C',
    hairStyle: 'bun',
    brows: 'soft',
    mouth: 'smile',
    extras: ['freckles', 'studs'],
    collar: 'blazer',
    motif: 'network',
  },
  {
    // Mateo Silva, Data Innovator: dark curls, moustache and stubble, terracotta overshirt, headphones.
    accent: palette.green,
    skin: '#C58B60',
    hair: '#231712',
    hairHi: '#3E2A20',
    iris: '#2E1B10',
    lips: '#84412F',
    top: '#B4502F',
    hairStyle: 'curls',
    brows: 'thick',
    mouth: 'grin',
    extras: ['stubble', 'moustache', 'headphones'],
    collar: 'shirt',
    motif: 'chart',
  },
];

/** What the four portraits share: clothes under the tops, eyes, mouths, freckles, glasses. */
const FACE = {
  hoodieLining: '#EDEAE2',
  tee: '#F1ECE2',
  undershirt: '#22242E',
  eyeWhite: '#FBF7F0',
  pupil: '#0D0907',
  lashes: '#1A1210',
  mouthInside: '#5A1E24',
  freckles: '#B0654A',
  glassesFrame: '#0E0C10',
};

/** The faint role motif behind each person (design curves, circuit traces, a network, a chart). */
function portraitMotif(person: Person, rnd: () => number) {
  const accent = person.accent;
  if (person.motif === 'pen')
    return `<g fill="none" stroke="${accent}" stroke-width="3" stroke-opacity="0.55"><path d="M60 330 C 240 90, 560 120, 900 70"/><path d="M250 166 L120 280 M620 108 L780 40" stroke-opacity="0.4" stroke-width="2"/></g>
      ${rect(241, 157, 20, 20, 4, palette.ink, `stroke="${accent}" stroke-width="3"`)}${rect(611, 99, 20, 20, 4, palette.ink, `stroke="${accent}" stroke-width="3"`)}${circle(120, 280, 8, accent)}${circle(780, 40, 8, accent)}`;
  if (person.motif === 'circuit') {
    const t = [];
    for (let i = 0; i < 16; i += 1) {
      const x = Math.round(rnd() * 19) * 50;
      const y = Math.round(rnd() * 14) * 50;
      const dx = (rnd() > 0.5 ? 1 : -1) * (100 + Math.round(rnd() * 3) * 50);
      const dy = (rnd() > 0.5 ? 1 : -1) * 50;
      t.push(
        `<path d="M${x} ${y} h${dx} l50 ${dy} h${dx / 2}"/>${circle(x, y, 6, accent, 'fill-opacity="0.6"')}`,
      );
    }
    return `<g fill="none" stroke="${accent}" stroke-opacity="0.3" stroke-width="3">${t.join('')}</g>`;
  }
  if (person.motif === 'network') {
    const layers = [
      [100, 5],
      [290, 6],
      [670, 6],
      [860, 5],
    ].map(([x, k]) => Array.from({ length: k }, (_, i) => [x, 120 + ((i + 0.5) * 700) / k]));
    const e = [];
    for (let l = 0; l < 3; l += 1)
      for (const [x1, y1] of layers[l])
        for (const [x2, y2] of layers[l + 1])
          if (rnd() > 0.5) e.push(`<path d="M${x1} ${round1(y1)} L${x2} ${round1(y2)}"/>`);
    return `<g stroke="${accent}" stroke-opacity="0.18" stroke-width="2">${e.join('')}</g>${layers
      .flat()
      .map(([x, y]) =>
        circle(
          x,
          y,
          8,
          rnd() > 0.6 ? accent : palette.ink,
          `stroke="${accent}" stroke-width="2.5" stroke-opacity="0.6"`,
        ),
      )
      .join('')}`;
  }
  const bars = Array.from({ length: 10 }, (_, i) => {
    const h = 140 + rnd() * 260 + i * 22;
    return rect(
      40 + i * 92,
      900 - h,
      60,
      h,
      10,
      accent,
      `fill-opacity="${round1(0.08 + (i % 3) * 0.04)}"`,
    );
  }).join('');
  return `${bars}<path d="M30 700 C 300 600, 600 420, 930 220" fill="none" stroke="${accent}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="12 12"/>`;
}
function portrait(person: Person, seed: number) {
  const rnd = prng(seed * 31);
  const cx = 480;
  const cy = 540; // eye line sits at cy + 10
  const skinShade = shade(person.skin, 0.22);
  const skinDeep = shade(person.skin, 0.38);
  const has = (x: string) => person.extras.includes(x);
  const faceD = `M${cx} ${cy - 178} C${cx + 84} ${cy - 178} ${cx + 132} ${cy - 112} ${cx + 132} ${cy - 12} C${cx + 132} ${cy + 72} ${cx + 104} ${cy + 132} ${cx + 58} ${cy + 162} C${cx + 30} ${cy + 178} ${cx - 30} ${cy + 178} ${cx - 58} ${cy + 162} C${cx - 104} ${cy + 132} ${cx - 132} ${cy + 72} ${cx - 132} ${cy - 12} C${cx - 132} ${cy - 112} ${cx - 84} ${cy - 178} ${cx} ${cy - 178}Z`;

  // Backdrop: ink, a soft disc of the accent behind the head, the role motif, a floor glow.
  const back = `<rect width="${PW}" height="${PH}" fill="url(#bgp)"/>${circle(cx, cy - 20, 600, 'url(#halo)')}
    <g opacity="0.9">${portraitMotif(person, rnd)}</g>
    ${circle(cx, cy - 10, 330, mix(person.accent, palette.ink, 0.55))}${circle(cx, cy - 10, 330, 'url(#disc)')}
    <circle cx="${cx}" cy="${cy - 10}" r="372" fill="none" stroke="${person.accent}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="3 12" stroke-linecap="round"/>`;

  // Hair behind the head.
  let hairBack = '';
  if (person.hairStyle === 'long')
    hairBack = `<path d="M${cx - 150} ${cy - 80} C${cx - 190} ${cy - 250} ${cx + 170} ${cy - 260} ${cx + 150} ${cy - 60} C${cx + 160} ${cy + 60} ${cx + 200} ${cy + 160} ${cx + 190} ${cy + 280} C${cx + 170} ${cy + 330} ${cx + 110} ${cy + 330} ${cx + 80} ${cy + 300} L${cx - 80} ${cy + 300} C${cx - 130} ${cy + 340} ${cx - 200} ${cy + 320} ${cx - 205} ${cy + 250} C${cx - 210} ${cy + 150} ${cx - 160} ${cy + 60} ${cx - 150} ${cy - 80}Z" fill="${person.hair}"/>
      <path d="M${cx + 150} ${cy - 20} C${cx + 170} ${cy + 80} ${cx + 196} ${cy + 170} ${cx + 182} ${cy + 262}" fill="none" stroke="${person.hairHi}" stroke-width="6" stroke-linecap="round"/><path d="M${cx - 160} ${cy + 10} C${cx - 180} ${cy + 110} ${cx - 196} ${cy + 180} ${cx - 186} ${cy + 250}" fill="none" stroke="${person.hairHi}" stroke-width="6" stroke-linecap="round"/>`;
  if (person.hairStyle === 'bun')
    hairBack = `${circle(cx + 10, cy - 232, 76, person.hair)}<path d="M${cx - 40} ${cy - 276} C${cx} ${cy - 300} ${cx + 60} ${cy - 290} ${cx + 70} ${cy - 250}" fill="none" stroke="${person.hairHi}" stroke-width="7" stroke-linecap="round"/><path d="M${cx - 30} ${cy - 200} C${cx - 10} ${cy - 226} ${cx + 40} ${cy - 226} ${cx + 60} ${cy - 196}" fill="none" stroke="${shade(person.hair, 0.3)}" stroke-width="6"/>`;
  if (person.hairStyle === 'curls') {
    const curls = [];
    for (let k = 0; k < 22; k += 1) {
      const a = Math.PI * (1.02 + (k / 21) * 0.96);
      const r = 150 + (k % 2) * 14;
      curls.push(
        circle(
          cx + Math.cos(a) * r,
          cy - 40 + Math.sin(a) * r * 1.02,
          40 + (k % 3) * 6,
          person.hair,
        ),
      );
    }
    hairBack = curls.join('');
  }

  // Body: shoulders and clothing.
  const shoulders = `M${cx - 380} ${PH} C${cx - 374} ${cy + 400} ${cx - 280} ${cy + 330} ${cx - 120} ${cy + 300} L${cx + 120} ${cy + 300} C${cx + 280} ${cy + 330} ${cx + 374} ${cy + 400} ${cx + 380} ${PH}Z`;
  let clothes = `<path d="${shoulders}" fill="${person.top}"/><path d="M${cx - 380} ${PH} C${cx - 374} ${cy + 400} ${cx - 280} ${cy + 330} ${cx - 120} ${cy + 300} L${cx - 60} ${cy + 300} C${cx - 200} ${cy + 360} ${cx - 250} ${cy + 450} ${cx - 270} ${PH}Z" fill="${WHITE}" fill-opacity="0.06"/>`;
  const neck = `<path d="M${cx - 58} ${cy + 120} L${cx - 62} ${cy + 312} Q${cx} ${cy + 350} ${cx + 62} ${cy + 312} L${cx + 58} ${cy + 120}Z" fill="${skinShade}"/><path d="M${cx - 60} ${cy + 150} Q${cx} ${cy + 230} ${cx + 60} ${cy + 150} L${cx + 60} ${cy + 120} L${cx - 60} ${cy + 120}Z" fill="${skinDeep}" fill-opacity="0.5"/>`;
  if (person.collar === 'v')
    clothes += `<path d="M${cx - 96} ${cy + 300} L${cx} ${cy + 430} L${cx + 96} ${cy + 300}Z" fill="${skinShade}"/><path d="M${cx - 110} ${cy + 296} L${cx} ${cy + 444} L${cx + 110} ${cy + 296}" fill="none" stroke="${shade(person.top, 0.35)}" stroke-width="14" stroke-linejoin="round"/>`;
  if (person.collar === 'hoodie')
    clothes += `<path d="M${cx - 170} ${cy + 318} C${cx - 140} ${cy + 420} ${cx + 140} ${cy + 420} ${cx + 170} ${cy + 318} C${cx + 120} ${cy + 300} ${cx + 60} ${cy + 296} ${cx} ${cy + 296} C${cx - 60} ${cy + 296} ${cx - 120} ${cy + 300} ${cx - 170} ${cy + 318}Z" fill="${shade(person.top, 0.3)}"/><path d="M${cx - 96} ${cy + 310} Q${cx} ${cy + 370} ${cx + 96} ${cy + 310}" fill="${FACE.hoodieLining}"/>
      <path d="M${cx - 56} ${cy + 380} L${cx - 62} ${cy + 520} M${cx + 56} ${cy + 380} L${cx + 62} ${cy + 500}" stroke="${palette.text}" stroke-width="7" stroke-linecap="round"/>${circle(cx - 62, cy + 528, 9, person.accent)}${circle(cx + 62, cy + 508, 9, person.accent)}`;
  if (person.collar === 'blazer')
    clothes += `<path d="M${cx - 110} ${cy + 300} L${cx + 110} ${cy + 300} L${cx + 80} ${PH} L${cx - 80} ${PH}Z" fill="${FACE.tee}"/><path d="M${cx - 84} ${cy + 304} Q${cx} ${cy + 360} ${cx + 84} ${cy + 304}" fill="${skinShade}"/>
      <path d="M${cx - 130} ${cy + 300} L${cx - 60} ${cy + 470} L${cx - 100} ${cy + 500} L${cx - 40} ${PH} L${cx - 190} ${PH} L${cx - 210} ${cy + 330}Z" fill="${shade(person.top, 0.25)}"/><path d="M${cx + 130} ${cy + 300} L${cx + 60} ${cy + 470} L${cx + 100} ${cy + 500} L${cx + 40} ${PH} L${cx + 190} ${PH} L${cx + 210} ${cy + 330}Z" fill="${shade(person.top, 0.32)}"/>
      ${circle(cx - 140, cy + 470, 11, person.accent)}`;
  if (person.collar === 'shirt')
    clothes += `<path d="M${cx - 100} ${cy + 300} L${cx + 100} ${cy + 300} L${cx + 60} ${PH} L${cx - 60} ${PH}Z" fill="${FACE.undershirt}"/><path d="M${cx - 80} ${cy + 306} Q${cx} ${cy + 350} ${cx + 80} ${cy + 306}" fill="${skinShade}"/>
      <path d="M${cx - 130} ${cy + 292} L${cx - 60} ${cy + 420} L${cx - 110} ${cy + 420} L${cx - 170} ${cy + 330}Z M${cx + 130} ${cy + 292} L${cx + 60} ${cy + 420} L${cx + 110} ${cy + 420} L${cx + 170} ${cy + 330}Z" fill="${tint(person.top, 0.12)}"/>
      <path d="M${cx - 96} ${cy + 440} V${PH} M${cx + 96} ${cy + 440} V${PH}" stroke="${shade(person.top, 0.25)}" stroke-width="5"/>${rect(cx - 200, cy + 500, 76, 60, 8, 'none', `stroke="${shade(person.top, 0.25)}" stroke-width="5"`)}`;
  const head = `<ellipse cx="${cx - 128}" cy="${cy + 20}" rx="24" ry="38" fill="${person.skin}"/><ellipse cx="${cx + 128}" cy="${cy + 20}" rx="24" ry="38" fill="${skinShade}"/>
    <path d="M${cx - 130} ${cy + 6} q-12 14 0 30 M${cx + 130} ${cy + 6} q12 14 0 30" fill="none" stroke="${skinDeep}" stroke-width="5" stroke-linecap="round"/>
    <path d="${faceD}" fill="${person.skin}"/>
    <clipPath id="face${seed}"><path d="${faceD}"/></clipPath>
    <g clip-path="url(#face${seed})"><path d="M${cx + 62} ${cy - 200} C${cx + 110} ${cy - 40} ${cx + 60} ${cy + 80} ${cx + 96} ${cy + 200} L${cx + 200} ${cy + 200} L${cx + 200} ${cy - 200}Z" fill="${palette.black}" fill-opacity="0.1"/></g>`;

  // Features.
  const eye = (ex: number, flip: number) => {
    const ey = cy + 10;
    const w = 26;
    return `<path d="M${ex - w} ${ey} Q${ex} ${ey - 22} ${ex + w} ${ey} Q${ex} ${ey + 16} ${ex - w} ${ey}Z" fill="${FACE.eyeWhite}"/>
      <clipPath id="eye${seed}${flip}"><path d="M${ex - w} ${ey} Q${ex} ${ey - 22} ${ex + w} ${ey} Q${ex} ${ey + 16} ${ex - w} ${ey}Z"/></clipPath>
      <g clip-path="url(#eye${seed}${flip})">${circle(ex + 2, ey - 1, 13, person.iris)}${circle(ex + 2, ey - 1, 6.5, FACE.pupil)}${circle(ex + 6, ey - 5, 3.6, WHITE)}</g>
      <path d="M${ex - w - 3} ${ey + 1} Q${ex} ${ey - 24} ${ex + w + 3} ${ey - 2}" fill="none" stroke="${FACE.lashes}" stroke-width="5" stroke-linecap="round"/>
      ${flip > 0 ? `<path d="M${ex + w} ${ey - 3} l8 -6" stroke="${FACE.lashes}" stroke-width="4" stroke-linecap="round"/>` : `<path d="M${ex - w} ${ey - 3} l-8 -6" stroke="${FACE.lashes}" stroke-width="4" stroke-linecap="round"/>`}`;
  };
  const browY = cy - 36;
  const browPaths: Record<Person['brows'], (x: number, s: number) => string> = {
    arch: (x, s) =>
      `M${x - 32 * s} ${browY + 10} Q${x - 4 * s} ${browY - 14} ${x + 30 * s} ${browY + 2}`,
    straight: (x, s) => `M${x - 32 * s} ${browY + 4} Q${x} ${browY - 8} ${x + 32 * s} ${browY + 2}`,
    soft: (x, s) => `M${x - 30 * s} ${browY + 8} Q${x} ${browY - 8} ${x + 30 * s} ${browY + 4}`,
    thick: (x, s) =>
      `M${x - 34 * s} ${browY + 6} Q${x - 2 * s} ${browY - 10} ${x + 32 * s} ${browY + 4}`,
  };
  const bw = person.brows === 'thick' ? 13 : person.brows === 'soft' ? 8 : 10;
  const browCol = person.hairStyle === 'bun' ? shade(person.hair, 0.15) : person.hair;
  const brows = [-1, 1]
    .map(
      (s) =>
        `<path d="${browPaths[person.brows](cx + s * 56, -s)}" fill="none" stroke="${browCol}" stroke-width="${bw}" stroke-linecap="round"/>`,
    )
    .join('');
  const nose = `<path d="M${cx - 2} ${cy + 24} C${cx - 6} ${cy + 50} ${cx - 22} ${cy + 66} ${cx - 16} ${cy + 78} C${cx - 8} ${cy + 88} ${cx + 10} ${cy + 88} ${cx + 20} ${cy + 80}" fill="none" stroke="${skinDeep}" stroke-opacity="0.8" stroke-width="5.5" stroke-linecap="round"/>`;
  const my = cy + 118;
  let mouth;
  if (person.mouth === 'open')
    mouth = `<path d="M${cx - 40} ${my - 4} Q${cx} ${my + 6} ${cx + 40} ${my - 4} Q${cx} ${my + 44} ${cx - 40} ${my - 4}Z" fill="${FACE.mouthInside}"/><path d="M${cx - 34} ${my - 1} Q${cx} ${my + 8} ${cx + 34} ${my - 1} L${cx + 28} ${my + 9} Q${cx} ${my + 16} ${cx - 28} ${my + 9}Z" fill="${WHITE}"/><path d="M${cx - 20} ${my + 26} Q${cx} ${my + 34} ${cx + 20} ${my + 26}" stroke="${person.lips}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  else if (person.mouth === 'grin')
    mouth = `<path d="M${cx - 44} ${my - 6} Q${cx} ${my + 4} ${cx + 44} ${my - 6} Q${cx + 2} ${my + 40} ${cx - 44} ${my - 6}Z" fill="${WHITE}"/><path d="M${cx - 44} ${my - 6} Q${cx + 2} ${my + 40} ${cx + 44} ${my - 6}" fill="none" stroke="${person.lips}" stroke-width="6" stroke-linecap="round"/>`;
  else
    mouth = `<path d="M${cx - 36} ${my - 2} Q${cx} ${my + 26} ${cx + 36} ${my - 2}" fill="none" stroke="${person.lips}" stroke-width="7" stroke-linecap="round"/><path d="M${cx - 42} ${my - 6} q-6 4 -4 10 M${cx + 42} ${my - 6} q6 4 4 10" stroke="${skinDeep}" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>`;
  const blush = `<ellipse cx="${cx - 76}" cy="${cy + 70}" rx="30" ry="16" fill="${palette.coral}" fill-opacity="0.2"/><ellipse cx="${cx + 76}" cy="${cy + 70}" rx="30" ry="16" fill="${palette.coral}" fill-opacity="0.16"/>`;
  let extras = '';
  if (has('freckles'))
    extras += Array.from({ length: 18 }, () => {
      const s = rnd() > 0.5 ? 1 : -1;
      return circle(
        cx + s * (40 + rnd() * 60),
        cy + 44 + rnd() * 34,
        2.6 + rnd() * 1.5,
        FACE.freckles,
        'fill-opacity="0.6"',
      );
    }).join('');
  let beard = '';
  if (has('beard'))
    beard = `<path d="M${cx - 132} ${cy + 10} C${cx - 128} ${cy + 110} ${cx - 90} ${cy + 190} ${cx} ${cy + 200} C${cx + 90} ${cy + 190} ${cx + 128} ${cy + 110} ${cx + 132} ${cy + 10} L${cx + 118} ${cy + 10} C${cx + 110} ${cy + 80} ${cx + 80} ${cy + 92} ${cx + 50} ${cy + 96} C${cx + 20} ${cy + 90} ${cx - 20} ${cy + 90} ${cx - 50} ${cy + 96} C${cx - 80} ${cy + 92} ${cx - 110} ${cy + 80} ${cx - 118} ${cy + 10}Z" fill="${person.hair}"/>`;
  if (has('stubble'))
    beard += `<path d="M${cx - 128} ${cy + 40} C${cx - 120} ${cy + 120} ${cx - 80} ${cy + 172} ${cx} ${cy + 178} C${cx + 80} ${cy + 172} ${cx + 120} ${cy + 120} ${cx + 128} ${cy + 40} C${cx + 100} ${cy + 110} ${cx + 60} ${cy + 100} ${cx} ${cy + 98} C${cx - 60} ${cy + 100} ${cx - 100} ${cy + 110} ${cx - 128} ${cy + 40}Z" fill="${person.hair}" fill-opacity="0.28"/>`;
  if (has('moustache'))
    extras += `<path d="M${cx - 48} ${my - 10} C${cx - 30} ${my - 34} ${cx - 8} ${my - 30} ${cx} ${my - 22} C${cx + 8} ${my - 30} ${cx + 30} ${my - 34} ${cx + 48} ${my - 10} C${cx + 26} ${my - 16} ${cx + 10} ${my - 14} ${cx} ${my - 12} C${cx - 10} ${my - 14} ${cx - 26} ${my - 16} ${cx - 48} ${my - 10}Z" fill="${person.hair}"/>`;
  if (has('glasses'))
    extras += `<g fill="none" stroke="${FACE.glassesFrame}" stroke-width="7">${circle(cx - 56, cy + 8, 42, WHITE, 'fill-opacity="0.08"')}${circle(cx + 56, cy + 8, 42, WHITE, 'fill-opacity="0.08"')}<path d="M${cx - 14} ${cy + 2} Q${cx} ${cy - 8} ${cx + 14} ${cy + 2}"/><path d="M${cx - 98} ${cy + 2} L${cx - 130} ${cy - 4} M${cx + 98} ${cy + 2} L${cx + 130} ${cy - 4}"/></g><path d="M${cx - 80} ${cy - 16} l18 -10 M${cx + 32} ${cy - 16} l18 -10" stroke="${WHITE}" stroke-opacity="0.5" stroke-width="5" stroke-linecap="round"/>`;
  let front = '';
  if (person.hairStyle === 'long')
    front = `<path d="M${cx - 140} ${cy - 20} C${cx - 150} ${cy - 150} ${cx - 70} ${cy - 200} ${cx + 10} ${cy - 196} C${cx + 110} ${cy - 192} ${cx + 150} ${cy - 120} ${cx + 142} ${cy - 10} C${cx + 130} ${cy - 80} ${cx + 100} ${cy - 120} ${cx + 40} ${cy - 150} C${cx - 10} ${cy - 80} ${cx - 90} ${cy - 60} ${cx - 140} ${cy - 20}Z" fill="${person.hair}"/><path d="M${cx + 40} ${cy - 150} C${cx} ${cy - 100} ${cx - 60} ${cy - 80} ${cx - 120} ${cy - 50}" fill="none" stroke="${person.hairHi}" stroke-width="6" stroke-linecap="round"/>
      <path d="M${cx - 140} ${cy - 20} C${cx - 160} ${cy + 60} ${cx - 150} ${cy + 140} ${cx - 170} ${cy + 220} C${cx - 150} ${cy + 160} ${cx - 126} ${cy + 80} ${cx - 126} ${cy}Z M${cx + 142} ${cy - 10} C${cx + 150} ${cy + 60} ${cx + 160} ${cy + 140} ${cx + 176} ${cy + 210} C${cx + 150} ${cy + 150} ${cx + 130} ${cy + 80} ${cx + 128} ${cy}Z" fill="${person.hair}"/>`;
  if (person.hairStyle === 'fade')
    front = `<path d="M${cx - 136} ${cy - 10} C${cx - 150} ${cy - 170} ${cx - 60} ${cy - 214} ${cx + 10} ${cy - 212} C${cx + 110} ${cy - 210} ${cx + 152} ${cy - 150} ${cx + 136} ${cy - 10} C${cx + 130} ${cy - 60} ${cx + 124} ${cy - 100} ${cx + 100} ${cy - 122} C${cx + 40} ${cy - 136} ${cx - 40} ${cy - 136} ${cx - 100} ${cy - 122} C${cx - 124} ${cy - 100} ${cx - 130} ${cy - 60} ${cx - 136} ${cy - 10}Z" fill="${person.hair}"/><path d="M${cx - 136} ${cy - 10} C${cx - 130} ${cy - 60} ${cx - 124} ${cy - 100} ${cx - 100} ${cy - 122}" fill="none" stroke="${person.skin}" stroke-opacity="0.35" stroke-width="10"/>
      <path d="M${cx - 60} ${cy - 180} q30 -14 60 -6 M${cx + 10} ${cy - 196} q40 -6 70 10" stroke="${person.hairHi}" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  if (person.hairStyle === 'bun')
    front = `<path d="M${cx - 138} ${cy + 20} C${cx - 156} ${cy - 150} ${cx - 60} ${cy - 204} ${cx + 10} ${cy - 200} C${cx + 120} ${cy - 196} ${cx + 160} ${cy - 120} ${cx + 138} ${cy + 20} C${cx + 124} ${cy - 60} ${cx + 100} ${cy - 110} ${cx + 60} ${cy - 130} C${cx + 20} ${cy - 96} ${cx - 50} ${cy - 96} ${cx - 80} ${cy - 136} C${cx - 110} ${cy - 100} ${cx - 126} ${cy - 60} ${cx - 138} ${cy + 20}Z" fill="${person.hair}"/>
      <path d="M${cx - 80} ${cy - 136} C${cx - 40} ${cy - 180} ${cx + 20} ${cy - 190} ${cx + 60} ${cy - 130} M${cx - 110} ${cy - 100} C${cx - 90} ${cy - 160} ${cx - 40} ${cy - 190} ${cx} ${cy - 194}" fill="none" stroke="${person.hairHi}" stroke-width="6" stroke-linecap="round"/>
`;
  if (person.hairStyle === 'curls') {
    const top = [];
    for (let k = 0; k < 13; k += 1) {
      const x = cx - 130 + k * 21.6;
      const y = cy - 150 - Math.sin((k / 12) * Math.PI) * 56 + (k % 2) * 14;
      top.push(circle(x, y, 34 + (k % 3) * 5, person.hair));
    }
    const hi = [];
    for (let k = 0; k < 16; k += 1) {
      const x = cx - 140 + rnd() * 280;
      const y = cy - 240 + rnd() * 100;
      hi.push(
        `<path d="M${round1(x - 10)} ${round1(y)} a12 12 0 0 1 20 -4" stroke="${person.hairHi}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
      );
    }
    front = `<path d="M${cx - 136} ${cy - 10} C${cx - 140} ${cy - 80} ${cx - 130} ${cy - 130} ${cx - 100} ${cy - 150} L${cx + 100} ${cy - 150} C${cx + 130} ${cy - 130} ${cx + 140} ${cy - 80} ${cx + 136} ${cy - 10} C${cx + 124} ${cy - 70} ${cx + 100} ${cy - 100} ${cx + 60} ${cy - 110} L${cx - 60} ${cy - 110} C${cx - 100} ${cy - 100} ${cx - 124} ${cy - 70} ${cx - 136} ${cy - 10}Z" fill="${person.hair}"/>${top.join('')}${hi.join('')}`;
  }
  if (has('hoops'))
    extras += `<circle cx="${cx - 130}" cy="${cy + 78}" r="20" fill="none" stroke="${palette.warm}" stroke-width="6"/>`;
  if (has('studs'))
    extras +=
      circle(cx - 132, cy + 50, 7, palette.text) +
      circle(cx + 132, cy + 50, 7, shade(palette.text, 0.2));
  let over = '';
  if (has('pendant'))
    over += `<path d="M${cx - 70} ${cy + 300} Q${cx} ${cy + 392} ${cx + 70} ${cy + 300}" fill="none" stroke="${palette.warm}" stroke-width="3.5"/><path d="M${cx} ${cy + 372} l12 18 l-12 18 l-12 -18z" fill="${palette.warm}"/>`;
  if (has('headphones'))
    over += `<path d="M${cx - 150} ${cy + 300} C${cx - 150} ${cy + 420} ${cx + 150} ${cy + 420} ${cx + 150} ${cy + 300}" fill="none" stroke="${palette.surface}" stroke-width="22" stroke-linecap="round"/>${rect(cx - 196, cy + 252, 70, 96, 30, palette.surface)}${rect(cx + 126, cy + 252, 70, 96, 30, palette.surface)}${rect(cx - 186, cy + 262, 50, 76, 22, person.accent)}${rect(cx + 136, cy + 262, 50, 76, 22, shade(person.accent, 0.2))}`;
  const body = `${back}<g transform="translate(${cx} 1180) scale(1.08) translate(${-cx} -1180)">${hairBack}${clothes}${neck}${over}${head}${beard}${blush}${brows}${eye(cx - 56, -1)}${eye(cx + 56, 1)}${nose}${mouth}${extras}${front}</g>
    <rect width="${PW}" height="${PH}" fill="url(#vig)"/>`;
  const defs = `${linGrad(
    'bgp',
    [
      [0, mix(person.accent, palette.ink, 0.78)],
      [1, palette.ink],
    ],
    0.3,
    1,
  )}${glowGrad('halo', person.accent, 0.4)}
    <radialGradient id="disc" cx="0.35" cy="0.25" r="0.9"><stop offset="0" stop-color="${WHITE}" stop-opacity="0.16"/><stop offset="0.7" stop-color="${palette.black}" stop-opacity="0.1"/><stop offset="1" stop-color="${palette.black}" stop-opacity="0.35"/></radialGradient>
    <radialGradient id="vig" cx="0.5" cy="0.42" r="0.8"><stop offset="0.62" stop-color="${palette.black}" stop-opacity="0"/><stop offset="1" stop-color="${palette.black}" stop-opacity="0.45"/></radialGradient>`;
  return doc(PW, PH, defs, body, 60 + seed, 0.05);
}
// ---------------------------------------------------------------------------------------------
// 3. About-tab videos (1280x720, 8 s, 24 fps, seamless loops)
//
// Each frame is drawn in a design space 720 units tall with (0, 0) at the centre of the frame, at
// any output size: the video frames at 1280x720 and the poster (the same first frame) at 2760x1500.
// The video is shown with object-fit: cover as a 2.3:1 band on a desktop (|y| < ~278 stays in
// view) and a 0.69 box on a phone (|x| < ~248 stays in view), so each subject sits in the middle
// and the motion around it fills the whole frame.

// The site's video format (ffmpeg.ts); each loop is as long as a video may be.
const { width: VW, height: VH, fps: FPS, maxSeconds: SECONDS } = VIDEO;
const FRAMES = FPS * SECONDS;

/** An SVG frame of W x H whose body is drawn in centred 720-tall design units. */
function frameSvg(W: number, H: number, defs: string, body: string) {
  const s = H / 720;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs><g transform="translate(${round1(W / 2)} ${round1(H / 2)}) scale(${s.toFixed(5)})">${body}</g></svg>`;
}
/**
 * Where frame `i` of a W x H video is: its progress through the loop (0-1), the same as an angle
 * (radians), and half the frame's width in design units.
 */
function loopAt(i: number, W: number, H: number) {
  const progress = i / FRAMES;
  return { progress, phase: TAU * progress, halfWidth: halfWidthOf(W, H) };
}

/** Half the frame's width in design units. */
const halfWidthOf = (W: number, H: number) => W / (H / 720) / 2;

/**
 * Points drifting through a tile `tile` units tall, one whole tile per loop (so the loop is seamless):
 * [x, y, size 0-1, phase] at a progress through the loop.
 */
function driftLayer(
  seed: number,
  count: number,
  tile: number,
  halfWidth: number,
): (progress: number, dir?: number) => [x: number, y: number, size: number, phase: number][] {
  const r = prng(seed);
  const pts = Array.from(
    { length: count },
    () => [(r() * 2 - 1) * 720, r() * tile, r(), r() * TAU] as const,
  );
  return (progress, dir = 1) => {
    const out: [x: number, y: number, size: number, phase: number][] = [];
    for (const [x, y0, k, ph] of pts) {
      if (Math.abs(x) > halfWidth + 20) continue;
      const y = (((y0 + dir * progress * tile) % tile) + tile) % tile;
      for (let t = -360; t < 360 + tile; t += tile) {
        const yy = t + y;
        if (yy > -380 && yy < 380) out.push([x, yy, k, ph]);
      }
    }
    return out;
  };
}

// --- Mission: a violet planet with a ring, a paper plane circling it, the sky streaming past.
const missionStreaks = driftLayer(101, 34, 720, 720);
const missionDust = driftLayer(102, 130, 360, 720);
const missionSpots = (() => {
  const r = prng(103);
  return Array.from({ length: 16 }, () => [r() * TAU, (r() - 0.5) * 2.2, 8 + r() * 22]);
})();

/** Mission's own colours: deep space, the violet planet's light, edge, spots and night side. */
const MISSION = {
  spaceCentre: '#2A1C66',
  spaceMiddle: '#160F36',
  spaceEdge: '#0B0B14',
  planetLight: '#C9B8FF',
  planetEdge: '#2B1877',
  planetSpots: '#2A1670',
  planetBand: '#1B0F4D',
  nightSide: '#07041A',
};

function missionFrame(i: number, W = VW, H = VH): string {
  const { progress, phase, halfWidth } = loopAt(i, W, H);
  const accent = palette.violet;
  const planetRadius = 132;
  const py = 6;
  // Altitude lines falling past (one 120-unit spacing per loop) and streaming stars.
  const lines = [];
  for (let y = -360 - 120; y < 400; y += 120) {
    const yy = y + progress * 120;
    lines.push(
      `<path d="M${round1(-halfWidth)} ${round1(yy)} H${round1(halfWidth)}" stroke="${tint(accent, 0.3)}" stroke-opacity="0.07" stroke-width="1.5" stroke-dasharray="2 14"/>`,
    );
  }
  const streaks = missionStreaks(progress)
    .map(
      ([x, y, k]) =>
        `<path d="M${round1(x)} ${round1(y)} v${round1(-(20 + k * 50))}" stroke="${tint(accent, 0.55)}" stroke-opacity="${round1(0.06 + k * 0.2)}" stroke-width="${round1(1 + k * 1.4)}" stroke-linecap="round"/>`,
    )
    .join('');
  const dust = missionDust(progress)
    .map(([x, y, k, ph]) =>
      circle(
        x,
        y,
        0.8 + k * 1.4,
        palette.text,
        `fill-opacity="${round1(0.12 + 0.3 * (0.5 + 0.5 * Math.sin(phase * 2 + ph)))}"`,
      ),
    )
    .join('');
  // The planet turns once per loop: surface spots at a longitude, seen only on the near side.
  const spots = missionSpots
    .map(([lon, lat, r]) => {
      const L = lon + phase;
      const c = Math.cos(L);
      if (c < 0.05) return '';
      const cl = Math.cos(lat * 0.6);
      const x = planetRadius * cl * Math.sin(L);
      const y = planetRadius * Math.sin(lat * 0.6) * 0.95;
      return `<ellipse cx="${round1(x)}" cy="${round1(y + py)}" rx="${round1(r * c)}" ry="${round1(r * 0.7)}" fill="${MISSION.planetSpots}" fill-opacity="${round1(0.35 * c)}"/>`;
    })
    .join('');
  const ring = (front: boolean) =>
    `<g transform="translate(0 ${py}) rotate(-14)"><path d="M-262 0 A262 64 0 0 ${front ? 0 : 1} 262 0" fill="none" stroke="url(#ringg)" stroke-width="14" stroke-opacity="${front ? 0.9 : 0.45}"/><path d="M-300 0 A300 76 0 0 ${front ? 0 : 1} 300 0" fill="none" stroke="${tint(accent, 0.5)}" stroke-width="2" stroke-opacity="${front ? 0.5 : 0.25}"/></g>`;
  // The paper plane: one lap of a tilted orbit per loop, a fading trail behind it.
  const orbit = (t: number): Point => {
    const ang = (-14 * Math.PI) / 180;
    const x0 = 360 * Math.cos(t);
    const y0 = 118 * Math.sin(t);
    return [
      x0 * Math.cos(ang) - y0 * Math.sin(ang),
      x0 * Math.sin(ang) + y0 * Math.cos(ang) + py - 30,
    ];
  };
  const t = phase + 0.9;
  const [px, pyy] = orbit(t);
  const [qx, qy] = orbit(t + 0.01);
  const heading = (Math.atan2(qy - pyy, qx - px) * 180) / Math.PI;
  const depth = Math.sin(t); // > 0: in front of the planet
  const sc = 1 + 0.35 * depth;
  const trail = Array.from({ length: 28 }, (_, k) => {
    const [x1, y1] = orbit(t - k * 0.035);
    const [x2, y2] = orbit(t - (k + 1) * 0.035);
    return `<path d="M${round1(x1)} ${round1(y1)} L${round1(x2)} ${round1(y2)}" stroke="${tint(accent, 0.6)}" stroke-opacity="${round1(0.6 * (1 - k / 28))}" stroke-width="${round1(3.2 * sc * (1 - k / 30))}" stroke-linecap="round"/>`;
  }).join('');
  const plane = `<g transform="translate(${round1(px)} ${round1(pyy)}) rotate(${round1(heading)}) scale(${round1(sc * 1.5)})">${circle(0, 0, 40, 'url(#dot)')}<path d="M22 0 L-18 -15 L-8 0 L-18 15Z" fill="${palette.text}"/><path d="M22 0 L-8 0 L-18 15Z" fill="${tint(accent, 0.55)}"/><path d="M22 0 L-8 0 L-12 6Z" fill="${palette.black}" fill-opacity="0.2"/></g>`;
  const planeLayer = `${trail}${plane}`;
  // A small moon on a steeper orbit, the other way round.
  const mt = -phase + 2.2;
  const mx = 250 * Math.cos(mt);
  const my = 250 * Math.sin(mt) * 0.42;
  const mrot = (24 * Math.PI) / 180;
  const moon = [
    mx * Math.cos(mrot) - my * Math.sin(mrot),
    mx * Math.sin(mrot) + my * Math.cos(mrot) + py,
  ];
  const moonFront = Math.sin(mt) > 0;
  const moonSvg = `${circle(moon[0], moon[1], 30, 'url(#dot)')}${circle(moon[0], moon[1], 11, tint(accent, 0.7))}${circle(moon[0] + 3, moon[1] + 3, 8, palette.black, 'fill-opacity="0.18"')}`;
  const pulse = 0.5 + 0.5 * Math.cos(phase);
  const planet = `${circle(0, py, 420, 'url(#halo)')}<circle cx="0" cy="${py}" r="${round1(planetRadius + 24 + pulse * 10)}" fill="none" stroke="${accent}" stroke-opacity="${round1(0.12 + pulse * 0.1)}" stroke-width="2"/>
    ${circle(0, py, planetRadius, 'url(#planet)')}<clipPath id="pc"><circle cx="0" cy="${py}" r="${planetRadius}"/></clipPath><g clip-path="url(#pc)">${spots}
    <path d="M${-planetRadius} ${py - 40} Q0 ${py - 20} ${planetRadius} ${py - 52}" stroke="${WHITE}" stroke-opacity="0.08" stroke-width="16" fill="none"/><path d="M${-planetRadius} ${py + 36} Q0 ${py + 56} ${planetRadius} ${py + 30}" stroke="${MISSION.planetBand}" stroke-opacity="0.25" stroke-width="20" fill="none"/>
    ${circle(-planetRadius * 0.05, py, planetRadius, 'url(#terminator)')}</g>`;
  const body = `<rect x="${round1(-halfWidth)}" y="-360" width="${round1(halfWidth * 2)}" height="720" fill="url(#bg)"/>${lines.join('')}${dust}${streaks}
    ${moonFront ? '' : moonSvg}${depth < 0 ? planeLayer : ''}${ring(false)}${planet}${ring(true)}${moonFront ? moonSvg : ''}${depth >= 0 ? planeLayer : ''}`;
  const defs = `<radialGradient id="bg" cx="0.5" cy="0.5" r="0.75"><stop offset="0" stop-color="${MISSION.spaceCentre}"/><stop offset="0.5" stop-color="${MISSION.spaceMiddle}"/><stop offset="1" stop-color="${MISSION.spaceEdge}"/></radialGradient>
    <radialGradient id="planet" cx="0.36" cy="0.3" r="0.85"><stop offset="0" stop-color="${MISSION.planetLight}"/><stop offset="0.45" stop-color="${accent}"/><stop offset="1" stop-color="${MISSION.planetEdge}"/></radialGradient>
    <radialGradient id="terminator" cx="0.3" cy="0.3" r="0.9"><stop offset="0.55" stop-color="${palette.black}" stop-opacity="0"/><stop offset="1" stop-color="${MISSION.nightSide}" stop-opacity="0.55"/></radialGradient>
    <linearGradient id="ringg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${tint(accent, 0.2)}" stop-opacity="0.2"/><stop offset="0.5" stop-color="${tint(accent, 0.55)}"/><stop offset="1" stop-color="${tint(accent, 0.2)}" stop-opacity="0.3"/></linearGradient>
    ${glowGrad('halo', accent, 0.5)}${glowGrad('dot', tint(accent, 0.3), 0.55)}`;
  return frameSvg(W, H, defs, body);
}

// --- Story: a road winding from the viewer towards a striped sunrise, lamps passing by like years.
const storyEmbers = driftLayer(201, 60, 360, 720);
const storyStars = (() => {
  const r = prng(202);
  return Array.from({ length: 80 }, () => [
    (r() * 2 - 1) * 720,
    -360 + r() * 300,
    0.6 + r() * 1.3,
    r() * TAU,
  ]);
})();

/** Story's own colours: the dusk sky, the striped sun, the hills near to far, the road and lamps. */
const STORY = {
  skyTop: '#120A18',
  skyHigh: '#3A1830',
  skyGlow: '#8A3A3E',
  skyLow: '#2A1220',
  skyBottom: '#120910',
  sunTop: '#FFE2B8',
  sunMiddle: '#FFA070',
  sunStripes: '#3A1A2A',
  farHill: '#6A2C3A',
  middleHill: '#4A1F30',
  nearHill: '#2E1424',
  foreground: '#180A14',
  roadFar: '#8A3E44',
  roadMiddle: '#4A2030',
  roadNear: '#1E0E18',
  roadDashes: '#FFD9B8',
  lampPost: '#2A1220',
  lampLight: '#FFE3C2',
  lampGlow: '#FFB38A',
  embers: '#FFD0A8',
};

function storyFrame(i: number, W = VW, H = VH): string {
  const { progress, phase, halfWidth } = loopAt(i, W, H);
  const accent = palette.coral;
  const hy = 70; // horizon
  const sunR = 190;
  const sy = hy - 10;
  // Sun stripes slide down one spacing per loop; each is as thick as its height says.
  const stripes = [];
  for (let k = -1; k < 10; k += 1) {
    const y = sy - 120 + (k + progress) * 24;
    const th = Math.max(0, (y - (sy - 120)) / 24) * 1.7;
    if (th > 0.2)
      stripes.push(
        `<rect x="${-sunR - 4}" y="${round1(y)}" width="${sunR * 2 + 8}" height="${round1(th)}" fill="${STORY.sunStripes}"/>`,
      );
  }
  const stars = storyStars
    .filter(([x]) => Math.abs(x) < halfWidth + 10)
    .map(([x, y, r, ph]) =>
      circle(
        x,
        y,
        r,
        palette.text,
        `fill-opacity="${round1(0.15 + 0.35 * (0.5 + 0.5 * Math.sin(phase + ph)) * (1 - (y + 360) / 360))}"`,
      ),
    )
    .join('');
  // Hills: static silhouettes, far (lit, hazy) to near (dark).
  const hill = (base: number, amp: number, seed: number, fill: string, extra = ''): string => {
    const r = prng(seed);
    const p = [r() * TAU, r() * TAU, r() * TAU];
    const pts: Point[] = [];
    for (let x = -halfWidth - 40; x <= halfWidth + 40; x += 40)
      pts.push([
        x,
        base -
          amp *
            (0.55 * Math.sin(x * 0.004 + p[0]) +
              0.3 * Math.sin(x * 0.011 + p[1]) +
              0.15 * Math.sin(x * 0.023 + p[2])) -
          Math.abs(x) * 0.05,
      ]);
    return `<path d="${curve(pts)} L${round1(halfWidth + 40)} 400 L${round1(-halfWidth - 40)} 400Z" fill="${fill}" ${extra}/>`;
  };
  // The road: depth d (1 = at the viewer) → screen position; lamps and dashes come towards us.
  const perspective = 300;
  const sxAt = (d: number, side: number) =>
    (110 * Math.sin(d * 0.32 + 0.6) + side * 170) * (1 / d) * 1.0 + 0 * side;
  const syAt = (d: number) => hy + perspective / d;
  const edge = (side: number) => {
    const pts: Point[] = [];
    for (let d = 0.8; d <= 40; d *= 1.08) pts.push([sxAt(d, side), syAt(d)]);
    return pts;
  };
  const leftEdge = edge(-1);
  const rightEdge = edge(1);
  const road = `<path d="M${leftEdge.map(([x, y]) => `${round1(x)} ${round1(y)}`).join(' L')} L${rightEdge
    .reverse()
    .map(([x, y]) => `${round1(x)} ${round1(y)}`)
    .join(' L')}Z" fill="url(#road)"/>`;
  const gap = 2.2;
  const lampCount = 14;
  const dashes = [];
  const lamps = [];
  for (let k = 0; k < lampCount; k += 1) {
    const d = 0.9 + ((((k - progress) % lampCount) + lampCount) % lampCount) * gap;
    const fade = Math.min(1, (d - 0.9) / 0.6) * Math.max(0, 1 - d / (lampCount * gap));
    // Centre dash from depth d to d + 0.9.
    const d2 = d + 0.9;
    dashes.push(
      `<path d="M${round1(sxAt(d, 0))} ${round1(syAt(d))} L${round1(sxAt(d2, 0))} ${round1(syAt(d2))}" stroke="${STORY.roadDashes}" stroke-opacity="${round1(0.7 * fade)}" stroke-width="${round1(Math.max(1, 9 / d))}" stroke-linecap="round"/>`,
    );
    // A lamp post on alternating sides.
    const side = k % 2 ? 1 : -1;
    const ld = d + gap / 2;
    const lf = Math.min(1, (ld - 0.9) / 0.6) * Math.max(0, 1 - ld / (lampCount * gap));
    const x = sxAt(ld, side * 1.25);
    const y = syAt(ld);
    const h = 260 / ld;
    const s = 1 / ld;
    lamps.push({
      d: ld,
      svg: `<g opacity="${round1(lf)}"><path d="M${round1(x)} ${round1(y)} V${round1(y - h)}" stroke="${STORY.lampPost}" stroke-width="${round1(Math.max(1, 14 * s))}"/>${circle(x, y - h, 120 * s, 'url(#lamp)')}${circle(x, y - h, Math.max(1.5, 13 * s), STORY.lampLight)}</g>`,
    });
  }
  lamps.sort((p, q) => q.d - p.d);
  const embers = storyEmbers(progress, -1)
    .filter(([x]) => Math.abs(x) < halfWidth + 10)
    .map(([x, y, k, ph]) =>
      circle(
        x + 14 * Math.sin(phase + ph),
        y,
        1 + k * 2.2,
        k > 0.6 ? STORY.embers : accent,
        `fill-opacity="${round1((0.2 + k * 0.5) * (0.5 + 0.5 * Math.sin(phase * 2 + ph)))}"`,
      ),
    )
    .join('');
  const body = `<rect x="${round1(-halfWidth)}" y="-360" width="${round1(halfWidth * 2)}" height="720" fill="url(#sky)"/>${stars}
    ${circle(0, sy, 560, 'url(#glow)')}${circle(0, sy, sunR, 'url(#sun)')}<clipPath id="sc"><circle cx="0" cy="${sy}" r="${sunR}"/></clipPath><g clip-path="url(#sc)" opacity="0.85">${stripes.join('')}</g>
    ${hill(hy + 10, 60, 5, STORY.farHill, 'fill-opacity="0.95"')}${hill(hy + 40, 70, 6, STORY.middleHill)}${hill(hy + 90, 80, 7, STORY.nearHill)}
    ${road}${dashes.join('')}${lamps.map((l) => l.svg).join('')}${hill(330, 40, 8, STORY.foreground)}${embers}`;
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${STORY.skyTop}"/><stop offset="0.4" stop-color="${STORY.skyHigh}"/><stop offset="0.58" stop-color="${STORY.skyGlow}"/><stop offset="0.7" stop-color="${STORY.skyLow}"/><stop offset="1" stop-color="${STORY.skyBottom}"/></linearGradient>
    <linearGradient id="sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${STORY.sunTop}"/><stop offset="0.5" stop-color="${STORY.sunMiddle}"/><stop offset="1" stop-color="${accent}"/></linearGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${STORY.roadFar}"/><stop offset="0.3" stop-color="${STORY.roadMiddle}"/><stop offset="1" stop-color="${STORY.roadNear}"/></linearGradient>
    ${glowGrad('glow', accent, 0.55)}${glowGrad('lamp', STORY.lampGlow, 0.6)}`;
  return frameSvg(W, H, defs, body);
}

// --- Philosophy: a calm wireframe globe of data points, a measuring dial, a rippling dot field.
const philoPoints = (() => {
  // Symmetric under a 40° turn, so one 40° turn per loop is seamless.
  const r = prng(301);
  const base = Array.from({ length: 5 }, () => [
    r() * ((40 * Math.PI) / 180),
    (r() - 0.5) * 2.6,
    r(),
  ]);
  const out = [];
  for (let k = 0; k < 9; k += 1)
    for (const [lon, lat, s] of base) out.push([lon + (k * 40 * Math.PI) / 180, lat, s]);
  return out;
})();

/** Philosophy's own colours: the deep green field and the globe's dark side. */
const PHILOSOPHY = {
  fieldCentre: '#0F2E27',
  fieldMiddle: '#0B1714',
  fieldEdge: '#0A0D0E',
  globeShade: '#06231C',
};

function philosophyFrame(i: number, W = VW, H = VH): string {
  const { progress, phase, halfWidth } = loopAt(i, W, H);
  const accent = palette.green;
  const globeRadius = 168;
  const tilt = -18;
  const spin = (progress * 40 * Math.PI) / 180;
  // Dot field rippling out from the centre (one wave per loop).
  const dots = [];
  const sp = 36;
  for (let y = -360 + sp / 2; y < 360; y += sp)
    for (let x = -Math.ceil(halfWidth / sp) * sp + sp / 2; x < halfWidth; x += sp) {
      const d = Math.hypot(x, y);
      if (d < globeRadius + 30) continue;
      const wave = 0.5 + 0.5 * Math.sin(phase - d * 0.014);
      const fade = Math.max(0, 1 - d / 900);
      dots.push(
        `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(1.2 + wave * 2.4 * fade)}" fill-opacity="${round1(0.08 + wave * 0.42 * fade)}"/>`,
      );
    }
  // The globe: meridians every 20° turning with the spin, parallels fixed.
  const merids = [];
  for (let k = 0; k < 9; k += 1) {
    const lon = (k * 20 * Math.PI) / 180 + spin;
    const rx = Math.abs(globeRadius * Math.sin(lon));
    const front = Math.cos(lon);
    merids.push(
      `<ellipse rx="${round1(rx)}" ry="${globeRadius}" stroke-opacity="${round1(0.18 + 0.22 * Math.abs(front))}"/>`,
    );
  }
  const paras = [-60, -30, 0, 30, 60]
    .map((lat) => {
      const L = (lat * Math.PI) / 180;
      return `<ellipse cy="${round1(-globeRadius * Math.sin(L))}" rx="${round1(globeRadius * Math.cos(L))}" ry="${round1(globeRadius * Math.cos(L) * 0.22)}" stroke-opacity="0.22"/>`;
    })
    .join('');
  const proj = philoPoints.map(([lon, lat, s]) => {
    const L = lon + spin;
    const x = globeRadius * Math.cos(lat * 0.55) * Math.sin(L);
    const z = globeRadius * Math.cos(lat * 0.55) * Math.cos(L);
    const y = -globeRadius * Math.sin(lat * 0.55);
    return [x, y, z, s];
  });
  const links = [];
  for (let p = 0; p < proj.length; p += 1)
    for (let q = p + 1; q < proj.length; q += 1) {
      const [x1, y1, z1] = proj[p];
      const [x2, y2, z2] = proj[q];
      const dist = Math.hypot(x1 - x2, y1 - y2, z1 - z2);
      if (dist < 88 && z1 > -20 && z2 > -20)
        links.push(
          `<path d="M${round1(x1)} ${round1(y1)} L${round1(x2)} ${round1(y2)}" stroke-opacity="${round1(0.12 + 0.3 * Math.min(1, (z1 + z2) / (2 * globeRadius)))}"/>`,
        );
    }
  const nodes = proj
    .map(([x, y, z, s]) => {
      const k = (z / globeRadius + 1) / 2;
      return `${k > 0.6 && s > 0.6 ? circle(x, y, 16, 'url(#dot)') : ''}${circle(x, y, 2 + k * 4 * (0.6 + s * 0.6), k > 0.5 ? tint(accent, 0.5) : accent, `fill-opacity="${round1(0.2 + k * 0.8)}"`)}`;
    })
    .join('');
  // The dial: ticks every 3°, a long one every 30°; one 30° turn per loop.
  const turn = -progress * 30;
  const ticks = [];
  for (let k = 0; k < 120; k += 1) {
    const ang = (k * 3 * Math.PI) / 180;
    const major = k % 10 === 0;
    const r1 = 252;
    const r2 = major ? 274 : k % 5 === 0 ? 266 : 261;
    ticks.push(
      `<path d="M${round1(Math.cos(ang) * r1)} ${round1(Math.sin(ang) * r1)} L${round1(Math.cos(ang) * r2)} ${round1(Math.sin(ang) * r2)}" stroke-opacity="${major ? 0.7 : 0.3}"/>`,
    );
  }
  // Three markers on an outer orbit, a third of a lap per loop.
  const marks = [0, 1, 2]
    .map((k) => {
      const ang = phase / 3 + (k * TAU) / 3 + 0.4;
      const x = Math.cos(ang) * 316;
      const y = Math.sin(ang) * 316;
      return `${circle(x, y, 30, 'url(#dot)')}${circle(x, y, 5, tint(accent, 0.6))}`;
    })
    .join('');
  const breathe = 1 + 0.025 * Math.sin(phase);
  const body = `<rect x="${round1(-halfWidth)}" y="-360" width="${round1(halfWidth * 2)}" height="720" fill="url(#bg)"/>
    <g fill="${accent}">${dots.join('')}</g>${circle(0, 0, 460, 'url(#halo)')}
    <g transform="rotate(${round1(turn)})" stroke="${tint(accent, 0.35)}" stroke-width="2">${ticks.join('')}</g>
    <circle r="316" fill="none" stroke="${accent}" stroke-opacity="0.22" stroke-width="1.5" stroke-dasharray="2 9" stroke-linecap="round"/>${marks}
    <g transform="scale(${round1(breathe)})">${circle(0, 0, globeRadius, 'url(#globe)')}
    <g transform="rotate(${tilt})" fill="none" stroke="${tint(accent, 0.3)}" stroke-width="1.6">${merids.join('')}${paras}</g>
    <g transform="rotate(${tilt})"><g stroke="${tint(accent, 0.4)}" stroke-width="1.4">${links.join('')}</g>${nodes}</g>
    <circle r="${globeRadius}" fill="none" stroke="${tint(accent, 0.4)}" stroke-opacity="0.55" stroke-width="2"/></g>`;
  const defs = `<radialGradient id="bg" cx="0.5" cy="0.5" r="0.75"><stop offset="0" stop-color="${PHILOSOPHY.fieldCentre}"/><stop offset="0.55" stop-color="${PHILOSOPHY.fieldMiddle}"/><stop offset="1" stop-color="${PHILOSOPHY.fieldEdge}"/></radialGradient>
    <radialGradient id="globe" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="${accent}" stop-opacity="0.3"/><stop offset="1" stop-color="${PHILOSOPHY.globeShade}" stop-opacity="0.85"/></radialGradient>
    ${glowGrad('halo', accent, 0.28)}${glowGrad('dot', accent, 0.5)}`;
  return frameSvg(W, H, defs, body);
}

/**
 * The frames in `dir` encoded as WebM (VP9) or MP4 (H.264) at a quality `crf`, thoroughly: the videos
 * are made once and committed (ffmpeg.ts, Effort).
 */
async function encode(dir: string, out: string, kind: VideoKind, crf: number) {
  // ffmpeg writes into the frames' temporary folder; the runner then swaps the finished file in whole,
  // so the dev server never serves a half-encoded video.
  const encoded = join(dir, basename(out));
  const frames = ['-framerate', String(FPS), '-i', join(dir, 'f%03d.png')];
  await ffmpeg([...frames, ...encodeArgs(kind, crf, 'thorough'), encoded]);
  return readFile(encoded);
}
async function makeVideo(name: string, frame: Frame, runner: MediaRunner) {
  const [pw, ph] = PLAN.aboutPoster.master;
  const poster = await sharp(Buffer.from(frame(0, pw, ph)))
    .png()
    .toBuffer();
  await runner.writeMaster(poster, `${name}-poster`, PLAN.aboutPoster);
  if (runner.flags.mastersOnly) return;
  const dir = await mkdtemp(join(tmpdir(), `about-${name}-`));
  const base = `src/assets/about/${name}`;
  try {
    const t0 = Date.now();
    await runConcurrently(
      Array.from(
        { length: FRAMES },
        (_, i) => () =>
          sharp(Buffer.from(frame(i)))
            .png({ compressionLevel: 1 })
            .toFile(join(dir, `f${String(i).padStart(3, '0')}.png`)),
      ),
      4,
    );
    console.info(`${name}: ${FRAMES} frames in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const { channels } = await sharp(poster).stats();
    const luma =
      (0.2126 * channels[0].mean + 0.7152 * channels[1].mean + 0.0722 * channels[2].mean) / 255;
    console.info(`${name}: poster mean luminance ${luma.toFixed(3)}`);
    for (const kind of VIDEO_KINDS) {
      const out = `${base}.${kind}`;
      // The best quality under three quarters of the cap; the file must be under the cap itself.
      const video = await encodeUnder(
        kind,
        (crf) => encode(dir, out, kind, crf),
        (file) => file.length <= VIDEO.maxBytes * 0.75,
      );
      if (video.length > VIDEO.maxBytes)
        throw new Error(`${out} is ${video.length} bytes (> ${VIDEO.maxBytes})`);
      await runner.writeFile(out, video);
      await probe(out);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Checks an encoded video: one video stream of VW x VH, no audio, SECONDS long.
 */
async function probe(file: string) {
  const info = await probeVideo(file);
  const { width, height, seconds } = info;
  if (
    info.videoStreams !== 1 ||
    width !== VW ||
    height !== VH ||
    info.hasAudio ||
    Math.abs(seconds - SECONDS) > 0.1
  )
    throw new Error(`${file}: unexpected streams ${JSON.stringify(info)}`);
  console.info(
    `${file}: ${info.codec} ${width}x${height} ${info.frameRate} fps ${seconds.toFixed(2)} s, no audio`,
  );
}

// ---------------------------------------------------------------------------------------------

await runMedia([
  ...PEOPLE.map((person, index) => ({
    name: `member-${index + 1}`,
    group: 'team',
    plan: PLAN.teamPortrait,
    draw: () =>
      sharp(Buffer.from(portrait(person, index + 1)))
        .png()
        .toBuffer(),
  })),
  ...Object.entries({ mission: missionFrame, story: storyFrame, philosophy: philosophyFrame }).map(
    ([name, frame]) => ({
      name,
      group: 'videos',
      keeps: `src/assets/about/${name}`,
      make: (runner: MediaRunner) => makeVideo(name, frame, runner),
    }),
  ),
]);
