// Shared by make-art.ts and make-covers.ts: text, sparkles, curve sampling and a renderer that paints an SVG in
// headless Chromium with the site's own fonts (Syne, Inter), which librsvg (sharp) does not have.
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import palette from '../../src/styles/palette.json' with { type: 'json' };
import { chromiumLaunchOptions } from '@agency-site/chromium';
import { round1 } from './art-kit.ts';

import type { Browser } from '@playwright/test';
import type { Point } from './art-kit.ts';

/**
 * A point along a curve, with the arc length up to it and the curve's direction there (degrees).
 */
export type CurveSample = { x: number; y: number; length: number; angle: number };
/**
 * How a text is set: size in px, face, weight, fill, opacity, anchor, letter spacing, more attributes.
 */
export type TextStyle = {
  size?: number;
  face?: keyof typeof FACES;
  weight?: number;
  fill?: string;
  op?: number;
  anchor?: 'start' | 'middle' | 'end';
  ls?: number;
  extra?: string;
};

/** Text in the site's faces: 'display' (Syne), 'text' (Inter), 'mono' (DejaVu Sans Mono). */
const FACES = {
  display: "'Syne', sans-serif",
  text: "'Inter', sans-serif",
  mono: "'DejaVu Sans Mono', monospace",
};
export const text = (
  x: number,
  y: number,
  str: string,
  {
    size = 24,
    face = 'text',
    weight = 500,
    fill = palette.text,
    op = 1,
    anchor = 'start',
    ls = 0,
    extra = '',
  }: TextStyle = {},
) =>
  `<text x="${round1(x)}" y="${round1(y)}" font-family="${FACES[face]}" font-size="${size}" font-weight="${weight}" fill="${fill}" fill-opacity="${op}" text-anchor="${anchor}" letter-spacing="${ls}" ${extra}>${str}</text>`;

/**
 * Points along a Catmull-Rom curve with their arc length and direction.
 */
export function sampleCurve(pts: readonly Point[], perSeg = 60): CurveSample[] {
  const p = [pts[0], ...pts, pts[pts.length - 1]];
  const out: CurveSample[] = [];
  for (let i = 1; i < p.length - 2; i += 1) {
    const [a, b, c, e] = [p[i - 1], p[i], p[i + 1], p[i + 2]];
    const c1 = [b[0] + (c[0] - a[0]) / 6, b[1] + (c[1] - a[1]) / 6];
    const c2 = [c[0] - (e[0] - b[0]) / 6, c[1] - (e[1] - b[1]) / 6];
    for (let k = i === 1 ? 0 : 1; k <= perSeg; k += 1) {
      const t = k / perSeg;
      const u = 1 - t;
      out.push({
        x: u ** 3 * b[0] + 3 * u * u * t * c1[0] + 3 * u * t * t * c2[0] + t ** 3 * c[0],
        y: u ** 3 * b[1] + 3 * u * u * t * c1[1] + 3 * u * t * t * c2[1] + t ** 3 * c[1],
        length: 0,
        angle: 0,
      });
    }
  }
  let s = 0;
  for (let i = 0; i < out.length; i += 1) {
    if (i) s += Math.hypot(out[i].x - out[i - 1].x, out[i].y - out[i - 1].y);
    out[i].length = s;
    const a = out[Math.max(0, i - 1)];
    const b = out[Math.min(out.length - 1, i + 1)];
    out[i].angle = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  }
  return out;
}
/**
 * The first sample at least `length` along the curve (the last one beyond its end).
 */
export const atLength = (samples: readonly CurveSample[], length: number): CurveSample =>
  samples.find((p) => p.length >= length) ?? samples[samples.length - 1];

/**
 * A star's outline: `points` tips at `outer`, notches at `inner`, the first tip at `rot` degrees.
 */
export function starPath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points = 5,
  rot = -90,
) {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const a = ((rot + (i * 180) / points) * Math.PI) / 180;
    const k = i % 2 ? inner : outer;
    pts.push(`${round1(cx + Math.cos(a) * k)} ${round1(cy + Math.sin(a) * k)}`);
  }
  return `M${pts.join(' L')}Z`;
}
/**
 * A four-pointed sparkle of radius `s`.
 */
export const sparkle = (x: number, y: number, s: number, fill: string, op = 1) => {
  const k = s * 0.18;
  return `<path d="M${round1(x)} ${round1(y - s)} Q${round1(x + k)} ${round1(y - k)} ${round1(x + s)} ${round1(y)} Q${round1(x + k)} ${round1(y + k)} ${round1(x)} ${round1(y + s)} Q${round1(x - k)} ${round1(y + k)} ${round1(x - s)} ${round1(y)} Q${round1(x - k)} ${round1(y - k)} ${round1(x)} ${round1(y - s)}Z" fill="${fill}" fill-opacity="${op}"/>`;
};

// ---------------------------------------------------------------------------------------------
// Rendering
let browser: Browser | undefined;
let fontCss: string | undefined;

async function fonts() {
  if (fontCss) return fontCss;
  const face = async (family: string, file: string) => {
    const data = await readFile(`node_modules/@fontsource-variable/${file}`);
    return `@font-face{font-family:'${family}';font-weight:100 900;src:url(data:font/woff2;base64,${data.toString('base64')}) format('woff2');}`;
  };
  fontCss =
    (await face('Syne', 'syne/files/syne-latin-wght-normal.woff2')) +
    (await face('Inter', 'inter/files/inter-latin-wght-normal.woff2'));
  return fontCss;
}

/**
 * Paints an SVG document of w x h CSS pixels in Chromium and returns a PNG buffer of that size.
 */
export async function renderSvg(svg: string, w: number, h: number) {
  browser ??= await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  await page.setContent(
    `<!doctype html><html><head><style>${await fonts()}html,body{margin:0;background:${palette.ink};}svg{display:block}</style></head><body>${svg}</body></html>`,
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      ['Syne', 'Inter'].flatMap((f) =>
        [400, 700].map((wt) => document.fonts.load(`${wt} 20px '${f}'`)),
      ),
    );
  });
  const png = await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width: w, height: h } });
  await page.close();
  return png;
}

export async function closeRenderer() {
  await browser?.close();
  browser = undefined;
}
