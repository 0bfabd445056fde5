// Generates the site's share images (Open Graph / Twitter cards, 1200x630 JPEG), the app icons
// drawn from the logo mark, and the web app manifest. The cards' words come from the site's content
// (share-cards.ts): one card per page and one per project file, public/share/<slug>.jpg.
// Run: node tools/media/make-share-images.ts [share] [icons] [home about… icon-192…] [manifest]
//      [--masters <dir>] [--masters-only] (runner.ts; everything when none is named)
// Outputs go into public/share/*.jpg, public/icons/*.png and public/manifest.webmanifest; they are
// committed, so re-run this only when the artwork or copy should change. public/favicon.svg is
// hand-made and left alone. Text is rendered by sharp (librsvg + fontconfig) with a system font,
// Liberation Sans Bold (metric-compatible with Arial) falling back to DejaVu Sans.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import writeFileAtomic from 'write-file-atomic';
import palette from '../../src/styles/palette.json' with { type: 'json' };
import { blur, glowGrad, grain, prng, round1, WHITE } from './art-kit.ts';
import { runMedia } from './runner.ts';
import { cardWords, readContent, SHARE_RECORD, shareCards } from './share-cards.ts';

import type { OverlayOptions } from 'sharp';
import type { Point } from './art-kit.ts';
import type { MediaRunner } from './runner.ts';
import type { Backdrop, CardArt, ShareCard } from './share-cards.ts';

const W = 1200;
const H = 630;
const MARGIN = 72; // margin; nothing textual comes closer than 60 px to an edge (platforms crop)
const MAX_JPEG = 120 * 1024;
const FONT = `'Liberation Sans', 'DejaVu Sans', Arial, sans-serif`;

// ---------------------------------------------------------------------------------------------
// Helpers

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const svg = (w: number, h: number, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
const buf = (s: string) => Buffer.from(s);

// Advance widths (1/1000 em) of Liberation Sans = Arial, bold and regular, for wrapping.
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/**
 * A glyph width table from the widths of a-z, of A-Z and of a few more characters.
 */
const table = (
  lower: readonly number[],
  upper: readonly number[],
  extra: Record<string, number>,
) => {
  const t: Record<string, number> = { ...extra };
  [...LOWER].forEach((ch, i) => (t[ch] = lower[i]));
  [...UPPER].forEach((ch, i) => (t[ch] = upper[i]));
  return t;
};
const BOLD = table(
  [
    556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
    333, 611, 556, 778, 556, 556, 500,
  ],
  [
    722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611,
  ],
  { ' ': 278, '.': 278, ',': 278, ':': 333, '·': 333, '-': 333, "'": 238 },
);
const REGULAR = table(
  [
    556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
    278, 556, 500, 722, 500, 500, 500,
  ],
  [
    667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611,
  ],
  { ' ': 278, '.': 278, ',': 278, ':': 278, '·': 278, '-': 333, "'": 191 },
);
/** Rough rendered width of a string in px (font size, tracking in px per glyph). */
const measure = (text: string, size: number, widths = BOLD, tracking = 0) =>
  [...text].reduce((w, ch) => w + ((widths[ch] ?? 600) / 1000) * size + tracking, 0);

/**
 * Splits text into at most `maxLines` lines that fit `maxWidth`, preferring the fewest lines and
 * then the most even ones (no orphaned last word). Returns null if it cannot fit.
 */
function wrap(
  text: string,
  size: number,
  maxWidth: number,
  maxLines: number,
  widths: Record<string, number>,
  tracking: number,
): string[] | null {
  const words = text.split(' ');
  let best: { lines: string[]; score: number } | null = null;
  const tryParts = (start: number, lines: string[]): void => {
    if (start === words.length) {
      const ws = lines.map((l) => measure(l, size, widths, tracking));
      if (Math.max(...ws) > maxWidth) return;
      // Fewest lines first; then the smallest spread between longest and shortest line.
      const score = lines.length * 1e6 + (Math.max(...ws) - Math.min(...ws));
      if (best === null || score < best.score) best = { lines: [...lines], score };
      return;
    }
    if (lines.length === maxLines) return;
    for (let end = start + 1; end <= words.length; end += 1) {
      const line = words.slice(start, end).join(' ');
      if (measure(line, size, widths, tracking) > maxWidth) break;
      lines.push(line);
      tryParts(end, lines);
      lines.pop();
    }
  };
  tryParts(0, []);
  // TypeScript cannot see the callback assign `best`.
  const found = best as { lines: string[] } | null;
  return found?.lines ?? null;
}

/**
 * The largest headline size (stepping down from maxSize) whose wrap fits.
 */
function fitHeadline(
  text: string,
  {
    maxWidth,
    maxLines = 3,
    maxSize = 80,
    minSize = 44,
  }: { maxWidth: number; maxLines?: number; maxSize?: number; minSize?: number },
) {
  for (let size = maxSize; size >= minSize; size -= 2) {
    const tracking = -0.025 * size;
    const lines = wrap(text, size, maxWidth, maxLines, BOLD, tracking);
    if (lines) return { size, tracking, lines };
  }
  throw new Error(`headline does not fit: ${text}`);
}

// ---------------------------------------------------------------------------------------------
// The logo mark (paths from src/ui/logo/logo-mark.tsx, viewBox 0 0 32 32)

const MARK_PATH =
  'M6.5 21.5c5.2-1.1 9.3-4.3 12.4-9.6l1.1 4.2 5.5-10.3-9.6 3.3 3.6 1.5C16.6 14.6 12.4 18.4 6.5 21.5Z';
/** The mark as SVG elements, drawn `size` px wide with its top-left at (x, y). */
const mark = (x: number, y: number, size: number, ring = palette.text) =>
  `<g transform="translate(${round1(x)} ${round1(y)}) scale(${size / 32})"><circle cx="16" cy="16" r="13.5" fill="none" stroke="${ring}" stroke-opacity="0.35" stroke-width="1.5"/><path d="${MARK_PATH}" fill="${palette.sky}"/><circle cx="24.6" cy="24.2" r="2.2" fill="${palette.warm}"/></g>`;

// ---------------------------------------------------------------------------------------------
// Share cards

/**
 * Background: ink with a coloured glow, faint orbit arcs and a sprinkle of stars.
 */
function background({ glow, glow2 = palette.violet, cx = 930, cy = 300, seed }: Backdrop) {
  const rnd = prng(seed);
  const stars = Array.from({ length: 26 }, () => {
    const x = 40 + rnd() * (W - 80);
    const y = 30 + rnd() * (H - 60);
    const r = 0.8 + rnd() * 1.4;
    return `<circle cx="${round1(x)}" cy="${round1(y)}" r="${round1(r)}" fill="${palette.text}" fill-opacity="${round1(0.15 + rnd() * 0.35)}"/>`;
  }).join('');
  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${palette.ink}"/>
    <ellipse cx="${cx}" cy="${cy}" rx="620" ry="520" fill="url(#g1)"/>
    <ellipse cx="120" cy="700" rx="520" ry="360" fill="url(#g2)"/>
    <g fill="none" stroke="${palette.text}" stroke-opacity="0.06" stroke-width="1.5">
      <circle cx="${cx}" cy="${cy}" r="420"/><circle cx="${cx}" cy="${cy}" r="560"/>
      <ellipse cx="${cx}" cy="${cy}" rx="700" ry="250" transform="rotate(-16 ${cx} ${cy})"/>
    </g>
    ${stars}`,
    `${glowGrad('g1', glow, 0.3)}${glowGrad('g2', glow2, 0.16)}`,
  );
}

/**
 * A rising flight path ending in a warm arrowhead (the brand's motif).
 */
function flight(p0: Point, p1: Point, p2: Point, p3: Point, width = 4, id = 'fl') {
  const a = Math.atan2(p3[1] - p2[1], p3[0] - p2[0]);
  const deg = (a * 180) / Math.PI;
  const head = `<path d="M0 0 L-30 -13 L-22 0 L-30 13 Z" fill="${palette.warm}" transform="translate(${p3[0]} ${p3[1]}) rotate(${round1(deg)})"/>`;
  return `<defs><linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${p0[0]}" y1="${p0[1]}" x2="${p3[0]}" y2="${p3[1]}"><stop offset="0" stop-color="${palette.sky}" stop-opacity="0"/><stop offset="0.55" stop-color="${palette.sky}"/><stop offset="1" stop-color="${palette.warm}"/></linearGradient></defs>
  <path d="M${p0.join(' ')} C${p1.join(' ')} ${p2.join(' ')} ${p3.join(' ')}" fill="none" stroke="url(#${id})" stroke-width="${width}" stroke-linecap="round"/>${head}`;
}

/** Services motif: three orbits, one per service, around a bright core, and a flight path. */
function servicesArt() {
  const cx = 930;
  const cy = 320;
  const orbits = [
    { rx: 110, ry: 110, rot: 0, c: palette.sky, a: 200 },
    { rx: 200, ry: 120, rot: -22, c: palette.green, a: 150 },
    { rx: 290, ry: 170, rot: 14, c: palette.violet, a: -70 },
  ];
  const body = orbits
    .map(({ rx, ry, rot, c, a }) => {
      const t = (a * Math.PI) / 180;
      const r = (rot * Math.PI) / 180;
      const ex = rx * Math.cos(t);
      const ey = ry * Math.sin(t);
      const x = cx + ex * Math.cos(r) - ey * Math.sin(r);
      const y = cy + ex * Math.sin(r) + ey * Math.cos(r);
      return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${rot} ${cx} ${cy})" fill="none" stroke="${c}" stroke-opacity="0.45" stroke-width="2"/>
      <circle cx="${round1(x)}" cy="${round1(y)}" r="34" fill="${c}" fill-opacity="0.25" filter="url(#b)"/>
      <circle cx="${round1(x)}" cy="${round1(y)}" r="13" fill="${c}"/><circle cx="${round1(x - 4)}" cy="${round1(y - 4)}" r="4" fill="${WHITE}" fill-opacity="0.55"/>`;
    })
    .join('');
  return svg(
    W,
    H,
    `<circle cx="${cx}" cy="${cy}" r="120" fill="url(#core)"/>
    ${body}
    <circle cx="${cx}" cy="${cy}" r="30" fill="${palette.text}"/>
    <circle cx="${cx}" cy="${cy}" r="30" fill="none" stroke="${palette.sky}" stroke-width="6" stroke-opacity="0.6"/>
    ${flight([560, 640], [760, 560], [980, 470], [1150, 110], 4)}`,
    `${blur('b', 10)}${glowGrad('core', palette.sky, 0.7)}`,
  );
}

/** About motif: a spark bursting from a warm core, with rays, embers and dashed orbits. */
function aboutArt() {
  const rnd = prng(41);
  const cx = 950;
  const cy = 290;
  const rays = Array.from({ length: 36 }, (_, i) => {
    const a = (i / 36) * Math.PI * 2 + rnd() * 0.08;
    const r0 = 70 + rnd() * 30;
    const r1 = r0 + 60 + rnd() * (i % 3 === 0 ? 190 : 90);
    const c = [palette.warm, palette.coral, palette.text][i % 3];
    return `<line x1="${round1(cx + Math.cos(a) * r0)}" y1="${round1(cy + Math.sin(a) * r0)}" x2="${round1(cx + Math.cos(a) * r1)}" y2="${round1(cy + Math.sin(a) * r1)}" stroke="${c}" stroke-opacity="${round1(0.25 + rnd() * 0.5)}" stroke-width="${round1(1.5 + rnd() * 2.5)}" stroke-linecap="round"/>`;
  }).join('');
  const embers = Array.from({ length: 40 }, () => {
    const a = rnd() * Math.PI * 2;
    const d = 120 + rnd() * 300;
    const c = [palette.warm, palette.coral, palette.violet, palette.sky][Math.floor(rnd() * 4)];
    return `<circle cx="${round1(cx + Math.cos(a) * d)}" cy="${round1(cy + Math.sin(a) * d * 0.8)}" r="${round1(1.5 + rnd() * 3.5)}" fill="${c}" fill-opacity="${round1(0.4 + rnd() * 0.6)}"/>`;
  }).join('');
  const sparkle = (x: number, y: number, s: number, fill: string): string => {
    const k = s * 0.16;
    return `<path d="M${x} ${y - s} Q${round1(x + k)} ${round1(y - k)} ${x + s} ${y} Q${round1(x + k)} ${round1(y + k)} ${x} ${y + s} Q${round1(x - k)} ${round1(y + k)} ${x - s} ${y} Q${round1(x - k)} ${round1(y - k)} ${x} ${y - s}Z" fill="${fill}"/>`;
  };
  return svg(
    W,
    H,
    `<circle cx="${cx}" cy="${cy}" r="300" fill="url(#heat)"/>
    <g fill="none" stroke="${palette.text}" stroke-opacity="0.18" stroke-width="1.5" stroke-dasharray="3 9">
      <circle cx="${cx}" cy="${cy}" r="150"/><circle cx="${cx}" cy="${cy}" r="250"/>
    </g>
    ${rays}${embers}
    <circle cx="${cx}" cy="${cy}" r="58" fill="${palette.warm}" fill-opacity="0.5" filter="url(#b)"/>
    ${sparkle(cx, cy, 62, palette.text)}
    ${sparkle(cx, cy, 30, palette.warm)}
    ${sparkle(1110, 520, 16, palette.text)}${sparkle(760, 110, 11, palette.warm)}
    ${flight([600, 650], [760, 600], [860, 470], [905, 340], 4)}`,
    `${blur('b', 16)}${glowGrad('heat', palette.coral, 0.55)}`,
  );
}

/**
 * Fades an image in from its left edge (alpha 0 → 1 over the first `ramp` of its width).
 */
async function fadeIn(input: Buffer, w: number, h: number, ramp = 0.35) {
  const mask = svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="url(#lin)"/>`,
    `<linearGradient id="lin" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${WHITE}" stop-opacity="0"/><stop offset="${round1(ramp * 0.5)}" stop-color="${WHITE}" stop-opacity="0.35"/><stop offset="${ramp}" stop-color="${WHITE}"/></linearGradient>`,
  );
  return sharp(input)
    .resize(w, h)
    .ensureAlpha()
    .composite([{ input: buf(mask), blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/**
 * Project card art (1200x900) filling the right side of the share card.
 */
async function projectArt(file: string): Promise<OverlayOptions[]> {
  // Scale to the card's height (840x630) and keep the right 640 px.
  const art = await sharp(file)
    .resize(840, 630)
    .extract({ left: 200, top: 0, width: 640, height: 630 })
    .toBuffer();
  return [{ input: await fadeIn(art, 640, 630, 0.32), left: W - 640, top: 0 }];
}

/** The hero orb, faded into the ink at the right. */
async function heroArt() {
  const art = await sharp('src/assets/hero/hero.square.1080x1080.webp')
    .resize(760, 760)
    .extract({ left: 0, top: 65, width: 700, height: 630 })
    .toBuffer();
  return [{ input: await fadeIn(art, 700, 630, 0.45), left: W - 700, top: 0 }];
}

/**
 * Portfolio: the first two projects' cards as tilted, framed thumbnails, the first in front.
 */
async function portfolioArt(files: readonly string[]) {
  const thumb = async (file: string, angle: number) => {
    const w = 440;
    const h = 330;
    const frame = svg(
      w,
      h,
      `<rect x="0.75" y="0.75" width="${w - 1.5}" height="${h - 1.5}" rx="20" fill="${WHITE}"/>`,
    );
    const border = svg(
      w,
      h,
      `<rect x="0.75" y="0.75" width="${w - 1.5}" height="${h - 1.5}" rx="20" fill="none" stroke="${palette.text}" stroke-opacity="0.22" stroke-width="1.5"/>`,
    );
    const img = await sharp(file)
      .resize(w, h)
      .composite([{ input: buf(frame), blend: 'dest-in' }, { input: buf(border) }])
      .png()
      .toBuffer();
    // A soft shadow below the card, on a larger canvas so the blur has room.
    const pad = 60;
    const shadow = svg(
      w + pad * 2,
      h + pad * 2,
      `<rect x="${pad}" y="${pad + 24}" width="${w}" height="${h}" rx="20" fill="${palette.black}" fill-opacity="0.75" filter="url(#s)"/>`,
      blur('s', 22),
    );
    const card = await sharp(buf(shadow))
      .composite([{ input: img, left: pad, top: pad }])
      .png()
      .toBuffer();
    return sharp(card)
      .rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer({ resolveWithObject: true });
  };
  const place = (
    { data, info }: { data: Buffer; info: { width: number; height: number } },
    cx: number,
    cy: number,
  ): OverlayOptions => ({
    input: data,
    left: Math.round(cx - info.width / 2),
    top: Math.round(cy - info.height / 2),
  });
  const [frontFile, backFile] = files;
  const layers: OverlayOptions[] = [];
  if (backFile) layers.push(place(await thumb(backFile, 7), 1000, 225));
  if (frontFile) layers.push(place(await thumb(frontFile, -5), 850, 400));
  return layers;
}

/**
 * The layers of a card's art.
 */
async function drawArt(art: CardArt): Promise<OverlayOptions[]> {
  switch (art.kind) {
    case 'hero':
      return heroArt();
    case 'portfolio':
      return portfolioArt(art.files);
    case 'project':
      return projectArt(art.file);
    case 'services':
      return [{ input: buf(servicesArt()), left: 0, top: 0 }];
    case 'about':
      return [{ input: buf(aboutArt()), left: 0, top: 0 }];
  }
}

/**
 * Foreground: the lockup, eyebrow, headline, subline and the grain over everything.
 */
function foreground({
  brand,
  headline,
  subline,
  eyebrow,
  eyebrowColor = palette.sky,
  maxWidth,
  maxSize,
  seed,
}: ShareCard & { seed: number }) {
  const head = fitHeadline(headline, { maxWidth, maxSize });
  const subSize = 26;
  const subLead = 36;
  const sub = subline ? wrap(subline, subSize, maxWidth, 2, REGULAR, 0) : [];
  if (sub === null) throw new Error(`subline does not fit: ${subline}`);
  const lead = Math.round(head.size * 1.08);

  // Bottom-anchored block: the last line's baseline sits at H - 80.
  const bottom = H - 80;
  const subTop = bottom - (sub.length - 1) * subLead;
  const headLast = sub.length ? subTop - Math.round(subSize + 24) : bottom;
  const headFirst = headLast - (head.lines.length - 1) * lead;
  const eyebrowY = headFirst - Math.round(head.size * 0.74) - 30;

  const last = head.lines.length - 1;
  const headText = head.lines
    .map((line, i) => {
      // The closing punctuation takes the warm accent.
      const m = i === last ? /^(.*?)([.:])$/.exec(line) : null;
      const content = m
        ? `${esc(m[1])}<tspan fill="${palette.warm}">${esc(m[2])}</tspan>`
        : esc(line);
      return `<text x="${MARGIN - 3}" y="${headFirst + i * lead}" xml:space="preserve">${content}</text>`;
    })
    .join('');
  const subText = sub
    .map((line, i) => `<text x="${MARGIN}" y="${subTop + i * subLead}">${esc(line)}</text>`)
    .join('');

  return svg(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="url(#shade)"/>
    ${mark(MARGIN, 62, 40)}
    <text x="${MARGIN + 52}" y="90" font-family="${FONT}" font-weight="700" font-size="24" letter-spacing="-0.3" fill="${palette.text}">${esc(brand)}</text>
    <rect x="${MARGIN}" y="${eyebrowY - 7}" width="28" height="2.5" rx="1" fill="${eyebrowColor}"/>
    <text x="${MARGIN + 40}" y="${eyebrowY}" font-family="${FONT}" font-weight="700" font-size="16" letter-spacing="3" fill="${eyebrowColor}">${esc(eyebrow.toUpperCase())}</text>
    <g font-family="${FONT}" font-weight="700" font-size="${head.size}" letter-spacing="${round1(head.tracking)}" fill="${palette.text}">${headText}</g>
    <g font-family="${FONT}" font-size="${subSize}" fill="${palette.muted}">${subText}</g>
    <rect width="${W}" height="${H}" filter="url(#grain)"/>`,
    // A left-to-right shade keeps the copy legible over art that reaches under it.
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.ink}" stop-opacity="0.55"/><stop offset="0.45" stop-color="${palette.ink}" stop-opacity="0.25"/><stop offset="0.62" stop-color="${palette.ink}" stop-opacity="0"/></linearGradient>${grain(seed)}`,
  );
}

const content = await readContent();
const CARDS = shareCards(content);
/** The words of each card drawn in this run, for the record (SHARE_RECORD). */
const drawn = new Map<string, string>();
async function shareCard(card: ShareCard, runner: MediaRunner) {
  const layers = [
    ...(await drawArt(card.art)),
    { input: buf(foreground({ ...card, seed: card.bg.seed + 10 })), left: 0, top: 0 },
  ];
  const png = await sharp(buf(background(card.bg)))
    .composite(layers)
    .png()
    .toBuffer();
  await runner.keepMaster(png, `share-${card.name}`);
  if (runner.flags.mastersOnly) return;
  const file = `public/share/${card.name}.jpg`;
  // Quality ~80; step down only if the grain pushes the file over the budget.
  for (let quality = 80; ; quality -= 4) {
    const jpeg = await sharp(png).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= MAX_JPEG || quality <= 60) {
      if (jpeg.length > MAX_JPEG) throw new Error(`${file} is ${jpeg.length} bytes`);
      await runner.writeFile(file, jpeg);
      console.info(`${file}: JPEG quality ${quality}`);
      drawn.set(card.name, cardWords(card));
      return;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Icons

/**
 * The mark on the ink. `tile`: 'rounded' (transparent corners, like favicon.svg) or 'full'
 * (full-bleed, no transparency). `scale`: the mark's width as a share of the icon.
 */
export type IconSpec = { file: string; size: number; tile: 'rounded' | 'full'; scale: number };
function icon(size: number, { tile, scale }: Pick<IconSpec, 'tile' | 'scale'>) {
  const m = size * scale;
  const o = (size - m) / 2;
  const bg =
    tile === 'rounded'
      ? `<rect width="${size}" height="${size}" rx="${size / 4}" fill="${palette.ink}"/>`
      : `<rect width="${size}" height="${size}" fill="${palette.ink}"/>`;
  return svg(size, size, `${bg}${mark(o, o, m)}`);
}
const ICONS: IconSpec[] = [
  // Same layout as public/favicon.svg: a rounded ink tile with the mark.
  { file: 'icon-192.png', size: 192, tile: 'rounded', scale: 0.8 },
  { file: 'icon-512.png', size: 512, tile: 'rounded', scale: 0.8 },
  // Mark extent (ring incl. stroke) = 0.445 × its width, so 0.68 keeps it at r ≈ 0.30 of the
  // icon, well inside the 0.40 safe circle.
  { file: 'maskable-512.png', size: 512, tile: 'full', scale: 0.68 },
  { file: 'apple-touch-icon.png', size: 180, tile: 'full', scale: 0.74 },
  { file: 'favicon-32.png', size: 32, tile: 'rounded', scale: 0.86 },
];
async function writeIcon({ file, size, tile, scale }: IconSpec, runner: MediaRunner) {
  let image = sharp(buf(icon(size, { tile, scale })));
  if (tile === 'full') image = image.flatten({ background: palette.ink }).removeAlpha();
  const png = await image.png({ compressionLevel: 9 }).toBuffer();
  await runner.writeFile(`public/icons/${file}`, png);
}

// ---------------------------------------------------------------------------------------------
// Manifest

const manifest = {
  name: content.site.name,
  short_name: 'Skyward',
  description:
    'Custom websites and machine-learning solutions that help businesses fly high on the web.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: palette.ink,
  theme_color: palette.ink,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

// ---------------------------------------------------------------------------------------------

await runMedia([
  ...CARDS.map((card) => ({
    name: card.name,
    group: 'share',
    // A card imported from a photo (media:import --as share-card:<page>) is kept.
    keeps: `public/share/${card.name}`,
    make: (runner: MediaRunner) => shareCard(card, runner),
  })),
  ...ICONS.map((spec) => ({
    name: spec.file.replace(/\.png$/, ''),
    group: 'icons',
    make: (runner: MediaRunner) => writeIcon(spec, runner),
  })),
  {
    name: 'manifest',
    make: (runner: MediaRunner) =>
      runner.writeFile('public/manifest.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`),
  },
]);

// What each card drawn now says, kept beside the others' (the content check compares it).
if (drawn.size > 0) {
  const record = JSON.parse(await readFile(SHARE_RECORD, 'utf8').catch(() => '{}')) as Record<
    string,
    string
  >;
  for (const [name, words] of drawn) record[name] = words;
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  await writeFileAtomic(SHARE_RECORD, `${JSON.stringify(sorted, null, 2)}\n`);
}
