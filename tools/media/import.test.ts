// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { parseFocus } from './fit.ts';
import { importMedia, importPhoto, minimumSize, readSlot } from './import.ts';
import { IMPORTED_FILE, readImported } from './imported.ts';

const roots: string[] = [];
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'media-import-'));
  roots.push(root);
  return root;
}
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/**
 * A phone's portrait photo as phones store it: the pixels landscape (1250×1000, red on the left, blue on
 * the right) and an EXIF orientation of 6, "turn a quarter clockwise to show".
 */
async function phonePortrait(root: string): Promise<string> {
  const half = (colour: string) =>
    sharp({ create: { width: 625, height: 1000, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const pixels = await sharp({
    create: { width: 1250, height: 1000, channels: 3, background: '#000' },
  })
    .composite([
      { input: await half('#d02020'), left: 0, top: 0 },
      { input: await half('#2040d0'), left: 625, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const file = join(root, 'IMG_0042.jpg');
  writeFileSync(file, pixels);
  return file;
}

describe('npm run media:import', () => {
  it('turns a phone portrait upright and cuts every file of a team portrait, under the cap', async () => {
    const root = project();
    const photo = await phonePortrait(root);
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const written = await importPhoto(photo, 'team-portrait:member-5', { root });
    const names = written.map((file) => file.slice(file.lastIndexOf('/') + 1));
    expect(names).toEqual(
      expect.arrayContaining([
        'member-5.portrait.480x600.webp',
        'member-5.portrait.800x1000.webp',
        'member-5.portrait.800x1000.jpg',
      ]),
    );
    for (const file of written) expect(readFileSync(file).length).toBeLessThan(260 * 1024);
    // Upright: the left of the stored pixels (red) is now the top, the right (blue) the bottom.
    const jpg = join(root, 'src/assets/team/member-5.portrait.800x1000.jpg');
    const { data, info } = await sharp(jpg).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(info).toMatchObject({ width: 800, height: 1000 });
    const [topRed = 0, , topBlue = 0] = at(400, 100);
    const [bottomRed = 0, , bottomBlue = 0] = at(400, 900);
    expect(topRed).toBeGreaterThan(topBlue + 100);
    expect(bottomBlue).toBeGreaterThan(bottomRed + 100);
    // Recorded, so that `npm run media` keeps it.
    const imported = await readImported(root);
    expect(imported['src/assets/team/member-5']).toMatchObject({
      slot: 'team-portrait:member-5',
      source: 'IMG_0042.jpg',
    });
    expect(readFileSync(join(root, IMPORTED_FILE), 'utf8')).toMatch(/\n$/);
  }, 30_000);

  it('refuses a photo smaller than the slot serves, saying how large it must be, and keeps the old files', async () => {
    const root = project();
    const photo = await phonePortrait(root);
    await importPhoto(photo, 'team-portrait:member-5', { root });
    const before = readdirSync(join(root, 'src/assets/team')).sort();
    const small = join(root, 'small.png');
    await sharp({ create: { width: 640, height: 640, channels: 3, background: '#888' } }).toFile(
      small,
    );
    await expect(importPhoto(small, 'team-portrait:member-5', { root })).rejects.toThrow(
      'small.png is 640×640 px (upright): a team portrait is served up to 800 px wide, so it needs a photo of at least 800×1000 px.',
    );
    expect(readdirSync(join(root, 'src/assets/team')).sort()).toEqual(before);
    expect(minimumSize(readSlot('project-cover:alphabeads').plan)).toEqual({
      width: 2800,
      height: 1200,
    });
  }, 30_000);

  it('refuses a photo whose shape would lose most of it, and cuts where --focus says, saying what it cut', async () => {
    const root = project();
    // Upright 1500×3000: red above, blue below; a portfolio card is 4:3 (landscape).
    const half = (colour: string) =>
      sharp({ create: { width: 1500, height: 1500, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const tall = join(root, 'tall.png');
    await sharp({ create: { width: 1500, height: 3000, channels: 3, background: '#000' } })
      .composite([
        { input: await half('#d02020'), left: 0, top: 0 },
        { input: await half('#2040d0'), left: 0, top: 1500 },
      ])
      .png()
      .toFile(tall);
    await expect(importPhoto(tall, 'portfolio-card:acme', { root })).rejects.toThrow(
      "tall.png is 1500×3000 px (portrait); a project's portfolio card is 4:3 (landscape), so a cut would keep 38 % of it (1500×1125 px from its middle). Choose what to keep with --focus: center, top, bottom, left, right, or x,y from 0 to 1",
    );
    expect(existsSync(join(root, 'src/assets/portfolio'))).toBe(false);
    const said: string[] = [];
    await importPhoto(tall, 'portfolio-card:acme', {
      root,
      focus: parseFocus('bottom', (message) => new Error(message)),
      say: (line) => said.push(line),
    });
    expect(said).toEqual(['Cut the card crop (4:3): 1500×1125 px at 0,1875 of 1500×3000 (38 %).']);
    const { data } = await sharp(join(root, 'src/assets/portfolio/acme-card.card.1080x810.jpg'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [red = 0, , blue = 0] = data;
    expect(blue).toBeGreaterThan(red + 100);
    expect(() => parseFocus('middle', (message) => new Error(message))).toThrow(
      '--focus "middle" is not a point to cut around: give center, top, bottom, left, right, or x,y from 0 to 1',
    );
    expect(parseFocus('0.25, 0.75', (message) => new Error(message))).toEqual({ x: 0.25, y: 0.75 });
  }, 30_000);

  it('names each slot, and says what it expects of a wrong one', () => {
    expect(readSlot('project-cover:alphabeads').name).toBe('alphabeads-cover');
    expect(readSlot('home-card:generative').name).toBe('card-generative');
    expect(readSlot('hero').name).toBe('hero');
    expect(() => readSlot('banner:x')).toThrow(
      /^Unknown slot "banner:x"\. Slots: hero, home-card:<name>/,
    );
    expect(() => readSlot('team-portrait')).toThrow(
      'The slot "team-portrait" needs a name after a colon, in lower case, digits and hyphens (e.g. team-portrait:member-5).',
    );
  });
});

describe('npm run media:import --as share-card:<page>', () => {
  it("makes the page's link-preview card from a photo: upright, 1200×630, under 120 KB, recorded", async () => {
    const root = project();
    // A larger phone portrait: 1600×1300 stored (red left, blue right), EXIF 6, so 1300×1600 upright.
    const half = (colour: string) =>
      sharp({ create: { width: 800, height: 1300, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const photo = join(root, 'IMG_0042.jpg');
    await sharp({ create: { width: 1600, height: 1300, channels: 3, background: '#000' } })
      .composite([
        { input: await half('#d02020'), left: 0, top: 0 },
        { input: await half('#2040d0'), left: 800, top: 0 },
      ])
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .toFile(photo);
    const written = await importMedia(photo, 'share-card:nimbus', { root });
    expect(written).toEqual([join(root, 'public/share/nimbus.jpg')]);
    const card = readFileSync(join(root, 'public/share/nimbus.jpg'));
    expect(card.length).toBeLessThanOrEqual(120 * 1024);
    const { data, info } = await sharp(card).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 1200, height: 630 });
    // Upright (the stored left, red, is the top), cut around the centre: red above blue.
    const red = (y: number) => data[(y * info.width + 600) * 3] ?? 0;
    const blue = (y: number) => data[(y * info.width + 600) * 3 + 2] ?? 0;
    expect(red(100)).toBeGreaterThan(blue(100) + 100);
    expect(blue(530)).toBeGreaterThan(red(530) + 100);
    expect((await readImported(root))['public/share/nimbus']).toMatchObject({
      slot: 'share-card:nimbus',
      source: 'IMG_0042.jpg',
    });
  }, 30_000);

  it('refuses a photo smaller than a card, and a slot without its page', async () => {
    const root = project();
    const small = join(root, 'small.png');
    await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#888' } }).toFile(
      small,
    );
    await expect(importMedia(small, 'share-card:home', { root })).rejects.toThrow(
      'small.png is 1000×600 px (upright): a share card is 1200×630 px, so it needs a photo of at least that size.',
    );
    await expect(importMedia(small, 'share-card:', { root })).rejects.toThrow(
      /needs the page after a colon/,
    );
  });
});

describe('npm run media after an import', () => {
  it('keeps an imported share card and draws the others', async () => {
    const { runMedia } = await import('./runner.ts');
    const made: string[] = [];
    const card = (name: string) => ({
      name,
      group: 'share',
      keeps: `public/share/${name}`,
      make: () => {
        made.push(name);
        return Promise.resolve();
      },
    });
    await runMedia([card('home'), card('nimbus')], {
      flags: { names: [], mastersDir: undefined, mastersOnly: false },
      imported: {
        'public/share/nimbus': { slot: 'share-card:nimbus', source: 'IMG_0042.jpg', sha256: '' },
      },
    });
    expect(made).toEqual(['home']);
  });

  it('keeps an imported image and draws the others', async () => {
    const { runMedia } = await import('./runner.ts');
    const root = project();
    const drawn: string[] = [];
    const job = (name: string) => ({
      name,
      plan: { dir: join(root, 'art'), master: [960, 1200] as [number, number], crops: [] },
      draw: () => {
        drawn.push(name);
        return sharp({ create: { width: 960, height: 1200, channels: 3, background: '#123' } })
          .png()
          .toBuffer();
      },
    });
    await runMedia([job('member-1'), job('member-5')], {
      flags: { names: [], mastersDir: undefined, mastersOnly: false },
      imported: {
        [`${join(root, 'art')}/member-5`]: {
          slot: 'team-portrait:member-5',
          source: 'IMG_0042.jpg',
          sha256: '',
        },
      },
    });
    expect(drawn).toEqual(['member-1']);
  });
});
