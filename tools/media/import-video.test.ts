// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { importMedia } from './import.ts';
import { readImported } from './imported.ts';
import { FOCUS_WORDS } from './fit.ts';
import { probeVideo, VIDEO } from './ffmpeg.ts';

const root = mkdtempSync(join(tmpdir(), 'video-import-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ffmpeg = (...args: string[]) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args]);

/**
 * A phone's clip as phones store it: the frame 1920×1080 (red on the left, blue on the right) with a
 * rotation in its display matrix, so that players show it portrait; with sound, `seconds` long.
 */
function phoneClip(name: string, seconds: number): string {
  const stored = join(root, `${name}-stored.mp4`);
  const clip = join(root, `${name}.mp4`);
  const colour = (c: string) => ['-f', 'lavfi', '-i', `color=c=${c}:s=960x1080:d=${seconds}:r=30`];
  ffmpeg(
    ...colour('red'),
    ...colour('blue'),
    ...['-f', 'lavfi', '-i', `sine=f=440:d=${seconds}`],
    ...['-filter_complex', '[0][1]hstack[v]', '-map', '[v]', '-map', '2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', stored],
  );
  ffmpeg('-i', stored, '-c', 'copy', '-metadata:s:v:0', 'rotate=90', clip);
  return clip;
}

describe('npm run media:import of a clip (about-video:<tab>)', () => {
  it('makes the site’s WebM and MP4, 1280×720, silent, under 600 KB, upright, with its poster', async () => {
    const clip = phoneClip('IMG_0107', 3);
    expect(await probeVideo(clip)).toMatchObject({ width: 1920, height: 1080, hasAudio: true });
    // A portrait clip in the landscape frame would lose two thirds of itself: refused, saying so.
    await expect(importMedia(clip, 'about-video:story', { root })).rejects.toThrow(
      'IMG_0107.mp4 is 1080×1920 px (portrait); an About video is 16:9 (landscape), so a cut would keep 32 % of it (1080×608 px from its middle). Choose what to keep with --focus',
    );
    const said: string[] = [];
    const written = await importMedia(clip, 'about-video:story', {
      root,
      focus: FOCUS_WORDS.center,
      say: (line) => said.push(line),
    });
    expect(said).toEqual([
      'Cut the video crop (16:9): 1080×608 px at 0,656 of 1080×1920 (32 %), then scaled to 1280×720.',
    ]);
    for (const kind of ['webm', 'mp4']) {
      const file = join(root, 'src/assets/about', `story.${kind}`);
      expect(written).toContain(file);
      const info = await probeVideo(file);
      expect(info).toMatchObject({ width: VIDEO.width, height: VIDEO.height, hasAudio: false });
      expect(info.seconds).toBeGreaterThan(2.8);
      expect(info.seconds).toBeLessThanOrEqual(VIDEO.maxSeconds);
      expect(statSync(file).size).toBeLessThanOrEqual(VIDEO.maxBytes);
    }
    // Upright as a player shows it (the stored frame a quarter turn round: its right, blue, on top),
    // then cut to the landscape frame through its middle: blue above, red below.
    const poster = join(root, 'src/assets/about/story-poster.wide.2760x1200.jpg');
    const { data, info } = await sharp(poster).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const offset = (y * info.width + x) * info.channels;
      return [...data.subarray(offset, offset + 3)];
    };
    const [topRed = 0, , topBlue = 0] = at(1380, 150);
    const [bottomRed = 0, , bottomBlue = 0] = at(1380, 1050);
    expect(topBlue).toBeGreaterThan(topRed + 100);
    expect(bottomRed).toBeGreaterThan(bottomBlue + 100);
    expect(written).toContain(join(root, 'src/assets/about/story-poster.narrow.720x1043.webp'));
    const imported = await readImported(root);
    expect(Object.keys(imported)).toEqual([
      'src/assets/about/story',
      'src/assets/about/story-poster',
    ]);
    expect(imported['src/assets/about/story']).toMatchObject({ source: 'IMG_0107.mp4' });
  }, 120_000);

  it('refuses a clip too short to loop, and an unknown tab, and leaves the files as they were', async () => {
    const before = readFileSync(join(root, 'src/assets/about/story.mp4'));
    const short = phoneClip('IMG_0108', 1);
    await expect(importMedia(short, 'about-video:story', { root })).rejects.toThrow(
      /^IMG_0108\.mp4 lasts 1\.0 s: an About video loops a clip of 2 to 8 s/,
    );
    await expect(importMedia(short, 'about-video:vision', { root })).rejects.toThrow(
      '"vision" is not an About tab with a video: about-video:mission, about-video:story, about-video:philosophy.',
    );
    expect(readFileSync(join(root, 'src/assets/about/story.mp4')).equals(before)).toBe(true);
  }, 60_000);
});
