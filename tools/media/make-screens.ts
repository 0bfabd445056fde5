// Draws the "Final Product" screens of the portfolio projects (Alphabeads, Tirthdom) as HTML/CSS
// mock-ups of the real products, with real words in the site's type (Syne + Inter, self-hosted from
// node_modules), renders them in headless Chromium at 1360x850 CSS px and DPR 2 (a 2720x1700
// master) and cuts the master into the served variants (tools/media/media-plan.ts PLAN.projectScreen).
// Run: node tools/media/make-screens.ts [alphabeads-1 … tirthdom-3] [--masters <dir>] [--masters-only]
// (runner.ts; all six when none is named).
import { chromium } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import palette from '../../src/styles/palette.json' with { type: 'json' };
import { chromiumLaunchOptions } from '@agency-site/chromium';
import { WHITE } from './art-kit.ts';
import { PLAN } from './media-plan.ts';
import { runMedia } from './runner.ts';

import type { Browser, Page } from '@playwright/test';
import type { Point } from './art-kit.ts';

const W = 1360;
const H = 850;

/** The devices the screens are shown on, and the studio stage behind them. */
const DEVICE = {
  stage: '#0D0D13',
  tabletBezel: '#101016',
  tabletEdge: '#34343f',
  tabletCamera: '#24242e',
  browserWindow: '#0F1220',
  browserBar: '#161826',
  addressField: '#0C0E18',
  address: '#E4E2DA',
};

// ---------------------------------------------------------------------------------------------
// Fonts and the shared page frame

const font = async (pkg: string, file: string) =>
  (await readFile(join('node_modules/@fontsource-variable', pkg, 'files', file))).toString(
    'base64',
  );
const FONTS = `
@font-face{font-family:'Syne';font-weight:400 800;src:url(data:font/woff2;base64,${await font('syne', 'syne-latin-wght-normal.woff2')}) format('woff2')}
@font-face{font-family:'Inter';font-weight:100 900;src:url(data:font/woff2;base64,${await font('inter', 'inter-latin-wght-normal.woff2')}) format('woff2')}`;

const page = (
  css: string,
  body: string,
) => `<!doctype html><html><head><meta charset="utf-8"><style>${FONTS}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:${W}px;height:${H}px;overflow:hidden}
body{font-family:'Inter',sans-serif;font-feature-settings:'cv11','ss01';-webkit-font-smoothing:antialiased;background:${palette.ink};color:${palette.text};position:relative}
.d{font-family:'Syne',sans-serif}
.row{display:flex;align-items:center}
.col{display:flex;flex-direction:column}
svg{display:block}
${css}</style></head><body>${body}</body></html>`;

/** The dark studio stage every screen sits on: two soft glows of the product's colours. */
const stage = (a: string, b: string) => `<div style="position:absolute;inset:0;background:
  radial-gradient(900px 620px at 8% 0%, ${a}55, transparent 70%),
  radial-gradient(900px 700px at 100% 100%, ${b}40, transparent 70%), ${DEVICE.stage}"></div>`;

/** A tablet in landscape (Alphabeads is played on tablets): bezel, camera, and the app inside. */
const tablet = (
  inner: string,
) => `<div style="position:absolute;left:44px;top:34px;width:1272px;height:782px;border-radius:44px;background:${DEVICE.tabletBezel};border:1.5px solid ${DEVICE.tabletEdge};box-shadow:0 40px 80px ${palette.black}aa, inset 0 0 0 5px ${WHITE}08;padding:18px">
  <div style="position:absolute;left:7px;top:383px;width:6px;height:6px;border-radius:50%;background:${DEVICE.tabletCamera}"></div>
  <div style="position:relative;width:100%;height:100%;border-radius:28px;overflow:hidden">${inner}</div></div>`;

/** A desktop browser window (Tirthdom runs in the browser). */
const browser = (
  url: string,
  inner: string,
) => `<div style="position:absolute;left:40px;top:30px;width:1280px;height:790px;border-radius:16px;overflow:hidden;background:${DEVICE.browserWindow};border:1px solid ${WHITE}1c;box-shadow:0 40px 90px ${palette.black}bb">
  <div class="row" style="height:40px;background:${DEVICE.browserBar};padding:0 16px;gap:8px;border-bottom:1px solid ${WHITE}10">
    <i style="width:11px;height:11px;border-radius:50%;background:${palette.red}"></i><i style="width:11px;height:11px;border-radius:50%;background:${palette.warm}"></i><i style="width:11px;height:11px;border-radius:50%;background:${palette.green}"></i>
    <div class="row" style="margin:0 auto;gap:8px;height:26px;width:420px;border-radius:8px;background:${DEVICE.addressField};padding:0 12px;font-size:12.5px;color:${palette.muted}">
      <svg width="11" height="12" viewBox="0 0 11 12"><rect x="1" y="5" width="9" height="7" rx="1.5" fill="${palette.muted}"/><path d="M3 5V3.5a2.5 2.5 0 015 0V5" stroke="${palette.muted}" stroke-width="1.4" fill="none"/></svg>
      <span style="color:${DEVICE.address}">${url}</span></div>
    <div style="width:52px"></div></div>
  <div style="position:relative;height:750px">${inner}</div></div>`;

// ---------------------------------------------------------------------------------------------
// Alphabeads: a warm, cream-paper phonics app for children of 4-7

const ALPHABEADS = {
  paper: '#FFF6E8',
  parentsPaper: '#FBF4E8',
  card: WHITE,
  ink: '#2B2250',
  soft: '#6E6790',
  faint: '#A39C88',
  line: '#EFE3CF',
  violet: palette.violet,
  coral: palette.coral,
  warm: palette.warm,
  green: '#1FBF90',
  sky: palette.sky,
  /** The dark a bead's colour shades into, the brown of a card's shadow. */
  beadShade: '#1b1040',
  cardShadow: '#6b4a1a',
  violetDeep: '#5A3FD6',
  violetTint: '#F5F0FF',
  violetSelected: '#F3EEFF',
  violetTag: '#F4EEFF',
  violetGlow: '#EDE6FF',
  violetEdge: '#E4DAFF',
  violetTrack: '#D9CFFF',
  violetBar: '#B9A8FF',
  warmDeep: '#E0952A',
  warmTint: '#FFF4DC',
  warmNote: '#FFF3DD',
  amber: '#C47A0C',
  greenTint: '#E4F8F0',
  greenLight: '#8FE0C4',
  greenDeep: '#0E5C45',
  greenText: '#159F77',
  skyTint: '#E9F0FF',
  /** The sand of the paper's own marks: traced paths, dashed slots, wells, letters not begun. */
  trace: '#F2E6D0',
  dashed: '#D9CCB3',
  pending: '#E8DCC6',
  ruled: '#FBF3E4',
  ringTrack: '#F1E6D2',
  well: '#F4EADA',
  slotEdge: '#D7C9AE',
  slotLetter: '#B9AC93',
  dot: '#C9BCA2',
  newLabel: '#B0A78F',
  idle: '#B8AF9C',
  unstarted: '#F3ECDF',
  unstartedText: '#B6AC98',
  mapPaper: '#F3D9A8',
  mapFold: '#D8B77A',
};
const beadBg = (c: string) =>
  `radial-gradient(circle at 34% 28%, ${WHITE}d0 0 9%, ${WHITE}00 26%), radial-gradient(circle at 50% 50%, ${c} 0 58%, color-mix(in srgb, ${c} 70%, ${ALPHABEADS.beadShade}) 100%)`;
/** A glossy bead with an optional letter on it. */
const bead = (x: number, y: number, d: number, c: string, letter = '', extra = ''): string =>
  `<div class="bead" style="left:${(x - d / 2).toFixed(1)}px;top:${(y - d / 2).toFixed(1)}px;width:${d}px;height:${d}px;background:${beadBg(c)};font-size:${Math.round(d * 0.42)}px;${extra}">${letter}</div>`;

const abCss = `
.app{position:absolute;inset:0;background:${ALPHABEADS.paper};color:${ALPHABEADS.ink};font-size:15px}
.bead{position:absolute;border-radius:50%;display:flex;align-items:center;justify-content:center;color:${WHITE};font-family:'Syne';font-weight:800;box-shadow:0 6px 10px ${ALPHABEADS.ink}2e, inset 0 -4px 8px ${palette.black}22;text-shadow:0 1px 2px ${palette.black}33}
.top{position:absolute;left:0;right:0;top:0;height:76px;padding:0 28px;display:flex;align-items:center;gap:18px}
.logo{font-family:'Syne';font-weight:800;font-size:25px;letter-spacing:-0.02em;display:flex;align-items:center;gap:8px}
.logo i{display:inline-block;width:13px;height:13px;border-radius:50%;margin-right:-3px}
.chip{height:40px;border-radius:20px;background:${WHITE};border:1.5px solid ${ALPHABEADS.line};display:flex;align-items:center;gap:8px;padding:0 16px;font-weight:650;font-size:15px}
.card{background:${WHITE};border-radius:26px;box-shadow:0 2px 0 ${ALPHABEADS.line}, 0 14px 30px ${ALPHABEADS.cardShadow}12}
.btn{height:52px;border-radius:26px;display:flex;align-items:center;justify-content:center;gap:10px;font-weight:700;font-size:17px}
.lab{font-size:12.5px;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:${ALPHABEADS.soft}}
.av{width:42px;height:42px;border-radius:50%;background:${beadBg(ALPHABEADS.coral)};display:flex;align-items:center;justify-content:center;color:${WHITE};font-family:'Syne';font-weight:800;font-size:18px}`;

const logo = `<div class="logo"><span><i style="background:${ALPHABEADS.coral}"></i><i style="background:${ALPHABEADS.warm}"></i><i style="background:${ALPHABEADS.green}"></i><i style="background:${ALPHABEADS.violet}"></i></span>&nbsp;alphabeads</div>`;
const star = (s = 18, c: string = ALPHABEADS.warm): string =>
  `<svg width="${s}" height="${s}" viewBox="0 0 24 24"><path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8z" fill="${c}"/></svg>`;
const speaker = (c: string = WHITE, s = 20): string =>
  `<svg width="${s}" height="${s}" viewBox="0 0 24 24"><path d="M4 9h4l5-4v14l-5-4H4z" fill="${c}"/><path d="M16 8.5a5 5 0 010 7M18.5 6a8.5 8.5 0 010 12" stroke="${c}" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`;

// Small drawn pictures for the example words.
const PIC = {
  sun: `<svg width="64" height="64" viewBox="0 0 64 64"><g stroke="${ALPHABEADS.warm}" stroke-width="4" stroke-linecap="round">${Array.from(
    { length: 8 },
    (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<path d="M${(32 + Math.cos(a) * 19).toFixed(1)} ${(32 + Math.sin(a) * 19).toFixed(1)} L${(32 + Math.cos(a) * 27).toFixed(1)} ${(32 + Math.sin(a) * 27).toFixed(1)}"/>`;
    },
  ).join(
    '',
  )}</g><circle cx="32" cy="32" r="13" fill="${ALPHABEADS.warm}"/><circle cx="27.5" cy="30" r="1.8" fill="${ALPHABEADS.ink}"/><circle cx="36.5" cy="30" r="1.8" fill="${ALPHABEADS.ink}"/><path d="M27 35.5q5 4 10 0" stroke="${ALPHABEADS.ink}" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`,
  snake: `<svg width="64" height="64" viewBox="0 0 64 64"><path d="M10 46c8 8 18 2 16-6s-12-10-8-18 18-8 26-2" stroke="${ALPHABEADS.green}" stroke-width="9" fill="none" stroke-linecap="round"/><circle cx="46" cy="20" r="7" fill="${ALPHABEADS.green}"/><circle cx="48" cy="18" r="1.8" fill="${ALPHABEADS.ink}"/><path d="M53 22l5 2-5 1" stroke="${ALPHABEADS.coral}" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`,
  sock: `<svg width="64" height="64" viewBox="0 0 64 64"><path d="M22 8h20v26l-2 14a10 10 0 01-10 8H20a8 8 0 01-2-16l4-2z" fill="${ALPHABEADS.sky}"/><rect x="22" y="8" width="20" height="8" fill="${ALPHABEADS.ink}" opacity=".25"/><path d="M22 22h20M22 28h20" stroke="${WHITE}" stroke-width="3" opacity=".7"/></svg>`,
  moon: `<svg width="56" height="56" viewBox="0 0 64 64"><path d="M40 8a24 24 0 1 0 16 36A20 20 0 0 1 40 8z" fill="${ALPHABEADS.warm}"/></svg>`,
  map: `<svg width="56" height="56" viewBox="0 0 64 64"><path d="M8 16l16-6 16 6 16-6v38l-16 6-16-6-16 6z" fill="${ALPHABEADS.mapPaper}"/><path d="M24 10v38M40 16v38" stroke="${ALPHABEADS.mapFold}" stroke-width="2"/><path d="M14 38c6-8 14 4 20-6s12-4 16-12" stroke="${ALPHABEADS.coral}" stroke-width="3" fill="none" stroke-dasharray="4 4"/></svg>`,
  milk: `<svg width="56" height="56" viewBox="0 0 64 64"><path d="M22 14h20l4 10v30a4 4 0 01-4 4H22a4 4 0 01-4-4V24z" fill="${WHITE}" stroke="${ALPHABEADS.sky}" stroke-width="3"/><path d="M18 24h28" stroke="${ALPHABEADS.sky}" stroke-width="3"/><rect x="22" y="30" width="20" height="14" rx="3" fill="${ALPHABEADS.sky}"/><rect x="24" y="8" width="16" height="6" rx="2" fill="${ALPHABEADS.coral}"/></svg>`,
};

/**
 * Points along a chain of cubic Béziers at equal spacing.
 */
function along(segments: readonly (readonly Point[])[], count: number) {
  const pts: Point[] = [];
  for (const [p0, p1, p2, p3] of segments)
    for (let i = 0; i <= 400; i += 1) {
      const t = i / 400;
      const u = 1 - t;
      pts.push([
        u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
        u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1],
      ]);
    }
  const lens = [0];
  for (let i = 1; i < pts.length; i += 1)
    lens.push(lens[i - 1] + Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]));
  const total = lens[lens.length - 1];
  return Array.from({ length: count }, (_, k) => {
    const s = (total * k) / (count - 1);
    const i = lens.findIndex((l) => l >= s);
    return pts[Math.max(0, i)];
  });
}

function alphabeads1() {
  // The letter S as two cubic arcs, in the board's coordinates (board is 740x520).
  const letterS: Point[][] = [
    [
      [468, 132],
      [430, 84],
      [300, 76],
      [262, 134],
    ],
    [
      [262, 134],
      [222, 196],
      [300, 236],
      [370, 258],
    ],
    [
      [370, 258],
      [450, 282],
      [500, 330],
      [458, 398],
    ],
    [
      [458, 398],
      [420, 456],
      [290, 450],
      [248, 396],
    ],
  ].map((seg) =>
    seg.map(([x, y]) => [Math.round(370 + (x - 370) * 0.86), Math.round(y * 0.86 + 2)]),
  );
  const xy = ([x, y]: Point) => `${x},${y}`;
  const d = `M${xy(letterS[0][0])} ${letterS.map(([, a, b, c]) => `C${xy(a)} ${xy(b)} ${xy(c)}`).join(' ')}`;
  const pts = along(letterS, 13);
  const colours = [
    ALPHABEADS.coral,
    ALPHABEADS.warm,
    ALPHABEADS.green,
    ALPHABEADS.sky,
    ALPHABEADS.violet,
  ];
  const placed = 8;
  const beads = pts
    .map(([x, y], k) =>
      k < placed
        ? bead(x, y, 46, colours[k % 5])
        : k === placed
          ? `<div style="position:absolute;left:${x - 27}px;top:${y - 27}px;width:54px;height:54px;border-radius:50%;border:3px dashed ${ALPHABEADS.violet};background:${palette.violet}14"></div>`
          : `<div style="position:absolute;left:${x - 21}px;top:${y - 21}px;width:42px;height:42px;border-radius:50%;border:2.5px dashed ${ALPHABEADS.dashed}"></div>`,
    )
    .join('');
  const [nx, ny] = pts[placed];
  const tray = ['s', 's', 's', 's', 's']
    .map((l, k) =>
      bead(
        0,
        0,
        56,
        colours[(k + placed) % 5],
        l,
        `position:relative;left:auto;top:auto;flex:none`,
      ),
    )
    .join('');
  const body = `<div class="app">
  <div class="top">${logo}
    <div class="row" style="gap:10px;margin-left:26px;color:${ALPHABEADS.soft};font-weight:600">
      <span>Sounds</span><span>›</span><span style="color:${ALPHABEADS.ink}">Lesson 19 · The letter S</span></div>
    <div class="row" style="gap:6px;margin-left:auto">${Array.from({ length: 8 }, (_, k) => `<i style="display:block;width:${k === 5 ? 26 : 10}px;height:10px;border-radius:5px;background:${k < 5 ? ALPHABEADS.green : k === 5 ? ALPHABEADS.violet : ALPHABEADS.pending}"></i>`).join('')}</div>
    <div class="chip">${star()} 124</div>
    <div class="row" style="gap:10px"><div class="av">M</div><div class="col"><b style="font-size:15px">Maya</b><span style="font-size:12.5px;color:${ALPHABEADS.soft}">Age 5</span></div></div>
  </div>
  <div class="card" style="position:absolute;left:28px;top:88px;width:770px;height:632px;overflow:hidden">
    <div style="position:absolute;left:30px;top:26px" class="col">
      <span class="lab">Thread the beads</span>
      <span class="d" style="font-size:27px;font-weight:700;letter-spacing:-.01em;margin-top:4px">Follow the snake to make an <span style="color:${ALPHABEADS.violet};font-weight:800">S</span></span></div>
    <div class="chip" style="position:absolute;right:26px;top:34px;background:${ALPHABEADS.violetTint};border-color:${ALPHABEADS.violetEdge};color:${ALPHABEADS.violet}">Bead 9 of 13</div>
    <div style="position:absolute;left:15px;top:100px;width:740px;height:520px">
      <div style="position:absolute;inset:10px 60px 20px 60px;border-radius:22px;background:repeating-linear-gradient(0deg,${ALPHABEADS.ruled} 0 1.5px,transparent 1.5px 52px)"></div>
      <svg width="740" height="520" style="position:absolute;inset:0"><path d="${d}" stroke="${ALPHABEADS.trace}" stroke-width="78" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${ALPHABEADS.dashed}" stroke-width="3" fill="none" stroke-dasharray="2 12" stroke-linecap="round"/>
        <path d="M${pts
          .slice(0, placed)
          .map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`)
          .join(
            ' L',
          )} L${(pts[placed - 1][0] + pts[placed][0]) / 2} ${(pts[placed - 1][1] + pts[placed][1]) / 2 + 4}" stroke="${ALPHABEADS.ink}" stroke-opacity=".5" stroke-width="3" fill="none" stroke-linejoin="round"/>
        <circle cx="${letterS[0][0][0] + 34}" cy="${letterS[0][0][1] - 4}" r="15" fill="${ALPHABEADS.green}"/><text x="${letterS[0][0][0] + 34}" y="${letterS[0][0][1] + 1.5}" text-anchor="middle" font-family="Inter" font-weight="800" font-size="15" fill="${WHITE}">1</text></svg>
      ${beads}
      <div style="position:absolute;left:${nx + 36}px;top:${ny - 6}px;padding:8px 14px;border-radius:14px;background:${ALPHABEADS.violet};color:${WHITE};font-weight:700;font-size:14.5px;white-space:nowrap;box-shadow:0 8px 18px ${palette.violet}44">Drag the next bead here</div>
    </div>
    <div class="row" style="position:absolute;left:24px;right:24px;bottom:22px;height:60px;border-radius:18px;background:${ALPHABEADS.ink};color:${WHITE};padding:0 20px;gap:14px">
      <span style="font-size:12px;font-weight:800;letter-spacing:.08em;padding:4px 7px;border:1.5px solid ${WHITE}80;border-radius:6px">CC</span>
      <span style="font-size:18px;font-weight:500">“<b>Sss…</b> like a snake. <b>Sun</b> starts with <b style="color:${ALPHABEADS.warm}">s</b>.”</span>
      <span style="margin-left:auto;font-size:13.5px;color:${WHITE}a8">0:04 / 0:06</span></div>
  </div>
  <div style="position:absolute;left:818px;top:88px;width:386px;height:632px" class="col">
    <div class="card" style="padding:24px 26px;height:318px">
      <div class="row" style="justify-content:space-between"><span class="lab">Today’s sound</span><span style="font-size:13px;font-weight:700;color:${ALPHABEADS.green}">● New</span></div>
      <div class="row" style="gap:20px;margin-top:8px">
        <div class="d" style="font-size:104px;font-weight:800;line-height:1;letter-spacing:-.04em;color:${ALPHABEADS.violet}">Ss</div>
        <div class="col" style="gap:2px"><span class="d" style="font-size:30px;font-weight:700">/s/</span><span style="color:${ALPHABEADS.soft};font-size:15px">as in <b style="color:${ALPHABEADS.ink}">sun</b></span></div></div>
      <div class="row" style="gap:12px;margin-top:20px">
        <div class="btn" style="flex:1;background:${ALPHABEADS.violet};color:${WHITE};box-shadow:0 6px 0 ${ALPHABEADS.violetDeep}">${speaker()} Hear it again</div>
        <div class="btn" style="width:104px;background:${ALPHABEADS.violetTint};color:${ALPHABEADS.violet};font-size:15px">Slow 0.75×</div></div>
      <div class="row" style="gap:8px;margin-top:16px;font-size:13.5px;color:${ALPHABEADS.soft}"><i style="width:34px;height:20px;border-radius:10px;background:${ALPHABEADS.green};position:relative;display:block"><i style="position:absolute;right:3px;top:3px;width:14px;height:14px;border-radius:50%;background:${WHITE};display:block"></i></i> Captions on · Slow voice for tricky sounds</div>
    </div>
    <div class="card" style="padding:20px 26px;margin-top:16px;flex:1">
      <span class="lab">Words that start with s</span>
      <div class="row" style="gap:12px;margin-top:14px">${[
        ['sun', PIC.sun, ALPHABEADS.warmTint],
        ['snake', PIC.snake, ALPHABEADS.greenTint],
        ['sock', PIC.sock, ALPHABEADS.skyTint],
      ]
        .map(
          ([w, p, bg], k) =>
            `<div class="col" style="flex:1;align-items:center;gap:6px;padding:14px 0 12px;border-radius:20px;background:${bg};${k === 0 ? `outline:3px solid ${ALPHABEADS.warm}` : ''}">${p}<b class="d" style="font-size:20px"><span style="color:${ALPHABEADS.coral}">s</span>${w.slice(1)}</b></div>`,
        )
        .join('')}</div>
      <div class="row" style="gap:10px;margin-top:16px">${tray}</div>
    </div>
  </div>
  </div>`;
  return page(abCss, `${stage(ALPHABEADS.violet, ALPHABEADS.warm)}${tablet(body)}`);
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
const WORDS: Record<string, string> = {
  a: 'apple',
  b: 'bus',
  c: 'cat',
  d: 'dog',
  e: 'egg',
  f: 'fish',
  g: 'goat',
  h: 'hat',
  i: 'ink',
  j: 'jam',
  k: 'kite',
  l: 'leaf',
  m: 'moon',
  n: 'nest',
  o: 'owl',
  p: 'pig',
  q: 'queen',
  r: 'rain',
  s: 'sun',
  t: 'tent',
  u: 'up',
  v: 'van',
  w: 'web',
  x: 'fox',
  y: 'yak',
  z: 'zip',
};
// Mastery per letter for Maya (0..1; -1 = not started yet).
const MASTERY: Record<string, number> = {
  a: 1,
  b: 0.92,
  c: 1,
  d: 0.64,
  e: 0.88,
  f: 0.95,
  g: 0.9,
  h: 0.85,
  i: 1,
  j: 0.7,
  k: 0.82,
  l: 0.9,
  m: 1,
  n: 1,
  o: 0.93,
  p: 1,
  q: -1,
  r: 0.58,
  s: 0.45,
  t: 1,
  u: 0.72,
  v: -1,
  w: -1,
  x: -1,
  y: -1,
  z: -1,
};
const BEAD_OF = (k: number) =>
  [ALPHABEADS.coral, ALPHABEADS.warm, ALPHABEADS.green, ALPHABEADS.sky, ALPHABEADS.violet][k % 5];

function alphabeads2() {
  const sel = 'm';
  const tiles = LETTERS.map((l, k) => {
    const m = MASTERY[l];
    const state = m < 0 ? 'new' : m >= 0.85 ? 'done' : 'prac';
    const ring =
      state === 'done'
        ? `<div style="position:absolute;right:10px;top:10px;width:22px;height:22px;border-radius:50%;background:${ALPHABEADS.green};display:flex;align-items:center;justify-content:center"><svg width="12" height="12" viewBox="0 0 12 12"><path d="M2 6.5l2.6 2.5L10 3.5" stroke="${WHITE}" stroke-width="2.2" fill="none" stroke-linecap="round" stroke-linejoin="round"/></svg></div>`
        : state === 'prac'
          ? `<div style="position:absolute;right:10px;top:10px;width:22px;height:22px;border-radius:50%;background:conic-gradient(${ALPHABEADS.warm} ${Math.round(m * 360)}deg,${ALPHABEADS.ringTrack} 0)"><i style="position:absolute;inset:5px;border-radius:50%;background:${WHITE};display:block"></i></div>`
          : '';
    const on = l === sel;
    return `<div style="position:relative;height:128px;border-radius:22px;background:${on ? ALPHABEADS.violetSelected : WHITE};${on ? `outline:3px solid ${ALPHABEADS.violet};` : ''}box-shadow:0 2px 0 ${ALPHABEADS.line};display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px">${ring}
      ${state === 'new' ? `<div style="width:54px;height:54px;border-radius:50%;border:2.5px dashed ${ALPHABEADS.slotEdge};display:flex;align-items:center;justify-content:center;font-family:Syne;font-weight:800;font-size:26px;color:${ALPHABEADS.slotLetter}">${l}</div>` : bead(0, 0, 56, BEAD_OF(k), l, 'position:relative;left:auto;top:auto')}
      <span style="font-size:14px;font-weight:600;color:${state === 'new' ? ALPHABEADS.newLabel : ALPHABEADS.soft}">${WORDS[l]}</span></div>`;
  }).join('');
  const digraphs: [letters: string, word: string, mastery: number][] = [
    ['sh', 'ship', 0.8],
    ['ch', 'chips', 0.5],
    ['th', 'thumb', 0.3],
    ['ng', 'ring', -1],
    ['qu', 'quiz', -1],
  ];
  const body = `<div class="app">
  <div class="top">${logo}
    <div class="row" style="gap:6px;margin-left:40px;background:${ALPHABEADS.well};border-radius:22px;padding:4px">${['Play', 'Sound map', 'Stickers'].map((t, k) => `<span style="padding:9px 18px;border-radius:18px;font-weight:700;${k === 1 ? `background:${WHITE};box-shadow:0 2px 6px ${palette.black}11;color:${ALPHABEADS.ink}` : `color:${ALPHABEADS.soft}`}">${t}</span>`).join('')}</div>
    <div class="chip" style="margin-left:auto">${star()} 124</div><div class="av">M</div>
  </div>
  <div style="position:absolute;left:28px;top:92px;width:800px">
    <div class="row" style="justify-content:space-between;align-items:flex-end">
      <div class="col"><span class="lab">Maya’s sound map</span><span class="d" style="font-size:30px;font-weight:700;letter-spacing:-.01em;margin-top:2px;white-space:nowrap">Every letter has a sound</span></div>
      <div class="row" style="gap:14px;font-size:13.5px;font-weight:600;color:${ALPHABEADS.soft};padding-bottom:8px;white-space:nowrap">
        <span class="row" style="gap:6px"><i style="width:12px;height:12px;border-radius:50%;background:${ALPHABEADS.green};display:block"></i>Know it · 14</span>
        <span class="row" style="gap:6px"><i style="width:12px;height:12px;border-radius:50%;background:${ALPHABEADS.warm};display:block"></i>Practising · 6</span>
        <span class="row" style="gap:6px"><i style="width:12px;height:12px;border-radius:50%;border:2px dashed ${ALPHABEADS.dot};display:block"></i>Coming up · 6</span></div></div>
    <div style="display:grid;grid-template-columns:repeat(9,1fr);gap:12px;margin-top:18px">${tiles}
      <div style="grid-column:span 1;height:128px;border-radius:22px;background:${ALPHABEADS.well};display:flex;align-items:center;justify-content:center;text-align:center;font-size:13px;font-weight:700;color:${ALPHABEADS.soft};line-height:1.3">26<br>letters</div></div>
    <div class="row" style="gap:10px;margin-top:16px">
      <span class="lab" style="width:84px;flex:none;line-height:1.35">Two letters, one sound</span>
      ${digraphs.map(([g, w, m], k) => `<div class="row" style="flex:1;min-width:0;gap:9px;height:72px;border-radius:20px;background:${WHITE};box-shadow:0 2px 0 ${ALPHABEADS.line};padding:0 10px">${m < 0 ? `<div style="width:52px;flex:none;height:38px;border-radius:19px;border:2.5px dashed ${ALPHABEADS.slotEdge};display:flex;align-items:center;justify-content:center;font-family:Syne;font-weight:800;font-size:18px;color:${ALPHABEADS.slotLetter}">${g}</div>` : `<div style="width:52px;flex:none;height:38px;border-radius:19px;background:${beadBg(BEAD_OF(k + 2))};display:flex;align-items:center;justify-content:center;font-family:Syne;font-weight:800;font-size:19px;color:${WHITE}">${g}</div>`}<div class="col"><b style="font-size:15px">${w}</b><span style="font-size:12.5px;color:${ALPHABEADS.soft}">${m < 0 ? 'Locked' : `${Math.round(m * 100)}%`}</span></div></div>`).join('')}</div>
  </div>
  <div class="card" style="position:absolute;left:848px;top:92px;width:357px;height:628px;padding:24px;overflow:hidden">
    <div style="position:absolute;left:-60px;right:-60px;top:-40px;height:250px;background:radial-gradient(closest-side,${ALPHABEADS.violetGlow},${WHITE}00)"></div>
    <div style="position:relative" class="col">
      <div class="row" style="justify-content:space-between"><span class="lab">Letter 13 of 26</span><span style="font-size:13px;font-weight:700;color:${ALPHABEADS.green}">✓ Know it</span></div>
      <div class="row" style="gap:18px;margin-top:14px">${bead(0, 0, 112, BEAD_OF(12), 'm', 'position:relative;left:auto;top:auto;font-size:50px;flex:none')}
        <div class="col"><span class="d" style="font-size:40px;font-weight:800">/m/</span><span style="color:${ALPHABEADS.soft}">a humming sound</span></div></div>
      <div style="margin-top:22px;padding:14px 16px;border-radius:18px;background:${ALPHABEADS.paper};font-size:15px;line-height:1.45"><b>Mouth tip:</b> press your lips together and hum, like something tastes yummy — <i>mmm</i>.</div>
      <span class="lab" style="margin-top:22px">Say it in a word</span>
      <div class="col" style="gap:10px;margin-top:12px">${[
        ['moon', PIC.moon],
        ['map', PIC.map],
        ['milk', PIC.milk],
      ]
        .map(
          ([w, p]) =>
            `<div class="row" style="gap:14px;height:62px;border-radius:18px;border:1.5px solid ${ALPHABEADS.line};padding:0 14px 0 6px">${p}<b class="d" style="font-size:21px"><span style="color:${ALPHABEADS.green}">m</span>${w.slice(1)}</b><div style="margin-left:auto;width:38px;height:38px;border-radius:50%;background:${ALPHABEADS.greenTint};display:flex;align-items:center;justify-content:center">${speaker(ALPHABEADS.green, 18)}</div></div>`,
        )
        .join('')}</div>
      <div class="btn" style="margin-top:22px;background:${ALPHABEADS.warm};color:${ALPHABEADS.ink};box-shadow:0 6px 0 ${ALPHABEADS.warmDeep}">Practise m again</div>
    </div></div>
  </div>`;
  return page(abCss, `${stage(ALPHABEADS.sky, ALPHABEADS.coral)}${tablet(body)}`);
}

function alphabeads3() {
  const days: [day: string, minutes: number, correct: number][] = [
    ['Mon', 8, 6],
    ['Tue', 11, 9],
    ['Wed', 0, 0],
    ['Thu', 9, 8],
    ['Fri', 6, 5],
    ['Sat', 12, 11],
    ['Sun', 7, 6],
  ];
  const bars = days
    .map(
      ([d, min, ok], k) =>
        `<div class="col" style="flex:1;align-items:center;gap:8px;height:100%;justify-content:flex-end">
        <span style="font-size:12.5px;font-weight:700;color:${min ? ALPHABEADS.ink : ALPHABEADS.idle}">${min ? `${min}m` : '–'}</span>
        <div style="width:38px;height:${min * 21 + 4}px;border-radius:10px;background:${k === 5 ? ALPHABEADS.violet : ALPHABEADS.violetTrack};position:relative;overflow:hidden">${min ? `<i style="position:absolute;left:0;right:0;bottom:0;height:${(ok / min) * 100}%;background:${k === 5 ? ALPHABEADS.violetDeep : ALPHABEADS.violetBar};display:block"></i>` : ''}</div>
        <span style="font-size:13px;color:${ALPHABEADS.soft};font-weight:600">${d}</span></div>`,
    )
    .join('');
  const heat = LETTERS.map((l) => {
    const m = MASTERY[l];
    const bg =
      m < 0
        ? ALPHABEADS.unstarted
        : m >= 0.85
          ? ALPHABEADS.green
          : m >= 0.6
            ? ALPHABEADS.greenLight
            : ALPHABEADS.warm;
    const fg =
      m < 0 ? ALPHABEADS.unstartedText : m >= 0.6 && m < 0.85 ? ALPHABEADS.greenDeep : WHITE;
    return `<div style="height:82px;border-radius:14px;background:${bg};color:${fg};display:flex;flex-direction:column;align-items:center;justify-content:center;line-height:1.05"><b class="d" style="font-size:26px">${l}</b><span style="font-size:12px;font-weight:700;opacity:.9">${m < 0 ? '—' : `${Math.round(m * 100)}%`}</span></div>`;
  }).join('');
  const kpi = (label: string, value: string, sub: string, c: string): string =>
    `<div class="card" style="flex:1;padding:18px 20px"><span class="lab">${label}</span><div class="d" style="font-size:34px;font-weight:800;margin-top:6px;letter-spacing:-.02em">${value}</div><span style="font-size:13.5px;font-weight:600;color:${c}">${sub}</span></div>`;
  const nav = [
    ['Overview', 1],
    ['Letters', 0],
    ['Sessions', 0],
    ['Offline lessons', 0],
    ['Settings', 0],
  ];
  const body = `<div class="app" style="background:${ALPHABEADS.parentsPaper}">
  <div style="position:absolute;left:0;top:0;bottom:0;width:226px;background:${ALPHABEADS.ink};color:${WHITE};padding:26px 20px" class="col">
    <div class="logo" style="font-size:15px;white-space:nowrap;letter-spacing:-.03em"><span style="flex:none;white-space:nowrap"><i style="background:${ALPHABEADS.coral}"></i><i style="background:${ALPHABEADS.warm}"></i><i style="background:${ALPHABEADS.green}"></i><i style="background:${ALPHABEADS.violet}"></i></span>&nbsp;alphabeads</div>
    <span style="font-size:12px;font-weight:700;letter-spacing:.1em;color:${WHITE}80;margin-top:6px">FOR PARENTS</span>
    <div class="col" style="gap:4px;margin-top:34px">${nav.map(([t, on]) => `<div style="padding:11px 14px;border-radius:12px;font-weight:600;font-size:15px;${on ? `background:${WHITE}1a;color:${WHITE}` : `color:${WHITE}a0`}">${t}</div>`).join('')}</div>
    <div style="margin-top:auto;padding:16px;border-radius:16px;background:${WHITE}12;font-size:13px;line-height:1.45;color:${WHITE}d0">
      <b style="color:${WHITE};font-size:14px">No ads. No tracking.</b><br>Maya’s progress stays on this tablet and in your family account.</div>
  </div>
  <div style="position:absolute;left:252px;right:28px;top:24px;bottom:24px" class="col">
    <div class="row" style="gap:14px">
      <div class="col"><span style="color:${ALPHABEADS.soft};font-weight:600">Week of 10–16 March</span><span class="d" style="font-size:30px;font-weight:700;letter-spacing:-.01em">Maya’s week in sounds</span></div>
      <div class="row" style="margin-left:auto;gap:6px;background:${WHITE};border:1.5px solid ${ALPHABEADS.line};border-radius:22px;padding:4px">${['Maya, 5', 'Leo, 7'].map((t, k) => `<span style="padding:8px 16px;border-radius:18px;font-weight:700;font-size:14px;${k === 0 ? `background:${ALPHABEADS.ink};color:${WHITE}` : `color:${ALPHABEADS.soft}`}">${t}</span>`).join('')}</div>
      <div class="btn" style="height:44px;padding:0 18px;background:${WHITE};border:1.5px solid ${ALPHABEADS.line};font-size:14.5px">Share report</div>
    </div>
    <div class="row" style="gap:16px;margin-top:20px;align-items:stretch">
      ${kpi('Letters known', `14<span style="font-size:20px;color:${ALPHABEADS.faint}"> / 26</span>`, '+3 this week', ALPHABEADS.greenText)}
      ${kpi('Time played', '53 min', 'About 8 min a day', ALPHABEADS.soft)}
      ${kpi('Streak', '4 days', 'Best so far: 9 days', ALPHABEADS.amber)}
      ${kpi('First-try sounds', '86%', '+6 pts on last week', ALPHABEADS.greenText)}
    </div>
    <div class="row" style="gap:16px;margin-top:16px;flex:1;align-items:stretch">
      <div class="card col" style="width:372px;padding:20px 22px">
        <div class="row" style="justify-content:space-between"><b style="font-size:16px">Minutes played</b><span style="font-size:12.5px;color:${ALPHABEADS.soft}" class="row"><i style="width:10px;height:10px;border-radius:3px;background:${ALPHABEADS.violetDeep};display:block;margin-right:6px"></i>right first time</span></div>
        <div class="row" style="flex:1;gap:4px;align-items:stretch;margin-top:10px;border-bottom:1.5px solid ${ALPHABEADS.line};padding-bottom:4px">${bars}</div>
        <span style="font-size:13px;color:${ALPHABEADS.soft};margin-top:12px">Longest session: Saturday, 12 min on <b style="color:${ALPHABEADS.ink}">s · a · t</b></span>
      </div>
      <div class="card col" style="flex:1;padding:20px 22px">
        <div class="row" style="justify-content:space-between"><b style="font-size:16px">Progress per letter</b>
          <span class="row" style="gap:12px;font-size:12.5px;color:${ALPHABEADS.soft}"><span class="row" style="gap:5px"><i style="width:10px;height:10px;border-radius:3px;background:${ALPHABEADS.green};display:block"></i>Secure</span><span class="row" style="gap:5px"><i style="width:10px;height:10px;border-radius:3px;background:${ALPHABEADS.greenLight};display:block"></i>Nearly</span><span class="row" style="gap:5px"><i style="width:10px;height:10px;border-radius:3px;background:${ALPHABEADS.warm};display:block"></i>Practising</span></span></div>
        <div style="display:grid;grid-template-columns:repeat(9,1fr);gap:8px;margin-top:16px">${heat}</div>
        <div class="row" style="gap:8px;margin-top:18px;font-size:13px;font-weight:600;color:${ALPHABEADS.soft}"><span style="margin-right:4px">Up next, ready offline:</span>${['Lesson 20 · r', 'Lesson 21 · sh', 'Lesson 22 · v'].map((t) => `<span style="padding:6px 11px;border-radius:10px;background:${ALPHABEADS.violetTag};color:${ALPHABEADS.violet};font-weight:700">${t}</span>`).join('')}</div>
        <div class="row" style="gap:12px;margin-top:auto;padding:12px 14px;border-radius:16px;background:${ALPHABEADS.warmNote}">
          ${bead(0, 0, 38, ALPHABEADS.warm, 's', 'position:relative;left:auto;top:auto;flex:none')}
          <span style="font-size:14px;line-height:1.4"><b>Try together:</b> Maya mixes up <b>b</b> and <b>d</b>. Tomorrow’s lesson adds a “bat and ball” warm-up.</span></div>
      </div>
    </div>
  </div></div>`;
  return page(abCss, `${stage(ALPHABEADS.green, ALPHABEADS.violet)}${tablet(body)}`);
}

// ---------------------------------------------------------------------------------------------
// Tirthdom: a browser game of pilgrimage, night-blue with saffron and lamp-gold

const TIRTHDOM = {
  night: '#0E1326',
  glass: '#121831',
  panel: '#151B33',
  panel2: '#1C2442',
  line: '#2A3358',
  gold: palette.warm,
  goldEdge: '#5A3408',
  saffron: '#FF8A3D',
  umber: '#2A1600',
  buttonTop: '#FFC36B',
  buttonBottom: '#FF9F2E',
  buttonEdge: '#B86A10',
  parch: '#EBDDBD',
  parch2: '#DCC89C',
  scrollInk: '#8A6D3B',
  snow: '#FFFDF5',
  river: palette.sky,
  text: palette.text,
  body: '#DAD8E4',
  hint: '#CFCDDA',
  muted: '#A7ABC4',
  unlit: '#4A5275',
};

/** The parchment map of the first screen, and the card of the site the player is at. */
const MAP = {
  sea: '#C9D6E3',
  seaHatch: '#8EA7C9',
  coast: '#A58D5E',
  mountains: '#B7A27A',
  forest: '#7E9A6A',
  riverName: '#3E5E9A',
  label: '#7A6844',
  walked: '#7A4A16',
  road: '#C7A36A',
  undiscovered: '#9C8B66',
  siteRing: '#F6EBD0',
  siteName: '#3B2608',
  lockedName: '#8F7E5A',
  cardSky: '#2B3C74',
  cardDusk: '#F08A4B',
  cardSun: '#FFD38A',
  cardTemple: '#1A1E35',
  cardTempleFar: '#222746',
  cardGround: '#18203E',
};

/** The ghats of Varanasi at dusk (the second screen): sky, sun, river, steps, temples, lamps. */
const GHAT = {
  skyTop: '#1B2350',
  skyMiddle: '#6A3E6E',
  skyLow: '#E7805A',
  horizon: '#FFC27A',
  sun: '#FFE3A8',
  sunCore: '#FFE0A3',
  sunHalo: '#FFB26B',
  waterTop: '#5A4E78',
  waterDeep: '#131A38',
  stepDark: '#6B4A3A',
  stepLight: '#7A5544',
  stepEdge: '#F0A86A',
  bank: '#3A2A44',
  temples: ['#3B2B48', '#2F2340', '#3B2B48', '#281D38', '#30243F', '#2A1F3A'],
  houses: '#3A2A46',
  lamps: '#FFC46B',
  reflections: '#FFD08A',
  lampPath: '#FFE2A0',
  priestFace: '#F3C79A',
  priestRobe: '#D9772F',
};

/** The collection (the third screen): each site card's silhouettes and peaks, locked and unearned. */
const COLLECTION = {
  glow: '#1E2A55',
  silhouette: '#1E2745',
  silhouetteDeep: '#161D38',
  peakFar: '#6C7FAE',
  peakNear: '#8196C6',
  starUnearned: '#3A4470',
  lockedName: '#6E7599',
};
const tdCss = `
.g{position:absolute;inset:0;background:${TIRTHDOM.night};color:${TIRTHDOM.text};font-size:14px}
.pn{background:${TIRTHDOM.glass}e6;border:1px solid ${TIRTHDOM.line};border-radius:18px;box-shadow:0 20px 40px ${palette.black}88;backdrop-filter:blur(6px)}
.lab{font-size:11.5px;font-weight:700;letter-spacing:.14em;text-transform:uppercase;color:${TIRTHDOM.muted}}
.pill{height:38px;border-radius:19px;background:${TIRTHDOM.glass}e6;border:1px solid ${TIRTHDOM.line};display:flex;align-items:center;gap:8px;padding:0 14px;font-weight:650;font-size:14px}
.gbtn{height:46px;border-radius:14px;display:flex;align-items:center;justify-content:center;gap:10px;font-weight:700;font-size:15.5px;background:linear-gradient(180deg,${TIRTHDOM.buttonTop},${TIRTHDOM.buttonBottom});color:${TIRTHDOM.umber};box-shadow:0 4px 0 ${TIRTHDOM.buttonEdge}, 0 10px 24px ${palette.warm}3a}
.ghost{height:46px;border-radius:14px;display:flex;align-items:center;justify-content:center;font-weight:650;font-size:15px;border:1px solid ${TIRTHDOM.line};background:${WHITE}08}
.brand{font-family:'Syne';font-weight:800;font-size:22px;letter-spacing:.16em}`;
const diya = (s = 18, c: string = TIRTHDOM.gold): string =>
  `<svg width="${s}" height="${s}" viewBox="0 0 24 24"><path d="M12 2c2.6 3.2 3.4 5.4 2.6 7.4A2.8 2.8 0 0112 11a2.8 2.8 0 01-2.6-1.6C8.6 7.4 9.4 5.2 12 2z" fill="${c}"/><path d="M3 13h18c-1 4.6-4.6 7-9 7s-8-2.4-9-7z" fill="${TIRTHDOM.saffron}"/></svg>`;
const scroll = (s = 18, c: string = TIRTHDOM.parch): string =>
  `<svg width="${s}" height="${s}" viewBox="0 0 24 24"><rect x="5" y="4" width="14" height="16" rx="2" fill="${c}"/><path d="M8 9h8M8 12.5h8M8 16h5" stroke="${TIRTHDOM.scrollInk}" stroke-width="1.6" stroke-linecap="round"/></svg>`;
const pinIcon = (s = 18, c: string = TIRTHDOM.gold): string =>
  `<svg width="${s}" height="${s}" viewBox="0 0 24 24"><path d="M12 22s7-7.2 7-12.2A7 7 0 005 9.8C5 14.8 12 22 12 22z" fill="${c}"/><circle cx="12" cy="9.6" r="2.6" fill="${TIRTHDOM.night}"/></svg>`;
const shikhara = (
  x: number,
  y: number,
  s: number,
  fill: string,
  flag: string = TIRTHDOM.saffron,
): string =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-30 0 V-22 H-22 V-30 C-22 -60 -10 -86 0 -100 C10 -86 22 -60 22 -30 V-22 H30 V0Z" fill="${fill}"/><path d="M-16 -36 H16 M-18 -50 H18 M-14 -66 H14" stroke="${palette.black}" stroke-opacity=".18" stroke-width="2"/><circle cx="0" cy="-103" r="4" fill="${fill}"/><path d="M0 -106 V-128 L16 -122 L0 -116" fill="${flag}" stroke="${fill}" stroke-width="1.5"/><path d="M-7 0 V-14 A7 7 0 0 1 7 -14 V0Z" fill="${palette.black}" fill-opacity=".35"/></g>`;
const peak = (x: number, y: number, w: number, h: number, c: string): string =>
  `<path d="M${x - w / 2} ${y} L${x} ${y - h} L${x + w / 2} ${y}Z" fill="${c}"/><path d="M${x} ${y - h} L${x + w * 0.17} ${y - h * 0.66} L${x + w * 0.06} ${y - h * 0.7} L${x - w * 0.04} ${y - h * 0.6} L${x - w * 0.14} ${y - h * 0.7}Z" fill="${TIRTHDOM.snow}"/><path d="M${x} ${y - h} L${x + w / 2} ${y} H${x}Z" fill="${palette.black}" fill-opacity=".12"/>`;

function tirthdom1() {
  // The hand-drawn parchment map; sites placed roughly by their real geography (north at the top).
  const sites: [
    name: string,
    x: number,
    y: number,
    state: 'done' | 'here' | 'next' | 'locked',
    side: 'l' | 'r',
  ][] = [
    ['Kedarnath', 470, 132, 'done', 'r'],
    ['Badrinath', 590, 118, 'done', 'r'],
    ['Rishikesh', 430, 236, 'done', 'l'],
    ['Haridwar', 420, 292, 'done', 'l'],
    ['Prayagraj', 640, 444, 'done', 'l'],
    ['Varanasi', 728, 468, 'here', 'r'],
    ['Bodh Gaya', 842, 520, 'next', 'r'],
    ['Puri', 900, 650, 'locked', 'r'],
    ['Amritsar', 250, 196, 'done', 'r'],
    ['Dwarka', 150, 560, 'locked', 'r'],
    ['Ujjain', 390, 560, 'locked', 'r'],
  ];
  const mark = ([name, x, y, st, side]: (typeof sites)[number]): string => {
    const c =
      st === 'here'
        ? TIRTHDOM.gold
        : st === 'done'
          ? MAP.walked
          : st === 'next'
            ? TIRTHDOM.saffron
            : MAP.undiscovered;
    const node =
      st === 'here'
        ? `<circle cx="${x}" cy="${y}" r="28" fill="${TIRTHDOM.gold}" fill-opacity=".25"/><circle cx="${x}" cy="${y}" r="16" fill="${TIRTHDOM.gold}" stroke="${TIRTHDOM.goldEdge}" stroke-width="3"/>`
        : st === 'locked'
          ? `<circle cx="${x}" cy="${y}" r="9" fill="${TIRTHDOM.parch}" stroke="${MAP.undiscovered}" stroke-width="2.5" stroke-dasharray="3 3"/>`
          : `<circle cx="${x}" cy="${y}" r="10" fill="${st === 'next' ? TIRTHDOM.saffron : c}" stroke="${MAP.siteRing}" stroke-width="3"/>`;
    const tx = side === 'r' ? x + 20 : x - 20;
    return `${node}<text x="${tx}" y="${y + 5}" text-anchor="${side === 'r' ? 'start' : 'end'}" font-family="Syne" font-weight="700" font-size="${st === 'here' ? 17 : 14}" fill="${st === 'locked' ? MAP.lockedName : MAP.siteName}" letter-spacing=".04em" paint-order="stroke" stroke="${TIRTHDOM.parch}" stroke-width="4">${name}</text>`;
  };
  const peaks = [
    [330, 118, 70, 56],
    [400, 104, 86, 70],
    [470, 96, 80, 64],
    [540, 90, 96, 80],
    [610, 96, 80, 66],
    [680, 110, 86, 62],
    [750, 124, 74, 52],
    [820, 140, 70, 46],
    [270, 132, 60, 44],
    [900, 156, 64, 40],
  ]
    .map(([x, y, w, h]) => peak(x, y, w, h, MAP.mountains))
    .join('');
  let seed = 7;
  const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const trees = Array.from({ length: 34 }, () => {
    const x = Math.round(520 + rnd() * 250);
    const y = Math.round(290 + rnd() * 110 + (x - 520) * 0.12);
    return `<path d="M${x} ${y - 14} L${x + 7} ${y} H${x - 7}Z" fill="${MAP.forest}"/>`;
  }).join('');
  const map = `<svg width="1280" height="750" viewBox="0 0 1280 750" style="position:absolute;inset:0">
    <defs><radialGradient id="vig" cx=".45" cy=".5" r=".75"><stop offset=".55" stop-color="${palette.black}" stop-opacity="0"/><stop offset="1" stop-color="${TIRTHDOM.night}" stop-opacity=".95"/></radialGradient>
      <pattern id="hatch" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 0V10" stroke="${MAP.seaHatch}" stroke-width="1.2" stroke-opacity=".5"/></pattern></defs>
    <rect width="1280" height="750" fill="${MAP.sea}"/><rect width="1280" height="750" fill="url(#hatch)"/>
    <path d="M120 60 C300 30 760 40 1010 70 C1060 200 1020 330 1000 420 C980 540 930 640 860 720 L820 750 H600 C560 700 520 690 470 640 C420 590 300 640 180 600 C100 570 60 520 70 430 C80 320 40 240 60 160Z" fill="${TIRTHDOM.parch}" stroke="${MAP.coast}" stroke-width="3"/>
    <path d="M120 60 C300 30 760 40 1010 70 C1060 200 1020 330 1000 420 C980 540 930 640 860 720 L820 750 H600 C560 700 520 690 470 640 C420 590 300 640 180 600 C100 570 60 520 70 430 C80 320 40 240 60 160Z" fill="none" stroke="${MAP.coast}" stroke-width="1" transform="translate(7 7)" opacity=".5"/>
    <g transform="translate(-64 14)">${peaks}${trees}
    <path d="M480 150 C470 200 440 230 430 240 C424 260 420 280 422 300 C440 360 540 400 640 444 C680 460 700 462 728 468 C780 480 840 500 900 540 C960 580 990 600 1010 640" fill="none" stroke="${TIRTHDOM.river}" stroke-width="6" stroke-linecap="round" opacity=".8"/>
    <path d="M600 130 C580 170 520 200 470 220" fill="none" stroke="${TIRTHDOM.river}" stroke-width="3.5" opacity=".7"/>
    <path d="M372 170 C356 250 350 330 400 390 C450 440 560 450 640 444" fill="none" stroke="${TIRTHDOM.river}" stroke-width="4" opacity=".7"/>
    <text x="560" y="392" font-family="Syne" font-style="italic" font-weight="600" font-size="15" fill="${MAP.riverName}" transform="rotate(22 560 392)" letter-spacing=".2em">GANGA</text>
    <text x="400" y="432" font-family="Syne" font-weight="600" font-size="13" fill="${MAP.riverName}" transform="rotate(28 400 432)" letter-spacing=".2em">YAMUNA</text>
    <text x="640" y="206" font-family="Syne" font-weight="700" font-size="15" fill="${MAP.label}" letter-spacing=".5em">HIMALAYA</text>
    <path d="M250 196 C320 190 380 230 430 236 M430 236 C440 200 455 160 470 132 M470 132 C510 110 550 112 590 118 M420 292 C500 360 580 410 640 444 L728 468" fill="none" stroke="${MAP.walked}" stroke-width="3.5" stroke-linecap="round"/>
    <path d="M728 468 C770 480 810 500 842 520 M842 520 C880 570 890 610 900 650 M728 468 C600 520 480 540 390 560 M390 560 C300 570 220 560 150 560" fill="none" stroke="${MAP.walked}" stroke-width="3" stroke-dasharray="2 9" stroke-linecap="round"/>
    ${sites.map(mark).join('')}
     <g transform="translate(1120 690)"><circle r="38" fill="none" stroke="${MAP.label}" stroke-width="1.5"/><path d="M0 -46 L8 0 L0 46 L-8 0Z" fill="${MAP.label}"/><path d="M0 -46 L8 0 H-8Z" fill="${TIRTHDOM.saffron}"/><text y="-54" text-anchor="middle" font-family="Syne" font-weight="800" font-size="14" fill="${MAP.label}">N</text></g>
    </g><rect width="1280" height="750" fill="url(#vig)"/></svg>`;
  const inner = `<div class="g">${map}
    <div class="row" style="position:absolute;left:20px;top:18px;gap:14px">
      <div class="pn row" style="gap:14px;padding:10px 18px 10px 12px;border-radius:16px">
        <div style="width:44px;height:44px;border-radius:50%;background:conic-gradient(${TIRTHDOM.gold} 0 137deg,${TIRTHDOM.line} 0);display:flex;align-items:center;justify-content:center"><div style="width:36px;height:36px;border-radius:50%;background:${TIRTHDOM.panel};display:flex;align-items:center;justify-content:center">${diya(20)}</div></div>
        <div class="col"><span class="brand" style="font-size:19px">TIRTHDOM</span><span style="font-size:12.5px;color:${TIRTHDOM.muted};font-weight:600">Chapter II · The Northern Rivers</span></div></div></div>
    <div class="row" style="position:absolute;right:20px;top:24px;gap:10px">
      <div class="pill">${pinIcon(17)} 7 / 24 sites</div><div class="pill">${scroll(17)} 31 stories</div><div class="pill">${diya(17)} 214</div>
      <div class="pill" style="width:38px;padding:0;justify-content:center"><svg width="16" height="16" viewBox="0 0 24 24"><path d="M4 7h16M4 12h16M4 17h16" stroke="${TIRTHDOM.text}" stroke-width="2.2" stroke-linecap="round"/></svg></div></div>
    <div class="pn" style="position:absolute;right:20px;top:84px;width:330px;padding:0;overflow:hidden">
      <div style="height:138px;position:relative;background:linear-gradient(180deg,${MAP.cardSky},${MAP.cardDusk} 130%)">
        <svg width="330" height="138" viewBox="0 0 330 138" style="position:absolute;inset:0"><circle cx="250" cy="62" r="22" fill="${MAP.cardSun}" opacity=".85"/>${shikhara(150, 118, 0.62, MAP.cardTemple)}${shikhara(100, 120, 0.42, MAP.cardTempleFar)}${shikhara(205, 120, 0.4, MAP.cardTempleFar)}<path d="M0 116 H330 V138 H0Z" fill="${MAP.cardGround}"/><path d="M0 124 H330" stroke="${palette.sky}" stroke-opacity=".5" stroke-width="2"/>${[40, 70, 260, 292].map((x) => `<circle cx="${x}" cy="112" r="2.5" fill="${TIRTHDOM.gold}"/>`).join('')}</svg>
        <span style="position:absolute;left:16px;top:14px;padding:5px 10px;border-radius:10px;background:${TIRTHDOM.night}b3;font-size:11.5px;font-weight:700;letter-spacing:.1em;color:${TIRTHDOM.gold}">YOU ARE HERE</span></div>
      <div style="padding:16px 18px 18px">
        <span class="d" style="font-size:24px;font-weight:800">Varanasi</span>
        <div style="font-size:13px;color:${TIRTHDOM.muted};margin-top:2px">Uttar Pradesh · on the Ganga · Site 6 of 24</div>
        <p style="font-size:14px;line-height:1.5;margin-top:10px;color:${TIRTHDOM.body}">One of the oldest living cities in the world. Pilgrims bathe at its ghats at dawn and gather for the Ganga Aarti at dusk.</p>
        <div class="row" style="gap:8px;margin-top:12px">${['3 / 4 stories', 'Puzzle solved', '★ ★ ☆'].map((t) => `<span style="padding:5px 10px;border-radius:9px;background:${WHITE}0d;border:1px solid ${TIRTHDOM.line};font-size:12.5px;font-weight:600">${t}</span>`).join('')}</div>
        <div style="height:1px;background:${TIRTHDOM.line};margin:16px 0 14px"></div>
        <div class="row" style="justify-content:space-between"><div class="col"><span class="lab">Next stop</span><b style="font-size:16px;margin-top:3px">Bodh Gaya</b></div><span style="font-size:13px;color:${TIRTHDOM.muted};text-align:right">240 km east<br>2 days on foot</span></div>
        <div class="row" style="gap:10px;margin-top:14px"><div class="gbtn" style="flex:1">Set out →</div><div class="ghost" style="width:96px">Journal</div></div>
      </div></div>
    <div class="pn row" style="position:absolute;left:20px;bottom:18px;gap:18px;padding:12px 18px;font-size:13px;color:${TIRTHDOM.body}">
      <span class="row" style="gap:7px"><i style="width:12px;height:12px;border-radius:50%;background:${MAP.walked};border:2px solid ${MAP.siteRing};display:block"></i>Visited</span>
      <span class="row" style="gap:7px"><i style="width:12px;height:12px;border-radius:50%;background:${TIRTHDOM.saffron};border:2px solid ${MAP.siteRing};display:block"></i>Next</span>
      <span class="row" style="gap:7px"><i style="width:12px;height:12px;border-radius:50%;border:2px dashed ${MAP.undiscovered};display:block"></i>Undiscovered</span>
      <span class="row" style="gap:7px"><i style="width:22px;height:0;border-top:3px dotted ${MAP.road};display:block"></i>Pilgrim road</span></div>
    <div class="col pn" style="position:absolute;right:20px;bottom:18px;padding:0;overflow:hidden;border-radius:14px">${['+', '−'].map((s, k) => `<div style="width:40px;height:40px;display:flex;align-items:center;justify-content:center;font-size:22px;font-weight:500;${k ? `border-top:1px solid ${TIRTHDOM.line}` : ''}">${s}</div>`).join('')}</div>
  </div>`;
  return page(
    tdCss,
    `${stage(TIRTHDOM.gold, TIRTHDOM.river)}${browser('tirthdom.com/play', inner)}`,
  );
}

function tirthdom2() {
  // Dusk at the ghats: layered temples, stepped ghats down to the river, lamps on the water.
  const steps = Array.from({ length: 9 }, (_, k) => {
    const y = 470 + k * 14;
    return `<rect x="0" y="${y}" width="1280" height="14" fill="${k % 2 ? GHAT.stepDark : GHAT.stepLight}"/><rect x="0" y="${y}" width="1280" height="2" fill="${GHAT.stepEdge}" fill-opacity="${(0.28 - k * 0.025).toFixed(2)}"/>`;
  }).join('');
  const lamps = Array.from({ length: 22 }, (_, k) => {
    const x = 40 + ((k * 131) % 1220);
    const y = 628 + ((k * 47) % 110);
    const s = 0.6 + (y - 620) / 180;
    return `<ellipse cx="${x}" cy="${y + 4 * s}" rx="${16 * s}" ry="${5 * s}" fill="${TIRTHDOM.gold}" fill-opacity=".18"/><path d="M${x - 7 * s} ${y} h${14 * s} l${-3 * s} ${4 * s} h${-8 * s}z" fill="${TIRTHDOM.saffron}"/><ellipse cx="${x}" cy="${y - 4 * s}" rx="${2.6 * s}" ry="${5 * s}" fill="${GHAT.lampPath}"/><circle cx="${x}" cy="${y - 4 * s}" r="${12 * s}" fill="url(#lampglow)"/>`;
  }).join('');
  const scene = `<svg width="1280" height="750" viewBox="0 0 1280 750" style="position:absolute;inset:0">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GHAT.skyTop}"/><stop offset=".45" stop-color="${GHAT.skyMiddle}"/><stop offset=".75" stop-color="${GHAT.skyLow}"/><stop offset="1" stop-color="${GHAT.horizon}"/></linearGradient>
      <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GHAT.waterTop}"/><stop offset="1" stop-color="${GHAT.waterDeep}"/></linearGradient>
      <radialGradient id="lampglow"><stop offset="0" stop-color="${GHAT.lamps}" stop-opacity=".7"/><stop offset="1" stop-color="${GHAT.lamps}" stop-opacity="0"/></radialGradient>
      <radialGradient id="sunglow"><stop offset="0" stop-color="${GHAT.sunCore}" stop-opacity=".9"/><stop offset=".3" stop-color="${GHAT.sunHalo}" stop-opacity=".35"/><stop offset="1" stop-color="${TIRTHDOM.saffron}" stop-opacity="0"/></radialGradient></defs>
    <rect width="1280" height="520" fill="url(#sky)"/>
    <circle cx="470" cy="310" r="340" fill="url(#sunglow)"/><circle cx="470" cy="296" r="44" fill="${GHAT.sun}"/>
    <g transform="translate(0 -100)">${[
      [90, 120],
      [210, 60],
      [1040, 90],
      [1150, 150],
      [760, 50],
      [330, 150],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.6" fill="${WHITE}" fill-opacity=".7"/>`)
      .join('')}
    <path d="M0 410 H1280 V470 H0Z" fill="${GHAT.bank}"/>
    ${shikhara(110, 430, 1.25, GHAT.temples[0])}${shikhara(300, 420, 1.7, GHAT.temples[1])}${shikhara(560, 428, 1.1, GHAT.temples[2])}${shikhara(700, 424, 2.15, GHAT.temples[3])}${shikhara(905, 430, 1.45, GHAT.temples[4])}${shikhara(1110, 424, 1.9, GHAT.temples[5])}
    ${[
      [40, 380, 150, 50],
      [380, 372, 130, 56],
      [780, 380, 80, 48],
      [990, 386, 60, 44],
      [1210, 378, 80, 52],
    ]
      .map(
        ([x, y, w, h]) =>
          `<rect x="${x}" y="${y}" width="${w}" height="${h + 40}" fill="${GHAT.houses}"/>${Array.from({ length: Math.floor(w / 24) }, (_, k) => `<rect x="${x + 10 + k * 24}" y="${y + 14}" width="9" height="14" rx="4.5" fill="${GHAT.lamps}" fill-opacity="${k % 2 ? 0.75 : 0.35}"/>`).join('')}`,
      )
      .join('')}
    ${steps}
    <rect x="0" y="596" width="1280" height="260" fill="url(#water)"/>
    <path d="M430 600 h80 M410 618 h120 M440 640 h60 M400 664 h140" stroke="${GHAT.reflections}" stroke-opacity=".45" stroke-width="3" stroke-linecap="round"/>
    ${lamps}
    <path d="M170 600 C 220 560 300 540 380 520 C 470 498 560 492 640 486" fill="none" stroke="${GHAT.lampPath}" stroke-width="3" stroke-dasharray="3 11" stroke-linecap="round" opacity=".8"/>
    <g transform="translate(640 486)"><ellipse cy="4" rx="22" ry="6" fill="${palette.black}" fill-opacity=".35"/><circle r="36" fill="${TIRTHDOM.gold}" fill-opacity=".18"/><path d="M0 -58 C-14 -58 -22 -47 -22 -36 C-22 -20 0 0 0 0 C0 0 22 -20 22 -36 C22 -47 14 -58 0 -58Z" fill="${TIRTHDOM.gold}" stroke="${TIRTHDOM.goldEdge}" stroke-width="2.5"/><circle cy="-36" r="9" fill="${TIRTHDOM.umber}"/></g>
    ${[
      [300, 540],
      [860, 520],
      [1010, 532],
    ]
      .map(
        ([x, y]) =>
          `<g transform="translate(${x} ${y})"><circle r="18" fill="${TIRTHDOM.night}" fill-opacity=".75" stroke="${TIRTHDOM.gold}" stroke-width="2"/><text y="5" text-anchor="middle" font-family="Inter" font-weight="800" font-size="15" fill="${TIRTHDOM.gold}">!</text></g>`,
      )
      .join('')}
  </g></svg>`;
  const lampRow = [1, 1, 1, 0, 0]
    .map(
      (lit, k) =>
        `<div class="col" style="align-items:center;gap:6px"><div style="width:48px;height:48px;border-radius:14px;display:flex;align-items:center;justify-content:center;background:${lit ? `${palette.warm}1f` : `${WHITE}08`};border:1px solid ${lit ? `${palette.warm}88` : TIRTHDOM.line}">${diya(28, lit ? TIRTHDOM.gold : TIRTHDOM.unlit)}</div><span style="font-size:12px;color:${TIRTHDOM.muted};font-weight:600">${['Earth', 'Water', 'Fire', 'Air', 'Sky'][k]}</span></div>`,
    )
    .join('');
  const inner = `<div class="g">${scene}
    <div class="row" style="position:absolute;left:20px;right:20px;top:18px;gap:10px">
      <div class="pn row" style="gap:12px;padding:8px 16px 8px 8px;border-radius:14px"><div class="ghost" style="width:38px;height:38px;border-radius:10px">←</div><div class="col"><span style="font-size:12px;color:${TIRTHDOM.muted};font-weight:600">Varanasi · Evening</span><b style="font-size:16px">Dashashwamedh Ghat</b></div></div>
      <div style="margin-left:auto"></div>
      <div class="pill">${scroll(17)} Story 3 of 4</div><div class="pill">${diya(17)} 214</div><div class="pill"><svg width="16" height="16" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="none" stroke="${TIRTHDOM.gold}" stroke-width="2.2"/><path d="M12 7v5l3 2" stroke="${TIRTHDOM.gold}" stroke-width="2.2" fill="none" stroke-linecap="round"/></svg> 18:42</div></div>
    <div class="pn" style="position:absolute;right:20px;top:84px;width:316px;padding:18px 18px 16px">
      <span class="lab">Puzzle</span>
      <div class="d" style="font-size:19px;font-weight:700;margin-top:4px;white-space:nowrap">Light the five lamps</div>
      <p style="font-size:13.5px;line-height:1.45;color:${TIRTHDOM.hint};margin-top:6px">Follow the order the priest chants: earth, water, fire, air, sky.</p>
      <div class="row" style="gap:4px;margin-top:14px;justify-content:space-between">${lampRow}</div>
      <div style="height:6px;border-radius:3px;background:${WHITE}12;margin-top:16px;overflow:hidden"><i style="display:block;width:60%;height:100%;background:${TIRTHDOM.gold}"></i></div>
      <div class="row" style="justify-content:space-between;margin-top:8px;font-size:12.5px;color:${TIRTHDOM.muted}"><span>3 of 5 lit</span><span>Hint available</span></div></div>
    <div class="pn" style="position:absolute;left:20px;right:20px;bottom:18px;padding:20px 24px;display:flex;gap:22px;align-items:flex-start">
      <div style="width:66px;height:66px;flex:none;border-radius:50%;background:radial-gradient(circle at 50% 38%,${GHAT.priestFace} 0 34%,transparent 35%),radial-gradient(circle at 50% 120%,${GHAT.priestRobe} 0 60%,transparent 61%),${TIRTHDOM.line};border:2px solid ${TIRTHDOM.gold}"></div>
      <div class="col" style="flex:1">
        <div class="row" style="gap:10px"><b style="font-size:16px;color:${TIRTHDOM.gold}">Asha, the boatwoman</b><span style="font-size:12.5px;color:${TIRTHDOM.muted}">· story 3 of 4</span></div>
        <p style="font-size:17px;line-height:1.5;margin-top:6px;color:${palette.text};max-width:760px">“Every evening at dusk the priests raise great brass lamps to the river while the bells ring. Pilgrims float small leaf-boats with a flame and a marigold — each one is a prayer for someone far away.”</p></div>
      <div class="col" style="gap:10px;width:190px;align-self:center"><div class="gbtn">Continue</div><div class="ghost">Save to journal</div></div></div>
  </div>`;
  return page(
    tdCss,
    `${stage(TIRTHDOM.saffron, GHAT.skyMiddle)}${browser('tirthdom.com/play/varanasi', inner)}`,
  );
}

function tirthdom3() {
  const cards: [
    name: string,
    sub: string,
    sky: [string, string] | null,
    kind: string,
    stars: number,
  ][] = [
    ['Kedarnath', 'Himalaya · 3,583 m', ['#3B5B9A', '#C9D8EE'], 'm', 3],
    ['Rishikesh', 'Ganga · yoga town', ['#215C5A', '#9FD7C4'], 'r', 3],
    ['Varanasi', 'Ganga · the ghats', ['#5B2F5E', '#F29A5B'], 't', 2],
    ['Amritsar', 'Golden Temple', ['#2E3A6E', '#FFC46B'], 'g', 3],
    ['Prayagraj', 'Triveni Sangam', ['#24476E', '#7FB6E8'], 'r', 2],
    ['Badrinath', 'Alaknanda valley', ['#3A4C7A', '#E3ECF7'], 'm', 1],
    ['Haridwar', 'Ganga · Har ki Pauri', ['#2A3F73', '#F0B36A'], 'r', 2],
    ['Bodh Gaya', 'Next on your road', null, '', 0],
  ];
  const art = (kind: string, [, b]: [string, string]): string => {
    if (kind === 'm')
      return `${peak(70, 110, 130, 80, COLLECTION.peakFar)}${peak(150, 112, 150, 96, COLLECTION.peakNear)}${shikhara(110, 116, 0.42, COLLECTION.silhouette)}`;
    if (kind === 'r')
      return `<path d="M0 86 C60 70 120 100 220 78 V120 H0Z" fill="${b}" fill-opacity=".55"/><path d="M0 96 C70 84 140 110 220 92" stroke="${WHITE}" stroke-opacity=".5" stroke-width="2" fill="none"/>${shikhara(60, 84, 0.4, COLLECTION.silhouette)}${shikhara(168, 82, 0.5, COLLECTION.silhouette)}`;
    if (kind === 'g')
      return `<rect x="0" y="88" width="220" height="32" fill="${COLLECTION.silhouette}"/><rect x="0" y="96" width="220" height="24" fill="${b}" fill-opacity=".35"/><path d="M80 88 V60 H140 V88Z M92 60 C92 40 128 40 128 60Z" fill="${b}"/><circle cx="110" cy="36" r="4" fill="${b}"/>`;
    return `${shikhara(60, 92, 0.55, COLLECTION.silhouette)}${shikhara(120, 92, 0.75, COLLECTION.silhouetteDeep)}${shikhara(176, 92, 0.5, COLLECTION.silhouette)}<rect x="0" y="92" width="220" height="28" fill="${COLLECTION.silhouette}"/>${[20, 50, 90, 150, 200].map((x) => `<circle cx="${x}" cy="104" r="2.5" fill="${TIRTHDOM.gold}"/>`).join('')}`;
  };
  const card = ([name, sub, grad, kind, stars]: (typeof cards)[number], k: number): string =>
    grad
      ? `<div style="border-radius:16px;overflow:hidden;background:${TIRTHDOM.panel};border:1px solid ${TIRTHDOM.line}">
        <div style="height:140px;background:linear-gradient(180deg,${grad[0]},${grad[1]})"><svg width="220" height="120" viewBox="0 0 220 120" preserveAspectRatio="xMidYMax slice" style="width:100%;height:140px">${art(kind, grad)}</svg></div>
        <div style="padding:12px 14px 14px"><div class="row" style="justify-content:space-between"><b class="d" style="font-size:17px">${name}</b><span style="font-size:13px;color:${TIRTHDOM.gold};letter-spacing:1px">${'★'.repeat(stars)}<span style="color:${COLLECTION.starUnearned}">${'★'.repeat(3 - stars)}</span></span></div><span style="font-size:12.5px;color:${TIRTHDOM.muted}">${sub}</span></div></div>`
      : `<div style="border-radius:16px;border:1.5px dashed ${k === 7 ? `${TIRTHDOM.saffron}99` : TIRTHDOM.line};background:${k === 7 ? `${TIRTHDOM.saffron}0d` : 'transparent'};display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;text-align:center">
        <div style="width:52px;height:52px;border-radius:50%;border:1.5px solid ${k === 7 ? TIRTHDOM.saffron : TIRTHDOM.line};display:flex;align-items:center;justify-content:center;font-family:Syne;font-weight:800;font-size:22px;color:${k === 7 ? TIRTHDOM.saffron : TIRTHDOM.unlit}">${k === 7 ? '→' : '?'}</div><b class="d" style="font-size:16px;color:${k === 7 ? TIRTHDOM.text : COLLECTION.lockedName}">${name}</b><span style="font-size:12.5px;color:${TIRTHDOM.muted}">${sub}</span></div>`;
  const ach: [title: string, description: string, value: number, max: number, colour: string][] = [
    ['First Light', 'Watch an evening aarti on the Ganga', 1, 1, TIRTHDOM.gold],
    ['Storykeeper', 'Collect 30 stories from the sites', 31, 30, TIRTHDOM.gold],
    ['River Walker', 'Visit five shrines on the Ganga', 4, 5, TIRTHDOM.river],
    ['Mountain Pilgrim', 'Reach three Himalayan shrines', 2, 3, palette.green],
    ['Lamp Lighter', 'Solve every lamp puzzle without a hint', 3, 8, TIRTHDOM.saffron],
    ['Night Traveller', 'Walk between two sites after dark', 1, 2, '#B79CFF'],
  ];
  const achRow = ([t, d, v, max, c]: (typeof ach)[number]): string => {
    const done = v >= max;
    return `<div class="row" style="gap:14px;padding:12px 0;border-top:1px solid ${TIRTHDOM.line}">
      <div style="width:46px;height:46px;flex:none;border-radius:14px;background:${done ? `${c}26` : `${WHITE}08`};border:1px solid ${done ? `${c}88` : TIRTHDOM.line};display:flex;align-items:center;justify-content:center">${done ? `<svg width="22" height="22" viewBox="0 0 24 24"><path d="M12 2l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8z" fill="${c}"/></svg>` : `<svg width="22" height="22" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="none" stroke="${c}" stroke-width="2.5" stroke-dasharray="${((v / max) * 56.5).toFixed(1)} 60" transform="rotate(-90 12 12)"/></svg>`}</div>
      <div class="col" style="flex:1;gap:5px"><div class="row" style="justify-content:space-between"><b style="font-size:15px">${t}</b><span style="font-size:13px;font-weight:700;color:${done ? c : TIRTHDOM.muted}">${done ? 'Unlocked' : `${v} / ${max}`}</span></div>
        <span style="font-size:12.5px;color:${TIRTHDOM.muted}">${d}</span>
        ${done ? '' : `<div style="height:5px;border-radius:3px;background:${WHITE}12"><i style="display:block;height:100%;width:${(v / max) * 100}%;border-radius:3px;background:${c}"></i></div>`}</div></div>`;
  };
  const inner = `<div class="g" style="background:radial-gradient(800px 500px at 20% 0%,${COLLECTION.glow},transparent),${TIRTHDOM.night}">
    <div class="row" style="position:absolute;left:28px;right:28px;top:22px;gap:22px">
      <span class="brand">TIRTHDOM</span>
      <div class="row" style="gap:4px;margin-left:18px;background:${WHITE}08;border:1px solid ${TIRTHDOM.line};border-radius:14px;padding:4px">${['Map', 'Journal', 'Collection', 'Achievements'].map((t, k) => `<span style="padding:8px 16px;border-radius:10px;font-weight:650;font-size:14px;${k === 2 ? `background:${TIRTHDOM.panel2};color:${TIRTHDOM.text};box-shadow:inset 0 0 0 1px ${TIRTHDOM.line}` : `color:${TIRTHDOM.muted}`}">${t}</span>`).join('')}</div>
      <div class="row" style="margin-left:auto;gap:10px"><div class="pill">${diya(17)} 214</div>
        <div class="row" style="gap:10px"><div style="width:38px;height:38px;border-radius:50%;background:linear-gradient(135deg,${TIRTHDOM.gold},${TIRTHDOM.saffron});display:flex;align-items:center;justify-content:center;font-weight:800;color:${TIRTHDOM.umber}">R</div><div class="col"><b style="font-size:14px">Ravi_walks</b><span style="font-size:12px;color:${TIRTHDOM.muted}">Pilgrim · level 7</span></div></div></div></div>
    <div style="position:absolute;left:28px;top:92px;width:780px">
      <div class="row" style="align-items:flex-end;justify-content:space-between">
        <div class="col"><span class="lab">Your collection</span><span class="d" style="font-size:30px;font-weight:700;letter-spacing:-.01em;margin-top:4px;white-space:nowrap">7 of 24 sacred sites</span></div>
        <div class="row" style="gap:8px;padding-bottom:6px">${['All', 'Rivers', 'Mountains', 'Temples'].map((t, k) => `<span style="padding:7px 14px;border-radius:18px;font-size:13px;font-weight:650;${k === 0 ? `background:${TIRTHDOM.text};color:${TIRTHDOM.night}` : `border:1px solid ${TIRTHDOM.line};color:${TIRTHDOM.muted}`}">${t}</span>`).join('')}</div></div>
      <div style="display:grid;grid-template-columns:repeat(4,1fr);grid-auto-rows:226px;gap:14px;margin-top:18px">${cards.map(card).join('')}</div>
      <div class="row" style="gap:14px;margin-top:16px;padding:14px 18px;border-radius:16px;background:${WHITE}08;border:1px solid ${TIRTHDOM.line}">
        <span class="lab">Journey</span><div style="flex:1;height:8px;border-radius:4px;background:${WHITE}12;overflow:hidden"><i style="display:block;height:100%;width:29%;background:linear-gradient(90deg,${TIRTHDOM.saffron},${TIRTHDOM.gold})"></i></div><b style="font-size:14px">29% complete</b><span style="font-size:13px;color:${TIRTHDOM.muted}">· 31 stories · 14 h played</span></div>
    </div>
    <div class="pn" style="position:absolute;right:28px;top:92px;width:400px;padding:20px 22px 8px">
      <div class="row" style="justify-content:space-between;margin-bottom:12px"><span class="d" style="font-size:22px;font-weight:800">Achievements</span><span style="font-size:13px;color:${TIRTHDOM.muted};font-weight:600">8 of 20</span></div>
      ${ach.map(achRow).join('')}
      <div class="row" style="gap:10px;padding:14px 0 12px;border-top:1px solid ${TIRTHDOM.line};font-size:13px;color:${TIRTHDOM.muted}">${pinIcon(16, TIRTHDOM.saffron)} Progress synced · signed in on 2 devices</div></div>
  </div>`;
  return page(
    tdCss,
    `${stage(TIRTHDOM.river, TIRTHDOM.gold)}${browser('tirthdom.com/play/collection', inner)}`,
  );
}

// ---------------------------------------------------------------------------------------------

const SCREENS = {
  'alphabeads-1': alphabeads1,
  'alphabeads-2': alphabeads2,
  'alphabeads-3': alphabeads3,
  'tirthdom-1': tirthdom1,
  'tirthdom-2': tirthdom2,
  'tirthdom-3': tirthdom3,
};
let chromiumBrowser: Browser | undefined;
let tab: Page | undefined;

/**
 * One screen's page painted at W x H CSS px and DPR 2: its master PNG.
 */
async function paint(html: string) {
  if (!tab) {
    chromiumBrowser = await chromium.launch(chromiumLaunchOptions);
    const context = await chromiumBrowser.newContext({
      viewport: { width: W, height: H },
      deviceScaleFactor: 2,
    });
    tab = await context.newPage();
  }
  await tab.setContent(html, { waitUntil: 'load' });
  await tab.evaluate(() => document.fonts.ready);
  return tab.screenshot({ type: 'png' });
}

await runMedia(
  Object.entries(SCREENS).map(([name, draw]) => ({
    name,
    plan: PLAN.projectScreen,
    draw: () => paint(draw()),
  })),
  { finish: async () => chromiumBrowser?.close() },
);
