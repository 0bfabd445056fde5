import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { checkContent } from '../../scripts/content/check-content.ts';
import palette from '../../src/styles/palette.json' with { type: 'json' };
import { thumbnailsOf, PICTURE_FOLDERS } from '../../scripts/content/editor-media.ts';
import { copyCheckout } from '../../scripts/lib/checkout-copy.ts';
import { freePort } from '../../scripts/lib/ports.ts';

// The content editor (npm run edit: scripts/content/edit.ts) in a browser, on a scratch checkout of the
// project (the files git would commit, node_modules linked, in a temporary folder: its --root): an edit
// saved in place, a project edited, a photo uploaded through the media import, a photo too small
// refused, the preview pane and the media library. The server starts with npm's registry out of reach:
// `npm ci` (the postinstall) has put Decap's script in place. Decap CMS logs its own warnings, so the
// console is not guarded here. Alone (tests/content-editor.config.ts, or the
// e2e-alone project): it imports photos, which takes the machine's cores for a few seconds.
test.describe.configure({ mode: 'default' });

interface Editor {
  root: string;
  url: string;
  server: ChildProcess;
  output: string[];
}

let editor: Editor;

/** The edit server on a fresh copy of the content, on a free port. */
async function startEditor(): Promise<Editor> {
  const root = await mkdtemp(join(tmpdir(), 'content-editor-e2e-'));
  copyCheckout(root);
  const port = await freePort();
  const server = spawn(
    process.execPath,
    ['scripts/content/edit.ts', '--root', root, '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      // No network: the editor must start from what `npm ci` installed.
      env: {
        ...process.env,
        npm_config_registry: 'http://127.0.0.1:9/',
        npm_config_offline: 'true',
        npm_config_fetch_retries: '0',
      },
    },
  );
  const output: string[] = [];
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no edit server:\n${output.join('')}`)), 30_000);
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      const found = /is at (http:\S+)/.exec(output.join(''));
      if (found?.[1]) {
        clearTimeout(timer);
        done(found[1]);
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('exit', (code) =>
      fail(new Error(`edit server exited (${code}):\n${output.join('')}`)),
    );
  });
  return { root, url, server, output };
}

test.beforeAll(async () => {
  editor = await startEditor();
});

test.afterAll(async () => {
  if (!editor) return;
  editor.server.kill();
  await rm(editor.root, { recursive: true, force: true });
});

const readJson = async (file: string) =>
  JSON.parse(await readFile(join(editor.root, 'src/content/data', file), 'utf8')) as Record<
    string,
    unknown
  >;
const readText = (file: string) => readFile(join(editor.root, 'src/content/data', file), 'utf8');

async function login(page: Page) {
  await page.goto(editor.url);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function openPage(page: Page, label: string) {
  await page.getByRole('link', { name: 'Site pages' }).click();
  await page.getByRole('link', { name: label, exact: true }).click();
}

/** The list item of a list that holds `field` (by its label), expanded: the `index`th such item. */
async function listItem(page: Page, field: string, index: number): Promise<Locator> {
  const items = page
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.getByLabel(field, { exact: true }) });
  await expect(items.nth(index)).toBeAttached();
  const item = items.nth(index);
  const control = item.getByLabel(field, { exact: true });
  if (!(await control.isVisible())) {
    // The list itself may be folded too: unfold it first (its top bar, above the items).
    if (!(await item.isVisible())) {
      const list = page
        .locator('[class*="ObjectControl"], [class*="ListControl"]')
        .filter({ has: item })
        .last();
      await list.locator('button').first().click();
    }
    await item.locator('[class*="ListItemTopBar"] button').first().click();
  }
  await expect(control).toBeVisible();
  return item;
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now', { exact: true }).click();
}

async function published(page: Page) {
  // A save with a photo waits for its import (a few seconds of sharp).
  await expect(page.getByText('Entry saved').first()).toBeVisible({ timeout: 30_000 });
  // The editor has settled (else leaving it at once can undo the state).
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
}

/**
 * Types `typed` into the first `field` of the page `label` and publishes: the schema's `message` shows
 * beside the field, the typed text stays, and no pop-up speaks instead.
 */
async function refusedBesideField(
  page: Page,
  label: string,
  field: string,
  typed: string,
  message: string | RegExp,
) {
  await page.goto(editor.url);
  await openPage(page, label);
  const item = await listItem(page, field, 0);
  const control = item.getByLabel(field, { exact: true });
  await control.fill(typed);
  await publish(page);
  await expect(item.getByText(message)).toBeVisible();
  await expect(control).toHaveValue(typed);
  await expect(page.getByText(/Failed to persist entry/)).toHaveCount(0);
}

/** A photo of `width`×`height` px with some detail, as a JPEG file in the temporary root. */
async function photo(name: string, width: number, height: number) {
  const file = join(editor.root, name);
  const noise = Buffer.alloc(64 * 80 * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 37) % 251;
  await sharp(noise, { raw: { width: 64, height: 80, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toFile(file);
  return file;
}

/** Uploads `file` through the picture's "Upload a new photo" field inside `scope`. */
async function upload(page: Page, scope: Locator, file: string) {
  await scope.getByRole('button', { name: 'Choose an image' }).click();
  // The media library's Upload button is a label for this input. The photo stays in the browser
  // (staged with the entry) until Publish sends it to the edit server.
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(basename(file).toLowerCase().replace(/ /g, '-'))).toBeVisible();
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

test(
  'the editor saves an edit of About in place, and the content stays sound',
  { tag: '@alone' },
  async ({ page }) => {
    const before = await readText('about.json');
    await login(page);
    await openPage(page, 'About');
    const item = await listItem(page, 'Quote', 1);
    await item.getByLabel('Quote', { exact: true }).fill('Edited in the content editor.');
    await publish(page);
    await published(page);

    const after = await readText('about.json');
    const expected = JSON.parse(before) as {
      testimonials: { items: { quote: string }[] };
    };
    expected.testimonials.items[1]!.quote = 'Edited in the content editor.';
    // Exactly that field changed; the file keeps its layout (2 spaces, key order, a final newline).
    expect(after).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    expect((await checkContent(editor.root)).problems).toEqual([]);
  },
);

test(
  "the editor saves a project's title, and no field of its own",
  { tag: '@alone' },
  async ({ page }) => {
    await login(page);
    await page.getByRole('link', { name: 'Projects' }).click();
    await page.getByText('Tirthdom', { exact: false }).first().click();
    await expect(page.getByLabel('Page address')).toHaveValue('tirthdom');
    await page.getByLabel('Title', { exact: true }).fill('Tirthdom, edited');
    // The preview pane shows the project's own page with the new title, before it is published.
    const site = await previewFrame(page, '/portfolio/tirthdom');
    await expect(site.getByRole('heading', { name: 'Tirthdom, edited' }).first()).toBeVisible({
      timeout: 30_000,
    });
    await publish(page);
    await published(page);

    const project = await readJson('projects/tirthdom.json');
    expect(project.title).toBe('Tirthdom, edited');
    // The spec names the project: the editor says so, as information, and the save stood.
    const report = page.getByRole('complementary', { name: 'Spec report' });
    await expect(
      report.getByText(
        /^Spec report: the content departs from the spec in \d+ places? \(information\); \d+ texts? may have gone stale$/,
      ),
    ).toBeVisible();
    await report.getByText(/^Spec report/).click();
    await expect(
      report.getByText(
        'src/content/data/projects/tirthdom.json: title: the spec says "Tirthdom" (§2 Portfolio); it is "Tirthdom, edited"',
      ),
    ).toBeVisible();
    await expect(report.getByText('npm run check:spec')).toBeVisible();
    // Its link-preview card still says the old title: that is said too, as a text gone stale.
    await expect(
      report.getByText(
        /^May be stale: public\/share\/tirthdom\.jpg: \(link-preview card\): was drawn saying/,
      ),
    ).toBeVisible();
    expect(project).not.toHaveProperty('slug');
    expect(Object.keys(project)[0]).toBe('order');
    expect(typeof project.order).toBe('number');
    expect((await checkContent(editor.root)).problems).toEqual([]);
  },
);

test(
  'a bad colour, a padded quote and a negative price get the schema’s message beside the field; the typed text stays and nothing is written',
  { tag: '@alone' },
  async ({ page }) => {
    const before = await Promise.all(['home.json', 'about.json', 'packages.json'].map(readText));
    await login(page);
    await refusedBesideField(page, 'Home', 'Accent', 'purple', 'must be a colour like #7C5CFF');
    await refusedBesideField(
      page,
      'About',
      'Quote',
      ' Padded quote. ',
      /must not start or end with a space, and must be at most 250 characters/,
    );
    await refusedBesideField(
      page,
      'Packages (services and prices)',
      'Amount',
      '-5',
      /must be at least 1|greater than or equal to 1|1 or more/i,
    );

    expect(await Promise.all(['home.json', 'about.json', 'packages.json'].map(readText))).toEqual(
      before,
    );
  },
);

test(
  'a team portrait uploaded in the editor goes through the media import',
  { tag: '@alone' },
  async ({ page }) => {
    const portrait = await photo('New Portrait.jpg', 1000, 1250);
    await login(page);
    await openPage(page, 'About');
    const member = await listItem(page, 'Tooltip', 1);
    await upload(page, member, portrait);
    await publish(page);
    await published(page);

    const about = (await readJson('about.json')) as {
      team: { members: { photo: Record<string, unknown> }[] };
    };
    const photoField = about.team.members[1]!.photo;
    expect(photoField).toEqual({ file: 'member-2', alt: expect.any(String) as unknown });
    // Every variant of the slot, cut from this photo: the same files as before, new pixels.
    const variants = async (dir: string) =>
      (await readdir(join(dir, 'src/assets/team')))
        .filter((file) => file.startsWith('member-2.'))
        .sort();
    const made = await variants(editor.root);
    expect(made).toEqual(await variants('.'));
    expect(made.length).toBeGreaterThan(0);
    for (const file of made) {
      const [now, was] = await Promise.all([
        readFile(join(editor.root, 'src/assets/team', file)),
        readFile(join('src/assets/team', file)),
      ]);
      expect(now.equals(was), file).toBe(false);
    }
    const imported = JSON.parse(
      await readFile(join(editor.root, 'src/assets/imported.json'), 'utf8'),
    ) as Record<string, { slot: string; sha256: string }>;
    expect(imported['src/assets/team/member-2']).toEqual({
      slot: 'team-portrait:member-2',
      source: 'new-portrait.jpg',
      sha256: createHash('sha256')
        .update(await readFile(portrait))
        .digest('hex'),
    });
    // The raw upload is nowhere in the copy.
    const all = await readdir(editor.root, { recursive: true });
    expect(all.filter((file) => /new-portrait|\.content-editor-uploads/i.test(file))).toEqual([]);
    expect((await checkContent(editor.root)).problems).toEqual([]);
  },
);

test(
  "a photo too small is refused with the import's reason, and nothing changes",
  { tag: '@alone' },
  async ({ page }) => {
    const small = await photo('small.jpg', 400, 500);
    const aboutBefore = await readText('about.json');
    const teamBefore = (await readdir(join(editor.root, 'src/assets/team'))).sort();
    const importedBefore = await readFile(join(editor.root, 'src/assets/imported.json'), 'utf8');
    await login(page);
    await openPage(page, 'About');
    const member = await listItem(page, 'Tooltip', 2);
    await upload(page, member, small);
    await publish(page);

    await expect(
      page.getByText(/Failed to persist entry.*needs a photo of at least 800×1000 px/),
    ).toBeVisible({ timeout: 30_000 });
    expect(await readText('about.json')).toBe(aboutBefore);
    expect((await readdir(join(editor.root, 'src/assets/team'))).sort()).toEqual(teamBefore);
    expect(await readFile(join(editor.root, 'src/assets/imported.json'), 'utf8')).toBe(
      importedBefore,
    );
  },
);

/** The site's frame inside the preview pane, once it shows `path`. */
async function previewFrame(page: Page, path: string) {
  await expect
    .poll(() => page.frames().some((frame) => new URL(frame.url()).pathname === path), {
      timeout: 30_000,
    })
    .toBe(true);
  return page.frames().find((frame) => new URL(frame.url()).pathname === path)!;
}

test(
  "the preview pane shows the page being edited with the site's own components, each change without a reload",
  { tag: '@alone' },
  async ({ page }) => {
    const before = await readText('about.json');
    const about = JSON.parse(before) as {
      intro: { lead: string };
      testimonials: { items: { quote: string }[] };
    };
    await login(page);
    await openPage(page, 'About');
    // Decap's preview frame holds the pane; the pane holds the site's frame.
    const pane = page.locator('iframe').first().contentFrame();
    await expect(pane.getByTestId('preview-pane')).toBeAttached();
    const site = await previewFrame(page, '/about');
    // The site itself: its own page and its own styles (the palette's ink behind it).
    await expect(site.getByText(about.intro.lead)).toBeVisible({ timeout: 30_000 });
    const [red, green, blue] = [1, 3, 5].map((at) => parseInt(palette.ink.slice(at, at + 2), 16));
    expect(await site.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      `rgb(${red}, ${green}, ${blue})`,
    );
    await site.evaluate(() => {
      (window as Window & { previewMark?: boolean }).previewMark = true;
    });

    const typed = 'A preview that shows the words as they are typed.';
    const item = await listItem(page, 'Quote', 0);
    await item.getByLabel('Quote', { exact: true }).fill(typed);
    await expect(site.getByText(typed)).toBeVisible({ timeout: 15_000 });
    expect(about.testimonials.items[0]!.quote).not.toBe(typed);
    // A hot update, not a reload: the page's own state is still there.
    expect(
      await site.evaluate(() => (window as Window & { previewMark?: boolean }).previewMark),
    ).toBe(true);

    // A draft the schema refuses is not shown: the pane says why and keeps the last one it accepted.
    await item.getByLabel('Quote', { exact: true }).fill(' Padded quote. ');
    await expect(pane.getByTestId('preview-status')).toHaveText(
      /^Not shown: the preview keeps the last version the schema accepts \(.*testimonials\.items\[0\]\.quote: must not start or end with a space/,
    );
    await expect(site.getByText(typed)).toBeVisible();
    // Nothing is written by a preview.
    expect(await readText('about.json')).toBe(before);
  },
);

test(
  "the media library lists the site's pictures with thumbnails",
  { tag: '@alone' },
  async ({ page }) => {
    const pictures = (
      await Promise.all(
        PICTURE_FOLDERS.map(async (folder) =>
          thumbnailsOf(await readdir(join(editor.root, folder)).catch(() => [])),
        ),
      )
    ).flat();
    expect(pictures.length).toBeGreaterThan(10);
    const listed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1') &&
        (response.request().postDataJSON() as { action?: string } | null)?.action === 'getMedia',
    );
    await login(page);
    await page.getByRole('button', { name: 'Media' }).click();
    await expect(page.getByText('Media assets')).toBeVisible();
    // Every picture, once, by its name (the grid draws only the cards in view).
    const items = (await (await listed).json()) as { name: string; path: string }[];
    expect(items.map((item) => item.name)).toEqual(pictures.map(({ name }) => `${name}.webp`));
    const last = pictures.at(-1)!.name;
    await page.getByPlaceholder('Search...').fill(last);
    await expect(page.getByText(`${last}.webp`, { exact: true })).toBeVisible();
    await page.getByPlaceholder('Search...').fill('');
    // The cards in view are drawn as images.
    const thumbnails = page.locator('img').filter({ visible: true });
    await expect.poll(() => thumbnails.count()).toBeGreaterThanOrEqual(4);
    const drawn = await thumbnails.evaluateAll((images) =>
      images.map((image) => (image as HTMLImageElement).naturalWidth),
    );
    expect(drawn.every((width) => width > 0)).toBe(true);
  },
);
