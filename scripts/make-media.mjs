// Generates the site's original media — portfolio cards, project screens, team portraits and the
// looping About-tab background videos (WebM + MP4 + poster). Everything is abstract and drawn here
// as SVG, rendered with sharp; the videos are encoded with ffmpeg (/usr/bin/ffmpeg or on PATH).
// Run: node scripts/make-media.mjs            (everything)
//      node scripts/make-media.mjs cards team (only some groups: cards, projects, team, videos)
// Outputs go into src/assets/{portfolio,projects,team,about}; they are committed, so re-run this
// only when the artwork should change.
import sharp from 'sharp';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blur, C, glowGrad, grain, n, prng } from './art-kit.mjs';

const exec = promisify(execFile);
const FFMPEG = existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';
const FFPROBE = existsSync('/usr/bin/ffprobe') ? '/usr/bin/ffprobe' : 'ffprobe';
const MAX_IMAGE = 120 * 1024;
const MAX_VIDEO = 600 * 1024;

// ---------------------------------------------------------------------------------------------
// Helpers

const TAU = Math.PI * 2;

function rgb(hex) {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}
/** Linear mix of two hex colours (t = 0 → a, 1 → b). */
function mix(a, b, t) {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
const shade = (c, t) => mix(c, '#000000', t);
const tint = (c, t) => mix(c, '#ffffff', t);

const linGrad = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;

/** A whole SVG document with the house grain on top. */
const doc = (w, h, defs, body, seed, grainAlpha = 0.06) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}${grain(seed, grainAlpha)}${blur('soft', 14)}${blur('softer', 36)}</defs>${body}<rect width="${w}" height="${h}" filter="url(#grain)"/></svg>`;

const rect = (x, y, w, h, r, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}" ${extra}/>`;
const pill = (x, y, w, h, fill, extra = '') => rect(x, y, w, h, h / 2, fill, extra);
const circle = (x, y, r, fill, extra = '') =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
/** Skeleton "text": rounded bars standing in for copy. */
const lines = (x, y, widths, { h = 12, gap = 12, fill = C.text, op = 0.8 } = {}) =>
  widths.map((w, i) => pill(x, y + i * (h + gap), w, h, fill, `fill-opacity="${op}"`)).join('');

/** Smooth curve through points (Catmull-Rom → cubic Bézier). */
function curve(pts, closed = false) {
  const p = closed ? [pts.at(-1), ...pts, pts[0], pts[1]] : [pts[0], ...pts, pts.at(-1)];
  let d = `M${n(p[1][0])} ${n(p[1][1])}`;
  for (let i = 1; i < p.length - 2; i += 1) {
    const [a, b, c, e] = [p[i - 1], p[i], p[i + 1], p[i + 2]];
    d += ` C${n(b[0] + (c[0] - a[0]) / 6)} ${n(b[1] + (c[1] - a[1]) / 6)} ${n(c[0] - (e[0] - b[0]) / 6)} ${n(c[1] - (e[1] - b[1]) / 6)} ${n(c[0])} ${n(c[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** An organic closed blob around (cx, cy). */
function blob(cx, cy, rx, ry, rnd, count = 9, jitter = 0.35) {
  const pts = Array.from({ length: count }, (_, i) => {
    const a = (i / count) * TAU;
    const k = 1 - jitter / 2 + jitter * rnd();
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
  });
  return curve(pts, true);
}

/** Samples a cubic Bézier with cumulative length, for placing things along it. */
function sampleCubic(p0, p1, p2, p3, steps = 600) {
  const out = [];
  let s = 0;
  for (let i = 0; i <= steps; i += 1) {
    const t = i / steps;
    const u = 1 - t;
    const x = u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0];
    const y = u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1];
    if (out.length) s += Math.hypot(x - out.at(-1).x, y - out.at(-1).y);
    out.push({ x, y, s });
  }
  for (let i = 0; i < out.length; i += 1) {
    const a = out[Math.max(0, i - 1)];
    const b = out[Math.min(out.length - 1, i + 1)];
    out[i].a = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  }
  return out;
}
const atLength = (samples, s) => samples.find((p) => p.s >= s) ?? samples.at(-1);
const cubicD = (p0, p1, p2, p3) =>
  `M${p0.join(' ')} C${p1.join(' ')} ${p2.join(' ')} ${p3.join(' ')}`;

function starPath(cx, cy, R, r, points = 5, rot = -90) {
  const pts = [];
  for (let i = 0; i < points * 2; i += 1) {
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    const k = i % 2 ? r : R;
    pts.push(`${n(cx + Math.cos(a) * k)} ${n(cy + Math.sin(a) * k)}`);
  }
  return `M${pts.join(' L')}Z`;
}
/** A four-point sparkle. */
const sparkle = (x, y, s, fill, op = 1) => {
  const k = s * 0.18;
  return `<path d="M${n(x)} ${n(y - s)} Q${n(x + k)} ${n(y - k)} ${n(x + s)} ${n(y)} Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + s)} Q${n(x - k)} ${n(y + k)} ${n(x - s)} ${n(y)} Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - s)}Z" fill="${fill}" fill-opacity="${op}"/>`;
};
const check = (x, y, s, stroke, w = 6) =>
  `<path d="M${n(x - s * 0.5)} ${n(y + s * 0.02)} L${n(x - s * 0.12)} ${n(y + s * 0.38)} L${n(x + s * 0.52)} ${n(y - s * 0.34)}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
const lock = (x, y, s, fill) =>
  `<path d="M${n(x - s * 0.32)} ${n(y - s * 0.05)} v${n(-s * 0.2)} a${n(s * 0.32)} ${n(s * 0.32)} 0 0 1 ${n(s * 0.64)} 0 v${n(s * 0.2)}" fill="none" stroke="${fill}" stroke-width="${n(s * 0.12)}"/>${rect(x - s * 0.46, y - s * 0.08, s * 0.92, s * 0.66, s * 0.12, fill)}`;
const heart = (x, y, s, fill, extra = '') =>
  `<path d="M${n(x)} ${n(y + s * 0.42)} C${n(x - s * 0.9)} ${n(y - s * 0.12)} ${n(x - s * 0.5)} ${n(y - s * 0.78)} ${n(x)} ${n(y - s * 0.3)} C${n(x + s * 0.5)} ${n(y - s * 0.78)} ${n(x + s * 0.9)} ${n(y - s * 0.12)} ${n(x)} ${n(y + s * 0.42)}Z" fill="${fill}" ${extra}/>`;

async function run(tasks, limit) {
  const results = [];
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

const written = [];
async function writeImage(svgOrPng, base) {
  const png = Buffer.isBuffer(svgOrPng)
    ? svgOrPng
    : await sharp(Buffer.from(svgOrPng)).png().toBuffer();
  await sharp(png).webp({ quality: 74, effort: 6 }).toFile(`${base}.webp`);
  await sharp(png).jpeg({ quality: 74, mozjpeg: true }).toFile(`${base}.jpg`);
  for (const ext of ['webp', 'jpg']) {
    const { size } = await stat(`${base}.${ext}`);
    if (size > MAX_IMAGE) throw new Error(`${base}.${ext} is ${size} bytes (> ${MAX_IMAGE})`);
    written.push([`${base}.${ext}`, size]);
  }
}

// ---------------------------------------------------------------------------------------------
// Beads (shared by the Alphabeads card and screens)

const BEAD_COLOURS = { warm: C.warm, coral: C.coral, violet: C.violet, sky: C.sky, green: C.green };
const beadDefs = () =>
  Object.entries({ ...BEAD_COLOURS, cream: '#E9E4D6' })
    .map(
      ([k, c]) =>
        `<radialGradient id="bd-${k}" cx="0.36" cy="0.3" r="0.78"><stop offset="0" stop-color="${tint(c, 0.5)}"/><stop offset="0.42" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, 0.5)}"/></radialGradient>`,
    )
    .join('');

/** Half-length of a bead along its string, for spacing. */
const beadHalf = { sphere: 1, barrel: 1.08, cube: 0.86, disc: 0.44, flower: 1.02, star: 0.95 };

/** Abstract, letter-ish marks (never real letters): rotated arcs, arches, dots. */
function glyph(kind, r, stroke) {
  const w = n(r * 0.17);
  const s = `fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-opacity="0.75"`;
  const k = r * 0.42;
  const dot = (x, y) =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.1)}" fill="${stroke}" fill-opacity="0.75"/>`;
  if (kind === 0)
    return `<path d="M${n(-k)} ${n(k * 0.25)} q${n(k * 0.5)} ${n(-k * 0.7)} ${n(k)} 0 t${n(k)} 0" ${s}/>${dot(0, -k * 0.55)}`;
  if (kind === 1)
    return `<path d="M${n(-k)} ${n(k * 0.3)} A${n(k)} ${n(k)} 0 0 1 ${n(k)} ${n(k * 0.3)}" ${s}/>${dot(0, k * 0.25)}`;
  if (kind === 2)
    return `<path d="M${n(-k * 0.9)} ${n(-k * 0.2)} Q0 ${n(k * 1.1)} ${n(k * 0.9)} ${n(-k * 0.2)}" ${s}/><circle cx="0" cy="${n(-k * 0.75)}" r="${n(r * 0.1)}" fill="${stroke}" fill-opacity="0.75"/>`;
  return `<g transform="rotate(-40)"><circle cx="0" cy="${n(-k * 0.3)}" r="${n(k * 0.5)}" ${s}/><path d="M0 ${n(k * 0.2)} V${n(k)}" ${s}/></g>`;
}

function bead(kind, x, y, r, colour, angle = 0, { face = -1, hole = false } = {}) {
  const fill = `url(#bd-${colour})`;
  const base = colour === 'cream' ? '#B9B2A0' : shade(BEAD_COLOURS[colour], 0.45);
  let shape;
  if (kind === 'sphere') shape = circle(0, 0, r, fill);
  else if (kind === 'barrel') shape = rect(-r * 1.08, -r * 0.86, r * 2.16, r * 1.72, r * 0.6, fill);
  else if (kind === 'cube') shape = rect(-r * 0.86, -r * 0.86, r * 1.72, r * 1.72, r * 0.3, fill);
  else if (kind === 'disc')
    shape = `<ellipse cx="0" cy="0" rx="${n(r * 0.44)}" ry="${n(r * 1.02)}" fill="${fill}"/>`;
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
    shape = `<path d="${starPath(0, 0, r, r * 0.62, 5)}" fill="${fill}" stroke="${fill}" stroke-width="${n(r * 0.22)}" stroke-linejoin="round"/>`;
  const mark = face >= 0 ? glyph(face, r, base) : '';
  const h = hole ? circle(0, 0, r * 0.16, shade(base, 0.4)) : '';
  return `<g transform="translate(${n(x)} ${n(y)})"><g transform="rotate(${n(angle)})">${shape}${mark}${h}</g><ellipse cx="${n(-r * 0.34)}" cy="${n(-r * 0.42)}" rx="${n(r * 0.26)}" ry="${n(r * 0.15)}" transform="rotate(-32 ${n(-r * 0.34)} ${n(-r * 0.42)})" fill="#fff" fill-opacity="0.5"/></g>`;
}
const beadShadow = (x, y, r, dy = 0.5) =>
  `<ellipse cx="${n(x + r * 0.2)}" cy="${n(y + r * dy)}" rx="${n(r * 0.95)}" ry="${n(r * 0.7)}"/>`;

/** The friendly bead mascot of the Alphabeads screens. */
const mascot = (x, y, r, colour = 'warm') =>
  `${bead('sphere', x, y, r, colour)}<g fill="#1B1430">${circle(x - r * 0.3, y - r * 0.05, r * 0.1)}${circle(x + r * 0.3, y - r * 0.05, r * 0.1)}</g><path d="M${n(x - r * 0.22)} ${n(y + r * 0.25)} Q${n(x)} ${n(y + r * 0.45)} ${n(x + r * 0.22)} ${n(y + r * 0.25)}" fill="none" stroke="#1B1430" stroke-width="${n(r * 0.08)}" stroke-linecap="round"/>${circle(x - r * 0.55, y + r * 0.2, r * 0.12, C.coral, 'fill-opacity="0.6"')}${circle(x + r * 0.55, y + r * 0.2, r * 0.12, C.coral, 'fill-opacity="0.6"')}`;

// ---------------------------------------------------------------------------------------------
// Tirthdom motifs

/** A shikhara-style temple silhouette; (x, y) is the middle of its base. */
function temple(x, y, s, fill, { flag = C.warm, detail = null } = {}) {
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
          const hw = by < -86 ? 26 * (1 - ((-86 - by) / 84) ** 2) + 2 : 26;
          return `<path d="M${n(-hw)} ${by} H${n(hw)}"/>`;
        })
        .join(
          '',
        )}<path d="M0 -22 V-150"/></g>${rect(-8, -40, 16, 18, 8, detail, 'fill-opacity="0.55"')}`
    : '';
  const f = flag
    ? `<path d="M0 -184 V-214" stroke="${fill}" stroke-width="3"/><path d="M1 -214 L26 -206 L1 -198Z" fill="${flag}"/>`
    : '';
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${s})" fill="${fill}">${body}${bands}${f}</g>`;
}

/** Ridge silhouette from points, closed to the bottom of the canvas. */
const ridge = (pts, W, H) =>
  `M-20 ${H} L${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')} L${W + 20} ${H}Z`;

/** Emblems for pilgrimage sites and collectibles, drawn around (0,0) at size ~s. */
function emblem(kind, s, colour) {
  const st = `fill="none" stroke="${colour}" stroke-width="${n(s * 0.09)}" stroke-linecap="round" stroke-linejoin="round"`;
  switch (kind) {
    case 'mountain':
      return `<path d="M${n(-s * 0.8)} ${n(s * 0.5)} L${n(-s * 0.22)} ${n(-s * 0.45)} L${n(s * 0.08)} ${n(s * 0.02)} L${n(s * 0.3)} ${n(-s * 0.22)} L${n(s * 0.8)} ${n(s * 0.5)}Z" fill="${colour}"/><path d="M${n(-s * 0.22)} ${n(-s * 0.45)} L${n(-s * 0.38)} ${n(-s * 0.18)} L${n(-s * 0.22)} ${n(-s * 0.24)} L${n(-s * 0.08)} ${n(-s * 0.2)}Z" fill="#fff" fill-opacity="0.7"/>`;
    case 'wave':
      return [-0.35, 0, 0.35]
        .map(
          (dy) =>
            `<path d="M${n(-s * 0.75)} ${n(dy * s)} q${n(s * 0.19)} ${n(-s * 0.25)} ${n(s * 0.375)} 0 t${n(s * 0.375)} 0 t${n(s * 0.375)} 0 t${n(s * 0.375)} 0" ${st}/>`,
        )
        .join('');
    case 'temple':
      return `<g transform="translate(0 ${n(s * 0.62)}) scale(${n(s / 210)})">${temple(0, 0, 1, colour, { flag: colour })}</g>`;
    case 'sun':
      return `${circle(0, 0, s * 0.32, colour)}${Array.from({ length: 12 }, (_, i) => {
        const a = (i * TAU) / 12;
        return `<path d="M${n(Math.cos(a) * s * 0.48)} ${n(Math.sin(a) * s * 0.48)} L${n(Math.cos(a) * s * 0.7)} ${n(Math.sin(a) * s * 0.7)}" ${st}/>`;
      }).join('')}`;
    case 'lotus':
      return `${[-60, -30, 0, 30, 60]
        .map(
          (a) =>
            `<ellipse cx="0" cy="${n(-s * 0.28)}" rx="${n(s * 0.17)}" ry="${n(s * 0.42)}" transform="rotate(${a} 0 ${n(s * 0.18)})" fill="${colour}" fill-opacity="${a === 0 ? 1 : 0.75}"/>`,
        )
        .join('')}<path d="M${n(-s * 0.6)} ${n(s * 0.36)} H${n(s * 0.6)}" ${st}/>`;
    case 'moon':
      return `<path d="M${n(s * 0.1)} ${n(-s * 0.6)} A${n(s * 0.6)} ${n(s * 0.6)} 0 1 0 ${n(s * 0.62)} ${n(s * 0.25)} A${n(s * 0.46)} ${n(s * 0.46)} 0 0 1 ${n(s * 0.1)} ${n(-s * 0.6)}Z" fill="${colour}"/>`;
    case 'lamp':
      return `<path d="M${n(-s * 0.6)} ${n(s * 0.1)} Q0 ${n(s * 0.75)} ${n(s * 0.6)} ${n(s * 0.1)}Z" fill="${colour}"/><path d="M0 ${n(-s * 0.62)} C${n(s * 0.24)} ${n(-s * 0.28)} ${n(s * 0.2)} ${n(s * 0.02)} 0 ${n(s * 0.04)} C${n(-s * 0.2)} ${n(s * 0.02)} ${n(-s * 0.24)} ${n(-s * 0.28)} 0 ${n(-s * 0.62)}Z" fill="${colour}" fill-opacity="0.85"/>`;
    case 'tree':
      return `<path d="M0 ${n(s * 0.65)} V${n(-s * 0.05)}" ${st}/>${circle(0, -s * 0.22, s * 0.42, colour)}${circle(-s * 0.32, s * 0.02, s * 0.24, colour)}${circle(s * 0.32, s * 0.02, s * 0.24, colour)}`;
    case 'spiral': {
      const pts = [];
      for (let i = 0; i <= 60; i += 1) {
        const a = i * 0.3;
        const r = s * 0.04 + (i / 60) * s * 0.62;
        pts.push(`${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}`);
      }
      return `<path d="M${pts.join(' L')}" ${st}/>`;
    }
    case 'star':
      return `<path d="${starPath(0, 0, s * 0.7, s * 0.3, 8)}" fill="${colour}"/>`;
    default:
      return `<path d="M${n(-s * 0.25)} ${n(s * 0.55)} c${n(-s * 0.2)} ${n(-s * 0.1)} ${n(-s * 0.25)} ${n(-s * 0.55)} ${n(-s * 0.05)} ${n(-s * 0.65)} c${n(s * 0.18)} ${n(-s * 0.1)} ${n(s * 0.2)} ${n(s * 0.5)} ${n(s * 0.05)} ${n(s * 0.65)}Z" fill="${colour}"/><path d="M${n(s * 0.3)} ${n(s * 0.1)} c${n(-s * 0.18)} ${n(-s * 0.1)} ${n(-s * 0.2)} ${n(-s * 0.55)} ${n(s * 0.0)} ${n(-s * 0.65)} c${n(s * 0.18)} ${n(-s * 0.1)} ${n(s * 0.2)} ${n(s * 0.5)} ${n(s * 0.0)} ${n(s * 0.65)}Z" fill="${colour}" fill-opacity="0.7"/>`;
  }
}

/** Map pin for the player. */
const pin = (x, y, s, fill, inner) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><ellipse cx="0" cy="2" rx="16" ry="6" fill="#000" fill-opacity="0.35"/><path d="M0 0 C-8 -18 -26 -30 -26 -52 A26 26 0 0 1 26 -52 C26 -30 8 -18 0 0Z" fill="${fill}"/>${circle(0, -52, 11, inner)}</g>`;

// ---------------------------------------------------------------------------------------------
// 1. Portfolio cards (1200x900)

function alphabeadsCard() {
  const W = 1200;
  const H = 900;
  const rnd = prng(21);
  const defs = `${linGrad(
    'bg',
    [
      [0, '#120E22'],
      [0.55, '#0E0C18'],
      [1, '#1A0F1C'],
    ],
    1,
    1,
  )}${glowGrad('gv', C.violet, 0.5)}${glowGrad('gw', C.warm, 0.45)}${glowGrad('gc', C.coral, 0.4)}${beadDefs()}
    ${linGrad(
      'lace',
      [
        [0, C.text, 0.9],
        [1, '#CFC8B8', 0.9],
      ],
      1,
      0,
    )}`;

  // Big, soft letter-like strokes in the background (abstract, never real letters).
  const marks = `<g fill="none" stroke-linecap="round" stroke-width="58">
    <circle cx="230" cy="330" r="120" stroke="${C.violet}" stroke-opacity="0.18"/>
    <path d="M880 300 V200 A100 100 0 0 1 1080 200 V300" stroke="${C.sky}" stroke-opacity="0.14" transform="rotate(-14 980 240)"/>
  </g>
  <g fill="none" stroke="${C.text}" stroke-opacity="0.12" stroke-width="2" stroke-dasharray="2 10" stroke-linecap="round">
    <circle cx="1010" cy="560" r="120"/><circle cx="1010" cy="560" r="170"/>
  </g>`;

  // Dotted activity-board texture.
  const dots = [];
  for (let y = 60; y < H; y += 48)
    for (let x = 60; x < W; x += 48) dots.push(`<circle cx="${x}" cy="${y}" r="1.6"/>`);

  // The lace: a sagging curve with a plastic tip at the top-left, running off the right edge.
  const P = [
    [170, 210],
    [380, 860],
    [900, 820],
    [1290, 330],
  ];
  const samples = sampleCubic(...P);
  const beads = [];
  const shadows = [];
  const kinds = [
    'sphere',
    'cube',
    'barrel',
    'sphere',
    'flower',
    'disc',
    'sphere',
    'star',
    'barrel',
    'cube',
    'disc',
    'sphere',
    'flower',
    'barrel',
    'sphere',
    'cube',
  ];
  const colours = [
    'coral',
    'warm',
    'violet',
    'green',
    'sky',
    'cream',
    'warm',
    'coral',
    'sky',
    'violet',
    'warm',
    'green',
    'coral',
    'cream',
    'violet',
    'warm',
  ];
  const sizes = [34, 40, 36, 44, 40, 36, 48, 42, 38, 44, 34, 46, 40, 36, 42, 40];
  let s = samples.at(-1).s * 0.3;
  for (let i = 0; i < kinds.length; i += 1) {
    const r = sizes[i];
    s += r * beadHalf[kinds[i]];
    const p = atLength(samples, s);
    if (p.x > W + 60) break;
    shadows.push(beadShadow(p.x, p.y + 18, r));
    beads.push(
      bead(kinds[i], p.x, p.y, r, colours[i], p.a, { face: kinds[i] === 'cube' ? i % 4 : -1 }),
    );
    s += r * beadHalf[kinds[i]] + 3;
  }
  const tip = samples[8];
  const tipEl = `<g transform="translate(${n(samples[0].x)} ${n(samples[0].y)}) rotate(${n(tip.a)})">${rect(-46, -9, 58, 18, 9, C.warm)}${rect(-46, -9, 58, 7, 4, '#fff', 'fill-opacity="0.35"')}</g>`;

  // Two beads on their way onto the lace, with a dashed motion trail.
  const flying = `<path d="M520 250 C 420 170, 300 150, 228 222" fill="none" stroke="${C.text}" stroke-opacity="0.35" stroke-width="3" stroke-dasharray="2 12" stroke-linecap="round"/>
    ${bead('sphere', 560, 270, 40, 'warm', 0, { hole: true })}${bead('cube', 660, 190, 30, 'green', 18, { face: 1 })}`;

  const confetti = Array.from({ length: 16 }, () => {
    const x = 80 + rnd() * 1040;
    const y = 60 + rnd() * 780;
    const c = Object.values(BEAD_COLOURS)[Math.floor(rnd() * 5)];
    return rnd() > 0.5
      ? circle(x, y, 3 + rnd() * 4, c, 'fill-opacity="0.7"')
      : rect(
          x,
          y,
          16,
          6,
          3,
          c,
          `fill-opacity="0.6" transform="rotate(${Math.round(rnd() * 180)} ${n(x)} ${n(y)})"`,
        );
  }).join('');

  // Alphabet blocks in the corner, each with an abstract mark.
  const blocks = [
    [120, 690, -10, C.coral, 0],
    [250, 730, 6, C.sky, 1],
    [170, 805, -3, C.green, 2],
  ]
    .map(
      ([x, y, a, c, g]) =>
        `<g transform="translate(${x} ${y}) rotate(${a})">${rect(-58, -54, 116, 116, 22, shade(c, 0.35))}${rect(-58, -62, 116, 112, 22, c)}${rect(-42, -46, 84, 80, 14, tint(c, 0.25), 'fill-opacity="0.5"')}<g transform="translate(0 -6)">${glyph(g, 60, shade(c, 0.55))}</g></g>`,
    )
    .join('');

  const body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
    <circle cx="250" cy="180" r="420" fill="url(#gv)"/><circle cx="900" cy="720" r="480" fill="url(#gw)"/><circle cx="1150" cy="120" r="300" fill="url(#gc)"/>
    <g fill="${C.text}" fill-opacity="0.07">${dots.join('')}</g>
    ${marks}
    <g fill="#000" fill-opacity="0.45" filter="url(#soft)">${shadows.join('')}<ellipse cx="175" cy="790" rx="170" ry="60"/></g>
    ${blocks}
    <path d="${cubicD(...P)}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="6" transform="translate(0 14)" filter="url(#soft)"/>
    <path d="${cubicD(...P)}" fill="none" stroke="url(#lace)" stroke-width="5" stroke-linecap="round"/>
    ${tipEl}${beads.join('')}${flying}${confetti}
    ${sparkle(760, 140, 22, C.warm)}${sparkle(1060, 420, 14, C.text, 0.8)}${sparkle(420, 470, 12, C.warm, 0.8)}${sparkle(90, 420, 16, C.text, 0.6)}`;
  return doc(W, H, defs, body, 31);
}

function tirthdomCard() {
  const W = 1200;
  const H = 900;
  const rnd = prng(5);
  const defs = `${linGrad('sky', [
    [0, '#0B0B14'],
    [0.42, '#1A1736'],
    [0.62, '#3A2442'],
    [0.72, '#5E2F3A'],
  ])}
    ${linGrad('sun', [
      [0, C.warm],
      [1, C.coral],
    ])}${glowGrad('halo', C.coral, 0.55)}${glowGrad('gw', C.warm, 0.7)}
    ${linGrad('land', [
      [0, '#15121F'],
      [1, '#0B0B10'],
    ])}
    ${linGrad('river', [
      [0, '#9FB9FF', 0.9],
      [1, C.sky, 0.7],
    ])}
    ${linGrad(
      'path',
      [
        [0, C.warm, 0.25],
        [1, C.warm, 1],
      ],
      1,
      -0.4,
    )}`;
  const stars = Array.from({ length: 40 }, () =>
    circle(
      rnd() * W,
      rnd() * 330,
      0.8 + rnd() * 1.6,
      C.text,
      `fill-opacity="${n(0.25 + rnd() * 0.6)}"`,
    ),
  ).join('');
  const far = [
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
  ];
  const mid = [
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
  ];
  const near = [
    [0, 600],
    [200, 565],
    [380, 590],
    [560, 560],
    [720, 600],
    [900, 575],
    [1080, 600],
    [1200, 580],
  ];
  const snow = [
    [260, 300],
    [420, 250],
    [930, 230],
    [1100, 300],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x} ${y} L${x - 34} ${y + 40} L${x - 14} ${y + 32} L${x - 2} ${y + 44} L${x + 12} ${y + 30} L${x + 34} ${y + 40}Z"/>`,
    )
    .join('');

  // Topographic contour rings on the land plane.
  const contours = [];
  for (const [cx, cy, k] of [
    [300, 760, 6],
    [900, 780, 5],
  ])
    for (let i = 1; i <= k; i += 1)
      contours.push(
        `<path d="${blob(cx + i * 9, cy - i * 4, 50 + i * 46, 18 + i * 16, prng(cx + i), 12, 0.3)}"/>`,
      );

  // The river: a band that widens toward the viewer.
  const center = sampleCubic([800, 520], [640, 620], [1060, 720], [960, 920], 80);
  const left = [];
  const right = [];
  for (let i = 0; i < center.length; i += 1) {
    const p = center[i];
    const w = 3 + ((p.y - 520) / 400) ** 1.5 * 60;
    const a = (p.a * Math.PI) / 180 + Math.PI / 2;
    left.push([p.x + Math.cos(a) * w, p.y + Math.sin(a) * w]);
    right.unshift([p.x - Math.cos(a) * w, p.y - Math.sin(a) * w]);
  }
  const river = `M${[...left, ...right].map(([x, y]) => `${n(x)} ${n(y)}`).join(' L')}Z`;

  // The journey: a dotted route through waypoints up to the hill temple.
  const way = [
    [70, 900],
    [170, 820],
    [330, 830],
    [470, 760],
    [430, 690],
    [560, 640],
    [700, 660],
    [760, 590],
  ];
  const visited = 4;
  const route = curve(way);
  const waypoints = way.slice(1).map(([x, y], i) => {
    if (i + 1 < visited) return `${circle(x, y, 13, C.warm)}${circle(x, y, 5, '#1A1230')}`;
    if (i + 1 === visited)
      return `${circle(x, y, 44, 'url(#gw)')}${circle(x, y, 26, 'none', `stroke="${C.warm}" stroke-width="2" stroke-opacity="0.6"`)}${circle(x, y, 14, C.warm)}`;
    return circle(x, y, 11, '#16131F', `stroke="${C.text}" stroke-width="3" stroke-opacity="0.7"`);
  });
  const [px, py] = way[visited];
  const lamps = [
    [880, 700],
    [935, 760],
    [1010, 830],
    [905, 850],
  ]
    .map(([x, y]) => `${circle(x, y, 26, 'url(#gw)')}${circle(x, y, 4, C.warm)}`)
    .join('');

  const compass = `<g transform="translate(1080 790)" fill="none" stroke="${C.text}" stroke-opacity="0.55">
    <circle r="54" stroke-width="1.5"/><circle r="44" stroke-dasharray="2 6" stroke-width="2"/>
    <path d="${starPath(0, 0, 46, 9, 4)}" fill="${C.text}" fill-opacity="0.12"/><path d="M0 -46 L9 -9 L0 0Z" fill="${C.warm}" stroke="none"/>
  </g>`;
  const grid = [];
  for (let x = 100; x < W; x += 100) grid.push(`<path d="M${x} 0 V${H}"/>`);
  for (let y = 100; y < H; y += 100) grid.push(`<path d="M0 ${y} H${W}"/>`);

  const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}
    <circle cx="800" cy="400" r="360" fill="url(#halo)"/><circle cx="800" cy="400" r="118" fill="url(#sun)"/>
    <g fill="none" stroke="${C.warm}" stroke-opacity="0.18"><circle cx="800" cy="400" r="150"/><circle cx="800" cy="400" r="190" stroke-dasharray="3 10"/></g>
    <path d="${ridge(far, W, H)}" fill="#2A2147"/>
    <clipPath id="far"><path d="${ridge(far, W, H)}"/></clipPath><g clip-path="url(#far)" fill="${C.text}" fill-opacity="0.35">${snow}</g>
    <path d="${ridge(mid, W, H)}" fill="#1C1731"/>
    ${temple(330, 448, 0.62, '#1C1731', { flag: C.warm })}
    ${temple(1000, 494, 0.38, '#1C1731', { flag: C.coral })}
    <path d="${ridge(near, W, H)}" fill="url(#land)"/>
    <g fill="none" stroke="${C.muted}" stroke-opacity="0.14" stroke-width="1.5">${contours.join('')}</g>
    <path d="${river}" fill="url(#river)" fill-opacity="0.5"/>
    <path d="${curve(center.filter((_, i) => i % 10 === 0).map((p) => [p.x, p.y]))}" fill="none" stroke="#DCE6FF" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="30 40"/>
    ${lamps}
    <ellipse cx="760" cy="592" rx="90" ry="14" fill="#0F0D18"/>${temple(760, 590, 0.62, '#0F0D18', { flag: C.warm, detail: C.warm })}
    <path d="${route}" fill="none" stroke="${C.warm}" stroke-opacity="0.25" stroke-width="16" stroke-linecap="round"/>
    <path d="${route}" fill="none" stroke="url(#path)" stroke-width="5" stroke-dasharray="1 16" stroke-linecap="round"/>
    ${waypoints.join('')}
    ${pin(px, py - 10, 1.1, C.text, C.coral)}
    <g stroke="${C.text}" stroke-opacity="0.05">${grid.join('')}</g>
    ${compass}
    <rect x="28" y="28" width="${W - 56}" height="${H - 56}" rx="22" fill="none" stroke="${C.text}" stroke-opacity="0.16"/>
    <g stroke="${C.text}" stroke-opacity="0.5" stroke-width="3" fill="none" stroke-linecap="round">
      <path d="M28 90 V50 A22 22 0 0 1 50 28 H90"/><path d="M${W - 90} 28 H${W - 50} A22 22 0 0 1 ${W - 28} 50 V90"/>
      <path d="M28 ${H - 90} V${H - 50} A22 22 0 0 0 50 ${H - 28} H90"/><path d="M${W - 90} ${H - 28} H${W - 50} A22 22 0 0 0 ${W - 28} ${H - 50} V${H - 90}"/>
    </g>`;
  return doc(W, H, defs, body, 13);
}

// ---------------------------------------------------------------------------------------------
// 2. Project screens (1600x1000)

const SW = 1600;
const SH = 1000;

/** The dark stage the mock screens sit on. */
const stageDefs = (a, b) =>
  `${linGrad(
    'stage',
    [
      [0, '#101018'],
      [1, C.ink],
    ],
    1,
    1,
  )}${glowGrad('sa', a, 0.45)}${glowGrad('sb', b, 0.35)}${linGrad(
    'sheen',
    [
      [0, '#fff', 0.045],
      [0.45, '#fff', 0],
      [1, '#fff', 0],
    ],
    1,
    1,
  )}`;
const stageBg = () =>
  `<rect width="${SW}" height="${SH}" fill="url(#stage)"/><circle cx="220" cy="120" r="620" fill="url(#sa)"/><circle cx="1420" cy="940" r="640" fill="url(#sb)"/>`;

/** A tablet in landscape; the content is drawn in local screen coordinates. */
function tablet(x, y, w, h, content) {
  const b = 22;
  return `<ellipse cx="${x + w / 2}" cy="${y + h + 10}" rx="${w * 0.46}" ry="34" fill="#000" fill-opacity="0.7" filter="url(#softer)"/>
    ${rect(x, y, w, h, 54, '#0E0E14', `stroke="#34343F" stroke-width="2"`)}${rect(x + 5, y + 5, w - 10, h - 10, 50, 'none', `stroke="#fff" stroke-opacity="0.06" stroke-width="2"`)}
    <clipPath id="scr"><rect width="${w - 2 * b}" height="${h - 2 * b}" rx="30"/></clipPath>
    <g transform="translate(${x + b} ${y + b})" clip-path="url(#scr)">${content}</g>
    ${circle(x + b / 2 + 1, y + h / 2, 4, '#22222C')}
    <rect x="${x + b}" y="${y + b}" width="${w - 2 * b}" height="${h - 2 * b}" rx="30" fill="url(#sheen)"/>`;
}

/** A desktop browser window; the content is drawn in local coordinates below its toolbar. */
function browser(x, y, w, h, content, bar = '#17171F') {
  const t = 54;
  return `<rect x="${x + 30}" y="${y + 50}" width="${w - 60}" height="${h - 20}" rx="20" fill="#000" fill-opacity="0.65" filter="url(#softer)"/>
    <clipPath id="win"><rect width="${w}" height="${h}" rx="18"/></clipPath>
    <g transform="translate(${x} ${y})" clip-path="url(#win)">
      ${rect(0, 0, w, t, 0, bar)}${circle(28, t / 2, 7, '#3A3A46')}${circle(52, t / 2, 7, '#3A3A46')}${circle(76, t / 2, 7, '#3A3A46')}
      ${pill(w / 2 - w * 0.2, 13, w * 0.4, 28, '#0F0F15')}${circle(w / 2 - w * 0.2 + 18, t / 2, 5, C.green, 'fill-opacity="0.8"')}${pill(w / 2 - w * 0.2 + 32, 23, w * 0.12, 8, C.muted, 'fill-opacity="0.45"')}
      ${pill(w - 120, 20, 34, 14, '#2A2A34')}${circle(w - 52, t / 2, 9, '#2A2A34')}
      <g transform="translate(0 ${t})">${content}</g>
      <rect x="0" y="${t}" width="${w}" height="1" fill="#fff" fill-opacity="0.06"/>
    </g>
    ${rect(x, y, w, h, 18, 'none', `stroke="#fff" stroke-opacity="0.1" stroke-width="1.5"`)}`;
}

// Alphabeads app palette (a night-time, candy-bright kids' app).
const A = { bg: '#17132E', card: '#221C44', card2: '#2C2558', line: '#3A3270', dim: '#4A4380' };

function alphabeadsScreen1() {
  const w = 1156;
  const h = 756;
  const rnd = prng(3);
  // Lesson map: a winding trail of lesson stops across rolling hills.
  const nodes = [
    [520, 650, 'done', 'coral'],
    [700, 600, 'done', 'warm'],
    [820, 500, 'done', 'green'],
    [700, 400, 'now', 'violet'],
    [560, 320, 'lock', ''],
    [690, 215, 'lock', ''],
    [880, 170, 'lock', ''],
    [1040, 250, 'lock', ''],
  ];
  const trail = curve([[420, 780], ...nodes.map(([x, y]) => [x, y]), [1200, 200]]);
  const stops = nodes
    .map(([x, y, st, col]) => {
      if (st === 'done')
        return `${circle(x, y + 9, 40, shade(BEAD_COLOURS[col], 0.45))}${circle(x, y, 40, `url(#bd-${col})`)}${check(x, y, 34, '#fff', 8)}
        <g fill="${C.warm}">${[-22, 0, 22].map((dx) => `<path d="${starPath(x + dx, y + 62 - (dx ? 0 : 5), 10, 4.5)}"/>`).join('')}</g>`;
      if (st === 'now')
        return `${circle(x, y, 110, 'url(#ng)')}${circle(x, y, 66, 'none', `stroke="${C.violet}" stroke-width="3" stroke-dasharray="4 10" stroke-linecap="round"`)}${circle(x, y + 11, 52, shade(C.violet, 0.5))}${circle(x, y, 52, 'url(#bd-violet)')}<path d="M${x - 12} ${y - 20} L${x + 22} ${y} L${x - 12} ${y + 20}Z" fill="#fff"/>
        ${mascot(x - 96, y - 40, 34, 'warm')}`;
      return `${circle(x, y + 8, 34, '#231D48')}${circle(x, y, 34, A.dim)}${lock(x, y + 2, 28, '#7E76B8')}`;
    })
    .join('');
  const clouds = [
    [640, 110],
    [1030, 420],
    [420, 170],
  ]
    .map(
      ([x, y]) =>
        `<g fill="${A.card2}" opacity="0.55">${circle(x, y, 34)}${circle(x + 40, y - 14, 44)}${circle(x + 88, y, 32)}${rect(x - 34, y, 154, 32, 16)}</g>`,
    )
    .join('');
  const spark = Array.from({ length: 14 }, () =>
    sparkle(380 + rnd() * 760, 90 + rnd() * 620, 5 + rnd() * 8, rnd() > 0.5 ? C.warm : C.text, 0.5),
  ).join('');
  const side = `${rect(28, 112, 318, 616, 28, A.card)}
    ${rect(48, 132, 278, 200, 20, '#2E2760')}<path d="M48 262 Q 150 200 326 250 V312 A20 20 0 0 1 306 332 H68 A20 20 0 0 1 48 312Z" fill="#3A3175"/>
    <path d="M70 250 Q 190 320 306 220" fill="none" stroke="${C.text}" stroke-opacity="0.7" stroke-width="3"/>
    ${bead('sphere', 126, 270, 20, 'coral')}${bead('cube', 176, 283, 18, 'warm', 10)}${bead('sphere', 226, 280, 20, 'green')}${bead('barrel', 272, 262, 16, 'sky', -30)}
    ${sparkle(290, 170, 12, C.warm)}
    ${lines(48, 360, [210, 150], { h: 16, gap: 14, op: 0.9 })}${lines(48, 420, [250, 230, 170], { h: 9, gap: 11, fill: C.muted, op: 0.5 })}
    ${rect(48, 500, 278, 10, 5, A.line)}${rect(48, 500, 178, 10, 5, C.green)}
    <g>${[0, 1, 2, 3].map((i) => rect(48 + i * 72, 536, 62, 62, 16, i < 3 ? A.card2 : 'none', i < 3 ? '' : `stroke="${A.line}" stroke-width="2" stroke-dasharray="6 6"`) + (i < 3 ? `<g transform="translate(${79 + i * 72} 567)">${glyph(i, 36, [C.warm, C.coral, C.green][i])}</g>` : '')).join('')}</g>
    ${pill(48, 630, 278, 66, C.warm)}<path d="M178 648 L206 663 L178 678Z" fill="#2A1A05"/>`;
  const top = `${rect(0, 0, w, 88, 0, '#140F29')}${mascot(60, 44, 26, 'coral')}${lines(100, 30, [130], { h: 12, op: 0.9 })}${lines(100, 52, [84], { h: 8, fill: C.muted, op: 0.5 })}
    ${pill(w - 470, 24, 130, 40, A.card)}<path d="${starPath(w - 446, 44, 13, 6)}" fill="${C.warm}"/>${pill(w - 424, 39, 70, 10, C.text, 'fill-opacity="0.8"')}
    ${pill(w - 326, 24, 130, 40, A.card)}${heart(w - 302, 46, 20, C.coral)}${pill(w - 280, 39, 70, 10, C.text, 'fill-opacity="0.8"')}
    ${pill(w - 182, 24, 110, 40, A.card)}${bead('sphere', w - 158, 44, 11, 'green')}${pill(w - 138, 39, 50, 10, C.text, 'fill-opacity="0.8"')}
    ${circle(w - 40, 44, 22, A.card)}<g fill="${C.text}" fill-opacity="0.7">${circle(w - 48, 44, 3)}${circle(w - 40, 44, 3)}${circle(w - 32, 44, 3)}</g>`;
  const content = `${rect(0, 0, w, h, 0, A.bg)}
    <path d="M360 560 Q 620 440 880 540 T 1200 480 V${h} H360Z" fill="#1D1840"/>
    <path d="M360 660 Q 560 580 820 660 T 1200 610 V${h} H360Z" fill="#221C4A"/>
    <path d="M360 330 Q 540 260 760 330 T 1200 300 V${h} H360Z" fill="#1A1538" fill-opacity="0.7"/>
    ${clouds}${spark}
    <path d="${trail}" fill="none" stroke="#2D2660" stroke-width="44" stroke-linecap="round"/>
    <path d="${trail}" fill="none" stroke="${C.text}" stroke-opacity="0.22" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>
    ${stops}${top}${side}`;
  const defs = `${stageDefs(C.violet, C.warm)}${beadDefs()}${glowGrad('ng', C.violet, 0.55)}`;
  return doc(SW, SH, defs, `${stageBg()}${tablet(200, 100, 1200, 800, content)}`, 41, 0.05);
}

function alphabeadsScreen2() {
  const w = 1440;
  const h = 846;
  const rnd = prng(8);
  const lace = [
    [150, 470],
    [420, 300],
    [820, 330],
    [1140, 420],
  ];
  const samples = sampleCubic(...lace);
  const on = [
    ['sphere', 'coral', 36, 0],
    ['cube', 'warm', 34, 1],
    ['barrel', 'sky', 34, -1],
    ['sphere', 'green', 38, -1],
  ];
  let s = 110;
  const threaded = on
    .map(([k, c, r, f]) => {
      s += r * beadHalf[k];
      const p = atLength(samples, s);
      s += r * beadHalf[k] + 4;
      return `${beadShadow(p.x, p.y + 26, r).replace('<ellipse', '<ellipse fill="#000" fill-opacity="0.35" filter="url(#soft)"')}${bead(k, p.x, p.y, r, c, p.a, { face: f })}`;
    })
    .join('');
  const end = atLength(samples, s + 60);
  const tipP = samples.at(-1);
  const pattern = ['coral', 'warm', 'sky', 'green', 'violet', 'warm'];
  const patKinds = ['sphere', 'cube', 'barrel', 'sphere', 'flower', 'star'];
  const target = `${rect(470, 40, 500, 104, 26, '#261A3C', `stroke="#fff" stroke-opacity="0.08"`)}
    ${pattern
      .map((c, i) => {
        const x = 520 + i * 80;
        if (i === 4)
          return `${circle(x, 92, 30, 'none', `stroke="${C.violet}" stroke-width="3" stroke-dasharray="5 7"`)}${circle(x, 92, 44, 'url(#pg)')}`;
        return bead(patKinds[i], x, 92, 24, c, 0, { face: i < 4 ? -1 : 0 });
      })
      .join('')}
    ${pattern.map((_, i) => (i < 4 ? check(520 + i * 80, 138, 14, C.green, 4) : '')).join('')}`;
  const tray = `${rect(120, 620, 1200, 200, 36, '#22182F')}${rect(120, 614, 1200, 196, 36, '#2C1F3D', `stroke="#fff" stroke-opacity="0.07"`)}
    ${['violet', 'coral', 'sky', 'warm', 'green', 'violet', 'cream']
      .map((c, i) => {
        const x = 210 + i * 170;
        const k = ['flower', 'sphere', 'cube', 'star', 'barrel', 'sphere', 'barrel'][i];
        const empty = i === 0;
        return `${rect(x - 66, 648, 132, 132, 28, '#1E1529')}${empty ? circle(x, 714, 38, 'none', `stroke="${C.violet}" stroke-opacity="0.5" stroke-width="3" stroke-dasharray="4 8"`) : bead(k, x, 714, k === 'barrel' ? 34 : 40, c, 0, k === 'sphere' ? { hole: true } : { face: i % 4 })}`;
      })
      .join('')}`;
  // The bead being dragged from the tray, with the pointer and a motion arc.
  const drag = `<path d="M210 640 C 260 430, 560 250, ${n(end.x)} ${n(end.y - 40)}" fill="none" stroke="${C.violet}" stroke-opacity="0.55" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round"/>
    ${circle(820, 470, 120, 'url(#pg)')}
    <ellipse cx="830" cy="560" rx="46" ry="14" fill="#000" fill-opacity="0.35" filter="url(#soft)"/>
    ${bead('flower', 820, 470, 50, 'violet', 12, { hole: true })}
    <g transform="translate(858 500) rotate(-14)"><path d="M0 0 L0 62 L16 48 L28 74 L40 68 L28 43 L48 42Z" fill="${C.text}" stroke="#1B1430" stroke-width="4" stroke-linejoin="round"/></g>`;
  const hud = `${circle(56, 52, 28, '#2C1F3D')}<path d="M62 40 L48 52 L62 64" fill="none" stroke="${C.text}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    ${[0, 1, 2, 3, 4].map((i) => pill(110 + i * 62, 46, 54, 14, i < 3 ? C.green : '#3A2C4F')).join('')}
    ${[0, 1, 2].map((i) => heart(w - 230 + i * 46, 56, 34, i < 2 ? C.coral : '#3A2C4F')).join('')}
    ${circle(w - 56, 52, 28, '#2C1F3D')}${rect(w - 66, 40, 7, 24, 3, C.text)}${rect(w - 53, 40, 7, 24, 3, C.text)}
    ${circle(w - 90, 230, 46, C.warm)}<path d="M${w - 112} 220 h12 l14 -12 v44 l-14 -12 h-12z" fill="#2A1A05"/><path d="M${w - 78} 216 q10 14 0 28 M${w - 70} 208 q18 22 0 44" fill="none" stroke="#2A1A05" stroke-width="4" stroke-linecap="round"/>
    ${circle(w - 90, 230, 62, 'none', `stroke="${C.warm}" stroke-opacity="0.35" stroke-width="3"`)}`;
  const confetti = Array.from({ length: 26 }, () => {
    const x = 80 + rnd() * (w - 160);
    const y = 170 + rnd() * 420;
    const c = Object.values(BEAD_COLOURS)[Math.floor(rnd() * 5)];
    return rnd() > 0.6
      ? sparkle(x, y, 6 + rnd() * 8, c, 0.8)
      : rect(
          x,
          y,
          14,
          6,
          3,
          c,
          `fill-opacity="0.55" transform="rotate(${Math.round(rnd() * 180)} ${n(x)} ${n(y)})"`,
        );
  }).join('');
  const content = `${linGrad('board', [
    [0, '#1F1533'],
    [1, '#160F24'],
  ])}<rect width="${w}" height="${h}" fill="url(#board)"/>
    <g fill="${C.text}" fill-opacity="0.05">${Array.from({ length: 18 }, (_, i) => Array.from({ length: 30 }, (__, j) => circle(30 + j * 48, 170 + i * 48, 2)).join('')).join('')}</g>
    ${circle(700, 380, 420, 'url(#bglow)')}
    ${confetti}
    <path d="${cubicD(...lace)}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="8" transform="translate(0 22)" filter="url(#soft)"/>
    ${circle(lace[0][0], lace[0][1], 16, C.coral)}${circle(lace[0][0], lace[0][1], 7, shade(C.coral, 0.5))}
    <path d="${cubicD(...lace)}" fill="none" stroke="${C.text}" stroke-width="6" stroke-linecap="round"/>
    <g transform="translate(${n(tipP.x)} ${n(tipP.y)}) rotate(${n(tipP.a)})">${rect(-10, -10, 64, 20, 10, C.warm)}</g>
    ${threaded}${circle(end.x, end.y, 36, 'none', `stroke="${C.violet}" stroke-width="3" stroke-dasharray="5 7"`)}
    ${target}${tray}${drag}${hud}`;
  const defs = `${stageDefs(C.coral, C.violet)}${beadDefs()}${glowGrad('pg', C.violet, 0.6)}${glowGrad('bglow', C.warm, 0.12)}`;
  return doc(
    SW,
    SH,
    defs,
    `${stageBg()}${browser(80, 70, w, h + 54, content, '#1A1226')}`,
    43,
    0.05,
  );
}

function alphabeadsScreen3() {
  const w = 1440;
  const h = 846;
  const D = { bg: '#111118', side: '#0D0D13', card: '#181821', line: '#26262F' };
  const card = (x, y, cw, ch) =>
    rect(x, y, cw, ch, 18, D.card, `stroke="${D.line}" stroke-width="1.5"`);
  const nav = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        `${i === 1 ? rect(18, 124 + i * 56, 204, 44, 12, '#1F1A36') : ''}${rect(36, 136 + i * 56, 20, 20, 6, i === 1 ? C.violet : '#3A3A46')}${pill(70, 141 + i * 56, [90, 110, 70, 100, 80][i], 10, i === 1 ? C.text : C.muted, `fill-opacity="${i === 1 ? 0.9 : 0.45}"`)}`,
    )
    .join('');
  const side = `${rect(0, 0, 240, h, 0, D.side)}${bead('sphere', 50, 56, 16, 'coral')}${bead('sphere', 74, 44, 12, 'warm')}${bead('sphere', 84, 68, 10, 'green')}${pill(106, 50, 90, 12, C.text, 'fill-opacity="0.9"')}
    ${nav}${rect(18, h - 150, 204, 128, 16, '#171323')}${mascot(60, h - 100, 22, 'warm')}${lines(92, h - 112, [96, 70], { h: 9, gap: 10, fill: C.muted, op: 0.5 })}${pill(36, h - 62, 168, 24, C.violet, 'fill-opacity="0.9"')}`;
  const head = `${lines(280, 36, [240], { h: 22, op: 0.95 })}${lines(280, 72, [340], { h: 10, fill: C.muted, op: 0.45 })}
    ${mascot(w - 300, 58, 22, 'coral')}${mascot(w - 250, 58, 22, 'green')}${circle(w - 200, 58, 22, 'none', `stroke="${C.muted}" stroke-opacity="0.4" stroke-width="2" stroke-dasharray="4 5"`)}
    ${pill(w - 156, 38, 120, 40, D.card, `stroke="${D.line}"`)}${pill(w - 136, 54, 60, 8, C.muted, 'fill-opacity="0.6"')}<path d="M${w - 62} 54 l6 6 l6 -6" fill="none" stroke="${C.muted}" stroke-width="2.5"/>`;
  const kpis = [C.violet, C.warm, C.green, C.coral]
    .map((c, i) => {
      const x = 280 + i * 284;
      const spark = Array.from({ length: 8 }, (_, j) => [
        x + 160 + j * 12,
        162 - Math.sin(j * 0.9 + i) * 8 - j * 2.5,
      ]);
      return `${card(x, 118, 264, 120)}${circle(x + 38, 156, 18, c, 'fill-opacity="0.18"')}${circle(x + 38, 156, 7, c)}${lines(x + 66, 150, [80], { h: 10, fill: C.muted, op: 0.5 })}
        ${rect(x + 24, 194, [96, 72, 110, 60][i], 24, 7, C.text, 'fill-opacity="0.92"')}
        ${pill(x + 170, 198, 66, 22, i === 3 ? C.coral : C.green, 'fill-opacity="0.16"')}<path d="M${x + 184} ${i === 3 ? 205 : 214} l7 ${i === 3 ? 8 : -8} l7 ${i === 3 ? -8 : 8}z" fill="${i === 3 ? C.coral : C.green}"/>${pill(x + 202, 205, 24, 8, i === 3 ? C.coral : C.green, 'fill-opacity="0.7"')}
        <path d="M${spark.map((p) => p.map(n).join(' ')).join(' L')}" fill="none" stroke="${c}" stroke-width="2.5" stroke-opacity="0.7" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
  // Weekly learning chart.
  const cx = 280;
  const cy = 262;
  const cw = 740;
  const ch = 330;
  const pts = [0.3, 0.42, 0.38, 0.55, 0.5, 0.66, 0.62, 0.78, 0.74, 0.86, 0.8, 0.9].map((v, i) => [
    cx + 50 + i * ((cw - 90) / 11),
    cy + ch - 40 - v * (ch - 120),
  ]);
  const pts2 = [0.2, 0.24, 0.3, 0.28, 0.38, 0.36, 0.46, 0.44, 0.5, 0.56, 0.52, 0.6].map((v, i) => [
    cx + 50 + i * ((cw - 90) / 11),
    cy + ch - 40 - v * (ch - 120),
  ]);
  const line1 = curve(pts);
  const chart = `${card(cx, cy, cw, ch)}${lines(cx + 28, cy + 28, [170], { h: 14, op: 0.9 })}${lines(cx + 28, cy + 54, [110], { h: 8, fill: C.muted, op: 0.45 })}
    ${pill(cx + cw - 210, cy + 26, 86, 30, '#22222E')}${pill(cx + cw - 116, cy + 26, 88, 30, C.violet, 'fill-opacity="0.25"')}${pill(cx + cw - 98, cy + 37, 52, 8, C.text, 'fill-opacity="0.8"')}${pill(cx + cw - 190, cy + 37, 46, 8, C.muted, 'fill-opacity="0.5"')}
    <g stroke="${D.line}" stroke-width="1">${[0, 1, 2, 3].map((i) => `<path d="M${cx + 40} ${cy + 110 + i * 58} H${cx + cw - 30}"/>`).join('')}</g>
    <path d="${line1} L${n(pts.at(-1)[0])} ${cy + ch - 30} L${n(pts[0][0])} ${cy + ch - 30}Z" fill="url(#area)"/>
    <path d="${line1}" fill="none" stroke="${C.violet}" stroke-width="4"/>
    <path d="${curve(pts2)}" fill="none" stroke="${C.warm}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>
    ${circle(pts[7][0], pts[7][1], 10, C.ink, `stroke="${C.violet}" stroke-width="4"`)}<path d="M${n(pts[7][0])} ${n(pts[7][1] + 12)} V${cy + ch - 30}" stroke="${C.violet}" stroke-opacity="0.4" stroke-dasharray="3 5"/>
    ${rect(pts[7][0] - 70, pts[7][1] - 84, 140, 58, 12, '#23233A', `stroke="#fff" stroke-opacity="0.08"`)}${lines(pts[7][0] - 52, pts[7][1] - 68, [70, 100], { h: 9, gap: 9, op: 0.8 })}
    <g fill="${C.muted}" fill-opacity="0.35">${pts.map(([x]) => pill(x - 10, cy + ch - 22, 20, 6)).join('')}</g>`;
  // Skills donut.
  const dx = 1040;
  const dw = 400 - 20;
  const ring = (r, frac, col, off) => {
    const c = TAU * r;
    return `<circle cx="${dx + dw / 2}" cy="${cy + 160}" r="${r}" fill="none" stroke="${col}" stroke-width="18" stroke-linecap="round" stroke-dasharray="${n(c * frac)} ${n(c)}" stroke-dashoffset="${n(-c * off)}" transform="rotate(-90 ${dx + dw / 2} ${cy + 160})"/>`;
  };
  const donut = `${card(dx, cy, dw, ch)}${lines(dx + 28, cy + 28, [120], { h: 14, op: 0.9 })}
    <circle cx="${dx + dw / 2}" cy="${cy + 160}" r="86" fill="none" stroke="#22222E" stroke-width="18"/>
    ${ring(86, 0.36, C.violet, 0)}${ring(86, 0.24, C.warm, 0.4)}${ring(86, 0.18, C.green, 0.68)}${ring(86, 0.08, C.coral, 0.9)}
    ${rect(dx + dw / 2 - 40, cy + 146, 80, 22, 7, C.text, 'fill-opacity="0.92"')}${pill(dx + dw / 2 - 28, cy + 178, 56, 7, C.muted, 'fill-opacity="0.5"')}
    ${[C.violet, C.warm, C.green, C.coral].map((c, i) => `${circle(dx + 40 + (i % 2) * 170, cy + 282 + Math.floor(i / 2) * 26, 6, c)}${pill(dx + 56 + (i % 2) * 170, cy + 278 + Math.floor(i / 2) * 26, [70, 90, 60, 80][i], 8, C.muted, 'fill-opacity="0.5"')}`).join('')}`;
  // Letter mastery heat-map: 26 tiles, one per letter, shaded by mastery (no letters drawn).
  const mastery = [
    1, 1, 0.9, 1, 0.8, 0.7, 0.9, 0.6, 1, 0.4, 0.5, 0.8, 0.7, 0.3, 0.9, 0.2, 0.1, 0.6, 0.5, 0.3,
    0.15, 0, 0.2, 0, 0.1, 0,
  ];
  const hy = 612;
  const heat = `${card(280, hy, 740, 214)}${lines(308, hy + 26, [150], { h: 14, op: 0.9 })}
    ${mastery.map((m, i) => rect(308 + (i % 13) * 53, hy + 70 + Math.floor(i / 13) * 62, 44, 52, 12, m === 0 ? '#1F1F2A' : mix('#2A2150', C.violet, m), m === 0 ? `stroke="#2E2E3A" stroke-dasharray="4 4"` : '') + (m >= 0.9 ? circle(308 + (i % 13) * 53 + 36, hy + 78 + Math.floor(i / 13) * 62, 4, C.warm) : '')).join('')}`;
  const act = `${card(1040, hy, 380, 214)}${lines(1068, hy + 26, [120], { h: 14, op: 0.9 })}
    ${['coral', 'green', 'sky']
      .map((c, i) => {
        const y = hy + 82 + i * 44;
        return `${bead('sphere', 1082, y, 14, c)}${lines(1108, y - 12, [130], { h: 9, op: 0.75 })}${lines(1108, y + 4, [80], { h: 7, fill: C.muted, op: 0.4 })}${rect(1290, y - 4, 100, 8, 4, '#26262F')}${rect(1290, y - 4, [86, 60, 34][i], 8, 4, BEAD_COLOURS[c])}`;
      })
      .join('')}`;
  const content = `${rect(0, 0, w, h, 0, D.bg)}${side}${head}${kpis}${chart}${donut}${heat}${act}`;
  const defs = `${stageDefs(C.sky, C.violet)}${beadDefs()}${linGrad('area', [
    [0, C.violet, 0.45],
    [1, C.violet, 0],
  ])}`;
  return doc(SW, SH, defs, `${stageBg()}${browser(80, 70, w, h + 54, content)}`, 47, 0.04);
}

// Tirthdom game palette: night-blue lands, saffron highlights.
const T = {
  sea: '#0A1020',
  land: '#17233A',
  land2: '#1E2D49',
  land3: '#26385A',
  panel: '#121A2E',
  edge: '#2A3656',
};

function tirthdomScreen1() {
  const rnd = prng(77);
  const W = SW;
  const H = SH;
  const waves = [];
  for (let y = 40; y < H; y += 38)
    for (let x = (y / 38) % 2 ? 20 : 60; x < W; x += 90)
      waves.push(`<path d="M${x} ${y} q10 -7 20 0 t20 0"/>`);
  const lands = [
    [520, 470, 420, 300, 101],
    [1140, 380, 300, 240, 102],
    [1200, 800, 240, 150, 103],
    [260, 860, 200, 110, 104],
  ];
  const landEls = lands
    .map(([x, y, rx, ry, sd]) => {
      const r1 = prng(sd);
      const r2 = prng(sd);
      const r3 = prng(sd);
      return `<path d="${blob(x, y + 10, rx, ry, r1, 11, 0.3)}" fill="#070B16"/><path d="${blob(x, y, rx, ry, r2, 11, 0.3)}" fill="${T.land}" stroke="#3B4D75" stroke-opacity="0.5" stroke-width="2"/>
        <path d="${blob(x + rx * 0.08, y - ry * 0.05, rx * 0.66, ry * 0.62, r3, 11, 0.3)}" fill="${T.land2}"/>
        <path d="${blob(x + rx * 0.12, y - ry * 0.1, rx * 0.36, ry * 0.32, prng(sd + 9), 9, 0.3)}" fill="${T.land3}"/>`;
    })
    .join('');
  const peaks = [
    [430, 330],
    [470, 350],
    [510, 320],
    [1110, 300],
    [1160, 330],
    [560, 360],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x - 26} ${y + 24} L${x} ${y - 22} L${x + 26} ${y + 24}Z" fill="#33466E"/><path d="M${x} ${y - 22} L${x - 10} ${y - 3} L${x} ${y - 8} L${x + 10} ${y - 3}Z" fill="${C.text}" fill-opacity="0.75"/>`,
    )
    .join('');
  const trees = Array.from({ length: 34 }, () => {
    const a = rnd() * TAU;
    const r = Math.sqrt(rnd());
    return [660 + Math.cos(a) * 130 * r, 575 + Math.sin(a) * 60 * r, 0.7 + rnd() * 0.5];
  }).sort((p, q) => p[1] - q[1]);
  const forest = trees
    .map(
      ([x, y, k]) =>
        `<path d="M${n(x)} ${n(y - 22 * k)} L${n(x + 9 * k)} ${n(y)} H${n(x - 9 * k)}Z" fill="${mix(T.land2, C.green, 0.45)}" stroke="${T.land}" stroke-width="1.5"/>`,
    )
    .join('');
  const rivers = `<g fill="none" stroke="${C.sky}" stroke-opacity="0.55" stroke-linecap="round">
      <path d="${curve([
        [470, 350],
        [430, 440],
        [500, 520],
        [450, 620],
        [520, 720],
        [600, 790],
      ])}" stroke-width="6"/>
      <path d="${curve([
        [1150, 320],
        [1090, 400],
        [1150, 460],
        [1120, 560],
      ])}" stroke-width="4"/></g>`;
  const sites = [
    [330, 620, 'temple', 'done'],
    [480, 470, 'wave', 'done'],
    [640, 420, 'mountain', 'now'],
    [820, 560, 'lotus', 'open'],
    [1060, 440, 'sun', 'open'],
    [1220, 780, 'lamp', 'lock'],
    [260, 860, 'tree', 'lock'],
  ];
  const routes = [
    [0, 1, true],
    [1, 2, true],
    [2, 3, false],
    [3, 4, false],
    [3, 5, false],
    [0, 6, false],
  ]
    .map(([a, b, done]) => {
      const [x1, y1] = sites[a];
      const [x2, y2] = sites[b];
      const mx = (x1 + x2) / 2 + (y2 - y1) * 0.25;
      const my = (y1 + y2) / 2 - (x2 - x1) * 0.25;
      const d = `M${x1} ${y1} Q${n(mx)} ${n(my)} ${x2} ${y2}`;
      return done
        ? `<path d="${d}" stroke="${C.warm}" stroke-opacity="0.25" stroke-width="14"/><path d="${d}" stroke="${C.warm}" stroke-width="4"/>`
        : `<path d="${d}" stroke="${C.text}" stroke-opacity="0.45" stroke-width="3" stroke-dasharray="2 12"/>`;
    })
    .join('');
  const siteEls = sites
    .map(([x, y, kind, st]) => {
      const ring = { done: C.warm, now: C.warm, open: C.text, lock: '#4A5878' }[st];
      const glow =
        st === 'now'
          ? `${circle(x, y, 110, 'url(#gw)')}${circle(x, y, 62, 'none', `stroke="${C.warm}" stroke-opacity="0.5" stroke-width="2"`)}${circle(x, y, 80, 'none', `stroke="${C.warm}" stroke-opacity="0.25" stroke-width="2"`)}`
          : '';
      const r = st === 'now' ? 44 : 34;
      return `${glow}${circle(x, y + 6, r, '#050810', 'fill-opacity="0.6"')}${circle(x, y, r, st === 'lock' ? '#1A2238' : '#1B2A48', `stroke="${ring}" stroke-width="${st === 'now' ? 5 : 3}"`)}
        <g transform="translate(${x} ${y})">${st === 'lock' ? lock(0, 0, 26, '#56668C') : emblem(kind, r * 0.62, st === 'open' ? C.text : C.warm)}</g>
        ${st === 'done' ? `${circle(x + r * 0.72, y - r * 0.72, 12, C.green)}${check(x + r * 0.72, y - r * 0.72, 12, '#06241F', 3.5)}` : ''}`;
    })
    .join('');
  const [nx, ny] = sites[2];
  const fog = [
    [1380, 140, 300],
    [1560, 420, 320],
    [1540, 900, 260],
    [100, 180, 240],
    [60, 640, 200],
  ]
    .map(([x, y, r]) => circle(x, y, r, 'url(#fog)'))
    .join('');
  const hud = `${rect(28, 28, 360, 96, 24, T.panel, `fill-opacity="0.92" stroke="${T.edge}"`)}${circle(76, 76, 32, '#22335A')}<g transform="translate(76 82)">${emblem('lotus', 22, C.warm)}</g>
      <circle cx="76" cy="76" r="38" fill="none" stroke="${C.warm}" stroke-width="4" stroke-dasharray="${n(TAU * 38 * 0.68)} 400" transform="rotate(-90 76 76)" stroke-linecap="round"/>
      ${lines(128, 54, [150], { h: 14, op: 0.92 })}${rect(128, 84, 230, 10, 5, '#26324F')}${rect(128, 84, 150, 10, 5, C.green)}
    ${[
      ['lamp', C.warm, 70],
      ['star', C.text, 56],
      ['tree', C.green, 48],
    ]
      .map(([k, c, bw], i) => {
        const x = W - 540 + i * 172;
        return `${pill(x, 40, 156, 52, T.panel, `fill-opacity="0.92" stroke="${T.edge}"`)}${circle(x + 27, 66, 18, c, 'fill-opacity="0.15"')}<g transform="translate(${x + 27} 66)">${emblem(k, 13, c)}</g>${pill(x + 56, 61, bw, 10, C.text, 'fill-opacity="0.85"')}`;
      })
      .join('')}
    ${circle(W - 56, 150, 26, T.panel, `stroke="${T.edge}"`)}<path d="${starPath(W - 56, 150, 18, 4, 4)}" fill="${C.text}" fill-opacity="0.7"/><path d="M${W - 56} 132 L${W - 51} 150 H${W - 61}Z" fill="${C.coral}"/>
    ${rect(W - 82, H - 220, 52, 112, 26, T.panel, `stroke="${T.edge}"`)}<path d="M${W - 66} ${H - 190} H${W - 46} M${W - 56} ${H - 200} V${H - 180} M${W - 66} ${H - 136} H${W - 46}" stroke="${C.text}" stroke-width="3.5" stroke-linecap="round"/>
    ${rect(480, H - 168, 640, 134, 26, T.panel, `fill-opacity="0.95" stroke="${T.edge}"`)}
      <clipPath id="thumb"><rect x="500" y="${H - 150}" width="170" height="98" rx="16"/></clipPath>
      <g clip-path="url(#thumb)">${rect(500, H - 150, 170, 98, 0, '#3A2A4A')}${circle(600, H - 100, 24, C.warm)}<path d="M500 ${H - 70} L540 ${H - 118} L575 ${H - 86} L612 ${H - 126} L670 ${H - 74} V${H - 52} H500Z" fill="#1C1731"/></g>
      ${lines(694, H - 146, [220], { h: 16, op: 0.92 })}${lines(694, H - 116, [270, 200], { h: 9, gap: 10, fill: C.muted, op: 0.5 })}
      ${[0, 1, 2].map((i) => `<path d="${starPath(704 + i * 24, H - 62, 9, 4)}" fill="${i < 2 ? C.warm : '#3A4668'}"/>`).join('')}
      ${pill(950, H - 136, 148, 58, C.warm)}<path d="M1010 ${H - 118} l16 11 l-16 11" fill="none" stroke="#2A1A05" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
  const body = `<rect width="${W}" height="${H}" fill="${T.sea}"/>${circle(640, 480, 700, 'url(#gsky)')}
    <g fill="none" stroke="${C.sky}" stroke-opacity="0.12" stroke-width="2" stroke-linecap="round">${waves.join('')}</g>
    ${landEls}${forest}${peaks}${rivers}
    <g fill="none" stroke-linecap="round">${routes}</g>${siteEls}
    ${pin(nx + 30, ny - 38, 1, C.text, C.coral)}
    ${fog}${hud}`;
  const defs = `${glowGrad('gw', C.warm, 0.35)}${glowGrad('gsky', C.sky, 0.16)}<radialGradient id="fog"><stop offset="0" stop-color="${T.sea}" stop-opacity="0.9"/><stop offset="0.6" stop-color="${T.sea}" stop-opacity="0.6"/><stop offset="1" stop-color="${T.sea}" stop-opacity="0"/></radialGradient>`;
  return doc(W, H, defs, body, 51, 0.05);
}

function tirthdomScreen2() {
  const w = 1440;
  const h = 846;
  const rnd = prng(12);
  const horizon = 430;
  const far = [
    [0, 300],
    [120, 250],
    [260, 300],
    [400, 200],
    [520, 280],
    [640, 240],
    [780, 320],
    [880, 290],
    [1000, 350],
    [1080, 330],
    [1180, 220],
    [1320, 290],
    [1440, 260],
  ];
  const mid = [
    [0, 380],
    [200, 340],
    [360, 380],
    [520, 350],
    [700, 400],
    [900, 360],
    [1100, 390],
    [1300, 350],
    [1440, 380],
  ];
  const diyas = Array.from({ length: 14 }, () => {
    const x = 120 + rnd() * 1200;
    const y = horizon + 70 + rnd() * 260;
    const k = 0.5 + ((y - horizon) / 330) * 0.9;
    return `${circle(x, y, 30 * k, 'url(#gw)')}<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(9 * k)}" ry="${n(3 * k)}" fill="#6B3A1E"/>${circle(x, y - 4 * k, 3 * k, C.warm)}`;
  }).join('');
  const reflections = Array.from({ length: 14 }, (_, i) => {
    const y = horizon + 10 + i * 20 + rnd() * 6;
    const len = (140 - i * 6) * (0.5 + rnd() * 0.6);
    return `<rect x="${n(1000 - len / 2 + (rnd() - 0.5) * (30 + i * 6))}" y="${n(y)}" width="${n(len)}" height="${i < 5 ? 4 : 3}" rx="2" fill-opacity="${n(0.5 - i * 0.03)}"/>`;
  }).join('');
  const birds = [
    [300, 150],
    [340, 170],
    [372, 140],
    [900, 120],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x - 12} ${y} q6 -6 12 0 q6 -6 12 0" fill="none" stroke="${C.text}" stroke-opacity="0.6" stroke-width="2.5" stroke-linecap="round"/>`,
    )
    .join('');
  // Ghats: steps down to the river on the left bank.
  const ghats = Array.from({ length: 7 }, (_, i) => {
    const y = 430 + i * 26;
    return `<path d="M0 ${y} H${560 - i * 36} L${590 - i * 36} ${y + 26} H0Z" fill="${mix('#3A2A3E', '#1E1828', i / 7)}"/><path d="M0 ${y} H${560 - i * 36}" stroke="${C.warm}" stroke-opacity="0.18" stroke-width="2"/>`;
  }).join('');
  const hero = `<g transform="translate(486 474)">
      <ellipse cx="0" cy="0" rx="70" ry="18" fill="none" stroke="${C.warm}" stroke-width="3" stroke-opacity="0.7"/>
      <ellipse cx="0" cy="0" rx="100" ry="28" fill="none" stroke="${C.warm}" stroke-width="2" stroke-opacity="0.3"/>
      <ellipse cx="0" cy="0" rx="40" ry="10" fill="#000" fill-opacity="0.4"/>
      <path d="M-30 0 C-34 -50 -24 -92 0 -96 C24 -92 34 -50 30 0Z" fill="${C.coral}"/>
      <path d="M-30 0 C-34 -50 -24 -92 0 -96 L0 0Z" fill="#000" fill-opacity="0.18"/>
      <circle cx="0" cy="-114" r="22" fill="#D8A27A"/><path d="M-22 -116 A22 22 0 0 1 22 -116 Q 0 -128 -22 -116Z" fill="#1A1020"/>
      <path d="M26 4 L38 -120" stroke="#C9A27A" stroke-width="5" stroke-linecap="round"/>
      <path d="M0 -170 l-14 -22 h28z" fill="${C.warm}"/>
    </g>`;
  const quest = `${rect(380, h - 206, 680, 170, 28, T.panel, `fill-opacity="0.92" stroke="${T.edge}"`)}
      ${circle(460, h - 122, 50, '#22335A')}<g transform="translate(460 ${h - 116})">${emblem('lamp', 30, C.warm)}</g>${circle(460, h - 122, 50, 'none', `stroke="${C.warm}" stroke-width="3"`)}
      ${lines(536, h - 176, [180], { h: 16, op: 0.95 })}${lines(536, h - 144, [460, 420, 300], { h: 10, gap: 11, fill: C.muted, op: 0.55 })}
      ${pill(536, h - 80, 200, 44, C.warm)}${pill(572, h - 63, 128, 10, '#2A1A05', 'fill-opacity="0.8"')}
      ${pill(752, h - 80, 200, 44, 'none', `stroke="${C.text}" stroke-opacity="0.4" stroke-width="2"`)}${pill(788, h - 63, 128, 10, C.text, 'fill-opacity="0.6"')}`;
  const compassBar = `${rect(w / 2 - 260, 26, 520, 40, 20, T.panel, `fill-opacity="0.85" stroke="${T.edge}"`)}
    <g stroke="${C.text}" stroke-opacity="0.5" stroke-width="2">${Array.from({ length: 25 }, (_, i) => `<path d="M${w / 2 - 240 + i * 20} ${i % 4 ? 42 : 36} V52"/>`).join('')}</g>
    <path d="M${w / 2} 30 l-9 -12 h18z" fill="${C.warm}"/>${circle(w / 2 + 140, 46, 6, C.warm)}`;
  const status = `${rect(24, 24, 300, 84, 22, T.panel, `fill-opacity="0.85" stroke="${T.edge}"`)}${[0, 1, 2, 3, 4].map((i) => heart(58 + i * 38, 58, 26, i < 4 ? C.coral : '#36405E')).join('')}${rect(44, 84, 240, 8, 4, '#26324F')}${rect(44, 84, 170, 8, 4, C.sky)}`;
  const tracker = `${rect(w - 324, 24, 300, 180, 22, T.panel, `fill-opacity="0.85" stroke="${T.edge}"`)}${lines(w - 300, 48, [140], { h: 14, op: 0.92 })}
    ${[0, 1, 2].map((i) => `${rect(w - 300, 86 + i * 36, 20, 20, 6, i < 2 ? C.green : 'none', i < 2 ? '' : `stroke="${C.muted}" stroke-width="2"`)}${i < 2 ? check(w - 290, 96 + i * 36, 11, '#06241F', 3) : ''}${pill(w - 268, 92 + i * 36, [180, 150, 200][i], 9, i < 2 ? C.muted : C.text, `fill-opacity="${i < 2 ? 0.45 : 0.85}"`)}`).join('')}`;
  const content = `<rect width="${w}" height="${horizon}" fill="url(#dawn)"/>
    ${circle(1000, 330, 460, 'url(#halo)')}${circle(1000, 318, 92, 'url(#sun)')}
    ${birds}
    <path d="${ridge(far, w, horizon + 2)}" fill="#3A2848"/>
    <path d="${ridge(mid, w, horizon + 2)}" fill="#2A1E3A"/>
    ${temple(1240, 380, 0.7, '#2A1E3A', { flag: C.coral })}${temple(1330, 384, 0.45, '#2A1E3A', { flag: false })}
    <rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#water)"/>
    <g fill="${C.warm}">${reflections}</g>
    <g stroke="#9FB9FF" stroke-opacity="0.1" stroke-width="2">${Array.from({ length: 10 }, (_, i) => `<path d="M${n(rnd() * 1300)} ${horizon + 40 + i * 34} h${n(60 + rnd() * 120)}"/>`).join('')}</g>
    ${ghats}
    ${temple(190, 432, 1.15, '#1A1422', { flag: C.warm, detail: C.warm })}${temple(390, 432, 0.66, '#1A1422', { flag: C.coral, detail: C.warm })}
    ${diyas}${hero}${status}${compassBar}${tracker}${quest}`;
  const defs = `${stageDefs(C.coral, C.warm)}${linGrad('dawn', [
    [0, '#141634'],
    [0.5, '#3A2550'],
    [0.85, '#8A4150'],
    [1, '#C8604E'],
  ])}
    ${linGrad('water', [
      [0, '#2A1E3C'],
      [1, '#0C0E1C'],
    ])}${linGrad('sun', [
      [0, '#FFE0A0'],
      [1, C.warm],
    ])}${glowGrad('halo', C.coral, 0.6)}${glowGrad('gw', C.warm, 0.7)}`;
  return doc(
    SW,
    SH,
    defs,
    `${stageBg()}${browser(80, 70, w, h + 54, content, '#141A2C')}`,
    53,
    0.05,
  );
}

function tirthdomScreen3() {
  const W = SW;
  const H = SH;
  const items = [
    ['temple', C.warm, true],
    ['mountain', C.sky, true],
    ['wave', C.sky, true],
    ['lotus', C.coral, true],
    ['sun', C.warm, true],
    ['moon', C.violet, true],
    ['lamp', C.warm, false],
    ['tree', C.green, true],
    ['spiral', C.violet, false],
    ['star', C.green, false],
    ['steps', C.coral, false],
    ['mountain', C.green, false],
  ];
  const gx = 80;
  const gy = 250;
  const cw = 228;
  const chh = 220;
  const cards = items
    .map(([k, c, got], i) => {
      const x = gx + (i % 4) * (cw + 24);
      const y = gy + Math.floor(i / 4) * (chh + 24);
      const sel = i === 3;
      const cx = x + cw / 2;
      const cy = y + 92;
      const hex = Array.from({ length: 6 }, (_, j) => {
        const a = ((j * 60 - 90) * Math.PI) / 180;
        return `${n(cx + Math.cos(a) * 62)} ${n(cy + Math.sin(a) * 62)}`;
      }).join(' L');
      return `${rect(x, y, cw, chh, 22, sel ? '#1C2240' : '#141A2E', `stroke="${sel ? C.coral : '#252F4C'}" stroke-width="${sel ? 3 : 1.5}"`)}
        ${got ? circle(cx, cy, 86, `url(#g-${i})`) : ''}
        <path d="M${hex}Z" fill="${got ? shade(c, 0.55) : '#1B2238'}" stroke="${got ? c : '#2E3854'}" stroke-width="3"/>
        <path d="M${hex}Z" fill="none" stroke="${got ? tint(c, 0.4) : '#2E3854'}" stroke-opacity="0.35" stroke-width="2" transform="translate(${n(cx)} ${n(cy)}) scale(0.82) translate(${n(-cx)} ${n(-cy)})"/>
        <g transform="translate(${n(cx)} ${n(cy)})">${got ? emblem(k, 34, tint(c, 0.15)) : lock(0, 2, 34, '#3A4668')}</g>
        ${pill(x + cw / 2 - 60, y + 172, 120, 11, got ? C.text : '#3A4668', `fill-opacity="${got ? 0.85 : 0.7}"`)}${pill(x + cw / 2 - 36, y + 192, 72, 7, C.muted, `fill-opacity="${got ? 0.4 : 0.2}"`)}`;
    })
    .join('');
  const itemDefs = items.map(([, c], i) => glowGrad(`g-${i}`, c, 0.28)).join('');
  const mandala = `<g fill="none" stroke="${C.warm}" stroke-opacity="0.07" transform="translate(1330 560)">
      ${[120, 180, 240, 300, 360].map((r) => `<circle r="${r}"/>`).join('')}
      ${Array.from({ length: 24 }, (_, i) => `<ellipse rx="40" ry="150" transform="rotate(${i * 15}) translate(0 -200)"/>`).join('')}</g>`;
  const tabs = `${pill(80, 160, 500, 52, '#131A2E', `stroke="#252F4C"`)}${pill(86, 166, 150, 40, C.warm)}${pill(121, 181, 80, 10, '#2A1A05', 'fill-opacity="0.85"')}
    ${pill(270, 181, 90, 10, C.muted, 'fill-opacity="0.55"')}${pill(410, 181, 120, 10, C.muted, 'fill-opacity="0.55"')}`;
  const headr = `${circle(106, 84, 30, '#1C2440', `stroke="${C.warm}" stroke-width="3"`)}<g transform="translate(106 88)">${emblem('star', 22, C.warm)}</g>
    ${lines(156, 60, [320], { h: 24, op: 0.95 })}${lines(156, 100, [220], { h: 10, fill: C.muted, op: 0.5 })}
    ${rect(700, 70, 360, 14, 7, '#1E2640')}${rect(700, 70, 200, 14, 7, 'url(#prog)')}${pill(1076, 64, 60, 26, '#1E2640')}${pill(1088, 74, 36, 7, C.text, 'fill-opacity="0.8"')}
    ${circle(W - 90, 84, 28, '#141A2E', `stroke="#252F4C"`)}<path d="M${W - 100} 74 l20 20 m0 -20 l-20 20" stroke="${C.text}" stroke-width="3.5" stroke-linecap="round"/>`;
  const px = 1120;
  const py = 160;
  const panel = `${rect(px, py, 400, 780, 30, '#141A2E', `stroke="#2A3656"`)}
    <clipPath id="pc"><rect x="${px}" y="${py}" width="400" height="780" rx="30"/></clipPath>
    <g clip-path="url(#pc)">${circle(px + 200, py + 210, 260, 'url(#feat)')}
      <g stroke="${C.coral}" stroke-opacity="0.22" stroke-width="3">${Array.from(
        { length: 24 },
        (_, i) => {
          const a = (i * TAU) / 24;
          return `<path d="M${n(px + 200 + Math.cos(a) * 130)} ${n(py + 210 + Math.sin(a) * 130)} L${n(px + 200 + Math.cos(a) * (i % 2 ? 190 : 230))} ${n(py + 210 + Math.sin(a) * (i % 2 ? 190 : 230))}"/>`;
        },
      ).join('')}</g></g>
    ${circle(px + 200, py + 210, 112, shade(C.coral, 0.55), `stroke="${C.coral}" stroke-width="5"`)}${circle(px + 200, py + 210, 94, 'none', `stroke="${tint(C.coral, 0.4)}" stroke-opacity="0.4" stroke-width="2" stroke-dasharray="3 8"`)}
    <g transform="translate(${px + 200} ${py + 220})">${emblem('lotus', 66, tint(C.coral, 0.2))}</g>
    ${[0, 1, 2].map((i) => `<path d="${starPath(px + 164 + i * 36, py + 372, 14, 6)}" fill="${C.warm}"/>`).join('')}
    ${lines(px + 40, py + 420, [240], { h: 20, op: 0.95 })}${lines(px + 40, py + 462, [320, 300, 320, 200], { h: 10, gap: 12, fill: C.muted, op: 0.5 })}
    ${[C.sky, C.green, C.warm].map((c, i) => `${rect(px + 40 + i * 112, py + 570, 96, 76, 16, '#1B2238', `stroke="#2A3656"`)}${circle(px + 88 + i * 112, py + 598, 12, c)}${pill(px + 64 + i * 112, py + 622, 48, 7, C.muted, 'fill-opacity="0.5"')}`).join('')}
    ${pill(px + 40, py + 680, 320, 60, C.coral)}${pill(px + 150, py + 705, 100, 10, '#2A0E05', 'fill-opacity="0.8"')}`;
  const body = `<rect width="${W}" height="${H}" fill="url(#bg3)"/>${mandala}${headr}${tabs}${cards}${panel}`;
  const defs = `${linGrad(
    'bg3',
    [
      [0, '#0E1224'],
      [1, '#0A0C16'],
    ],
    1,
    1,
  )}${linGrad(
    'prog',
    [
      [0, C.warm],
      [1, C.coral],
    ],
    1,
    0,
  )}${glowGrad('feat', C.coral, 0.45)}${itemDefs}`;
  return doc(W, H, defs, body, 57, 0.05);
}

// ---------------------------------------------------------------------------------------------
// 3. Team portraits (800x1000)

const PEOPLE = [
  {
    accent: C.violet,
    skin: '#C68A64',
    hair: '#1C1426',
    top: '#3B2C7A',
    style: 'bob',
    pattern: 'pen',
    extra: 'hoop',
  },
  {
    accent: C.sky,
    skin: '#8D5A3B',
    hair: '#15110F',
    top: '#1E2F63',
    style: 'crop',
    pattern: 'circuit',
    extra: 'glasses',
  },
  {
    accent: C.warm,
    skin: '#E3B08C',
    hair: '#6A3420',
    top: '#7A4E12',
    style: 'bun',
    pattern: 'network',
    extra: 'necklace',
  },
  {
    accent: C.green,
    skin: '#5C3A28',
    hair: '#0F0B0A',
    top: '#145446',
    style: 'curls',
    pattern: 'chart',
    extra: 'headphones',
  },
];

function portrait(p, seed) {
  const W = 800;
  const H = 1000;
  const rnd = prng(seed * 17);
  const a = p.accent;
  const skinShade = shade(p.skin, 0.28);
  let pattern;
  if (p.pattern === 'pen') {
    pattern = `<g fill="none" stroke="${a}" stroke-opacity="0.4" stroke-width="2">
      ${[180, 250, 320, 390].map((r) => `<circle cx="400" cy="430" r="${r}" stroke-opacity="${n(0.34 - r / 2000)}"/>`).join('')}
      <path d="M40 300 C 200 80, 420 120, 620 60" stroke-width="3" stroke-opacity="0.6"/>
      <path d="M200 138 L80 240 M420 96 L560 40" stroke-opacity="0.5"/></g>
      ${[
        [200, 138],
        [420, 96],
      ]
        .map(([x, y]) => rect(x - 9, y - 9, 18, 18, 3, C.ink, `stroke="${a}" stroke-width="2.5"`))
        .join('')}
      ${[
        [80, 240],
        [560, 40],
      ]
        .map(([x, y]) => circle(x, y, 7, a))
        .join('')}
      <path d="M640 700 l40 -70 l40 70z" fill="none" stroke="${C.text}" stroke-opacity="0.25" stroke-width="2"/>
      ${rect(70, 620, 60, 60, 10, 'none', `stroke="${C.text}" stroke-opacity="0.2" stroke-width="2" transform="rotate(12 100 650)"`)}`;
  } else if (p.pattern === 'circuit') {
    const traces = [];
    for (let i = 0; i < 14; i += 1) {
      const x = Math.round(rnd() * 16) * 50;
      const y = Math.round(rnd() * 14) * 50;
      const dx = (rnd() > 0.5 ? 1 : -1) * (100 + Math.round(rnd() * 3) * 50);
      const dy = (rnd() > 0.5 ? 1 : -1) * 50 * (1 + Math.round(rnd() * 2));
      traces.push(
        `<path d="M${x} ${y} h${dx} l${Math.abs(dy)} ${dy} h${dx / 2}"/>${circle(x, y, 5, a, 'fill-opacity="0.55"')}${circle(x + dx * 1.5 + Math.abs(dy), y + dy, 5, 'none', `stroke="${a}" stroke-width="2"`)}`,
      );
    }
    const dots = [];
    for (let y = 25; y < 760; y += 50)
      for (let x = 25; x < W; x += 50) dots.push(circle(x, y, 1.6));
    pattern = `<g fill="${C.text}" fill-opacity="0.1">${dots.join('')}</g><g fill="none" stroke="${a}" stroke-opacity="0.35" stroke-width="2.5">${traces.join('')}</g>`;
  } else if (p.pattern === 'network') {
    const layers = [
      [90, 5],
      [250, 7],
      [550, 7],
      [710, 5],
    ];
    const nodes = layers.map(([x, k]) =>
      Array.from({ length: k }, (_, i) => [x, 130 + ((i + 0.5) * 640) / k]),
    );
    const edges = [];
    for (let l = 0; l < nodes.length - 1; l += 1)
      for (const [x1, y1] of nodes[l])
        for (const [x2, y2] of nodes[l + 1])
          if (rnd() > 0.45) edges.push(`<path d="M${x1} ${n(y1)} L${x2} ${n(y2)}"/>`);
    pattern = `<g stroke="${a}" stroke-opacity="0.16" stroke-width="1.5">${edges.join('')}</g>${nodes
      .flat()
      .map(([x, y]) =>
        circle(
          x,
          y,
          rnd() > 0.7 ? 9 : 6,
          rnd() > 0.7 ? a : C.ink,
          `stroke="${a}" stroke-width="2" stroke-opacity="0.6"`,
        ),
      )
      .join('')}`;
  } else {
    const bars = Array.from({ length: 9 }, (_, i) => {
      const bh = 120 + rnd() * 300 + i * 20;
      return rect(
        40 + i * 84,
        780 - bh,
        56,
        bh,
        8,
        a,
        `fill-opacity="${n(0.06 + (i % 3) * 0.03)}"`,
      );
    }).join('');
    const scatter = Array.from({ length: 34 }, () => {
      const x = 40 + rnd() * 720;
      const y = 620 - x * 0.55 + (rnd() - 0.5) * 200;
      return circle(
        x,
        y,
        3 + rnd() * 5,
        rnd() > 0.8 ? C.text : a,
        `fill-opacity="${n(0.25 + rnd() * 0.4)}"`,
      );
    }).join('');
    pattern = `${bars}${scatter}<path d="M30 620 C 250 520, 500 380, 780 190" fill="none" stroke="${a}" stroke-opacity="0.55" stroke-width="3" stroke-dasharray="10 10"/>
      <g stroke="${C.text}" stroke-opacity="0.08">${[180, 330, 480, 630].map((y) => `<path d="M0 ${y} H${W}"/>`).join('')}</g>`;
  }

  // Head-and-shoulders, built of simple shapes.
  const headX = 400;
  const headY = 430;
  const shoulders = `<path d="M40 ${H} C 44 800, 140 704, 300 690 L500 690 C 660 704, 756 800, 760 ${H}Z" fill="${p.top}"/>
    <path d="M40 ${H} C 44 800, 140 704, 300 690 L400 690 L400 ${H}Z" fill="#fff" fill-opacity="0.05"/>
    <path d="M760 ${H} C 756 800, 660 704, 500 690" fill="none" stroke="${a}" stroke-width="5" stroke-opacity="0.8"/>`;
  const neck = `${rect(354, 540, 92, 190, 42, skinShade)}<path d="M354 640 Q400 700 446 640 V700 H354Z" fill="#000" fill-opacity="0.14"/>`;
  let collar;
  if (p.style === 'bob')
    collar = `<path d="M320 692 L400 774 L480 692 L456 684 L400 742 L344 684Z" fill="${shade(p.top, 0.35)}"/>`;
  else if (p.style === 'crop')
    collar = `<path d="M300 692 Q400 762 500 692 Q470 732 400 742 Q330 732 300 692Z" fill="${shade(p.top, 0.35)}"/><path d="M372 748 V842 M428 748 V834" stroke="${C.text}" stroke-opacity="0.75" stroke-width="5" stroke-linecap="round"/>${circle(372, 846, 7, C.text, 'fill-opacity="0.8"')}${circle(428, 838, 7, C.text, 'fill-opacity="0.8"')}`;
  else if (p.style === 'bun')
    collar = `<path d="M348 690 L400 800 L452 690Z" fill="#F1E6D2"/><path d="M300 692 L354 690 L400 812 L340 930 L290 790Z M500 692 L446 690 L400 812 L460 930 L510 790Z" fill="${shade(p.top, 0.25)}"/>`;
  else
    collar = `${rect(334, 660, 132, 74, 32, shade(p.top, 0.25))}<path d="M344 694 H456" stroke="#000" stroke-opacity="0.2" stroke-width="4"/>`;
  const face = `<ellipse cx="${headX}" cy="${headY}" rx="128" ry="156" fill="${p.skin}"/>
    <clipPath id="head"><ellipse cx="${headX}" cy="${headY}" rx="128" ry="156"/></clipPath>
    <g clip-path="url(#head)"><path d="M${headX + 18} 200 C ${headX + 60} 420, ${headX - 30} 520, ${headX + 40} 640 H700 V200Z" fill="#000" fill-opacity="0.14"/>
      <ellipse cx="${headX - 64}" cy="${headY + 40}" rx="26" ry="14" fill="${C.coral}" fill-opacity="0.18"/></g>
    <ellipse cx="${headX - 128}" cy="${headY + 12}" rx="20" ry="32" fill="${p.skin}"/><ellipse cx="${headX + 128}" cy="${headY + 12}" rx="20" ry="32" fill="${skinShade}"/>
    <path d="M${headX + 6} ${headY + 4} Q${headX + 22} ${headY + 44} ${headX + 2} ${headY + 52}" fill="none" stroke="#000" stroke-opacity="0.16" stroke-width="5" stroke-linecap="round"/>`;
  let hairBack = '';
  let hairFront;
  if (p.style === 'bob') {
    hairBack = `<path d="M248 420 C 240 260, 330 240, 410 250 C 520 256, 566 320, 560 430 L 572 600 Q 520 630 470 600 L 250 600 Q 236 520 248 420Z" fill="${p.hair}"/>`;
    hairFront = `<path d="M262 400 C 270 300, 360 252, 450 270 C 520 284, 546 340, 548 420 C 500 360, 420 320, 330 330 C 300 350, 280 380, 262 400Z" fill="${p.hair}"/><path d="M450 270 C 520 284, 546 340, 548 420" fill="none" stroke="${a}" stroke-width="4" stroke-opacity="0.7"/>`;
  } else if (p.style === 'crop') {
    hairFront = `<path d="M272 400 C 262 300, 320 250, 400 248 C 480 246, 540 290, 530 390 C 510 340, 470 320, 430 318 C 380 334, 320 330, 290 350Z" fill="${p.hair}"/><path d="M400 248 C 480 246, 540 290, 530 390" fill="none" stroke="${a}" stroke-width="4" stroke-opacity="0.7"/>`;
  } else if (p.style === 'bun') {
    hairBack = `${circle(410, 230, 62, p.hair)}${circle(410, 230, 62, 'none', `stroke="${a}" stroke-opacity="0.5" stroke-width="4"`)}<path d="M262 420 C 250 300, 330 262, 400 262 C 480 262, 552 300, 540 430 L 548 520 Q 520 540 500 520 L 290 520 Q 262 520 262 420Z" fill="${p.hair}"/>`;
    hairFront = `<path d="M270 408 C 270 320, 330 272, 400 272 C 470 272, 530 320, 532 410 C 500 350, 450 318, 400 318 C 350 318, 300 350, 270 408Z" fill="${p.hair}"/><path d="M400 272 C 470 272, 530 320, 532 410" fill="none" stroke="${a}" stroke-width="4" stroke-opacity="0.6"/>`;
  } else {
    const curls = [];
    for (let i = 0; i < 26; i += 1) {
      const ang = Math.PI * (1.02 + (i / 25) * 0.96);
      const rr = 150 + (i % 2) * 14;
      curls.push(
        circle(
          headX + Math.cos(ang) * rr * 0.98,
          headY - 20 + Math.sin(ang) * rr * 0.92,
          44 + (i % 3) * 6,
          p.hair,
        ),
      );
    }
    hairFront = `<g>${curls.join('')}</g>${circle(headX, headY - 150, 90, p.hair)}`;
    hairFront += `<g clip-path="url(#head)"><path d="M${headX - 140} ${headY - 6} L${headX - 112} ${headY - 6} C${headX - 100} ${headY + 70}, ${headX - 50} ${headY + 66}, ${headX} ${headY + 70} C${headX + 50} ${headY + 66}, ${headX + 100} ${headY + 70}, ${headX + 112} ${headY - 6} L${headX + 140} ${headY - 6} V${headY + 200} H${headX - 140}Z" fill="${p.hair}"/></g>
      <path d="M${headX - 30} ${headY + 96} Q${headX} ${headY + 106} ${headX + 30} ${headY + 96}" fill="none" stroke="${shade(p.skin, 0.2)}" stroke-width="6" stroke-linecap="round"/>`;
  }
  let acc;
  if (p.extra === 'hoop')
    acc = `<circle cx="${headX - 134}" cy="${headY + 72}" r="22" fill="none" stroke="${C.warm}" stroke-width="6"/>`;
  else if (p.extra === 'glasses')
    acc = `<g stroke="${C.text}" stroke-width="7">${rect(296, 396, 88, 64, 20, C.sky, 'fill-opacity="0.12"')}${rect(416, 396, 88, 64, 20, C.sky, 'fill-opacity="0.12"')}</g><path d="M384 420 Q400 410 416 420" fill="none" stroke="${C.text}" stroke-width="6"/><path d="M306 404 L336 436 M426 404 L456 436" stroke="#fff" stroke-opacity="0.35" stroke-width="4"/>`;
  else if (p.extra === 'necklace')
    acc = `<path d="M360 694 Q400 756 440 694" fill="none" stroke="${C.warm}" stroke-width="3"/><path d="M400 736 l12 18 l-12 18 l-12 -18z" fill="${C.warm}"/>${circle(headX - 128, headY + 52, 8, C.warm)}${circle(headX + 128, headY + 52, 8, C.warm)}`;
  else
    acc = `<path d="M290 740 C 276 620, 524 620, 510 740" fill="none" stroke="#101418" stroke-width="16" stroke-linecap="round"/>${rect(266, 708, 58, 84, 24, '#101418')}${rect(476, 708, 58, 84, 24, '#101418')}${rect(274, 720, 14, 60, 7, a)}${rect(512, 720, 14, 60, 7, a)}`;

  const fill = `${rect(0, 0, W, H, 0, 'url(#bgp)')}${circle(400, 420, 520, 'url(#halo)')}${pattern}
    ${circle(400, 440, 250, a, 'fill-opacity="0.8"')}${circle(400, 440, 250, 'url(#disc)')}
    <circle cx="400" cy="440" r="282" fill="none" stroke="${a}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="3 9"/>
    <ellipse cx="400" cy="${H}" rx="420" ry="120" fill="#000" fill-opacity="0.5" filter="url(#softer)"/>
    ${hairBack}${shoulders}${neck}${collar}${face}${hairFront}${acc}
    <rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  const defs = `${linGrad(
    'bgp',
    [
      [0, mix(a, C.ink, 0.82)],
      [1, C.ink],
    ],
    0.4,
    1,
  )}${glowGrad('halo', a, 0.35)}
    <radialGradient id="disc" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="0.6" stop-color="#000" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient>
    <radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></radialGradient>`;
  return doc(W, H, defs, fill, 60 + seed, 0.06);
}

// ---------------------------------------------------------------------------------------------
// 4. About-tab videos (1280x720, 8 s, 24 fps, seamless)

const VW = 1280;
const VH = 720;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;

/** Frame i → phase φ ∈ [0, 2π); frame FRAMES would equal frame 0, so the loop is seamless. */
const phase = (i) => (TAU * i) / FRAMES;

function missionFrame(i) {
  const f = phase(i);
  const a = C.violet;
  const cx = 760;
  const cy = 330;
  const rings = [
    [420, 140, -16 + 4 * Math.sin(f), 1, 0.22],
    [330, 210, 22 + 3 * Math.sin(f + 1), -1, 0.18],
    [250, 250, 0, 2, 0.14],
    [520, 190, 8 + 2 * Math.cos(f), -1, 0.1],
  ];
  const orbit = rings
    .map(([rx, ry, rot, k, op], j) => {
      const t = f * k + j * 1.7;
      const x = Math.cos(t) * rx;
      const y = Math.sin(t) * ry;
      const t2 = t - 0.35 * Math.sign(k);
      const tx = Math.cos(t2) * rx;
      const ty = Math.sin(t2) * ry;
      return `<g transform="translate(${cx} ${cy}) rotate(${n(rot)})"><ellipse rx="${rx}" ry="${ry}" fill="none" stroke="${tint(a, 0.4)}" stroke-opacity="${op}" stroke-width="1.5"/>
        <path d="M${n(tx)} ${n(ty)} A${rx} ${ry} 0 0 ${k > 0 ? 1 : 0} ${n(x)} ${n(y)}" fill="none" stroke="${tint(a, 0.5)}" stroke-opacity="0.5" stroke-width="2.5" stroke-linecap="round"/>
        ${circle(x, y, 5, tint(a, 0.6))}${circle(x, y, 18, 'url(#dot)')}</g>`;
    })
    .join('');
  // The flight path rises toward the target; its dashes travel exactly one period per loop.
  const P = [
    [40, 760],
    [420, 640],
    [700, 560],
    [cx, cy],
  ];
  const dash = 28;
  const samples = sampleCubic(...P, 120);
  const prog = ((i / FRAMES) * 2) % 1;
  const fly = atLength(samples, samples.at(-1).s * (0.15 + prog * 0.8));
  const flyOp = Math.sin(Math.PI * prog) ** 2;
  const pulse = ((i / FRAMES) * 2) % 1;
  const target = `<g transform="translate(${cx} ${cy})">
      ${circle(0, 0, 140, 'url(#core)')}
      <circle r="${n(34 + pulse * 90)}" fill="none" stroke="${a}" stroke-width="2" stroke-opacity="${n(Math.sin(Math.PI * pulse) * 0.45)}"/>
      <circle r="46" fill="none" stroke="${tint(a, 0.5)}" stroke-opacity="0.5" stroke-width="2"/><circle r="24" fill="none" stroke="${tint(a, 0.5)}" stroke-opacity="0.6" stroke-width="2"/>
      ${circle(0, 0, 7, tint(a, 0.7))}</g>`;
  const stars = STARS.map(([x, y, r, ph]) =>
    circle(x, y, r, C.text, `fill-opacity="${n(0.12 + 0.18 * (0.5 + 0.5 * Math.sin(f + ph)))}"`),
  ).join('');
  const body = `<rect width="${VW}" height="${VH}" fill="url(#bg)"/>${stars}${orbit}
    <path d="${cubicD(...P)}" fill="none" stroke="url(#trail)" stroke-width="2.5" stroke-dasharray="10 ${dash - 10}" stroke-dashoffset="${n(-dash * 3 * (i / FRAMES))}"/>
    ${circle(fly.x, fly.y, 30, 'url(#dot)', `opacity="${n(flyOp)}"`)}${circle(fly.x, fly.y, 4, C.text, `fill-opacity="${n(flyOp * 0.9)}"`)}
    ${target}`;
  const defs = `<radialGradient id="bg" cx="0.6" cy="0.45" r="0.75"><stop offset="0" stop-color="#1A1338"/><stop offset="0.55" stop-color="#100D1E"/><stop offset="1" stop-color="${C.ink}"/></radialGradient>
    ${glowGrad('dot', a, 0.5)}${glowGrad('core', a, 0.35)}${linGrad(
      'trail',
      [
        [0, a, 0],
        [0.7, a, 0.6],
        [1, tint(a, 0.5), 0.9],
      ],
      1,
      -0.6,
    )}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VW}" height="${VH}" viewBox="0 0 ${VW} ${VH}"><defs>${defs}</defs>${body}</svg>`;
}

function storyFrame(i) {
  const f = phase(i);
  const u = i / FRAMES;
  const a = C.coral;
  // Layered waves: far layers catch the coral glow, near layers fall back into ink.
  const layers = 7;
  const waves = Array.from({ length: layers }, (_, j) => {
    const base = 400 + j * 48;
    const pts = [];
    for (let x = -40; x <= VW + 40; x += 40) {
      const y =
        base +
        Math.sin(x * 0.004 + f * (j % 2 ? 1 : -1) + j * 0.9) * (24 + j * 4) +
        Math.sin(x * 0.009 - f * 2 + j) * 8;
      pts.push([x, y]);
    }
    const d = curve(pts);
    const k = j / (layers - 1);
    return `<path d="${d} L${VW + 40} ${VH} L-40 ${VH}Z" fill="${mix('#2B1513', '#0D0A0D', k)}"/>
      <path d="${d}" fill="none" stroke="${tint(a, 0.15)}" stroke-opacity="${n(0.42 - k * 0.2)}" stroke-width="${n(2 - k * 0.6)}"/>`;
  }).join('');
  // Timeline: ticks and milestones drift left by exactly one pattern period (two milestones) per
  // loop; a milestone lights up as it passes the focus point, so every frame depends only on u.
  const gap = 160;
  const off = u * gap * 2;
  const ty = 250;
  const ticks = [];
  for (let x = -2 * gap; x < VW + 2 * gap; x += 20) {
    const xx = x - off;
    const major = x % gap === 0;
    ticks.push(`<path d="M${n(xx)} ${ty - (major ? 0 : 4)} V${ty + (x % 80 === 0 ? 10 : 5)}"/>`);
  }
  const nodes = [];
  for (let k = -2; k < VW / gap + 3; k += 1) {
    const x = k * gap + 80 - off;
    const lit = Math.exp(-(((x - 820) / 150) ** 2));
    const up = k % 2 === 0;
    const len = up ? 46 : 62;
    const y2 = up ? ty - len : ty + len;
    nodes.push(
      `${lit > 0.02 ? circle(x, ty, 40, 'url(#dot)', `opacity="${n(lit)}"`) : ''}${circle(x, ty, 4 + lit * 3, mix(C.muted, tint(a, 0.3), lit), `fill-opacity="${n(0.4 + lit * 0.55)}"`)}
      <path d="M${n(x)} ${up ? ty - 12 : ty + 12} V${y2}" stroke="${a}" stroke-opacity="${n(0.16 + lit * 0.3)}"/>${pill(x - 2, up ? y2 - 14 : y2 + 8, up ? 54 : 72, 5, C.text, `fill-opacity="${n(0.07 + lit * 0.12)}"`)}${pill(x - 2, up ? y2 - 26 : y2 + 20, up ? 32 : 44, 5, C.text, `fill-opacity="${n(0.05 + lit * 0.07)}"`)}`,
    );
  }
  // Faint drifting dashes; each dash pattern moves by whole periods per loop.
  const drift = [
    [96, 220, 180, 1],
    [128, 140, 260, -1],
    [164, 300, 340, 1],
    [580, 120, 200, -1],
  ]
    .map(([y, dash, space, dir]) => {
      const period = dash + space;
      return `<path d="M-20 ${y} H${VW + 20}" stroke="${a}" stroke-opacity="0.08" stroke-width="1.5" stroke-dasharray="${dash} ${space}" stroke-dashoffset="${n(dir * period * u)}"/>`;
    })
    .join('');
  const body = `<rect width="${VW}" height="${VH}" fill="url(#bg)"/>${circle(820, 420, 620, 'url(#sun)')}${drift}
    <g stroke="${C.text}" stroke-opacity="0.16" stroke-width="1.5">${ticks.join('')}</g><path d="M0 ${ty} H${VW}" stroke="${C.text}" stroke-opacity="0.12"/>
    ${nodes.join('')}${waves}`;
  const defs = `${linGrad('bg', [
    [0, '#0C0A0E'],
    [0.7, '#170D0F'],
    [1, '#1C0F0D'],
  ])}${glowGrad('sun', a, 0.22)}${glowGrad('dot', a, 0.45)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VW}" height="${VH}" viewBox="0 0 ${VW} ${VH}"><defs>${defs}</defs>${body}</svg>`;
}

function philosophyFrame(i) {
  const f = phase(i);
  const a = C.green;
  const cx = VW / 2;
  const cy = VH / 2;
  const sp = 40;
  const dots = [];
  for (let y = sp / 2; y < VH; y += sp)
    for (let x = sp / 2; x < VW; x += sp) {
      const d = Math.hypot(x - cx, y - cy);
      const wave = 0.5 + 0.5 * Math.sin(f - d * 0.011);
      const fade = Math.max(0, 1 - d / 760);
      const r = 1.2 + wave * 2.2 * fade;
      const op = 0.07 + wave * 0.38 * fade;
      dots.push(`<circle cx="${x}" cy="${y}" r="${n(r)}" fill-opacity="${n(op)}"/>`);
    }
  // A seed-of-life lattice that slowly breathes and sways, with two calm orbiters.
  const s = 1 + 0.04 * Math.sin(f);
  const rot = 6 * Math.sin(f + 0.6);
  const R = 96 * s;
  const petals = Array.from({ length: 6 }, (_, j) => {
    const ang = (j * TAU) / 6;
    return `<circle cx="${n(Math.cos(ang) * R)}" cy="${n(Math.sin(ang) * R)}" r="${n(R)}"/>`;
  }).join('');
  const hex = Array.from({ length: 6 }, (_, j) => {
    const ang = (j * TAU) / 6 + Math.PI / 6;
    return `${n(Math.cos(ang) * R * 2.3)} ${n(Math.sin(ang) * R * 2.3)}`;
  });
  const orbit = [
    [R * 2, 1, 0],
    [R * 3, -1, 2.1],
  ]
    .map(([r, k, p0]) => {
      const ang = f * k + p0;
      const x = Math.cos(ang) * r;
      const y = Math.sin(ang) * r;
      return `${circle(x, y, 26, 'url(#dot)')}${circle(x, y, 3.5, tint(a, 0.5))}`;
    })
    .join('');
  const body = `<rect width="${VW}" height="${VH}" fill="url(#bg)"/>${circle(cx, cy, 440 * s, 'url(#core)')}
    <g fill="${a}">${dots.join('')}</g>
    <g transform="translate(${cx} ${cy}) rotate(${n(rot)})">
      <g fill="none" stroke="${tint(a, 0.3)}" stroke-width="1.5">
        <circle r="${n(R)}" stroke-opacity="0.32"/><g stroke-opacity="0.2">${petals}</g>
        <circle r="${n(R * 2)}" stroke-opacity="0.22"/>
        <circle r="${n(R * 3)}" stroke-opacity="0.12" stroke-dasharray="2 10" stroke-linecap="round"/>
        <path d="M${hex.join(' L')}Z" stroke-opacity="0.12"/>
      </g>${orbit}${circle(0, 0, 4, tint(a, 0.5), 'fill-opacity="0.8"')}</g>`;
  const defs = `<radialGradient id="bg" cx="0.5" cy="0.5" r="0.75"><stop offset="0" stop-color="#0D1F1B"/><stop offset="0.6" stop-color="#0B1211"/><stop offset="1" stop-color="${C.ink}"/></radialGradient>
    ${glowGrad('core', a, 0.12)}${glowGrad('dot', a, 0.45)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VW}" height="${VH}" viewBox="0 0 ${VW} ${VH}"><defs>${defs}</defs>${body}</svg>`;
}

// Static background stars for the Mission video.
const STARS = (() => {
  const r = prng(99);
  return Array.from({ length: 60 }, () => [
    n(r() * VW),
    n(r() * VH),
    n(0.6 + r() * 1.2),
    n(r() * TAU),
  ]);
})();

async function encode(dir, out, kind, crf) {
  const input = [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    String(FPS),
    '-i',
    join(dir, 'f%03d.png'),
  ];
  const args =
    kind === 'webm'
      ? [
          ...input,
          '-c:v',
          'libvpx-vp9',
          '-b:v',
          '0',
          '-crf',
          String(crf),
          '-row-mt',
          '1',
          '-deadline',
          'good',
          '-cpu-used',
          '2',
          '-g',
          String(FRAMES / 2),
          '-pix_fmt',
          'yuv420p',
          '-an',
          out,
        ]
      : [
          ...input,
          '-c:v',
          'libx264',
          '-profile:v',
          'high',
          '-crf',
          String(crf),
          '-preset',
          'slow',
          '-g',
          String(FRAMES / 2),
          '-keyint_min',
          String(FRAMES / 2),
          '-sc_threshold',
          '0',
          '-pix_fmt',
          'yuv420p',
          '-movflags',
          '+faststart',
          '-an',
          out,
        ];
  await exec(FFMPEG, args, { maxBuffer: 1 << 24 });
  return (await stat(out)).size;
}

async function makeVideo(name, frame) {
  const dir = await mkdtemp(join(tmpdir(), `about-${name}-`));
  const base = `src/assets/about/${name}`;
  try {
    const t0 = Date.now();
    await run(
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
    await writeImage(await sharp(join(dir, 'f000.png')).png().toBuffer(), `${base}-poster`);
    const { channels } = await sharp(join(dir, 'f000.png')).stats();
    const luma =
      (0.2126 * channels[0].mean + 0.7152 * channels[1].mean + 0.0722 * channels[2].mean) / 255;
    console.info(`${name}: poster mean luminance ${luma.toFixed(3)}`);
    for (const [kind, crfs] of [
      ['webm', [34, 38, 42, 46, 50]],
      ['mp4', [26, 29, 32, 35, 38]],
    ]) {
      const out = `${base}.${kind}`;
      let size = Infinity;
      for (const crf of crfs) {
        size = await encode(dir, out, kind, crf);
        if (size <= MAX_VIDEO * 0.75) break;
      }
      if (size > MAX_VIDEO) throw new Error(`${out} is ${size} bytes (> ${MAX_VIDEO})`);
      written.push([out, size]);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function probe(file) {
  const { stdout } = await exec(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,width,height,r_frame_rate:format=duration',
    '-of',
    'json',
    file,
  ]);
  const info = JSON.parse(stdout);
  const video = info.streams.filter((s) => s.codec_type === 'video');
  const audio = info.streams.filter((s) => s.codec_type === 'audio');
  const duration = Number(info.format.duration);
  const v = video[0];
  if (
    video.length !== 1 ||
    v.width !== VW ||
    v.height !== VH ||
    audio.length ||
    Math.abs(duration - SECONDS) > 0.1
  )
    throw new Error(`${file}: unexpected streams ${JSON.stringify(info)}`);
  console.info(
    `${file}: ${v.codec_name} ${v.width}x${v.height} ${v.r_frame_rate} fps ${duration.toFixed(2)} s, no audio`,
  );
}

// ---------------------------------------------------------------------------------------------

const groups = process.argv.slice(2);
const want = (g) => groups.length === 0 || groups.includes(g);

if (want('cards')) {
  await mkdir('src/assets/portfolio', { recursive: true });
  await writeImage(alphabeadsCard(), 'src/assets/portfolio/alphabeads-card');
  await writeImage(tirthdomCard(), 'src/assets/portfolio/tirthdom-card');
}
if (want('projects')) {
  await mkdir('src/assets/projects', { recursive: true });
  const screens = [
    alphabeadsScreen1,
    alphabeadsScreen2,
    alphabeadsScreen3,
    tirthdomScreen1,
    tirthdomScreen2,
    tirthdomScreen3,
  ];
  for (const [k, make] of screens.entries())
    await writeImage(
      make(),
      `src/assets/projects/${k < 3 ? 'alphabeads' : 'tirthdom'}-${(k % 3) + 1}`,
    );
}
if (want('team')) {
  await mkdir('src/assets/team', { recursive: true });
  for (const [k, p] of PEOPLE.entries())
    await writeImage(portrait(p, k + 1), `src/assets/team/member-${k + 1}`);
}
if (want('videos')) {
  await mkdir('src/assets/about', { recursive: true });
  await makeVideo('mission', missionFrame);
  await makeVideo('story', storyFrame);
  await makeVideo('philosophy', philosophyFrame);
  for (const name of ['mission', 'story', 'philosophy'])
    for (const ext of ['webm', 'mp4']) await probe(`src/assets/about/${name}.${ext}`);
}
for (const [file, size] of written) console.info(`${String(size).padStart(8)}  ${file}`);
