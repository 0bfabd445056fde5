// Interaction benchmark: how soon the site answers a click, a tap or a key. Beside bench:scroll and
// served the same way (decision 0009): the production build as a host serves it, with a local
// outbox on its own origin so that a request really goes out; headless Chromium; CPU slowed through
// CDP once the loader has gone and the idle-loaded code is in. Latency of an interaction = the
// longest Event Timing entry carrying its interactionId (input delay + processing + presentation),
// as INP reads it; entries under 16 ms are not reported by browsers and read "<16". The pointer
// rests on a control before it is pressed, as a visitor's does. Each journey (desktop: mouse and
// keys at 1440x900; phone: taps at 390x844) runs --runs times at each rate on a fresh page and the
// median is judged: every interaction ≤ 100 ms at 4x, ≤ 200 ms at 6x. Also a touch scroll of the
// home page on the phone (p95 frame ≤ 16.7 ms and no long animation frame at 4x and 6x) and a long
// visit: 80 route changes through the navbar, the counters of change 80 against change 8. It prints
// the tables and exits 1 outside a budget.
// Run: npm run bench:interact [-- --runs 3 --rates 4,6 --only desktop,phone,scroll,soak --skip-build]
import { rm } from 'node:fs/promises';
import { createOutbox } from '../../scripts/dev-server/outbox.ts';
import { benchBuild, startBenchSite, untilStill } from './bench-site.ts';
import { parseArgs } from 'node:util';
import { commandLine, isMain } from '../../scripts/lib/cli.ts';
import { LONG_FRAME_MS, recordFrames } from './frame-record.ts';
import { currentHeading, heapWithoutCode, soak, waitForNewPage } from '../support/soak.ts';
import { median } from './stats.ts';
import { idle, twoFrames } from '../support/waits.ts';
import { playwrightPage } from '../support/browser-page.ts';
import { appReady } from '../support/site-steps.ts';
import type { Browser, Locator, Page } from '@playwright/test';

// Input pacing, part of what is measured (not waits for the page): a finger's moves at 60 Hz, and a
// visitor's pause between flicks.
const TOUCH_MOVE_GAP_MS = 16;
const FLICK_GAP_MS = 400;

/** Interaction latency budgets, in ms, per CPU slow-down rate. */
export const BUDGETS = { 4: 100, 6: 200 };
/** The touch scroll's budget, at every rate. */
export const SCROLL_BUDGET = { p95Ms: 16.7, maxLongFrames: 0 };
/** The long visit is judged from this change on (the first ones load each screen's code). */
const SOAK_FROM = 8;
/** Browsers report no Event Timing entry shorter than this: such an interaction reads "<16". */
export const EVENT_TIMING_FLOOR_MS = 16;

const IDS = { publicKey: 'bench-key', serviceId: 'bench_service', templateId: 'bench_template' };
const BUILD_ENV = {
  VITE_EMAILJS_ORIGIN: '/',
  VITE_EMAILJS_PUBLIC_KEY: IDS.publicKey,
  VITE_EMAILJS_SERVICE_ID: IDS.serviceId,
  VITE_EMAILJS_TEMPLATE_ID: IDS.templateId,
  VITE_CONTACT_TO_EMAIL: 'inbox@example.com',
};
const OUTBOX_DIR = 'node_modules/.cache/bench-interact-outbox';

/**
 * One Event Timing entry of an interaction (what the page keeps of it).
 */
export type EventEntry = {
  name: string;
  interactionId: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
};
/**
 * One measured interaction: its latency (0 when under the floor) and where the time of its longest
 * entry went.
 */
export type Latency = {
  latency: number;
  inputDelay: number;
  processing: number;
  presentation: number;
  event: string;
};

/**
 * The latency of the interactions in `entries` (several when the step typed several keys): the
 * longest one, as INP reads it. An interaction's entries (pointerdown, pointerup, click…) share one
 * interactionId; its latency is its longest entry's duration (from that input to the frame presented
 * after it). Of that entry: the input delay until its handlers ran, the processing until the last
 * handler presented in the same frame ended, and the presentation, the rest. All zero when the browser
 * reported none (every one under the floor).
 */
export function latencyOf(entries: readonly EventEntry[]): Latency {
  const counted = entries.filter((entry) => entry.interactionId > 0);
  const longest = counted.reduce(
    (best: EventEntry | null, entry) =>
      !best ||
      entry.duration > best.duration ||
      (entry.duration === best.duration && entry.startTime < best.startTime)
        ? entry
        : best,
    null,
  );
  if (!longest) return { latency: 0, inputDelay: 0, processing: 0, presentation: 0, event: '' };
  // Durations are rounded to 8 ms: entries ending within 8 ms of it were presented in its frame.
  const end = longest.startTime + longest.duration;
  const processingEnd = Math.max(
    ...counted
      .filter(
        (entry) =>
          entry.interactionId === longest.interactionId &&
          Math.abs(entry.startTime + entry.duration - end) <= 8,
      )
      .map((entry) => entry.processingEnd),
  );
  return {
    latency: longest.duration,
    inputDelay: longest.processingStart - longest.startTime,
    processing: processingEnd - longest.processingStart,
    presentation: Math.max(0, end - processingEnd),
    event: longest.name,
  };
}

/**
 * A latency as the table shows it: "<16" under the floor.
 */
export function formatMs(ms: number) {
  return ms < EVENT_TIMING_FLOOR_MS ? `<${EVENT_TIMING_FLOOR_MS}` : String(Math.round(ms));
}

/**
 * The judged figure of a row: the median of its runs, and whether it is within the rate's budget.
 */
export function judge(runs: readonly number[], rate: number) {
  const value = median(runs);
  const budget = BUDGETS[rate as keyof typeof BUDGETS] ?? Infinity;
  return { value, ok: value <= budget };
}

/**
 * Counters of a long visit: equal at change 80 and change 8 (±5 listeners and nodes), the page's
 * objects after garbage collection within +0.3 MB. The objects are the JavaScript heap without V8's
 * compiled code (tests/support/soak.ts, heapWithoutCode): V8 compiles more of the page's functions as
 * the visit goes on, which grows the whole heap by about 0.8 MB over 80 changes with no object of the
 * page's left behind (measured with heap snapshots at changes 8 and 80, and with the JIT turned off).
 */
export function soakVerdict(
  early: { listeners: number; nodes: number; objectsMb: number },
  late: { listeners: number; nodes: number; objectsMb: number },
) {
  return (
    Math.abs(late.listeners - early.listeners) <= 5 &&
    Math.abs(late.nodes - early.nodes) <= 5 &&
    late.objectsMb - early.objectsMb <= 0.3
  );
}

/** Records every Event Timing entry of the page from its start (before any script of the site). */
function installEventLog() {
  const log: EventEntry[] = [];
  Object.assign(window, { __eventLog: log });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const { name, interactionId, startTime, processingStart, processingEnd, duration } = entry;
      log.push({ name, interactionId, startTime, processingStart, processingEnd, duration });
    }
  }).observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit & { durationThreshold: number });
}
const pageNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * The entries that started after `since`: once the first has come, a moment more for its siblings.
 * An interaction under 16 ms never reports one: after `waitMs` it reads as such.
 */
async function entriesSince(page: Page, since: number, waitMs = 1000) {
  const read = () =>
    page.evaluate(
      (from) =>
        (window as unknown as { __eventLog: EventEntry[] }).__eventLog.filter(
          (entry) => entry.startTime >= from,
        ),
      since,
    );
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if ((await read()).length > 0) {
      // The interaction's other entries are reported with the frame that presented it.
      await page.evaluate(twoFrames);
      break;
    }
    await page.evaluate(twoFrames);
  }
  return read();
}

/**
 * Opens `route` in a fresh context and waits until the loader has handed over, the idle-loaded code
 * is in and the page is still; then slows the CPU `rate` times.
 */
async function openSettled(
  browser: Browser,
  url: string,
  device: 'desktop' | 'phone',
  rate: number,
) {
  const context = await browser.newContext(
    device === 'phone'
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1440, height: 900 } },
  );
  await context.addInitScript(installEventLog);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'load' });
  if (!(await page.evaluate(() => window.crossOriginIsolated)))
    throw new Error('the page is not cross-origin isolated: event times would be coarse');
  await appReady(playwrightPage(page), url);
  await page.waitForLoadState('networkidle');
  await untilStill(page);
  await page.evaluate(idle);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { context, page, cdp, errors };
}

/**
 * A journey's step: `act` is what the visitor does, `settle` waits for what it shows.
 */
export type Step = {
  name: string;
  act: (page: Page) => Promise<unknown>;
  settle?: (page: Page) => Promise<unknown>;
  measured?: boolean;
};

/**
 * Points at (mouse) or nothing (touch), then presses `target`: the pointer rests before the press.
 */
async function press(target: Locator, device: 'desktop' | 'phone') {
  if (device === 'phone') {
    await target.scrollIntoViewIfNeeded();
    await untilStill(target.page());
    return { go: () => target.tap() };
  }
  await target.hover();
  // The hover's own transitions end before the press.
  await untilStill(target.page());
  return { go: () => target.click() };
}

/**
 * A measured press of `target` (its latency), then `settle`.
 */
async function measurePress(
  page: Page,
  target: Locator,
  device: 'desktop' | 'phone',
  settle: (() => Promise<unknown>) | undefined,
) {
  const { go } = await press(target, device);
  const since = await pageNow(page);
  await go();
  await settle?.();
  return latencyOf(await entriesSince(page, since));
}

/**
 * A measured run of key presses (each its own interaction; the longest counts).
 */
async function measureKeys(page: Page, keys: readonly string[]) {
  const since = await pageNow(page);
  for (const key of keys) {
    await page.keyboard.press(key);
    // Presented before the next key: each key its own interaction.
    await page.evaluate(twoFrames);
  }
  return latencyOf(await entriesSince(page, since));
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const navTo = async (page: Page, device: 'desktop' | 'phone', label: string) => {
  const out: Record<string, Latency> = {};
  const nav = page.getByRole('navigation', { name: 'Main' });
  // Back at the top, where the navbar shows (it hides while a visitor scrolls down).
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await untilStill(page);
  if (device === 'phone') {
    out['menu opens'] = await measurePress(
      page,
      nav.getByRole('button', { name: 'Menu' }),
      device,
      () => nav.getByRole('link', { name: label }).last().waitFor(),
    );
  }
  const oldHeading = await currentHeading(page);
  out[`${device === 'phone' ? 'menu' : 'navbar'} → ${label}`] = await measurePress(
    page,
    nav.getByRole('link', { name: label, exact: true }).filter({ visible: true }).first(),
    device,
    () => waitForNewPage(page, `/${label.toLowerCase()}`, oldHeading),
  );
  await untilStill(page);
  return out;
};

/**
 * One journey through the site on a fresh page, each interaction measured: the contact form from
 * "Let's Discuss" to the sent banner, the navbar (the menu on a phone), About's tab, FAQ and quotes,
 * "Get Started" on Services, and a project opened from Portfolio.
 */
async function journey(
  browser: Browser,
  origin: string,
  device: 'desktop' | 'phone',
  rate: number,
): Promise<Record<string, Latency>> {
  const { context, page, errors } = await openSettled(browser, `${origin}/`, device, rate);
  const results: Record<string, Latency> = {};
  try {
    const getInTouch = dialog(page, 'Get In Touch');
    const discuss = page.getByRole('button', { name: "Let's Discuss" }).first();
    const isOpen = () => getInTouch.waitFor({ state: 'visible' });
    const isClosed = () => getInTouch.waitFor({ state: 'hidden' });
    results["Let's Discuss opens the form"] = await measurePress(page, discuss, device, isOpen);
    await untilStill(page);
    results['typing in Name'] = await measureKeys(page, ['A', 'd', 'a']);
    results['Submit with a field missing'] = await measurePress(
      page,
      getInTouch.getByRole('button', { name: 'Submit' }),
      device,
      () => getInTouch.getByText('Please fill out all fields.').waitFor(),
    );
    results['Close'] = await measurePress(
      page,
      getInTouch.getByRole('button', { name: 'Close' }),
      device,
      isClosed,
    );
    await (await press(discuss, device)).go();
    await isOpen();
    await untilStill(page);
    results['Escape'] = await measureKeys(page, ['Escape']);
    await isClosed();
    await (await press(discuss, device)).go();
    await isOpen();
    await getInTouch.getByLabel('Email').fill('ada@example.com');
    await getInTouch
      .getByLabel('Project description')
      .fill('A shop for our bakery, with delivery.');
    results['Submit, sent'] = await measurePress(
      page,
      getInTouch.getByRole('button', { name: 'Submit' }),
      device,
      () => page.getByText('Request sent successfully You will get your response soon.').waitFor(),
    );
    await untilStill(page);
    results['Dismiss the banner'] = await measurePress(
      page,
      page.getByRole('button', { name: 'Dismiss' }),
      device,
      () => page.getByRole('button', { name: 'Dismiss' }).waitFor({ state: 'hidden' }),
    );
    Object.assign(results, await navTo(page, device, 'About'));
    // The tab after the selected one (the rotation may have moved on since the page opened).
    const tabs = page.getByRole('tab');
    const selected = await tabs.evaluateAll((all) =>
      all.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
    );
    const nextTab = tabs.nth((selected + 1) % (await tabs.count()));
    results['About: the next tab'] = await measurePress(page, nextTab, device, () =>
      nextTab.and(page.locator('[aria-selected="true"]')).waitFor(),
    );
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions :' });
    const question = faq.getByRole('button').first();
    results['FAQ question'] = await measurePress(page, question, device, () =>
      faq.locator('button[aria-expanded="true"]').first().waitFor(),
    );
    const picker = page.getByRole('list', { name: 'Choose a testimonial' }).getByRole('button');
    const current = await picker.evaluateAll((buttons) =>
      buttons.findIndex((button) => button.getAttribute('aria-current') === 'true'),
    );
    const next = (current + 1) % (await picker.count());
    results['testimonials: next quote'] = await measurePress(page, picker.nth(next), device, () =>
      picker.nth(next).and(page.locator('[aria-current="true"]')).waitFor(),
    );
    Object.assign(results, await navTo(page, device, 'Services'));
    const request = dialog(page, 'PROJECT REQUEST');
    results['Get Started opens the form'] = await measurePress(
      page,
      page.getByRole('button', { name: 'Get Started' }).first(),
      device,
      () => request.waitFor({ state: 'visible' }),
    );
    await page.keyboard.press('Escape');
    await request.waitFor({ state: 'hidden' });
    Object.assign(results, await navTo(page, device, 'Portfolio'));
    results['open a project'] = await measurePress(
      page,
      page.locator('main a[href^="/portfolio/"]').first(),
      device,
      () => page.waitForURL('**/portfolio/*'),
    );
    if (errors.length > 0) throw new Error(`script errors on the page: ${errors.join('; ')}`);
    return results;
  } finally {
    await context.close();
  }
}

/**
 * The home page scrolled by touch on the phone: three flicks of 500 px (a touch every 16 ms), then
 * the fling settles. Returns the frame statistics and how far the page moved.
 */
async function touchScroll(browser: Browser, origin: string, rate: number) {
  const { context, page, cdp } = await openSettled(browser, `${origin}/`, 'phone', rate);
  try {
    const from = await page.evaluate(() => window.scrollY);
    const stop = await recordFrames(page);
    for (let flick = 0; flick < 3; flick += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x: 195, y: 700 }],
      });
      for (let step = 1; step <= 20; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: 195, y: 700 - step * 25 }],
        });
        await page.waitForTimeout(TOUCH_MOVE_GAP_MS);
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(FLICK_GAP_MS);
    }
    // The last flick's momentum spent.
    await untilStill(page);
    const result = await stop();
    return { ...result, from };
  } finally {
    await context.close();
  }
}

/**
 * A long visit (tests/support/soak.ts): `changes` route changes through the navbar, a scroll on each
 * page, and the page's counters after each (garbage collected first).
 */
async function longVisit(browser: Browser, origin: string, changes: number) {
  const { context, page } = await openSettled(browser, `${origin}/`, 'desktop', 1);
  const objectsMb: Map<number, number> = new Map();
  try {
    const samples = await soak(page, {
      changes,
      onChange: async (sample) => {
        if (sample.change === SOAK_FROM || sample.change === changes) {
          objectsMb.set(sample.change, (await heapWithoutCode(page)).objects / 1024 / 1024);
        }
      },
    });
    return samples.map((sample) => ({
      change: sample.change,
      listeners: sample.jsEventListeners,
      nodes: sample.nodes,
      documents: sample.documents,
      heapMb: sample.heapUsedBytes / 1024 / 1024,
      objectsMb: objectsMb.get(sample.change) ?? NaN,
    }));
  } finally {
    await context.close();
  }
}

const pad = (text: string, width: number) => text.padEnd(width);

async function main() {
  const flags = commandLine(
    'Usage: node tests/bench/bench-interact.ts [--runs 3] [--rates 4,6] [--only desktop,phone,scroll,soak] [--dir dist-bench-interact] [--skip-build]',
    () =>
      parseArgs({
        options: {
          runs: { type: 'string', default: '3' },
          rates: { type: 'string', default: '4,6' },
          only: { type: 'string', default: 'desktop,phone,scroll,soak' },
          dir: { type: 'string', default: 'dist-bench-interact' },
          'skip-build': { type: 'boolean', default: false },
        },
        strict: true,
      }).values,
  );
  const runs = Number(flags.runs);
  const rates = flags.rates.split(',').map(Number);
  const only = flags.only.split(',');
  const dir = benchBuild(flags.dir, BUILD_ENV, flags['skip-build']);
  await rm(OUTBOX_DIR, { recursive: true, force: true });
  const outbox = createOutbox({ dir: OUTBOX_DIR, ids: IDS, log: () => undefined });
  const { origin, browser, close } = await startBenchSite(dir, {
    api: { prefix: '/api/v1.0/email/', handle: outbox },
  });
  const failures: string[] = [];
  const out: string[] = [];
  try {
    for (const device of ['desktop', 'phone'] as const) {
      if (!only.includes(device)) continue;
      const table: Map<string, Map<number, Latency[]>> = new Map();
      for (const rate of rates) {
        for (let run = 0; run < runs; run += 1) {
          const results = await journey(browser, origin, device, rate);
          for (const [name, latency] of Object.entries(results)) {
            const row = table.get(name) ?? new Map<number, Latency[]>();
            table.set(name, row);
            row.set(rate, [...(row.get(rate) ?? []), latency]);
          }
          process.stdout.write(`  measured ${device} at ${rate}x, run ${run + 1}\n`);
        }
      }
      out.push(
        `\n${device === 'phone' ? 'Phone, 390x844, taps' : 'Desktop, 1440x900, mouse and keys'}: interaction latency in ms, median of ${runs} (runs), longest entry's input delay / processing / presentation`,
        `${pad('interaction', 32)}${rates.map((rate) => pad(`${rate}x (budget ${BUDGETS[rate as 4 | 6] ?? '-'})`, 44)).join('')}`,
      );
      for (const [name, row] of table) {
        const cells = rates.map((rate) => {
          const measured = row.get(rate) ?? [];
          const { value, ok } = judge(
            measured.map((latency) => latency.latency),
            rate,
          );
          if (!ok) failures.push(`${device} "${name}" at ${rate}x: ${formatMs(value)} ms`);
          const middle = [...measured].sort((a, b) => a.latency - b.latency)[
            Math.floor(measured.length / 2)
          ];
          const parts = middle?.event
            ? ` ${Math.round(middle.inputDelay)}/${Math.round(middle.processing)}/${Math.round(middle.presentation)}`
            : '';
          return pad(
            `${formatMs(value)} (${measured.map((latency) => formatMs(latency.latency)).join(', ')})${parts} ${ok ? 'ok' : 'FAIL'}`,
            44,
          );
        });
        out.push(`${pad(name, 32)}${cells.join('')}`);
      }
    }
    if (only.includes('scroll')) {
      out.push(
        `\nPhone touch scroll of /, 3 flicks of 500 px: frame p95 ≤ ${SCROLL_BUDGET.p95Ms} ms, no frame over ${LONG_FRAME_MS} ms`,
      );
      for (const rate of rates) {
        const results = [];
        for (let run = 0; run < runs; run += 1)
          results.push(await touchScroll(browser, origin, rate));
        const p95 = median(results.map((result) => result.p95));
        const longFrames = median(results.map((result) => result.longFrames));
        const moved = Math.min(...results.map((result) => result.scrolled - result.from));
        const ok =
          p95 <= SCROLL_BUDGET.p95Ms && longFrames <= SCROLL_BUDGET.maxLongFrames && moved > 0;
        if (!ok) failures.push(`touch scroll at ${rate}x`);
        out.push(
          `${pad(`${rate}x`, 5)}p95 ${p95.toFixed(1)} ms (runs ${results.map((result) => result.p95.toFixed(1)).join(', ')})  long frames ${longFrames}  ` +
            `scrollY ${results.map((result) => `${Math.round(result.from)}→${Math.round(result.scrolled)}`).join(', ')}  ${ok ? 'ok' : 'FAIL'}`,
        );
        for (const result of results) for (const why of result.why) out.push(`       ${why}`);
        process.stdout.write(`  measured the touch scroll at ${rate}x\n`);
      }
    }
    if (only.includes('soak')) {
      const counters = await longVisit(browser, origin, 80);
      const early = counters[SOAK_FROM - 1];
      const late = counters.at(-1);
      if (!early || !late) throw new Error('the long visit ended early');
      const ok = soakVerdict(early, late);
      if (!ok) failures.push('long visit');
      const show = (row: typeof early) =>
        `${pad(`change ${row.change}`, 12)}listeners ${row.listeners}  nodes ${row.nodes}  documents ${row.documents}  heap after GC ${row.heapMb.toFixed(2)} MB, of which objects (no compiled code) ${row.objectsMb.toFixed(2)} MB`;
      out.push(
        '\nLong visit: 80 route changes through the navbar, a scroll on each page (budget: change 80 = change 8 ±5 listeners and nodes, objects +0.3 MB)',
        show(early),
        show(late),
        `difference  listeners ${late.listeners - early.listeners}  nodes ${late.nodes - early.nodes}  heap ${(late.heapMb - early.heapMb).toFixed(2)} MB  objects ${(late.objectsMb - early.objectsMb).toFixed(2)} MB  ${ok ? 'ok' : 'FAIL'}`,
      );
    }
  } finally {
    await close();
  }
  process.stdout.write(`${out.join('\n')}\n`);
  if (failures.length > 0) {
    process.stderr.write(`Interaction budget not met: ${failures.join('; ')}\n`);
    process.exit(1);
  }
}

if (isMain(import.meta.url)) await main();
