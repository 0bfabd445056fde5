// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pictureLibrary, thumbnailsOf } from './editor-media.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("the editor's media library (scripts/content/editor-media.ts)", () => {
  it('shows each picture once, by its narrowest WebP, else its narrowest JPEG', () => {
    expect(
      thumbnailsOf([
        'member-1.portrait.800x1000.webp',
        'member-1.portrait.480x600.avif',
        'member-1.portrait.480x600.webp',
        'member-1.portrait.800x1000.jpg',
        'hero.square.1080x1080.jpg',
        'hero.square.720x720.jpg',
        'card-a.narrow.720x540.webp',
        'card-a.square.560x560.webp',
        'story.webm',
        'notes.txt',
      ]),
    ).toEqual([
      { name: 'card-a', file: 'card-a.square.560x560.webp' },
      { name: 'hero', file: 'hero.square.720x720.jpg' },
      { name: 'member-1', file: 'member-1.portrait.480x600.webp' },
    ]);
  });

  it("answers as decap-server's getMedia does, from the asset folders of the root", async () => {
    const root = await mkdtemp(join(tmpdir(), 'editor-media-'));
    dirs.push(root);
    await mkdir(join(root, 'src/assets/team'), { recursive: true });
    await writeFile(join(root, 'src/assets/team/member-9.portrait.480x600.webp'), 'small');
    await writeFile(join(root, 'src/assets/team/member-9.portrait.800x1000.webp'), 'large');
    const items = await pictureLibrary(root);
    expect(items).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
        name: 'member-9.webp',
        path: 'src/assets/team/member-9.portrait.480x600.webp',
        content: Buffer.from('small').toString('base64'),
        encoding: 'base64',
      },
    ]);
  });
});
