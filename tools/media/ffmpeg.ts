// What the media tools say to ffmpeg and ffprobe, written once: the About videos' format, how each of
// its two files is encoded, and what ffprobe reads of a file. The drawn videos (make-media.ts) and an
// imported clip (import-video.ts) are the same thing on the page, a silent 1280×720 loop under 600 KB
// as WebM (VP9) and MP4 (H.264), so they share every encoder option but how hard the encoder tries.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const exec = promisify(execFile);
const FFMPEG = existsSync('/usr/bin/ffmpeg') ? '/usr/bin/ffmpeg' : 'ffmpeg';
const FFPROBE = existsSync('/usr/bin/ffprobe') ? '/usr/bin/ffprobe' : 'ffprobe';

/** The site's caps for a background video: size, rate, length (a drawn loop is `maxSeconds` long). */
export const VIDEO = {
  width: 1280,
  height: 720,
  fps: 24,
  maxSeconds: 8,
  minSeconds: 2,
  maxBytes: 600 * 1024,
};

/** The two files of a video, in the order the page offers them. */
export const VIDEO_KINDS = ['webm', 'mp4'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** Qualities (CRF) tried in turn, best first, until a file is under its cap. */
export const CRF_LADDER: Record<VideoKind, readonly [number, ...number[]]> = {
  webm: [34, 38, 42, 46, 50, 54],
  mp4: [26, 29, 32, 35, 38, 41],
};

/**
 * How hard the encoder works for a file (VP9's `-cpu-used`, x264's `-preset`); every other option is
 * the same. Measured on philosophy.mp4 (8 s, 1280×720) at one CRF: `thorough` makes the WebM 2.5 %
 * smaller with SSIM 0.3 dB higher for 31 % more CPU, and the MP4 the same size 0.6 dB higher for 18 %
 * more CPU.
 * - `quick`: someone is waiting, and a clip may take every step of the ladder (`media:import`, the
 *   content editor's save): about 30 s of CPU per VP9 step of an 8 s clip on a CI machine.
 * - `thorough`: made once and committed (`npm run media`), so the better file is worth the time.
 */
export type Effort = 'quick' | 'thorough';

const EFFORT = {
  quick: { cpuUsed: '4', preset: 'medium' },
  thorough: { cpuUsed: '2', preset: 'slow' },
} as const satisfies Record<Effort, { cpuUsed: string; preset: string }>;

/**
 * The output options of one encode of a video as `kind` at quality `crf`: a keyframe every 4 s (in
 * the MP4 at those frames only, none at scene cuts), 4:2:0 colour, no sound.
 */
export function encodeArgs(kind: VideoKind, crf: number, effort: Effort): string[] {
  const gop = String(VIDEO.fps * 4);
  const { cpuUsed, preset } = EFFORT[effort];
  const options: (readonly [string, string])[] =
    kind === 'webm'
      ? [
          ['-c:v', 'libvpx-vp9'],
          ['-b:v', '0'],
          ['-crf', String(crf)],
          ['-row-mt', '1'],
          ['-deadline', 'good'],
          ['-cpu-used', cpuUsed],
          ['-g', gop],
          ['-pix_fmt', 'yuv420p'],
        ]
      : [
          ['-c:v', 'libx264'],
          ['-profile:v', 'high'],
          ['-crf', String(crf)],
          ['-preset', preset],
          ['-g', gop],
          ['-keyint_min', gop],
          ['-sc_threshold', '0'],
          ['-pix_fmt', 'yuv420p'],
          ['-movflags', '+faststart'],
        ];
  return [...options.flat(), '-an'];
}

/**
 * Encodes at each quality of `kind`'s ladder, best first, until `small` says the file made is small
 * enough; that file, or the last step's when none is.
 */
export async function encodeUnder<File>(
  kind: VideoKind,
  encodeAt: (crf: number) => Promise<File>,
  small: (file: File) => boolean,
): Promise<File> {
  const [first, ...rest] = CRF_LADDER[kind];
  let file = await encodeAt(first);
  for (const crf of rest) {
    if (small(file)) break;
    file = await encodeAt(crf);
  }
  return file;
}

/** Runs ffmpeg quietly (errors only), overwriting its output. */
export async function ffmpeg(args: readonly string[]): Promise<void> {
  await exec(FFMPEG, ['-y', '-loglevel', 'error', ...args], { maxBuffer: 1 << 24 });
}

/**
 * What ffprobe says of a file: its first video stream (size, codec, frame rate), how many video and
 * audio streams it has, and its duration in seconds.
 */
export async function probeVideo(file: string) {
  const { stdout } = await exec(FFPROBE, [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,width,height,r_frame_rate:format=duration',
    '-of',
    'json',
    file,
  ]);
  const info = JSON.parse(stdout) as {
    streams?: {
      codec_type: string;
      codec_name?: string;
      width?: number;
      height?: number;
      r_frame_rate?: string;
    }[];
    format?: { duration?: string };
  };
  const streams = info.streams ?? [];
  const videos = streams.filter((stream) => stream.codec_type === 'video');
  const video = videos.at(0);
  return {
    width: video?.width ?? 0,
    height: video?.height ?? 0,
    codec: video?.codec_name ?? '',
    frameRate: video?.r_frame_rate ?? '',
    hasVideo: Boolean(video),
    videoStreams: videos.length,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    seconds: Number(info.format?.duration ?? 0),
  };
}
