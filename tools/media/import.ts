// The agency's own photos, into the site: one command cuts a photo into every file a slot serves.
//
//   npm run media:import -- <photo> --as <slot>
//
// Slots: hero, home-card:<name>, portfolio-card:<slug>, project-cover:<slug>,
// project-screen:<slug>-<n>, team-portrait:<member>, about-poster:<tab> (e.g. team-portrait:member-5,
// project-cover:alphabeads), about-video:<tab> for a clip (import-video.ts), and share-card:<page> for
// a page's link-preview card (public/share/<page>.jpg). The photo is turned upright from its EXIF orientation (a phone's portrait
// shot comes out portrait), checked against the largest file the slot serves (never upscaled; the
// message says how large it must be), cut into every crop and width of the slot (media-plan.ts) as
// AVIF/WebP/JPEG under the per-file cap (quality lowered in steps where a detailed photo needs it),
// and recorded in src/assets/imported.json, so that `npm run media` keeps it rather than drawing over it.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import sharp from 'sharp';
import writeFileAtomic from 'write-file-atomic';
import { checkShape, describeCut, parseFocus } from './fit.ts';
import type { Focus } from './fit.ts';
import { IMPORTED_FILE, readImported } from './imported.ts';
import { importVideo } from './import-video.ts';
import { PLAN } from './media-plan.ts';
import { MAX_VARIANT_BYTES, writeVariants } from './variants.ts';

import type { ImagePlan } from './media-plan.ts';

/**
 * Each slot: its plan, the files' name for the name given after the colon, how a message names it and
 * an example of that name.
 */
export const SLOTS: Record<
  string,
  {
    plan: keyof typeof PLAN;
    file: (name: string) => string;
    named: boolean;
    says: string;
    example?: string;
  }
> = {
  hero: { plan: 'hero', file: () => 'hero', named: false, says: 'the hero portrait' },
  'home-card': {
    plan: 'homeCard',
    file: (name) => `card-${name}`,
    named: true,
    says: 'a home stacked card',
    example: 'generative',
  },
  'portfolio-card': {
    plan: 'portfolioCard',
    file: (name) => `${name}-card`,
    named: true,
    says: "a project's portfolio card",
    example: 'alphabeads',
  },
  'project-cover': {
    plan: 'projectCover',
    file: (name) => `${name}-cover`,
    named: true,
    says: "a project's cover",
    example: 'alphabeads',
  },
  'project-screen': {
    plan: 'projectScreen',
    file: (name) => name,
    named: true,
    says: "a project's final-product screen",
    example: 'alphabeads-1',
  },
  'team-portrait': {
    plan: 'teamPortrait',
    file: (name) => name,
    named: true,
    says: 'a team portrait',
    example: 'member-5',
  },
  'about-poster': {
    plan: 'aboutPoster',
    file: (name) => `${name}-poster`,
    named: true,
    says: 'an About video poster',
    example: 'mission',
  },
};

/** The name after a slot's colon: lower-case letters, digits and single hyphens, as the files are named. */
const SLOT_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A photo the command refuses, with what to do about it. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportError';
  }
}

/**
 * The slot named on the command line (`team-portrait:member-5`): its plan and the files' name.
 */
export function readSlot(slot: string): {
  slot: string;
  plan: ImagePlan;
  name: string;
  says: string;
} {
  const [kind = '', name = ''] = slot.split(':');
  const entry = SLOTS[kind];
  const known = [
    ...Object.entries(SLOTS).map(([key, value]) => (value.named ? `${key}:<name>` : key)),
    'about-video:<tab>',
    'share-card:<page>',
  ].join(', ');
  if (!entry) throw new ImportError(`Unknown slot "${slot}". Slots: ${known}.`);
  if (entry.named && !SLOT_NAME.test(name)) {
    throw new ImportError(
      `The slot "${kind}" needs a name after a colon, in lower case, digits and hyphens (e.g. ${kind}:${entry.example ?? 'name'}).`,
    );
  }
  return { slot, plan: PLAN[entry.plan], name: entry.file(name), says: entry.says };
}

/**
 * The smallest photo a plan can be cut from without upscaling: for each crop, its widest file and that
 * file's height.
 */
export function minimumSize(plan: ImagePlan) {
  let width = 0;
  let height = 0;
  for (const crop of plan.crops) {
    const widest = Math.max(...crop.widths);
    width = Math.max(width, widest);
    height = Math.max(height, Math.round(widest / crop.aspect));
  }
  return { width, height };
}

/**
 * A photo read and turned upright from its EXIF orientation (as sRGB PNG pixels), with its size
 * upright and its original bytes (for the record's hash).
 */
async function readUpright(photo: string) {
  const original = await readFile(photo).catch(() => {
    throw new ImportError(`Cannot read ${photo}: is the path right?`);
  });
  let upright: Buffer;
  try {
    // `rotate()` without an angle turns the pixels as the EXIF orientation says, and drops it.
    upright = await sharp(original).rotate().toColourspace('srgb').png().toBuffer();
  } catch {
    throw new ImportError(
      `${photo} is not an image sharp can read (JPEG, PNG, WebP, AVIF, HEIF, TIFF).`,
    );
  }
  const { width = 0, height = 0 } = await sharp(upright).metadata();
  return { original, upright, width, height };
}

/** Qualities tried in turn (WebP, AVIF, JPEG) until every file is under the cap. */
const QUALITY_STEPS = [
  { webp: 78, avif: 56, jpeg: 74 },
  { webp: 70, avif: 50, jpeg: 68 },
  { webp: 62, avif: 44, jpeg: 62 },
  { webp: 54, avif: 38, jpeg: 56 },
  { webp: 46, avif: 32, jpeg: 50 },
];

/**
 * Imports one photo into a slot, under `root` (the project): every variant written, the import
 * recorded. A photo whose shape would lose more than half of it to the slot's is refused unless
 * `focus` says where to cut (fit.ts); `say` is told each crop made. Returns the files written.
 */
export async function importPhoto(
  photo: string,
  slotName: string,
  {
    root = '.',
    focus,
    say = () => {},
  }: { root?: string; focus?: Focus; say?: (line: string) => void } = {},
): Promise<string[]> {
  const { plan, name, says, slot } = readSlot(slotName);
  const { original, upright, width, height } = await readUpright(photo);
  const need = minimumSize(plan);
  if (width < need.width || height < need.height) {
    throw new ImportError(
      `${basename(photo)} is ${width}×${height} px (upright): ${says} is served up to ${need.width} px wide, so it needs a photo of at least ${need.width}×${need.height} px. Use the original file, not a copy sent through a chat app.`,
    );
  }
  const [shapeWidth, shapeHeight] = plan.master;
  checkShape({
    file: basename(photo),
    width,
    height,
    aspect: shapeWidth / shapeHeight,
    says,
    focus,
    refuse: (message) => new ImportError(message),
  });
  const crops = focus ? plan.crops.map((crop) => ({ ...crop, focus })) : plan.crops;
  // No larger than the plan's master (its crops are cut from a master that size): faster, same files.
  const [masterWidth, masterHeight] = plan.master;
  const master = await sharp(upright)
    .resize(masterWidth, masterHeight, { fit: 'outside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const dir = join(root, plan.dir);
  await mkdir(dir, { recursive: true });
  // Cut into a folder of its own first: a photo refused half-way leaves the slot's files as they were.
  const staging = await mkdtemp(join(dir, '.import-'));
  try {
    for (const quality of QUALITY_STEPS) {
      try {
        await writeVariants(master, { dir: staging, name, crops, quality });
      } catch (error) {
        const overCap =
          error instanceof Error && error.message.includes(`(> ${MAX_VARIANT_BYTES})`);
        if (overCap) continue;
        throw error;
      }
      for (const entry of await readdir(dir)) {
        if (entry.startsWith(`${name}.`)) await rm(join(dir, entry));
      }
      const written = [];
      for (const entry of await readdir(staging)) {
        await rename(join(staging, entry), join(dir, entry));
        written.push(join(dir, entry));
      }
      await record(root, `${plan.dir}/${name}`, { slot, source: basename(photo), original });
      for (const crop of crops) say(`Cut ${describeCut({ ...crop, width, height })}.`);
      return written.sort();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  throw new ImportError(
    `${basename(photo)} is too detailed to fit ${Math.round(MAX_VARIANT_BYTES / 1024)} KB per file even at the lowest quality: crop it closer, or choose a calmer photo.`,
  );
}

/** A share card (public/share/<page>.jpg): the size link previews show, and its cap (make-share-images). */
export const SHARE_CARD = { dir: 'public/share', width: 1200, height: 630, maxBytes: 120 * 1024 };

/**
 * A photo as a page's share card, `public/share/<page>.jpg` (`share-card:home`, `share-card:<project>`):
 * turned upright, cut to 1200×630 around its centre, one JPEG under 120 KB, and recorded so that
 * `npm run media` keeps it rather than drawing the card.
 */
export async function importShareCard(
  photo: string,
  name: string,
  { root = '.' }: { root?: string } = {},
): Promise<string[]> {
  if (!SLOT_NAME.test(name)) {
    throw new ImportError(
      'The slot "share-card" needs the page after a colon: home, portfolio, services, about or a project\'s address (e.g. share-card:alphabeads).',
    );
  }
  const { original, upright, width, height } = await readUpright(photo);
  const { dir, width: cardWidth, height: cardHeight, maxBytes } = SHARE_CARD;
  if (width < cardWidth || height < cardHeight) {
    throw new ImportError(
      `${basename(photo)} is ${width}×${height} px (upright): a share card is ${cardWidth}×${cardHeight} px, so it needs a photo of at least that size.`,
    );
  }
  const card = sharp(upright).resize(cardWidth, cardHeight, { fit: 'cover' });
  for (const { jpeg } of QUALITY_STEPS) {
    const bytes = await card.clone().jpeg({ quality: jpeg, mozjpeg: true }).toBuffer();
    if (bytes.length > maxBytes) continue;
    const file = join(root, dir, `${name}.jpg`);
    await mkdir(join(root, dir), { recursive: true });
    await writeFileAtomic(file, bytes);
    await record(root, `${dir}/${name}`, {
      slot: `share-card:${name}`,
      source: basename(photo),
      original,
    });
    return [file];
  }
  throw new ImportError(
    `${basename(photo)} is too detailed to fit ${Math.round(maxBytes / 1024)} KB as a share card even at the lowest quality: choose a calmer photo.`,
  );
}

/**
 * Imports a photo, or a clip for `about-video:<tab>`, into its slot under `root`; returns the files.
 * `focus`: where to cut a photo or clip of another shape than the slot's; `say`: told each cut made.
 */
export async function importMedia(
  file: string,
  slot: string,
  { root = '.', focus, say }: { root?: string; focus?: Focus; say?: (line: string) => void } = {},
) {
  if (slot.startsWith('share-card:')) {
    return importShareCard(file, slot.slice('share-card:'.length), { root });
  }
  if (!slot.startsWith('about-video:')) return importPhoto(file, slot, { root, focus, say });
  return importVideo(file, slot.slice('about-video:'.length), {
    root,
    focus,
    say,
    refuse: (message) => new ImportError(message),
    record: (key, source, original) => record(root, key, { slot, source, original }),
  });
}

/**
 * Records one import (replacing an earlier one of the same files), keys sorted.
 */
async function record(
  root: string,
  key: string,
  { slot, source, original }: { slot: string; source: string; original: Buffer },
) {
  const imported = await readImported(root);
  imported[key] = { slot, source, sha256: createHash('sha256').update(original).digest('hex') };
  const sorted = Object.fromEntries(
    Object.entries(imported).sort(([a], [b]) => a.localeCompare(b)),
  );
  await mkdir(dirname(join(root, IMPORTED_FILE)), { recursive: true });
  await writeFileAtomic(join(root, IMPORTED_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The command line: `<photo> --as <slot> [--focus <where>]`. */
async function main() {
  const argv = process.argv.slice(2);
  const at = argv.indexOf('--as');
  const slot = at >= 0 ? argv[at + 1] : undefined;
  const focusAt = argv.indexOf('--focus');
  const values = new Set([at + 1, focusAt >= 0 ? focusAt + 1 : -1]);
  const [photo] = argv.filter((arg, index) => !arg.startsWith('--') && !values.has(index));
  if (!photo || !slot) {
    console.error(
      'Usage: npm run media:import -- <photo> --as <slot> [--focus center|top|bottom|left|right|x,y]   (e.g. --as team-portrait:member-5)',
    );
    console.error(`Slots: ${[...Object.keys(SLOTS), 'about-video', 'share-card'].join(', ')}`);
    process.exit(2);
  }
  try {
    const focus = parseFocus(
      focusAt >= 0 ? (argv[focusAt + 1] ?? '') : undefined,
      (message) => new ImportError(message),
    );
    const written = await importMedia(photo, slot, { focus, say: (line) => console.info(line) });
    for (const file of written) console.info(file);
    console.info(
      `Imported ${photo} as ${slot}: ${written.length} files, recorded in ${IMPORTED_FILE}.`,
    );
  } catch (error) {
    console.error(error instanceof ImportError ? error.message : error);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
