// A phone's video into the About page: `npm run media:import -- <video> --as about-video:<tab>`.
// The clip is turned upright (ffmpeg applies the phone's rotation), cut to the site's 1280×720 frame
// (covering it, centred), its first 8 s at 24 fps without sound, encoded as the site's WebM (VP9) and
// MP4 (H.264) pair, each under 600 KB (the quality lowered in steps), with the poster from its first
// frame cut into the About poster's files. Written whole over the tab's old files only once all of it
// fits, and recorded in src/assets/imported.json so that `npm run media` keeps it.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { PLAN } from './media-plan.ts';
import { checkShape, describeCut } from './fit.ts';
import type { Focus } from './fit.ts';
import { cropBox, writeVariants } from './variants.ts';

const exec = promisify(execFile);
const FFMPEG = existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';
const FFPROBE = existsSync('/usr/bin/ffprobe') ? '/usr/bin/ffprobe' : 'ffprobe';

/** The site's caps for a background video (the drawn ones are made to the same, make-media.ts). */
export const VIDEO = {
  width: 1280,
  height: 720,
  fps: 24,
  maxSeconds: 8,
  minSeconds: 2,
  maxBytes: 600 * 1024,
};
/** The About page's tabs, whose videos can be replaced. */
export const VIDEO_TABS = ['mission', 'story', 'philosophy'];

/** The frame every clip is brought to: scaled to cover 1280×720, centred, 24 fps. */
/**
 * The clip's frames cut to `box` (of the upright frame; ffmpeg turns a phone's clip upright first) and
 * brought to the site's size and rate.
 */
const frameFilter = (box: { left: number; top: number; width: number; height: number }) =>
  `crop=${box.width}:${box.height}:${box.left}:${box.top},scale=${VIDEO.width}:${VIDEO.height},fps=${VIDEO.fps},format=yuv420p`;
/** Quality steps per format: the first whose file is under the cap is kept. */
const LADDERS = {
  webm: [34, 38, 42, 46, 50, 54],
  mp4: [26, 29, 32, 35, 38, 41],
} as const;

/**
 * What ffprobe says of a file: its video stream's size and the duration, in seconds.
 */
export async function probeVideo(file: string) {
  const { stdout } = await exec(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,width,height:format=duration',
    '-of',
    'json',
    file,
  ]);
  const info = JSON.parse(stdout) as {
    streams?: { codec_type: string; width?: number; height?: number }[];
    format?: { duration?: string };
  };
  const streams = info.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  return {
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    hasVideo: Boolean(video),
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    seconds: Number(info.format?.duration ?? 0),
  };
}

/**
 * One encode of the clip, into `out`.
 * @param filter the frames' filter (frameFilter)
 */
async function encode(
  input: string,
  out: string,
  kind: 'webm' | 'mp4',
  crf: number,
  filter: string,
) {
  const codec =
    kind === 'webm'
      ? [
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
          '4',
        ]
      : [
          '-c:v',
          'libx264',
          '-profile:v',
          'high',
          '-crf',
          String(crf),
          '-preset',
          'medium',
          '-movflags',
          '+faststart',
        ];
  const gop = String(VIDEO.fps * 4);
  await exec(
    FFMPEG,
    [
      '-y',
      '-loglevel',
      'error',
      '-i',
      input,
      '-t',
      String(VIDEO.maxSeconds),
      '-vf',
      filter,
      ...codec,
      '-g',
      gop,
      '-an',
      out,
    ],
    { maxBuffer: 1 << 24 },
  );
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
    await exec(FFMPEG, ['-y', '-loglevel', 'error', '-i', clip, '-frames:v', '1', upright]);
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
    for (const kind of ['webm', 'mp4'] as const) {
      const out = join(staging, `${tab}.${kind}`);
      let size = Infinity;
      for (const crf of LADDERS[kind]) {
        size = await encode(clip, out, kind, crf, filter);
        if (size <= VIDEO.maxBytes) break;
      }
      if (size > VIDEO.maxBytes) {
        throw refuse(
          `${basename(clip)} does not fit ${VIDEO.maxBytes / 1024} KB as ${kind.toUpperCase()} even at the lowest quality: choose a calmer clip (less motion, less detail).`,
        );
      }
    }
    // The poster: the first frame, brought to the poster's master size (the clip itself is 1280 wide).
    const frame = join(staging, 'first-frame.png');
    await exec(FFMPEG, [
      '-y',
      '-loglevel',
      'error',
      '-i',
      clip,
      '-vf',
      filter,
      '-frames:v',
      '1',
      frame,
    ]);
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
