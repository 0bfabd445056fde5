// Generates the site's original artwork (hero eye, the three home project cards) as WebP + JPEG.
// Run: node scripts/make-art.mjs — outputs into src/assets/; commit them.
import sharp from 'sharp';
import { mkdir } from 'node:fs/promises';

const grain = (
  seed,
) => `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed}"/>
  <feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.07 0"/></filter>`;

// The hero: an eye-like orb in orbit rings with a rising flight path. The pupil painted here is
// smaller than the moving pupil the page lays over it (src/screens/home/sections/hero).
const hero = `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">
  <defs>
    <radialGradient id="sky" cx="50%" cy="42%" r="62%">
      <stop offset="0" stop-color="#2b3f8f"/><stop offset="0.45" stop-color="#16193a"/><stop offset="1" stop-color="#0b0b10"/>
    </radialGradient>
    <radialGradient id="iris" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="#f3f1ea"/><stop offset="0.55" stop-color="#9fb9ff"/><stop offset="1" stop-color="#5b8cff"/>
    </radialGradient>
    <linearGradient id="path" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="#5b8cff" stop-opacity="0"/><stop offset="0.6" stop-color="#5b8cff"/><stop offset="1" stop-color="#ffb547"/>
    </linearGradient>
    ${grain(7)}
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <g fill="none" stroke="#f3f1ea" stroke-opacity="0.14">
    <ellipse cx="600" cy="600" rx="470" ry="180" transform="rotate(-18 600 600)"/>
    <ellipse cx="600" cy="600" rx="380" ry="300" transform="rotate(24 600 600)"/>
    <circle cx="600" cy="600" r="250"/>
  </g>
  <circle cx="600" cy="600" r="150" fill="url(#iris)"/>
  <circle cx="600" cy="600" r="50" fill="#0b0b10"/>
  <path d="M120 1120 C 420 1020, 700 940, 1080 300" stroke="url(#path)" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M1080 300 l -54 18 l 30 14 l 6 34 z" fill="#ffb547"/>
  <g fill="#f3f1ea">
    <circle cx="210" cy="190" r="3"/><circle cx="980" cy="140" r="2"/><circle cx="1040" cy="760" r="3"/>
    <circle cx="150" cy="640" r="2"/><circle cx="860" cy="1010" r="2.5"/><circle cx="420" cy="120" r="2"/>
  </g>
  <rect width="100%" height="100%" filter="url(#grain)"/>
</svg>`;

const card = (body, from, to, seed) => `
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    ${grain(seed)}
  </defs>
  <rect width="1200" height="900" fill="url(#bg)"/>
  ${body}
  <rect width="100%" height="100%" filter="url(#grain)"/>
</svg>`;

const waves = Array.from({ length: 9 }, (_, i) => {
  const y = 260 + i * 52;
  const o = (0.25 + i * 0.08).toFixed(2);
  return `<path d="M-20 ${y} C 260 ${y - 120}, 520 ${y + 120}, 760 ${y} S 1120 ${y - 90}, 1240 ${y}" stroke="#c9b8ff" stroke-opacity="${o}" stroke-width="${3 + i}" fill="none"/>`;
}).join('');
const generative = card(
  `${waves}
  <rect x="170" y="180" width="14" height="120" rx="4" fill="#f3f1ea"/>
  <circle cx="177" cy="240" r="120" fill="#7c5cff" fill-opacity="0.35"/>
  <g fill="#f3f1ea" fill-opacity="0.9"><rect x="820" y="620" width="220" height="14" rx="7"/><rect x="820" y="650" width="160" height="14" rx="7"/><rect x="820" y="680" width="190" height="14" rx="7"/></g>`,
  '#1b1140',
  '#3a1f7a',
  3,
);

const parcels = [];
for (let row = 0; row < 7; row += 1) {
  for (let col = 0; col < 10; col += 1) {
    const x = 60 + col * 112 + (row % 2) * 24;
    const y = 70 + row * 112;
    const hot = (row * 7 + col * 3) % 11 === 0;
    const tone = ['#1f3a7a', '#274b99', '#1a2f63', '#2f5bb8'][(row + col) % 4];
    parcels.push(
      `<rect x="${x}" y="${y}" width="96" height="96" rx="10" fill="${hot ? '#ffb547' : tone}" fill-opacity="${hot ? 0.9 : 0.85}"/>`,
    );
  }
}
const satellite = card(
  `<g transform="rotate(-8 600 450)">${parcels.join('')}</g>
  <rect x="0" y="420" width="1200" height="6" fill="#9fb9ff" fill-opacity="0.8"/>
  <rect x="0" y="426" width="1200" height="120" fill="#9fb9ff" fill-opacity="0.08"/>
  <circle cx="900" cy="210" r="70" fill="none" stroke="#f3f1ea" stroke-width="4" stroke-dasharray="10 12"/>`,
  '#0a1633',
  '#12285a',
  5,
);

const slots = [];
for (let row = 0; row < 5; row += 1) {
  for (let col = 0; col < 6; col += 1) {
    const filled = (row * 5 + col * 2) % 3 !== 0;
    slots.push(
      `<rect x="${130 + col * 160}" y="${170 + row * 120}" width="136" height="92" rx="18" fill="${filled ? '#2ed8a7' : 'none'}" fill-opacity="${filled ? 0.22 + ((row + col) % 3) * 0.18 : 0}" stroke="#2ed8a7" stroke-opacity="0.5" stroke-width="2"/>`,
    );
  }
}
const healthcare = card(
  `${slots.join('')}
  <path d="M40 520 H 380 l 40 -140 l 50 260 l 50 -200 l 30 80 H 1160" stroke="#f3f1ea" stroke-width="8" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
  '#06241f',
  '#0d3b33',
  9,
);

async function write(svg, base) {
  const image = sharp(Buffer.from(svg));
  await image.clone().webp({ quality: 76 }).toFile(`${base}.webp`);
  await image.clone().jpeg({ quality: 72, mozjpeg: true }).toFile(`${base}.jpg`);
}

await mkdir('src/assets/hero', { recursive: true });
await mkdir('src/assets/home', { recursive: true });
await write(hero, 'src/assets/hero/hero');
await write(generative, 'src/assets/home/card-generative');
await write(satellite, 'src/assets/home/card-satellite');
await write(healthcare, 'src/assets/home/card-healthcare');
console.info('art written to src/assets/hero and src/assets/home');
