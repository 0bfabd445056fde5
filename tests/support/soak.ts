import type { CDPSession, JSHandle, Page } from '@playwright/test';
import { playwrightPage } from './browser-page.ts';
import { appReady, settled, TIMERS_FROM_MS, waitFor } from './site-steps.ts';
import { armWheelCount, idle, wheelsEnded } from './waits.ts';
// A long visit, to catch what the page leaks: client-side route changes through the navbar, a scroll
// on each page, and the page's counters (listeners, DOM nodes, documents, heap) read after a forced GC
// each time. A page that cleans up after itself keeps them flat however long the visit; a leak grows
// them with every change. Also: a census of the listeners on window and document and of the live
// scroll objects and observers, which tells where a growth comes from. All read the page through CDP
// only: the page needs no hook of its own. A listener on an object the page no longer references (a
// MediaQueryList that GSAP's matchMedia left behind: src/motion/match-media.ts) shows in the
// jsEventListeners counter, not in the census: Runtime.queryObjects does not find such lists.
// Used by tests/bench/bench-interact.ts and tests/e2e/long-visit.spec.ts.

/**
 * The page's counters after a forced garbage collection.
 */
export interface PageCounters {
  /** every event listener added by a script (CDP Memory.getDOMCounters) */
  jsEventListeners: number;
  /** DOM nodes alive, attached or not */
  nodes: number;
  /** documents alive */
  documents: number;
  /** the JavaScript heap in use (CDP Runtime.getHeapUsage) */
  heapUsedBytes: number;
}

/**
 * One route change of the soak and the counters after it.
 */
export type SoakSample = PageCounters & { change: number; path: string };

export interface SoakOptions {
  /** route changes to make (80) */
  changes?: number;
  /** called after each change */
  onChange?: (sample: SoakSample) => void | Promise<void>;
  /** wheel events on each page (10) */
  wheels?: number;
  /** the distance of each (100 px) */
  wheelDeltaPx?: number;
}

const NAV = 'nav[aria-label="Main"]';
const WHEEL_GAP_MS = 50;

/** A CDP session on `page`, one per page. */
const sessions: WeakMap<Page, CDPSession> = new WeakMap();

/**
 * The CDP session the helpers of this module share for `page`.
 */
async function sessionOf(page: Page) {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * Forces a full garbage collection, then reads the page's counters.
 */
export async function readCounters(page: Page): Promise<PageCounters> {
  const cdp = await sessionOf(page);
  // Twice: the first pass can leave objects whose finalizers free more.
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { jsEventListeners, nodes, documents } = await cdp.send('Memory.getDOMCounters');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return { jsEventListeners, nodes, documents, heapUsedBytes: usedSize };
}

/**
 * The JavaScript heap without V8's compiled code, in bytes, from a heap snapshot taken after a forced
 * garbage collection: what the page's objects hold (objects, arrays, closures, strings, shapes, V8's
 * own structures). V8 keeps compiling more of a page's functions to machine code as a visit goes on
 * (its optimising tiers), which grows `heapUsedBytes` with no object of the page's left behind; a leak
 * grows this figure instead. Blink's objects (native nodes) are counted by `readCounters`' nodes.
 */
export async function heapWithoutCode(page: Page) {
  const cdp = await sessionOf(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return heapSnapshotSizes(JSON.parse(chunks.join('')) as HeapSnapshot);
}

/** The parts of a V8 heap snapshot (CDP HeapProfiler) that `heapSnapshotSizes` reads. */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/**
 * A heap snapshot's bytes by kind: `code` (compiled functions), `blink` (the embedder's native
 * objects) and `objects` (everything else of V8's heap).
 */
export function heapSnapshotSizes(snapshot: HeapSnapshot) {
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const sizes = { code: 0, blink: 0, objects: 0 };
  for (let index = 0; index < snapshot.nodes.length; index += fields.length) {
    const type = types[snapshot.nodes[index + typeAt] ?? 0];
    const size = snapshot.nodes[index + sizeAt] ?? 0;
    const name = snapshot.strings[snapshot.nodes[index + nameAt] ?? 0] ?? '';
    if (type === 'code') sizes.code += size;
    else if (type === 'native' && !name.startsWith('system /')) sizes.blink += size;
    else if (type !== 'synthetic') sizes.objects += size;
  }
  return sizes;
}

/**
 * The page's heading now, for `waitForNewPage` to tell when a route change has replaced it.
 */
export function currentHeading(page: Page) {
  return page.evaluateHandle(() => document.querySelector('main#main h1'));
}

/**
 * Waits until the page at `path` has replaced the one whose heading was `old`, with no loader over
 * it (the address changes before the new page renders), then lets go of `old`.
 * @param old from `currentHeading`
 */
export async function waitForNewPage(page: Page, path: string, old: JSHandle<Element | null>) {
  try {
    await page.waitForFunction(
      ([to, before]) => {
        const heading = document.querySelector('main#main h1');
        return (
          window.location.pathname === to &&
          heading !== null &&
          heading !== before &&
          document.querySelector('[data-testid="loader"]') === null
        );
      },
      [path, old] as const,
    );
  } finally {
    await old.dispose();
  }
}

/**
 * Wheel-scrolls `times` by `deltaY` at the centre of the viewport, as a person would (Lenis smooths it;
 * `gapMs` between wheels, a hand's pace), then waits until Lenis has finished: every wheel has reached
 * the page (counted there), and Lenis no longer marks the page as scrolling (`lenis-scrolling` on
 * <html>, set in a wheel's own dispatch and cleared when its scroll completes). Signals of the page,
 * not a pause in the movement, which a busy machine can fake. The Playwright suite's wheel too
 * (tests/support/fixtures.ts).
 */
export async function wheelAndSettle(
  page: Page,
  deltaY: number,
  times: number = 1,
  gapMs: number = 0,
) {
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  await page.mouse.move(viewport.width / 2, viewport.height / 2);
  await page.evaluate(armWheelCount);
  for (let i = 0; i < times; i += 1) {
    if (i > 0 && gapMs > 0) await page.waitForTimeout(gapMs);
    await page.mouse.wheel(0, deltaY);
  }
  await waitFor(playwrightPage(page), `${times} wheel(s) to end`, wheelsEnded, times, 30_000);
}

/**
 * Wheel-scrolls at the centre of the viewport, as a person would, and waits until the page is still.
 */
async function wheel(page: Page, wheels: number, deltaPx: number) {
  await wheelAndSettle(page, deltaPx, wheels, WHEEL_GAP_MS);
}

/**
 * Brings back the navbar if it hid while the page scrolled down: a scroll up, as a visitor would.
 */
export async function revealNavbar(page: Page) {
  const header = page.locator('header').filter({ has: page.locator(NAV) });
  const barHidden = () => header.evaluate((element) => element.getBoundingClientRect().bottom <= 0);
  if (!(await barHidden())) return;
  await wheel(page, 1, -100);
  await page.waitForFunction(
    (nav) => (document.querySelector(nav)?.getBoundingClientRect().top ?? -1) >= 0,
    NAV,
  );
}

/**
 * The navbar's link to `path` (the first visible one).
 */
export function navbarLink(page: Page, path: string) {
  return page.locator(`${NAV} a[href="${path}"]:visible`).first();
}

/**
 * Follows the navbar link to `path`: a scroll up first brings back a bar that hid on the way down.
 */
export async function navigateByNavbar(page: Page, path: string) {
  await revealNavbar(page);
  await navbarLink(page, path).click();
  await page.waitForFunction((to) => window.location.pathname === to, path);
  await appReady(playwrightPage(page), path);
}

/**
 * The paths of the navbar's links, in their order.
 */
export async function navbarPaths(page: Page): Promise<string[]> {
  const paths = await page
    .locator(`${NAV} a:visible`)
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  return [...new Set(paths)];
}

/**
 * The long visit: `changes` route changes through the navbar, cycling through its links from the one
 * after the current page; on each page `wheels` wheel events, the scroll left to stop, the page
 * settled (`settled`: images in, nothing moving but a timer) and idle (its deferred work run), then
 * the counters (after a forced GC). The page must be open on the site with its loader gone.
 */
export async function soak(
  page: Page,
  { changes = 80, onChange, wheels = 10, wheelDeltaPx = 100 }: SoakOptions = {},
): Promise<SoakSample[]> {
  const paths = await navbarPaths(page);
  if (paths.length < 2) throw new Error(`the navbar has ${paths.length} link(s): nothing to cycle`);
  const here = paths.indexOf(new URL(page.url()).pathname);
  const samples: SoakSample[] = [];
  for (let change = 1; change <= changes; change += 1) {
    const path = paths[(here + change) % paths.length] as string;
    await navigateByNavbar(page, path);
    await wheel(page, wheels, wheelDeltaPx);
    await settled(playwrightPage(page), { timersFromMs: TIMERS_FROM_MS });
    await page.evaluate(idle);
    const sample = { change, path, ...(await readCounters(page)) };
    samples.push(sample);
    await onChange?.(sample);
  }
  return samples;
}

/**
 * The listeners on window and document, and the live scroll objects and observers.
 */
export interface Census {
  /** listeners on window, by event type */
  windowListeners: Record<string, number>;
  /** listeners on document, by event type */
  documentListeners: Record<string, number>;
  /** ResizeObserver objects alive */
  resizeObservers: number;
  /** IntersectionObserver objects alive */
  intersectionObservers: number;
  /** MutationObserver objects alive */
  mutationObservers: number;
  /** GSAP ScrollTrigger instances alive (recognised by their shape) */
  scrollTriggers: number;
  /** Lenis instances alive (recognised by their shape) */
  lenis: number;
}

/**
 * Counts, by event type, the listeners CDP reports on the object `objectId`.
 */
async function listenersOn(cdp: CDPSession, objectId: string) {
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId });
  const byType: Record<string, number> = {};
  for (const { type } of listeners) byType[type] = (byType[type] ?? 0) + 1;
  return byType;
}

/**
 * The objects alive whose prototype chain holds the value of `prototypeExpression`, in an object group
 * the caller releases; `filter` (a function's source) keeps some of them.
 */
async function liveObjects(
  cdp: CDPSession,
  prototypeExpression: string,
  group: string,
  filter?: string,
) {
  const prototype = await cdp.send('Runtime.evaluate', {
    expression: prototypeExpression,
    objectGroup: group,
  });
  const prototypeId = prototype.result.objectId;
  if (!prototypeId) throw new Error(`${prototypeExpression} is not an object`);
  const { objects } = await cdp.send('Runtime.queryObjects', {
    prototypeObjectId: prototypeId,
    objectGroup: group,
  });
  if (!objects.objectId) throw new Error('queryObjects answered no array');
  const kept = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId,
    functionDeclaration: `function () { return ${filter ? `this.filter(${filter})` : 'this'}; }`,
    objectGroup: group,
  });
  if (!kept.result.objectId) throw new Error('the filter answered no array');
  return kept.result.objectId;
}

/**
 * The length of the array `objectId`.
 */
async function lengthOf(cdp: CDPSession, objectId: string) {
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId,
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
  });
  return Number(result.value);
}

/**
 * A look at what lives in the page, through CDP (a forced GC first, by Runtime.queryObjects).
 * ScrollTrigger and Lenis are bundled without globals: they are recognised by their own fields.
 */
export async function census(page: Page): Promise<Census> {
  const cdp = await sessionOf(page);
  const group = 'soak-census';
  try {
    const windowId = (
      await cdp.send('Runtime.evaluate', { expression: 'window', objectGroup: group })
    ).result.objectId;
    const documentId = (
      await cdp.send('Runtime.evaluate', { expression: 'document', objectGroup: group })
    ).result.objectId;
    if (!windowId || !documentId) throw new Error('no window or document');
    const count = async (prototype: string, filter: string = '') =>
      lengthOf(cdp, await liveObjects(cdp, prototype, group, filter || undefined));
    return {
      windowListeners: await listenersOn(cdp, windowId),
      documentListeners: await listenersOn(cdp, documentId),
      resizeObservers: await count('ResizeObserver.prototype'),
      intersectionObservers: await count('IntersectionObserver.prototype'),
      mutationObservers: await count('MutationObserver.prototype'),
      scrollTriggers: await count(
        'Object.prototype',
        `(o) => { try { return typeof o.getVelocity === 'function' && typeof o.refresh === 'function' && 'trigger' in o && 'vars' in o; } catch { return false; } }`,
      ),
      lenis: await count(
        'Object.prototype',
        `(o) => { try { return typeof o.raf === 'function' && 'animatedScroll' in o && 'targetScroll' in o; } catch { return false; } }`,
      ),
    };
  } finally {
    await cdp.send('Runtime.releaseObjectGroup', { objectGroup: group });
  }
}

/**
 * The page after each return to it.
 */
export type ReturnVisit = { counters: PageCounters; census: Census };

/**
 * Leaves `home` for `away` and comes back through the navbar, `times` times, with a scroll on each page
 * (`wheels` × 100 px) and the scroll left to stop; after each return, the counters and the census.
 * The page must be open on `home` with its loader gone. A page that cleans up after itself reads the
 * same after every return.
 */
export async function returnVisits(
  page: Page,
  {
    home = '/',
    away,
    times,
    wheels = 5,
  }: { home?: string; away: string; times: number; wheels?: number },
): Promise<ReturnVisit[]> {
  const visits: ReturnVisit[] = [];
  for (let time = 0; time < times; time += 1) {
    for (const path of [away, home]) {
      await navigateByNavbar(page, path);
      await wheel(page, wheels, 100);
    }
    visits.push({ counters: await readCounters(page), census: await census(page) });
  }
  return visits;
}
