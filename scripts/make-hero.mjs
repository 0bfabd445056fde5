// Generates the original hero artwork (an orbit and a rising flight path over a sky gradient)
// as WebP and JPEG into src/assets/hero/. Run: node scripts/make-hero.mjs
import sharp from 'sharp';
import { mkdir } from 'node:fs/promises';

const W = 1200;
const H = 1200;
const svg = `
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <radialGradient id="sky" cx="50%" cy="42%" r="62%">
      <stop offset="0" stop-color="#2b3f8f"/>
      <stop offset="0.45" stop-color="#16193a"/>
      <stop offset="1" stop-color="#0b0b10"/>
    </radialGradient>
    <radialGradient id="iris" cx="50%" cy="50%" r="50%">
      <stop offset="0" stop-color="#f3f1ea"/>
      <stop offset="0.55" stop-color="#9fb9ff"/>
      <stop offset="1" stop-color="#5b8cff"/>
    </radialGradient>
    <linearGradient id="path" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="#5b8cff" stop-opacity="0"/>
      <stop offset="0.6" stop-color="#5b8cff"/>
      <stop offset="1" stop-color="#ffb547"/>
    </linearGradient>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>
      <feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 0.08 0"/></filter>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <g fill="none" stroke="#f3f1ea" stroke-opacity="0.14">
    <ellipse cx="600" cy="520" rx="470" ry="180" transform="rotate(-18 600 520)"/>
    <ellipse cx="600" cy="520" rx="380" ry="300" transform="rotate(24 600 520)"/>
    <circle cx="600" cy="520" r="250"/>
  </g>
  <circle cx="600" cy="520" r="150" fill="url(#iris)"/>
  <circle cx="600" cy="520" r="58" fill="#0b0b10"/>
  <circle cx="626" cy="494" r="14" fill="#f3f1ea" fill-opacity="0.85"/>
  <path d="M120 1080 C 420 980, 700 900, 1080 260" stroke="url(#path)" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M1080 260 l -54 18 l 30 14 l 6 34 z" fill="#ffb547"/>
  <g fill="#f3f1ea">
    <circle cx="210" cy="190" r="3"/><circle cx="980" cy="140" r="2"/><circle cx="1040" cy="720" r="3"/>
    <circle cx="150" cy="640" r="2"/><circle cx="860" cy="980" r="2.5"/><circle cx="420" cy="120" r="2"/>
  </g>
  <rect width="100%" height="100%" filter="url(#grain)"/>
</svg>`;

await mkdir('src/assets/hero', { recursive: true });
const base = sharp(Buffer.from(svg));
await base.clone().webp({ quality: 78 }).toFile('src/assets/hero/hero.webp');
await base.clone().jpeg({ quality: 74, mozjpeg: true }).toFile('src/assets/hero/hero.jpg');
console.info('hero art written to src/assets/hero/');
