// How a photo or clip is cut to a slot's shape, and when it is refused: a photo of the wrong shape
// (a phone's portrait shot for a landscape slot) would lose most of itself to a centre crop without a
// word, so an import that keeps less than half of it asks where to cut (`--focus`), and every import
// says what it cut.
import { cropBox } from './variants.ts';

/** The least share of a photo's area an import keeps without being told where to cut. */
export const MIN_KEPT = 0.5;

/** The words `--focus` takes, as the point (0–1 from the left and from the top) the cut centres on. */
export const FOCUS_WORDS = {
  center: { x: 0.5, y: 0.5 },
  top: { x: 0.5, y: 0 },
  bottom: { x: 0.5, y: 1 },
  left: { x: 0, y: 0.5 },
  right: { x: 1, y: 0.5 },
};

export type Focus = { x: number; y: number };

/**
 * `--focus`'s value as a point: a word of FOCUS_WORDS, or `x,y` (each 0–1). Undefined for none; a
 * message (as `refuse` makes it) for a value it cannot read.
 */
export function parseFocus(
  text: string | undefined,
  refuse: (message: string) => Error,
): Focus | undefined {
  if (text === undefined) return undefined;
  const word = FOCUS_WORDS[text.trim().toLowerCase() as keyof typeof FOCUS_WORDS];
  if (word) return word;
  const match = /^\s*(\d*\.?\d+)\s*,\s*(\d*\.?\d+)\s*$/.exec(text);
  const [x, y] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) {
    throw refuse(
      `--focus "${text}" is not a point to cut around: give ${Object.keys(FOCUS_WORDS).join(', ')}, or x,y from 0 to 1 (from the left and from the top), e.g. --focus 0.5,0.3.`,
    );
  }
  return { x, y };
}

/** "portrait", "landscape" or "square", for a message. */
const orientation = (width: number, height: number) =>
  width === height ? 'square' : width > height ? 'landscape' : 'portrait';

/** An aspect as people write it: 16:9, 7:3, 4:5, or 2.3:1. */
export function aspectLabel(aspect: number) {
  for (let height = 1; height <= 10; height += 1) {
    const width = aspect * height;
    if (Math.abs(width - Math.round(width)) < 0.01) return `${Math.round(width)}:${height}`;
  }
  return `${aspect.toFixed(2)}:1`;
}

/**
 * Refuses a photo (or clip) whose shape would lose more than half of it to the slot's shape, unless
 * the import was told where to cut.
 */
export function checkShape({
  file,
  width,
  height,
  aspect,
  says,
  focus,
  refuse,
}: {
  file: string;
  width: number;
  height: number;
  aspect: number;
  says: string;
  focus?: Focus;
  refuse: (message: string) => Error;
}) {
  const box = cropBox(width, height, aspect);
  const kept = (box.width * box.height) / (width * height);
  if (kept >= MIN_KEPT || focus) return;
  throw refuse(
    `${file} is ${width}×${height} px (${orientation(width, height)}); ${says} is ${aspectLabel(aspect)} (${orientation(aspect, 1)}), so a cut would keep ${Math.round(kept * 100)} % of it (${box.width}×${box.height} px from its middle). ` +
      `Choose what to keep with --focus: ${Object.keys(FOCUS_WORDS).join(', ')}, or x,y from 0 to 1 (e.g. --focus 0.5,0.3 keeps the part around a point 30 % down), or use a ${orientation(aspect, 1)} ${file.match(/\.(mp4|mov|webm|m4v|mkv)$/i) ? 'clip' : 'photo'}.`,
  );
}

/**
 * What a cut keeps, in words: `the card crop (4:3): 1080×810 px at 0,555 of 1080×1920 (42 %)`.
 */
export function describeCut({
  tag,
  aspect,
  width,
  height,
  focus,
}: {
  tag: string;
  aspect: number;
  width: number;
  height: number;
  focus?: Focus;
}) {
  const box = cropBox(width, height, aspect, focus);
  const share = Math.round(((box.width * box.height) / (width * height)) * 100);
  return `the ${tag} crop (${aspectLabel(aspect)}): ${box.width}×${box.height} px at ${box.left},${box.top} of ${width}×${height} (${share} %)`;
}
