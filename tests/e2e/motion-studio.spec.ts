import { readFileSync } from 'node:fs';
import { parse } from 'acorn';
import writeFileAtomic from 'write-file-atomic';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { gsap } from 'gsap';
import {
  fieldsOf,
  motionGroups,
  shellGroups,
  type MotionGroupId,
} from '../../src/features/motion-studio/studio-groups';
import { DEVTOOLS_LABEL } from '../../src/features/motion-studio/page-tools';
import { motion } from '../../src/motion/motion.config';
import { FRAME_MS, heroFadeMs, stopClock } from '../support/page-clock';
import { waitForRunning } from '../support/rotation';
import { expect, test, waitForHeroEntrance, waitForLoaderGone } from '../support/fixtures';
import { DEV_ORIGIN, MOTION_CONFIG_PATH, MOTION_E2E_FILE } from '../support/test-env';

// Development only, on the dev server of a scratch checkout, whose motion config (MOTION_E2E_FILE) the
// studio saves into as it saves a designer's: the
// production build has none of this (see home.spec.ts). One at a time (the e2e-alone project has one
// worker): the tests share that file, and each puts it back after itself. Not `serial`, which would skip
// the rest of the file after one failure.
test.describe.configure({ mode: 'default' });

const ORIGINAL = readFileSync('src/motion/motion.config.ts', 'utf8');
const SAVE_URL = `${DEV_ORIGIN}/__motion-studio/save`;
const studio = (page: Page) => page.getByRole('region', { name: 'Motion studio' });
const status = (page: Page) => studio(page).getByTestId('studio-status');
const configOnDisk = () => readFileSync(MOTION_E2E_FILE, 'utf8');
const groupTitle = (id: string) => motionGroups.find((group) => group.id === id)?.title ?? id;

/** The lines of the config copy that differ from the original, as `before → after`. */
function changedLines(): string[] {
  const before = ORIGINAL.split('\n');
  const after = configOnDisk().split('\n');
  expect(after).toHaveLength(before.length);
  return before.flatMap((line, index) =>
    line === after[index] ? [] : [`${line.trim()} → ${(after[index] ?? '').trim()}`],
  );
}

/** Puts the original config back, and waits until the dev server serves it again. */
async function restoreConfig(request: APIRequestContext, served: RegExp) {
  if (configOnDisk() === ORIGINAL) return;
  // Renamed into place whole, as the studio's Save writes it: the dev server never reads half a file.
  writeFileAtomic.sync(MOTION_E2E_FILE, ORIGINAL);
  await expect
    .poll(async () => (await request.get(`${DEV_ORIGIN}/${MOTION_CONFIG_PATH}`)).text(), {
      timeout: 15_000,
    })
    .toMatch(served);
}

async function openStudio(page: Page, path: string, tune = '') {
  await page.goto(`${DEV_ORIGIN}${path}?tune${tune}`);
  await expect(studio(page)).toBeVisible({ timeout: 30_000 });
  await waitForLoaderGone(page);
}

/** The studio on the page's clock, installed before the page and stopped once the loader has gone. */
async function openStudioOnStoppedClock(page: Page, path: string) {
  await page.clock.install();
  await openStudio(page, path);
  await stopClock(page);
}

test.beforeEach(({ consoleGuard }) => {
  // Vite's dev server serves the preloaded hero under a second URL; harmless, and development only.
  consoleGuard.allow(/was preloaded using link preload but not used/);
});

test.afterEach(async ({ request }) => {
  // The served module is transformed: 10000 reads 1e4 there.
  await restoreConfig(
    request,
    /tabRotationMs: (10000|1e4),[\s\S]*entrance: ["']expo\.out["'][\s\S]*hoverMs: 200\b/,
  );
});

for (const { path, own, notOwn } of [
  { path: '/', own: ['hero', 'eye', 'stack', 'reveal'], notOwn: ['about'] },
  { path: '/about', own: ['about', 'reveal'], notOwn: ['stack', 'hero', 'eye'] },
  { path: '/services', own: [], notOwn: ['stack', 'hero', 'eye', 'about', 'reveal'] },
] satisfies Array<{ path: string; own: MotionGroupId[]; notOwn: MotionGroupId[] }>) {
  test(
    `the studio on ${path} lists the page's groups and the shell's, every value named by its label`,
    {
      tag: '@alone',
    },
    async ({ page }) => {
      await openStudio(page, path);
      const panel = studio(page);
      for (const id of [...own, ...shellGroups]) {
        await expect(
          panel.getByRole('button', { name: groupTitle(id), exact: true }),
        ).toBeVisible();
        for (const field of fieldsOf(id)) {
          // A CSS ease is drawn and written in full in the curve editor, where its row's button takes it.
          const row =
            field.kind === 'cssEase'
              ? panel.getByRole('button', { name: `Edit ${field.label} in the curve editor` })
              : panel.getByLabel(field.label, { exact: true });
          await expect(row).toHaveCount(1);
        }
      }
      for (const id of notOwn) {
        await expect(panel.getByRole('button', { name: groupTitle(id), exact: true })).toHaveCount(
          0,
        );
      }
      // The spec's numbers are marked as such.
      const specFields = [...own, ...shellGroups]
        .flatMap((id) => fieldsOf(id))
        .filter((field) => field.spec !== undefined);
      expect(specFields.length).toBeGreaterThan(0);
      for (const field of specFields) {
        await expect(panel.getByLabel(field.label, { exact: true })).toHaveAccessibleDescription(
          `The spec's value is ${field.spec}`,
        );
      }
      const axe = await new AxeBuilder({ page }).include('[data-motion-studio]').analyze();
      expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    },
  );
}

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test(
    `the whole page passes axe with the studio, its markers and GSDevTools shown; Hide hides them all, ${width}x${height}`,
    {
      tag: '@alone',
    },
    async ({ page }) => {
      await page.setViewportSize({ width, height });
      await openStudio(page, '/');
      const panel = studio(page);
      const devtools = page.getByRole('region', { name: DEVTOOLS_LABEL });
      const markers = page.locator('[class^="gsap-marker-"]');
      // GSDevTools on the hero's entrance (on a phone the stack, a plain column, has none).
      await panel.getByRole('button', { name: 'Replay hero entrance' }).click();
      await expect(devtools.locator('.gs-dev-tools')).toBeVisible();
      // Played to its end (GSDevTools' clock at its duration, the lines shown): axe reads half-faded
      // text as too little contrast (a clean clone failed so).
      const clock = devtools.locator('.gs-dev-tools');
      await expect
        .poll(() =>
          clock.evaluate(
            (bar) =>
              bar.querySelector('.time')?.textContent ===
              bar.querySelector('.duration')?.textContent,
          ),
        )
        .toBe(true);
      await waitForHeroEntrance(page);
      await expect(markers.first()).toBeAttached();
      await expect(panel.getByLabel('Config snippet')).toBeVisible();
      const sections = ['Scroll map', 'Timeline', 'Curve editor'];
      for (const section of sections) {
        await expect(panel.getByRole('region', { name: section })).toBeAttached();
      }
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);

      await panel.getByRole('button', { name: 'Hide' }).click();
      await expect(panel.getByRole('button', { name: 'Show' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(panel.getByLabel('Config snippet')).toBeHidden();
      await expect(panel.getByLabel('Scroll position (px)', { exact: true })).toBeHidden();
      for (const section of sections) {
        await expect(panel.getByRole('region', { name: section })).toBeHidden();
      }
      await expect(page.locator('.gs-dev-tools')).toBeHidden();
      await expect(markers).toHaveCount(0);

      await panel.getByRole('button', { name: 'Show' }).click();
      await expect(panel.getByLabel('Config snippet')).toBeVisible();
      await expect(devtools.locator('.gs-dev-tools')).toBeVisible();
      await expect(markers.first()).toBeAttached();
    },
  );
}

test(
  'home: GSDevTools on the stack, markers, a tuned min offset applied live, Copy as TypeScript',
  {
    tag: '@alone',
  },
  async ({ page }) => {
    await openStudio(page, '/');
    const panel = studio(page);
    await expect(page.locator('.gs-dev-tools')).toHaveCount(1);
    await expect(page.locator('.gsap-marker-start').first()).toBeAttached();

    // Back to the scrollbar: the stack's own markers appear and a tuned min offset applies live.
    await panel.getByLabel(/Scrub the stack with GSDevTools/).uncheck();
    await expect(page.locator('.gs-dev-tools')).toHaveCount(0);
    await panel.getByLabel('Card min offset (px)', { exact: true }).fill('200');
    await panel.getByLabel('Scroll position (px)', { exact: true }).fill('1000');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1000);
    await expect
      .poll(() =>
        page
          .getByTestId('stack-card')
          .evaluateAll((cards) =>
            cards.map((card) => Math.round(card.getBoundingClientRect().top)),
          ),
      )
      .toEqual([200, 500, 1250]);

    // Markers off: every ScrollTrigger marker leaves the page.
    await panel.getByLabel('ScrollTrigger markers', { exact: true }).uncheck();
    await expect(page.locator('.gsap-marker-start')).toHaveCount(0);

    await expect(panel.getByLabel('Config snippet')).toHaveValue(/minOffset: 200/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await panel.getByRole('button', { name: 'Copy as TypeScript' }).click();
    await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('minOffset: 200');

    // Time-based timelines: a replay puts GSDevTools on them.
    await panel.getByRole('button', { name: 'Replay hero entrance' }).click();
    await expect(page.locator('.gs-dev-tools')).toHaveCount(1);
  },
);

test(
  'about: the tab rotation follows the studio live, on a stepped clock',
  {
    tag: '@alone',
  },
  async ({ page }) => {
    await page.clock.install();
    await openStudio(page, '/about');
    await page.waitForFunction(() => document.readyState === 'complete');
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);

    await studio(page).getByLabel('Tab rotation (ms)', { exact: true }).fill('12000');
    const mission = page.getByRole('tab', { name: 'Mission' });
    await mission.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await mission.click({ scroll: 'none' });
    await waitForRunning(page.getByRole('region', { name: 'Who are we?' }), page);
    await mission.click({ scroll: 'none' }); // a fresh slot from here
    await page.clock.runFor(10_000);
    await expect(mission).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(1_999);
    await expect(mission).toHaveAttribute('aria-selected', 'true');
    await page.clock.runFor(1);
    await expect(page.getByRole('tab', { name: 'Story' })).toHaveAttribute('aria-selected', 'true');
  },
);

test(
  'about: unsaved edits survive a reload; a spec value asks first; Save writes only that literal and the page starts from it',
  {
    tag: '@alone',
  },
  async ({ page }) => {
    await openStudio(page, '/about');
    const panel = studio(page);
    const rotation = panel.getByLabel('Tab rotation (ms)', { exact: true });
    await expect(rotation).toHaveValue('10000');
    await expect(status(page)).toHaveText('All values are those of motion.config.ts.');
    await rotation.fill('12000');
    await expect(status(page)).toHaveText('1 unsaved change: Tab rotation (ms)');

    await page.reload();
    await expect(panel.getByLabel('Tab rotation (ms)', { exact: true })).toHaveValue('12000');
    await expect(status(page)).toHaveText('1 unsaved change: Tab rotation (ms)');
    await expect(panel.locator('[data-unsaved]')).toHaveCount(1);

    // A spec constant: the studio asks first, and Cancel writes nothing.
    await panel.getByRole('button', { name: 'Save to source' }).click();
    const confirm = panel.getByRole('alertdialog');
    await expect(confirm).toContainText('Tab rotation (ms): 12000 (spec: 10000)');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(configOnDisk()).toBe(ORIGINAL);

    await panel.getByRole('button', { name: 'Save to source' }).click();
    await confirm.getByRole('button', { name: 'Save anyway' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'Saved to motion.config.ts: about.tabRotationMs.',
    );
    expect(changedLines()).toEqual(['tabRotationMs: 10000, → tabRotationMs: 12000,']);
    await expect(status(page)).toHaveText('All values are those of motion.config.ts.');

    await page.reload();
    await expect(panel.getByLabel('Tab rotation (ms)', { exact: true })).toHaveValue('12000');
    await expect(status(page)).toHaveText('All values are those of motion.config.ts.');
    await expect(panel.locator('[data-unsaved]')).toHaveCount(0);
  },
);

test(
  'Save keeps the work in progress: no restart, no reload; the message, undo, takes and scroll stay',
  {
    tag: '@alone',
  },
  async ({ page, request }) => {
    await openStudio(page, '/services');
    const panel = studio(page);
    const hover = panel.getByLabel('Hover and focus (ms)', { exact: true });
    const undo = panel.getByRole('button', { name: 'Undo' });
    const kept = panel.getByRole('group', { name: 'Takes kept' });
    await panel.getByRole('button', { name: 'Keep as take' }).click();
    await expect(kept.getByRole('button', { name: 'A', exact: true })).toBeVisible();
    await hover.fill('450');
    await page.mouse.move(400, 600);
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // Still: the smooth scroll has come to rest (the same position half a second apart).
    let last = -1;
    await expect
      .poll(
        async () => {
          const now = await page.evaluate(() => window.scrollY);
          const still = now === last;
          last = now;
          return still;
        },
        { intervals: [500] },
      )
      .toBe(true);
    const scrolled = last;
    // A mark only this document has: a reload or a new page drops it.
    await page.evaluate(() => document.documentElement.setAttribute('data-before-save', ''));
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    // The page's Vite client says when a change reached it by HMR. Vite restarts the server instead of
    // sending an update when the changed file is one its config imports: this message is the sign that
    // the save took the HMR path, and nothing else.
    const hotUpdate = page.waitForEvent('console', {
      predicate: (message) => /^\[vite\] hot updated: .*motion\.config/.test(message.text()),
    });
    await panel.getByRole('button', { name: 'Save to source' }).click();
    await expect(panel.getByRole('status')).toHaveText('Saved to motion.config.ts: hoverMs.');
    expect(changedLines()).toEqual(['hoverMs: 200, → hoverMs: 450,']);
    // The dev server serves the saved file, and the page took it as its new baseline by HMR.
    await expect
      .poll(async () => (await request.get(`${DEV_ORIGIN}/${MOTION_CONFIG_PATH}`)).text())
      .toMatch(/hoverMs: 450\b/);
    await hotUpdate;
    await expect(status(page)).toHaveText('All values are those of motion.config.ts.');
    expect(navigations).toEqual([]);
    await expect(page.locator('html[data-before-save]')).toHaveCount(1);
    await expect(panel.getByRole('status')).toHaveText('Saved to motion.config.ts: hoverMs.');
    await expect(kept.getByRole('button', { name: 'A', exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Undo still steps back: to the value before the edit, now one that departs from the saved file.
    await expect(undo).toBeEnabled();
    await undo.click();
    await expect(hover).toHaveValue('200');
    await expect(status(page)).toHaveText('1 unsaved change: Hover and focus (ms)');
  },
);

test(
  'a CSS-driven value applies live; Save writes it without asking; Reset returns to the file',
  {
    tag: '@alone',
  },
  async ({ page }) => {
    await openStudio(page, '/services');
    const panel = studio(page);
    // A curve the studio cannot read is refused with a message, not replaced by another curve; the
    // text typed stays, to be mended.
    await panel
      .getByRole('button', { name: 'Edit Entrance ease (CSS) in the curve editor' })
      .click();
    await expect(panel.getByLabel('Ease to edit')).toBeFocused();
    const curve = panel.getByRole('textbox', {
      name: 'Entrance ease (CSS), as saved',
      exact: true,
    });
    await expect(curve).toHaveValue('cubic-bezier(0.16, 1, 0.3, 1)');
    await curve.fill('ease-in-out');
    await curve.press('Enter');
    await expect(panel.getByRole('status')).toContainText(
      'Entrance ease (CSS) (cssEase.entrance) must be cubic-bezier(x1, y1, x2, y2) with x1 and x2 from 0 to 1',
    );
    await expect(curve).toHaveAttribute('aria-invalid', 'true');
    await expect(curve).toHaveValue('ease-in-out');
    await expect(status(page)).toHaveText('All values are those of motion.config.ts.');
    const hover = panel.getByLabel('Hover and focus (ms)', { exact: true });
    const link = page.getByRole('navigation').getByRole('link', { name: 'About' }).first();
    const durations = () => link.evaluate((el) => getComputedStyle(el).transitionDuration);
    await expect.poll(durations).toMatch(/^0\.2s/);
    await hover.fill('450');
    await expect.poll(durations).toMatch(/^0\.45s/);

    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect(hover).toHaveValue('200');
    await expect.poll(durations).toMatch(/^0\.2s/);
    await expect(status(page)).toHaveText('All values are those of motion.config.ts.');

    await hover.fill('450');
    await panel.getByRole('button', { name: 'Save to source' }).click();
    await expect(panel.getByRole('status')).toHaveText('Saved to motion.config.ts: hoverMs.');
    await expect(panel.getByRole('alertdialog')).toHaveCount(0);
    expect(changedLines()).toEqual(['hoverMs: 200, → hoverMs: 450,']);
  },
);

test(
  'undo and redo step through every edit, a Reset too, by button and by key, and the page follows',
  {
    tag: '@alone',
  },
  async ({ page }) => {
    // On the page's clock, stopped: the keys typed below are one edit, made at one moment of the
    // page's time (a field's edits within 600 ms merge), however long the typing takes here.
    await openStudioOnStoppedClock(page, '/services');
    const panel = studio(page);
    const hover = panel.getByLabel('Hover and focus (ms)', { exact: true });
    const undo = panel.getByRole('button', { name: 'Undo' });
    const redo = panel.getByRole('button', { name: 'Redo' });
    const link = page.getByRole('navigation').getByRole('link', { name: 'About' }).first();
    const durations = () => link.evaluate((el) => getComputedStyle(el).transitionDuration);
    await expect(undo).toBeDisabled();
    await expect(redo).toBeDisabled();

    // Typed one key at a time over the old value: one edit, one step.
    await hover.selectText();
    await hover.pressSequentially('450', { delay: 50 });
    await expect.poll(durations).toMatch(/^0\.45s/);
    await undo.click();
    await expect(hover).toHaveValue('200');
    await expect.poll(durations).toMatch(/^0\.2s/);
    await expect(status(page)).toHaveText('All values are those of motion.config.ts.');
    await expect(undo).toBeDisabled();
    await redo.click();
    await expect(hover).toHaveValue('450');
    await expect.poll(durations).toMatch(/^0\.45s/);
    await expect(status(page)).toHaveText('1 unsaved change: Hover and focus (ms)');

    // The keys, from the studio's own value field; a Reset is a step as well.
    await hover.focus();
    await page.keyboard.press('ControlOrMeta+z');
    await expect(hover).toHaveValue('200');
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(hover).toHaveValue('450');
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect(hover).toHaveValue('200');
    await expect.poll(durations).toMatch(/^0\.2s/);
    await page.keyboard.press('ControlOrMeta+z');
    await expect(hover).toHaveValue('450');
    await expect.poll(durations).toMatch(/^0\.45s/);
    await expect(redo).toBeEnabled();
    // axe schedules its work on the page's timers.
    await page.clock.resume();
    const axe = await new AxeBuilder({ page }).include('[data-motion-studio]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  },
);

/** The curve editor's graph: its grips and the numbers of its y axis, as a designer reads them. */
function curveGraph(page: Page) {
  const editor = studio(page).locator('[data-curve-editor]');
  const graph = editor.getByRole('group', { name: /on a graph: time across, progress up$/ });
  return {
    editor,
    graph,
    grip: (name: string) => graph.getByRole('slider', { name, exact: true }),
    text: editor.getByRole('textbox'),
    /** The progress value at a page y, read off the axis labels "0" and "1". */
    progressAt: async (y: number) => {
      // The middle of a label's text is the height of its line.
      const labelY = async (label: string) => {
        const box = await graph
          .locator('.y-label', { hasText: new RegExp(`^${label}$`) })
          .boundingBox();
        if (!box) throw new Error(`no axis label ${label}`);
        return box.y + box.height / 2;
      };
      const [zero, one] = [await labelY('0'), await labelY('1')];
      return (zero - y) / (zero - one);
    },
  };
}

/** Drags `from` (its centre) to the page point `to`, in steps, as a hand would. */
async function dragTo(page: Page, from: Locator, to: { x: number; y: number }) {
  await from.scrollIntoViewIfNeeded();
  const box = await from.boundingBox();
  if (!box) throw new Error('nothing to drag');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 6 });
  await page.mouse.up();
}

test(
  'the curve editor: a named ease drawn as GSAP runs it, a curve of three segments drawn, replayed, undone and saved',
  {
    tag: '@alone',
  },
  async ({ page }) => {
    // On the page's clock, stopped: the replays are timed frame by frame.
    await openStudioOnStoppedClock(page, '/');
    const panel = studio(page);
    const list = panel.getByLabel('Entrance ease (GSAP)', { exact: true });
    const { editor, graph, grip, text, progressAt } = curveGraph(page);
    await expect(list).toHaveValue('expo.out');
    await expect(text).toHaveValue('expo.out');

    // A graph to work in: at least 240 px each way, every grip a 40 px target.
    const size = await graph.boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(240);
    expect(size?.height).toBeGreaterThanOrEqual(240);
    const target = await grip('Segment 1 handle out').locator('.hit').boundingBox();
    expect(target?.width).toBeGreaterThanOrEqual(40);

    // elastic.out drawn as GSAP runs it: its peak at GSAP's own, every handle on the graph.
    await list.selectOption('elastic.out');
    await expect(text).toHaveValue('elastic.out');
    const peak = Math.max(
      ...Array.from({ length: 121 }, (_, i) => gsap.parseEase('elastic.out')(i / 120)),
    );
    const top = await graph
      .locator('polyline.line')
      .evaluate((line) => line.getBoundingClientRect().top);
    expect(Math.abs((await progressAt(top)) - peak)).toBeLessThan(0.02);
    const graphBox = await graph.boundingBox();
    if (!graphBox) throw new Error('no graph');
    for (const handle of await graph.getByRole('slider').all()) {
      const box = await handle.locator('.mark').boundingBox();
      expect(box && box.y >= graphBox.y && box.y + box.height <= graphBox.y + graphBox.height).toBe(
        true,
      );
    }
    // The named ease played by the hero: half faded in within 600 ms of its start.
    const replay = editor.getByRole('button', { name: 'Replay with this curve' });
    await list.selectOption('power2.out');
    const named = await heroFadeMs(page, () => replay.click(), { opacity: 0.5 });
    expect(named).toBeLessThan(600);

    // Drawn: power2.out's own curve (one segment), two points added, the first dragged low and late.
    await list.selectOption('Drawn curve');
    await expect(text).toHaveValue(/^M0,0 C[\d.,]+ [\d.,]+ 1,1$/);
    await editor.getByRole('button', { name: 'Add point' }).click();
    await expect(grip('Point 1')).toBeFocused();
    await editor.getByRole('button', { name: 'Add point' }).click();
    await expect(grip('Point 2')).toBeVisible();
    // Point 1 dragged down to progress 0.05, Point 2 moved there by its keys: a slow start, then a
    // rush.
    await graph.scrollIntoViewIfNeeded();
    const zero = await graph.locator('.y-label', { hasText: /^0$/ }).boundingBox();
    const one = await graph.locator('.y-label', { hasText: /^1$/ }).boundingBox();
    const point = await grip('Point 1').boundingBox();
    if (!point || !zero || !one) throw new Error('no point or axis labels');
    const low = zero.y + zero.height / 2 - 0.05 * (zero.y - one.y);
    await dragTo(page, grip('Point 1'), { x: point.x + point.width / 2, y: low });
    await expect(grip('Point 1')).toHaveAttribute('aria-valuetext', /progress 0\.0[3-7]$/);
    const second = Number(await grip('Point 2').getAttribute('aria-valuenow'));
    await grip('Point 2').focus();
    for (let press = 0; press < Math.round((second - 0.05) / 0.1); press += 1) {
      await page.keyboard.press('Shift+ArrowDown');
    }
    await expect(grip('Point 2')).toHaveAttribute('aria-valuetext', /progress 0\.0\d$/);
    const drawn = await text.inputValue();
    expect(drawn).toMatch(/^M0,0( C-?[\d.]+,-?[\d.]+ -?[\d.]+,-?[\d.]+ -?[\d.]+,-?[\d.]+){3}$/);
    // The curve before the drag stays as a dashed ghost.
    await expect(graph.locator('polyline.ghost')).toHaveCount(1);
    await expect(status(page)).toHaveText('1 unsaved change: Entrance ease (GSAP)');
    await expect(list).toHaveValue('Drawn curve');
    // The hero replays with it: a slow start, half faded in only past the middle of its 1.1 s.
    const slow = await heroFadeMs(page, () => replay.click(), { opacity: 0.5 });
    expect(slow).toBeGreaterThan(named + 300);

    // Delete takes the focused point away (an edit of its own, 6 s of the clock later); undo brings
    // it back.
    await grip('Point 2').focus();
    await page.keyboard.press('Delete');
    await expect(grip('Point 2')).toHaveCount(0);
    await expect(text).toHaveValue(/^M0,0( C\S+ \S+ \S+){2}$/);
    await page.keyboard.press('ControlOrMeta+z');
    await expect(text).toHaveValue(drawn);

    await panel.getByRole('button', { name: 'Save to source' }).click();
    await expect(panel.getByRole('status')).toHaveText('Saved to motion.config.ts: ease.entrance.');
    expect(changedLines()).toEqual([`entrance: 'expo.out', → entrance: '${drawn}',`]);
    // The page starts from the file: the list names the drawn curve, the editor shows its three segments.
    await page.clock.resume();
    await page.reload();
    await expect(list).toHaveValue('Drawn curve');
    await expect(text).toHaveValue(drawn);
    await expect(grip('Point 2')).toBeVisible();
    await expect(status(page)).toHaveText('All values are those of motion.config.ts.');
    const axe = await new AxeBuilder({ page }).include('[data-motion-studio]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  },
);

/**
 * When a replayed hero entrance starts (ms after `act`, on the page's stopped clock stepped a frame at
 * a time): the first frame its first line, hidden by the restart, shows again.
 */
async function entranceStartMs(page: Page, act: () => Promise<void>): Promise<number> {
  const line = page.locator('[data-hero-enter]').first();
  const opacity = () => line.evaluate((el) => Number(getComputedStyle(el).opacity));
  // A few frames first: GSAP's ticker, asleep after an edit rebuilt the timeline, wakes between two
  // frames; the replay then starts on a frame, as every replay does, and two starts compare to the frame.
  await page.clock.runFor(4 * FRAME_MS);
  await act();
  let hidden = false;
  for (let frame = 1; frame <= 200; frame += 1) {
    await page.clock.runFor(FRAME_MS);
    const shown = await opacity();
    if (shown < 0.01) hidden = true;
    else if (hidden) return frame * FRAME_MS;
  }
  throw new Error('the hero entrance did not start again within 200 frames');
}

test(
  'the timeline: dragging the hero delay bar by 0.5 s starts the replayed entrance 0.5 s later; the playhead plays at the motion speed',
  {
    tag: '@alone',
  },
  async ({ page }) => {
    await openStudioOnStoppedClock(page, '/');
    const panel = studio(page);
    const timeline = panel.locator('[data-timeline]');
    const replay = panel.getByRole('button', { name: 'Replay hero entrance' });
    const delay = panel.getByLabel('Hero delay (s)', { exact: true });
    // A track per timed animation of the page and the shell.
    for (const track of ['Hero entrance', 'Loader', 'Modal', 'Navbar']) {
      await expect(timeline.getByText(track, { exact: true })).toBeVisible();
    }
    const before = await entranceStartMs(page, () => replay.click());

    // The ruler's scale, from its own seconds: 0.5 s of it, dragged.
    const ruler = timeline.getByRole('slider', { name: 'Timeline playhead (s)' });
    await timeline.scrollIntoViewIfNeeded();
    const rulerBox = await ruler.boundingBox();
    const end = Number(await ruler.getAttribute('aria-valuemax'));
    if (!rulerBox) throw new Error('no ruler');
    const pxPerS = rulerBox.width / end;
    const bar = timeline.getByRole('slider', {
      name: 'Hero entrance: Line 1 (drag: Hero delay (s))',
    });
    const barBox = await bar.boundingBox();
    if (!barBox) throw new Error('no bar');
    await dragTo(page, bar, {
      x: barBox.x + barBox.width / 2 + 0.5 * pxPerS,
      y: barBox.y + barBox.height / 2,
    });
    await expect(delay).toHaveValue('0.60');
    await expect(status(page)).toHaveText('1 unsaved change: Hero delay (s)');
    const after = await entranceStartMs(page, () => replay.click());
    expect(Math.abs(after - before - 500)).toBeLessThanOrEqual(FRAME_MS);

    // An ordinary edit: undone, redone, saved.
    await page.keyboard.press('ControlOrMeta+z');
    await expect(delay).toHaveValue('0.10');
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(delay).toHaveValue('0.60');
    // The bar's end, by key: the duration, one step.
    await timeline
      .getByRole('slider', { name: 'Hero entrance: Line 1 end (drag: Hero duration (s))' })
      .press('ArrowRight');
    await expect(panel.getByLabel('Hero duration (s)', { exact: true })).toHaveValue('1.15');
    await panel.getByRole('button', { name: 'Save to source' }).click();
    await expect(panel.getByRole('status')).toHaveText(
      'Saved to motion.config.ts: home.heroEntrance.durationS, home.heroEntrance.delayS.',
    );

    // The playhead: at its start the hero is hidden (before the delay), at its end in place; Play
    // runs it at the motion speed (0.5×: one second of the clock, half a second of the timeline).
    const line = page.locator('[data-hero-enter]').first();
    // Every bar fills as its tween runs: empty at the start, full at the end.
    const fills = timeline.locator('.fill');
    await ruler.press('Home');
    await expect.poll(() => line.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    for (const fill of await fills.all()) await expect(fill).toHaveAttribute('style', 'width: 0%;');
    await ruler.press('End');
    await expect.poll(() => line.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    for (const fill of await fills.all()) {
      await expect(fill).toHaveAttribute('style', 'width: 100%;');
    }
    await ruler.press('Home');
    await panel.getByLabel('Motion speed', { exact: true }).selectOption('0.5×');
    await timeline.getByRole('button', { name: 'Play timeline' }).click();
    await page.clock.runFor(1000);
    const played = Number(await ruler.getAttribute('aria-valuenow'));
    await expect(timeline.getByText(`Playhead at ${played.toFixed(2)} s`)).toBeVisible();
    expect(Math.abs(played - 0.5)).toBeLessThanOrEqual((2 * FRAME_MS) / 1000);
    await panel.getByLabel('Motion speed', { exact: true }).selectOption('1×');
  },
);

test(
  'the timeline on /about: its fades, from their own moments',
  { tag: '@alone' },
  async ({ page }) => {
    await openStudio(page, '/about');
    const timeline = studio(page).locator('[data-timeline]');
    for (const track of ['About: tab panel', 'About: testimonials', 'About: videos', 'Loader']) {
      await expect(timeline.getByText(track, { exact: true })).toBeVisible();
    }
    await expect(timeline.getByText('Hero entrance', { exact: true })).toHaveCount(0);
    // The quote's hide at the spec's 3000 ms: the bar names its field and value.
    await expect(
      timeline.getByRole('slider', {
        name: 'About: testimonials: Quote fades out (drag: Testimonial hide delay (ms))',
      }),
    ).toHaveAttribute('aria-valuenow', '3000');
  },
);

test(
  'takes: the values kept as A and B survive a reload, and the switch key replays the hero with each',
  {
    tag: '@alone',
  },
  async ({ page }) => {
    await page.clock.install();
    await openStudio(page, '/');
    const panel = studio(page);
    const duration = panel.getByLabel('Hero duration (s)', { exact: true });
    const keep = panel.getByRole('button', { name: 'Keep as take' });
    await duration.fill('4');
    await keep.click();
    await duration.fill('0.2');
    await keep.click();
    const kept = panel.getByRole('group', { name: 'Takes kept' });
    await expect(kept.getByRole('button', { name: 'B', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // A name too long is refused with a message, and the name typed stays.
    const name = panel.getByLabel('Take name', { exact: true });
    await name.fill('x'.repeat(30));
    await keep.click();
    await expect(panel.getByText("A take's name has at most 24 characters.")).toBeVisible();
    await expect(name).toHaveValue('x'.repeat(30));
    await name.fill('');

    await page.reload();
    await expect(kept.getByRole('button', { name: 'A', exact: true })).toBeVisible();
    await expect(kept.getByRole('button', { name: 'B', exact: true })).toBeVisible();
    await waitForLoaderGone(page);
    await page.locator('body').click({ position: { x: 5, y: 500 } });
    // Each replay timed frame by frame on the page's clock.
    await stopClock(page);

    // The switch key: A (4 s) then B (0.2 s), each replayed on the page.
    const slow = await heroFadeMs(page, () => page.keyboard.press('t'));
    await expect(duration).toHaveValue('4.00');
    await expect(panel.getByRole('status')).toHaveText('Take A is on the page.');
    await expect(kept.getByRole('button', { name: 'A', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const fast = await heroFadeMs(page, () => page.keyboard.press('t'));

    await expect(duration).toHaveValue('0.20');
    // expo.out reaches 0.99 at two thirds of its duration: about 2.7 s of 4 s, 0.13 s of 0.2 s.
    expect(slow).toBeGreaterThan(1800);
    expect(fast).toBeLessThan(900);

    // A take goes when deleted, and stays gone after a reload.
    await page.clock.resume();
    await kept.getByRole('button', { name: 'Delete take A' }).click();
    await page.reload();
    await expect(kept.getByRole('button', { name: 'B', exact: true })).toBeVisible();
    await expect(kept.getByRole('button', { name: 'A', exact: true })).toHaveCount(0);
  },
);

test(
  "the scroll map: bars for the page's triggers, a press scrolls there, a dragged card start asks first and moves the card",
  {
    tag: '@alone',
  },
  async ({ page }) => {
    await openStudio(page, '/');
    const panel = studio(page);
    const map = panel.getByRole('region', { name: 'Scroll map' });
    const scrub = map.getByRole('slider', { name: 'Scroll position on the scroll map' });
    await expect(map.getByText('Stacked cards (pinned)')).toBeVisible();
    await expect(map.getByText(/^Reveal: /).first()).toBeVisible();
    const end = Number(await scrub.getAttribute('aria-valuemax'));
    expect(end).toBeGreaterThan(2500);
    // The stack's bar runs from the top of the page to fixedUntil, on the map's scale.
    const mapBox = await scrub.boundingBox();
    const stackBar = await map.locator('[data-stack] i').boundingBox();
    if (!mapBox || !stackBar) throw new Error('no map');
    expect(stackBar.width / mapBox.width).toBeCloseTo(2500 / end, 2);

    // Card 2 dragged 300 px of scroll later: the spec fixes its start, so the map asks first.
    const card = page.getByTestId('stack-card').nth(1);
    const top = async () => (await card.boundingBox())?.y ?? Number.NaN;
    const startTop = await top();
    const handle = map.getByRole('slider', { name: 'Card 2 start offset (px) on the scroll map' });
    await expect(handle).toHaveAttribute('aria-valuenow', '1500');
    const dragBy = async (scrollPx: number) => {
      const box = await handle.boundingBox();
      if (!box) throw new Error('no handle');
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + (scrollPx / end) * mapBox.width, y, { steps: 5 });
      await page.mouse.up();
    };
    const confirm = panel.getByRole('alertdialog');
    const pane = panel.getByLabel('Card 2 start offset (px)', { exact: true });
    await dragBy(300);
    await expect(confirm).toContainText(
      /^The spec fixes Card 2 start offset \(px\) at 1500\. Set it to 1[78]\d0\?/,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(pane).toHaveValue('1500');
    await expect(handle).toBeFocused();
    await dragBy(300);
    await confirm.getByRole('button', { name: 'Set anyway' }).click();
    const moved = Number(await handle.getAttribute('aria-valuenow'));
    expect(Math.abs(moved - 1800)).toBeLessThanOrEqual(20);
    await expect(pane).toHaveValue(String(moved));
    await expect(status(page)).toHaveText('1 unsaved change: Card 2 start offset (px)');
    // The card starts where the handle says: as much lower as its start moved.
    await expect.poll(top).toBeCloseTo(startTop + moved - 1500, 0);
    // Said yes once: the next nudge (arrow key, one 10 px step) applies at once.
    await handle.press('ArrowRight');
    await expect(pane).toHaveValue(String(moved + 10));
    await expect(confirm).toHaveCount(0);

    // A press halfway along the map scrolls the page halfway, with the stack on the scrollbar.
    await scrub.click({ position: { x: mapBox.width / 2, y: 4 } });
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(end / 2 - end * 0.02);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(end / 2 + end * 0.02);
    await expect(
      panel.getByLabel(
        'Scrub the stack with GSDevTools (off: with the scrollbar and its markers)',
        { exact: true },
      ),
    ).not.toBeChecked();
    await expect(scrub).toHaveAttribute('aria-valuenow', /^\d+$/);
    const playhead = await map.locator('.playhead').boundingBox();
    expect(((playhead?.x ?? 0) - mapBox.x) / mapBox.width).toBeCloseTo(0.5, 1);
    // By keyboard: Home goes to the top, a Page Up step 1000 px down the page.
    await scrub.press('Home');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(0);
    await scrub.press('PageUp');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1000);
    await expect(scrub).toHaveAttribute('aria-valuenow', '1000');
    const axe = await new AxeBuilder({ page }).include('[data-motion-studio]').analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // On a phone the cards are a plain column: the map has no stack to draw, only the reveals.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(map.getByText('Stacked cards (pinned)')).toHaveCount(0);
    await expect(handle).toHaveCount(0);
    await expect(map.getByText(/^Reveal: /).first()).toBeVisible();
  },
);

test(
  'the scroll map writes its numbers: values by the handles, px on the ruler, live while dragged; its playhead follows GSDevTools',
  {
    tag: '@alone',
  },
  async ({ page }) => {
    await openStudio(page, '/');
    const map = studio(page).getByRole('region', { name: 'Scroll map' });
    const scrub = map.getByRole('slider', { name: 'Scroll position on the scroll map' });
    const { startOffsets, minOffset, fixedUntil } = motion.stack;
    const marks = map.locator('.handle-mark');
    await expect(marks).toHaveText([
      ...startOffsets.map(String),
      `min offset ${minOffset}`,
      `fixed until ${fixedUntil}`,
    ]);
    for (const mark of await marks.all()) await expect(mark).toBeVisible();
    await expect(map.locator('.ruler span')).toContainText(['0', '500', '1000', '1500', '2000']);

    // Dragged, card 2's mark says the value it would take, before the drop.
    const end = Number(await scrub.getAttribute('aria-valuemax'));
    const mapBox = await scrub.boundingBox();
    const handle = map.getByRole('slider', { name: 'Card 2 start offset (px) on the scroll map' });
    const box = await handle.boundingBox();
    if (!mapBox || !box) throw new Error('no map');
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + (300 / end) * mapBox.width, y, { steps: 5 });
    const dragged = marks.nth(1);
    await expect(dragged).toHaveAttribute('data-dragging');
    const live = Number(await dragged.textContent());
    expect(Math.abs(live - (startOffsets[1] + 300))).toBeLessThanOrEqual(20);
    await page.mouse.up();
    await studio(page).getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(dragged).toHaveText(String(startOffsets[1]));

    // GSDevTools drives the stack (the page held at its top): the playhead follows its timeline.
    const seek = page.locator('.gs-dev-tools .seek-bar');
    const seekBox = await seek.boundingBox();
    if (!seekBox) throw new Error('no GSDevTools seek bar');
    await page.mouse.click(seekBox.x + seekBox.width / 2, seekBox.y + seekBox.height / 2);
    await expect
      .poll(async () => Number(await scrub.getAttribute('aria-valuenow')))
      .toBeGreaterThan(fixedUntil * 0.3);
    const at = Number(await scrub.getAttribute('aria-valuenow'));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const playhead = await map.locator('.playhead').boundingBox();
    expect(((playhead?.x ?? 0) - mapBox.x) / mapBox.width).toBeCloseTo(at / end, 2);
  },
);

test(
  'slow motion: a scroll range plays steadily at half the 1x speed; timed groups at 0.5x take twice as long',
  {
    tag: '@alone',
  },
  async ({ page }) => {
    // On the page's clock: the range and the replays run frame by frame, 16 ms of the page's time
    // each, however long this machine takes to draw them.
    await page.clock.install();
    await openStudio(page, '/about');
    const panel = studio(page);
    await panel.getByLabel('Play from (px)', { exact: true }).fill('0');
    await panel.getByLabel('Play to (px)', { exact: true }).fill('1600');
    await panel.getByLabel('Scroll speed', { exact: true }).selectOption('0.5×');
    await stopClock(page);
    // The scroll position against the page's clock, frame by frame, from the click on.
    const sampleMs = 3000;
    await page.evaluate((ms) => {
      const points: Array<[number, number]> = [];
      Object.assign(window, { __rangePoints: points });
      const start = performance.now();
      const frame = (now: number) => {
        points.push([now, window.scrollY]);
        if (now - start < ms) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, sampleMs);
    await panel.getByRole('button', { name: 'Play range' }).click();
    await page.clock.runFor(sampleMs + 2 * FRAME_MS);
    const points = await page.evaluate(
      () => (window as unknown as { __rangePoints: Array<[number, number]> }).__rangePoints,
    );
    const moving = points.filter(([, y]) => y > 100 && y < 1100);
    expect(moving.length).toBeGreaterThan(30);
    const [[t0, y0] = [0, 0]] = moving;
    const [t1, y1] = moving.at(-1) ?? [0, 0];
    // 1x is 800 px/s: 0.5x, 400 px/s, within 10 %, and steady (every point on that line within 10 %).
    const speed = (y1 - y0) / ((t1 - t0) / 1000);
    expect(speed).toBeGreaterThan(360);
    expect(speed).toBeLessThan(440);
    for (const [t, y] of moving)
      expect(Math.abs(y - (y0 + (400 * (t - t0)) / 1000))).toBeLessThan(100);
    // It stops by itself at the end of the range (1600 px at 400 px/s: 4 s from the click): at 1600
    // by 7 s from the click, and still there a second later.
    await page.clock.runFor(4000);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(1600);
    await expect(panel.getByRole('button', { name: 'Play range' })).toBeVisible();
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(1600);

    // Timed: the hero's replay, at 1x and then at 0.5x.
    await page.clock.resume();
    await page.goto(`${DEV_ORIGIN}/?tune`);
    await waitForLoaderGone(page);
    await stopClock(page);
    const replay = panel.getByRole('button', { name: 'Replay hero entrance' });
    const atFull = await heroFadeMs(page, () => replay.click());
    await panel.getByLabel('Motion speed', { exact: true }).selectOption('0.5×');
    const atHalf = await heroFadeMs(page, () => replay.click());
    expect(atHalf / atFull).toBeGreaterThan(1.8);
    expect(atHalf / atFull).toBeLessThan(2.2);
  },
);

test(
  "slow motion slows the browser's own animations too, holds across the loader's replay, and steps frame by frame",
  {
    tag: '@alone',
  },
  async ({ page }) => {
    await openStudio(page, '/services');
    const panel = studio(page);
    // A hover lift of 500 ms, long enough to time on a busy machine.
    await panel.getByLabel('Hover and focus (ms)', { exact: true }).fill('500');
    const button = page.getByRole('button', { name: 'Get Started', description: 'StackCore' });
    /** The button's hover lift, a CSS transition, from its start to its end (ms of real time). */
    const liftMs = async () => {
      await page.mouse.move(5, 5);
      await expect.poll(() => button.evaluate((element) => element.getAnimations().length)).toBe(0);
      const timed = button.evaluate(
        (element) =>
          new Promise<number>((resolve) => {
            let start = 0;
            (element as HTMLElement).addEventListener('transitionrun', (event) => {
              if (event.propertyName === 'transform') start = performance.now();
            });
            (element as HTMLElement).addEventListener('transitionend', (event) => {
              if (event.propertyName === 'transform') resolve(performance.now() - start);
            });
          }),
      );
      await button.hover();
      return timed;
    };
    const atFull = await liftMs();
    await panel.getByLabel('Motion speed', { exact: true }).selectOption('0.5×');
    const atHalf = await liftMs();
    expect(atFull).toBeGreaterThan(400);
    expect(atHalf / atFull).toBeGreaterThan(1.8);
    expect(atHalf / atFull).toBeLessThan(2.2);

    // Paused, the lift stands still; a frame forward moves it 1/60 s on, a frame back returns it.
    await page.mouse.move(5, 5);
    await panel.getByLabel('Motion speed', { exact: true }).selectOption('1×');
    await expect.poll(() => button.evaluate((element) => element.getAnimations().length)).toBe(0);
    await button.hover();
    // By keyboard, so the pointer stays on the button (leaving it would start the lift's way back).
    await panel.getByRole('button', { name: 'Pause' }).press('Enter');
    const at = () =>
      button.evaluate((element) => Number(element.getAnimations()[0]?.currentTime ?? Number.NaN));
    const paused = await at();
    expect(paused).toBeGreaterThan(0);
    expect(paused).toBeLessThan(500);
    // Ten frames of the page later, it has not moved.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 0;
          const next = () => (++frames >= 10 ? resolve() : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    expect(await at()).toBe(paused);
    await panel.getByRole('button', { name: 'Forward one frame' }).press('Enter');
    expect(await at()).toBeCloseTo(paused + 1000 / 60, 3);
    await panel.getByRole('button', { name: 'Back one frame' }).press('Enter');
    expect(await at()).toBeCloseTo(paused, 3);
    await panel.getByRole('button', { name: 'Play', exact: true }).press('Enter');
    await expect.poll(() => button.evaluate((element) => element.getAnimations().length)).toBe(0);

    // The loader's replay (a reload) plays at the speed chosen: its bar, a CSS animation, at 0.5×,
    // and its hold before it leaves twice as long, so the slowed curtain lift is seen whole.
    await panel.getByLabel('Motion speed', { exact: true }).selectOption('0.5×');
    await page.addInitScript(() => {
      const times: { start?: number; gone?: number } = {};
      (window as unknown as { __loaderTimes: typeof times }).__loaderTimes = times;
      new MutationObserver(() => {
        if (times.start === undefined && document.querySelector('.animation-start')) {
          times.start = performance.now();
        }
        if (times.start !== undefined && !document.querySelector('[data-testid="loader"]')) {
          times.gone ??= performance.now();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.reload();
    // The loader's own animations (its brand's rise, its bar's sweep) while it is shown.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const loader = document.querySelector('[data-testid="loader"]');
          return document
            .getAnimations()
            .filter((animation) => {
              const target = (animation.effect as KeyframeEffect | null)?.target;
              return loader !== null && target instanceof Node && loader.contains(target);
            })
            .map((animation) => animation.playbackRate);
        }),
      )
      .toContain(0.5);
    await expect(
      panel.getByLabel('Motion speed', { exact: true }).locator('option:checked'),
    ).toHaveText('0.5×');
    const loaderHeld = () =>
      page.evaluate(() => {
        const { start, gone } = (window as unknown as { __loaderTimes: Record<string, number> })
          .__loaderTimes;
        return start !== undefined && gone !== undefined ? gone - start : null;
      });
    await expect.poll(loaderHeld).not.toBeNull();
    const held = Number(await loaderHeld());
    // 1000 ms of hold at 0.5×: 2000 ms (a timer never fires early; a busy machine may make it late).
    expect(held).toBeGreaterThanOrEqual(2 * motion.loader.dismissDelayMs - FRAME_MS);
    expect(held).toBeLessThan(3 * motion.loader.dismissDelayMs);
    await panel.getByLabel('Motion speed', { exact: true }).selectOption('1×');
  },
);

test(
  'the modal opening follows the studio: a slower opening, replayed from the studio',
  {
    tag: '@alone',
  },
  async ({ page }) => {
    await openStudio(page, '/services');
    await studio(page).getByLabel('Modal open duration (s)', { exact: true }).fill('2.5');
    // The opening is a Web Animation, read on its own clock, not the machine's: held as the dialog
    // opens (its own toggle event, in the task after the one that started the animation), so a slow
    // machine cannot let it end before it is read.
    await page.evaluate(() => {
      const opened = (event: Event) => {
        if (!(event.target instanceof HTMLDialogElement)) return;
        document.removeEventListener('toggle', opened, true);
        const fade = event.target
          .getAnimations()
          .find((animation) =>
            (animation.effect as KeyframeEffect | null)
              ?.getKeyframes()
              .some((frame) => frame.opacity !== undefined),
          );
        fade?.pause();
        Object.assign(window, { __modalOpening: fade ?? null });
      };
      document.addEventListener('toggle', opened, true);
    });
    await studio(page).getByRole('button', { name: 'Replay modal opening (opens it)' }).click();
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    // It lasts the tuned 2.5 s, not the 0.45 s the file says, and 900 ms into it the dialog is still
    // fading in.
    await expect.poll(() => page.evaluate(() => '__modalOpening' in window)).toBe(true);
    const opening = await dialog.evaluate((el) => {
      const fade = (window as unknown as { __modalOpening: Animation | null }).__modalOpening;
      if (!fade) return null;
      fade.currentTime = 900;
      const at900 = Number(getComputedStyle(el).opacity);
      fade.finish();
      return { duration: fade.effect?.getComputedTiming().duration, at900 };
    });
    expect(opening?.duration).toBe(2500);
    expect(opening?.at900).toBeLessThan(1);
  },
);

test(
  'Copy link shares the unsaved values: a colleague opening it sees the same motion',
  {
    tag: '@alone',
  },
  async ({ page, browser }) => {
    await openStudio(page, '/about');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await studio(page).getByLabel('Quote fade (ms)', { exact: true }).fill('900');
    await studio(page).getByRole('button', { name: 'Copy link' }).click();
    await expect(studio(page).getByRole('button', { name: 'Link copied' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`^${DEV_ORIGIN}/about\\?tune=`));

    const colleague = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const other = await colleague.newPage();
    await other.goto(link);
    await expect(studio(other).getByLabel('Quote fade (ms)', { exact: true })).toHaveValue('900');
    await expect(status(other)).toHaveText('1 unsaved change: Quote fade (ms)');
    // The link's values become the tab's edits and leave the address: a reload keeps later edits too.
    await expect.poll(() => new URL(other.url()).search).toBe('?tune');
    await studio(other).getByLabel('Video fade (ms)', { exact: true }).fill('700');
    await other.reload();
    await expect(studio(other).getByLabel('Quote fade (ms)', { exact: true })).toHaveValue('900');
    await expect(studio(other).getByLabel('Video fade (ms)', { exact: true })).toHaveValue('700');
    await colleague.close();
  },
);

test(
  'the save endpoint refuses another origin and bad values, leaving the file untouched',
  {
    tag: '@alone',
  },
  async ({ request }) => {
    const change = { changes: [{ path: ['about', 'tabRotationMs'], value: 12000 }] };
    const foreign = await request.post(SAVE_URL, {
      data: change,
      headers: { Origin: 'http://evil.example' },
    });
    expect(foreign.status()).toBe(403);
    const noOrigin = await request.post(SAVE_URL, { data: change });
    expect(noOrigin.status()).toBe(403);
    const outOfRange = await request.post(SAVE_URL, {
      data: { changes: [{ path: ['about', 'tabRotationMs'], value: -5 }] },
      headers: { Origin: DEV_ORIGIN },
    });
    expect(outOfRange.status()).toBe(400);
    expect(((await outOfRange.json()) as { error: string }).error).toMatch(/at least 0/);
    const wrongType = await request.post(SAVE_URL, {
      data: { changes: [{ path: ['loader', 'exitEase'], value: 3 }] },
      headers: { Origin: DEV_ORIGIN },
    });
    expect(wrongType.status()).toBe(400);
    expect(configOnDisk()).toBe(ORIGINAL);
  },
);

test(
  'the dev server sees every save whole: 30 saves in a row, the served module never empty or unparsable, the page ends on the last',
  {
    tag: '@alone',
  },
  async ({ page, request }) => {
    await openStudio(page, '/services');
    const link = page.getByRole('navigation').getByRole('link', { name: 'About' }).first();
    const durations = () => link.evaluate((el) => getComputedStyle(el).transitionDuration);
    await expect.poll(durations).toMatch(/^0\.2s/);

    // Two more clients read the served module over and over, each asking again as soon as it has its
    // answer, for as long as the saves go on. Each save waits until a reader has been served it (a
    // signal, not a timer): every save is read at least once however fast or slow the machine, and
    // reads overlap the writes the whole time.
    const moduleUrl = `${DEV_ORIGIN}/${MOTION_CONFIG_PATH}`;
    const problems: string[] = [];
    const served = new Set<number>();
    let reads = 0;
    let saving = true;
    const readOnce = async () => {
      const index = reads++;
      const text = await (await request.get(moduleUrl)).text();
      const value = /hoverMs: (\d+)/.exec(text)?.[1];
      if (value === undefined) {
        problems.push(`read ${index}: no hoverMs in ${text.length} characters`);
        return;
      }
      served.add(Number(value));
      try {
        parse(text, { ecmaVersion: 'latest', sourceType: 'module' });
      } catch (error) {
        problems.push(`read ${index}: unparsable (${String(error)})`);
      }
    };
    const reader = async () => {
      while (saving) await readOnce();
    };
    const readers = [reader(), reader()];

    const values = Array.from({ length: 30 }, (_, index) => 210 + index * 10);
    try {
      for (const value of values) {
        const response = await request.post(SAVE_URL, {
          data: { changes: [{ path: ['hoverMs'], value }] },
          headers: { Origin: DEV_ORIGIN },
        });
        expect(response.status()).toBe(200);
        await expect
          .poll(() => served.has(value), {
            message: `the dev server serves the save of ${value}`,
            intervals: [5],
          })
          .toBe(true);
      }
    } finally {
      saving = false;
      await Promise.allSettled(readers);
    }
    await Promise.all(readers);
    const last = values.at(-1);
    expect(configOnDisk()).toContain(`hoverMs: ${last},`);
    // Every save was read, and more reads than saves were made: the reads ran through the writes.
    expect([...served].filter((value) => values.includes(value))).toHaveLength(values.length);
    expect(reads).toBeGreaterThan(values.length);
    expect(problems).toEqual([]);
    // The server and the page both end on the last value saved.
    await expect
      .poll(async () => (await request.get(moduleUrl)).text(), { timeout: 5_000 })
      .toMatch(new RegExp(`hoverMs: ${last}\\b`));
    await expect(studio(page).getByLabel('Hover and focus (ms)', { exact: true })).toHaveValue(
      String(last),
    );
    await expect.poll(durations).toMatch(/^0\.5s/);
    await expect(status(page)).toHaveText('All values are those of motion.config.ts.');
  },
);
