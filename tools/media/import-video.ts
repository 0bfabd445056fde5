// A phone's video into the About page: `npm run media:import -- <video> --as about-video:<tab>`.
// The clip is turned upright (ffmpeg applies the phone's rotation), cut to the site's 1280×720 frame
// (covering it, centred), its first 8 s at 24 fps without sound, encoded as the site's WebM (VP9) and
// MP4 (H.264) pair, each under 600 KB (the quality lowered in steps), with the poster from its first
// frame cut into the About poster's files. Written whole over the tab's old files only once all of it
// fits, and recorded in src/assets/imported.json so that `npm run media` keeps it.
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { encodeArgs, encodeUnder, ffmpeg, probeVideo, VIDEO, VIDEO_KINDS } from './ffmpeg.ts';
import type { VideoKind } from './ffmpeg.ts';
import { PLAN } from './media-plan.ts';
import { checkShape, describeCut } from './fit.ts';
import type { Focus } from './fit.ts';
import { cropBox, writeVariants } from './variants.ts';

/** The About page's tabs, whose videos can be replaced. */
export const VIDEO_TABS = ['mission', 'story', 'philosophy'];

/**
 * The clip's frames cut to `box` (of the upright frame; ffmpeg turns a phone's clip upright first) and
 * brought to the site's size and rate.
 */
const frameFilter = (box: { left: number; top: number; width: number; height: number }) =>
  `crop=${box.width}:${box.height}:${box.left}:${box.top},scale=${VIDEO.width}:${VIDEO.height},fps=${VIDEO.fps},format=yuv420p`;

/**
 * One encode of the clip's first `VIDEO.maxSeconds`, into `out`, quickly: someone is waiting for it
 * (ffmpeg.ts, Effort). Returns the file's size.
 * @param filter the frames' filter (frameFilter)
 */
async function encode(input: string, out: string, kind: VideoKind, crf: number, filter: string) {
  const cut = ['-t', String(VIDEO.maxSeconds), '-vf', filter];
  await ffmpeg(['-i', input, ...cut, ...encodeArgs(kind, crf, 'quick'), out]);
  return (await stat(out)).size;
}

/**
 * Imports one clip as the About tab's video and poster, under `root`. Returns the files written.
 * A clip of another shape than the site's 16:9 that would lose more than half of its frame is refused
 * unless `focus` says where to cut (fit.ts); `say` is told the cut made.
 */
export async function importVideo(
  clip: string,
  tab: string,
  {
    root = '.',
    focus,
    say = () => {},
    refuse,
    record,
  }: {
    root?: string;
    focus?: Focus;
    say?: (line: string) => void;
    refuse: (message: string) => Error;
    record: (key: string, source: string, original: Buffer) => Promise<void>;
  },
): Promise<string[]> {
  if (!VIDEO_TABS.includes(tab)) {
    throw refuse(
      `"${tab}" is not an About tab with a video: about-video:${VIDEO_TABS.join(', about-video:')}.`,
    );
  }
  const original = await readFile(clip).catch(() => {
    throw refuse(`Cannot read ${clip}: is the path right?`);
  });
  const info = await probeVideo(clip).catch(() => ({ hasVideo: false, seconds: 0 }));
  if (!info.hasVideo)
    throw refuse(`${basename(clip)} has no video ffmpeg can read (MP4, MOV, WebM…).`);
  if (info.seconds < VIDEO.minSeconds) {
    throw refuse(
      `${basename(clip)} lasts ${info.seconds.toFixed(1)} s: an About video loops a clip of ${VIDEO.minSeconds} to ${VIDEO.maxSeconds} s (longer clips are cut at ${VIDEO.maxSeconds} s).`,
    );
  }
  const dir = join(root, PLAN.aboutPoster.dir);
  await mkdir(dir, { recursive: true });
  const staging = await mkdtemp(join(dir, '.import-'));
  try {
    // The frame's size upright (ffmpeg turns a phone's clip by its rotation), from its first frame.
    const upright = join(staging, 'upright.png');
    await ffmpeg(['-i', clip, '-frames:v', '1', upright]);
    const { width = 0, height = 0 } = await sharp(upright).metadata();
    await rm(upright);
    const aspect = VIDEO.width / VIDEO.height;
    checkShape({
      file: basename(clip),
      width,
      height,
      aspect,
      says: 'an About video',
      focus,
      refuse,
    });
    const filter = frameFilter(cropBox(width, height, aspect, focus));
    for (const kind of VIDEO_KINDS) {
      const out = join(staging, `${tab}.${kind}`);
      const size = await encodeUnder(
        kind,
        (crf) => encode(clip, out, kind, crf, filter),
        (bytes) => bytes <= VIDEO.maxBytes,
      );
      if (size > VIDEO.maxBytes) {
        throw refuse(
          `${basename(clip)} does not fit ${VIDEO.maxBytes / 1024} KB as ${kind.toUpperCase()} even at the lowest quality: choose a calmer clip (less motion, less detail).`,
        );
      }
    }
    // The poster: the first frame, brought to the poster's master size (the clip itself is 1280 wide).
    const frame = join(staging, 'first-frame.png');
    await ffmpeg(['-i', clip, '-vf', filter, '-frames:v', '1', frame]);
    const [masterWidth, masterHeight] = PLAN.aboutPoster.master;
    const master = await sharp(frame)
      .resize(masterWidth, masterHeight, { fit: 'cover' })
      .png()
      .toBuffer();
    await rm(frame);
    const posters = join(staging, 'posters');
    await mkdir(posters);
    await writeVariants(master, {
      dir: posters,
      name: `${tab}-poster`,
      crops: PLAN.aboutPoster.crops,
    });
    const written = [];
    for (const entry of await readdir(dir)) {
      if (entry === `${tab}.webm` || entry === `${tab}.mp4` || entry.startsWith(`${tab}-poster.`)) {
        await rm(join(dir, entry));
      }
    }
    for (const folder of [staging, posters]) {
      for (const entry of await readdir(folder)) {
        if (entry === 'posters') continue;
        await rename(join(folder, entry), join(dir, entry));
        written.push(join(dir, entry));
      }
    }
    await record(`${PLAN.aboutPoster.dir}/${tab}`, basename(clip), original);
    await record(`${PLAN.aboutPoster.dir}/${tab}-poster`, basename(clip), original);
    say(
      `Cut ${describeCut({ tag: 'video', aspect, width, height, focus })}, then scaled to ${VIDEO.width}×${VIDEO.height}.`,
    );
    return written.sort();
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
