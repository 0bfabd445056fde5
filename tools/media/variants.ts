// Cuts one master image into the files the site serves: for each crop (an aspect ratio shown at some
// breakpoints), every width as AVIF (kept only where it beats WebP) and WebP, and one JPEG fallback.
// Files are named <name>.<crop>.<width>x<height>.<ext>; src/content/media.ts reads those names back
// (import.meta.glob), so a new width or crop needs no code change.
//
//   await writeVariants(masterPngBuffer, { dir: 'src/assets/home', name: 'card-generative', crops: [
//     { tag: 'narrow', aspect: 4 / 3, widths: [720, 1080] },
//     { tag: 'wide', aspect: 1, widths: [960, 1440, 1920] },
//   ] });
import sharp from 'sharp';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import palette from '../../src/styles/palette.json' with { type: 'json' };

import type { Crop } from './media-plan.ts';

/** No single served file may exceed this: the budget that keeps a phone's first view light. */
export const MAX_VARIANT_BYTES = 260 * 1024;
/** AVIF is kept only when it is at least this much smaller than the WebP of the same pixels. */
const AVIF_WIN = 0.95;

/**
 * The crop box of an aspect ratio inside a master, centred on a focal point (0..1 on each axis) and
 * kept inside the image.
 */
export function cropBox(
  masterWidth: number,
  masterHeight: number,
  aspect: number,
  focus = { x: 0.5, y: 0.5 },
) {
  let width = masterWidth;
  let height = Math.round(width / aspect);
  if (height > masterHeight) {
    height = masterHeight;
    width = Math.round(height * aspect);
  }
  const clamp = (v: number, max: number) => Math.min(Math.max(v, 0), max);
  const left = clamp(Math.round(focus.x * masterWidth - width / 2), masterWidth - width);
  const top = clamp(Math.round(focus.y * masterHeight - height / 2), masterHeight - height);
  return { left, top, width, height };
}

/**
 * Writes every variant of a master and removes the image's old variants first.
 * crops: [{ tag, aspect, widths, focus?, quality?, avif? }] (avif: false = WebP only); the master must be at least as wide as the
 * largest width of each crop (no variant is ever upscaled).
 * @returns The files written.
 */
export async function writeVariants(
  master: Buffer,
  {
    dir,
    name,
    crops,
    quality = {},
  }: {
    dir: string;
    name: string;
    crops: readonly Crop[];
    quality?: { webp?: number; avif?: number; jpeg?: number };
  },
): Promise<string[]> {
  const meta = await sharp(master).metadata();
  for (const entry of await readdir(dir).catch(() => [])) {
    if (entry.startsWith(`${name}.`) || entry === `${name}.webp` || entry === `${name}.jpg`) {
      await rm(join(dir, entry));
    }
  }
  const written = [];
  for (const crop of crops) {
    if (!/^[a-z0-9]+$/.test(crop.tag)) throw new Error(`crop tag "${crop.tag}" must be [a-z0-9]+`);
    const box = cropBox(meta.width, meta.height, crop.aspect, crop.focus);
    const widths = [...crop.widths].sort((a, b) => a - b);
    for (const width of widths) {
      if (width > box.width) {
        throw new Error(`${name}.${crop.tag}: ${width} px wide from a ${box.width} px crop`);
      }
    }
    const cut = await sharp(master).extract(box).png().toBuffer();
    const sizes: { base: string; webp: Buffer; avif: Buffer }[] = [];
    for (const width of widths) {
      const height = Math.round(width / crop.aspect);
      const pixels = await sharp(cut)
        .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
        .png()
        .toBuffer();
      const base = join(dir, `${name}.${crop.tag}.${width}x${height}`);
      const webp = await sharp(pixels)
        .webp({ quality: crop.quality?.webp ?? quality.webp ?? 78, effort: 6 })
        .toBuffer();
      const avif = await sharp(pixels)
        .avif({ quality: crop.quality?.avif ?? quality.avif ?? 56, effort: 5 })
        .toBuffer();
      sizes.push({ base, webp, avif });
    }
    // AVIF for every width of the crop or for none: a browser takes the first <source> it can decode,
    // so an AVIF set missing the large widths would have it upscale a small AVIF on a wide screen.
    const withAvif =
      crop.avif !== false && sizes.every(({ webp, avif }) => avif.length <= webp.length * AVIF_WIN);
    for (const { base, webp, avif } of sizes) {
      await writeFileAtomic(`${base}.webp`, webp);
      written.push(`${base}.webp`);
      if (withAvif) {
        await writeFileAtomic(`${base}.avif`, avif);
        written.push(`${base}.avif`);
      }
    }
    // The fallback for browsers without WebP (nor <source media> art direction, then): one JPEG, of
    // the default crop only, at its second width (or its only one). A `narrow` crop has none.
    if (crop.tag === 'narrow') continue;
    const fallbackWidth = widths[Math.min(1, widths.length - 1)];
    if (fallbackWidth === undefined)
      throw new Error(`${name}: the ${crop.tag} crop lists no width`);
    const fallbackHeight = Math.round(fallbackWidth / crop.aspect);
    const jpg = join(dir, `${name}.${crop.tag}.${fallbackWidth}x${fallbackHeight}.jpg`);
    const jpeg = await sharp(cut)
      .resize(fallbackWidth, fallbackHeight, { fit: 'fill' })
      .flatten({ background: palette.ink })
      .jpeg({ quality: quality.jpeg ?? 74, mozjpeg: true })
      .toBuffer();
    await writeFileAtomic(jpg, jpeg);
    written.push(jpg);
  }
  for (const file of written) {
    const { size } = await stat(file);
    if (size > MAX_VARIANT_BYTES)
      throw new Error(`${file} is ${size} bytes (> ${MAX_VARIANT_BYTES})`);
  }
  return written;
}
