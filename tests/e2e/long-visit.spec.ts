import type { Page } from '@playwright/test';
import {
  currentHeading,
  navbarLink,
  readCounters,
  returnVisits,
  revealNavbar,
  waitForNewPage,
  wheelAndSettle,
} from '../support/soak.ts';
import { expect, openPage, test } from '../support/fixtures';

// A long visit must not leak. Each leg goes through the navbar and scrolls the page, and each
// return is read after a forced GC, through CDP only (tests/support/soak.ts): the listeners (all of them,
// MediaQueryList ones included), DOM nodes, documents, the listeners on window and document, and the
// live ScrollTriggers, Lenis instances and observers. tests/bench/bench-interact.ts measures the long visit.

test('home, left for the about page and entered again five times, holds what it held after once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPage(page, '/');
  const [first, ...later] = await returnVisits(page, { away: '/about', times: 5 });
  if (!first) throw new Error('no visit');
  expect(first.census.lenis).toBe(1);
  expect(first.census.scrollTriggers).toBeGreaterThan(0);
  later.forEach((visit, index) => {
    const label = `return ${index + 2} against return 1`;
    expect(visit.census, label).toEqual(first.census);
    expect(
      {
        jsEventListeners: visit.counters.jsEventListeners,
        nodes: visit.counters.nodes,
        documents: visit.counters.documents,
      },
      label,
    ).toEqual({
      jsEventListeners: first.counters.jsEventListeners,
      nodes: first.counters.nodes,
      documents: first.counters.documents,
    });
  });
});

/** The CPU slow-down that makes a route change's render long enough for a visitor to interrupt. */
const SLOWED = 8;

/**
 * Counts, from the page's start, the `<section>`s built and never put in the document: the pages
 * React began to render and threw away. The test's own look, added before the page's scripts; it
 * holds no element, so it keeps none alive.
 */
async function countThrownAwayPages(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    let built = 0;
    let placedOnce = 0;
    const unplaced = new WeakSet<Element>();
    const place = (section: Element) => {
      if (!unplaced.has(section)) return;
      unplaced.delete(section);
      placedOnce += 1;
    };
    const createElement = Reflect.get<Document, 'createElement'>(
      Document.prototype,
      'createElement',
    );
    Document.prototype.createElement = new Proxy(createElement, {
      apply(target, document: Document, args: Parameters<Document['createElement']>) {
        const element = Reflect.apply(target, document, args);
        if (args[0] === 'section') {
          built += 1;
          unplaced.add(element);
        }
        return element;
      },
    });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.localName === 'section') place(node);
          for (const section of node.querySelectorAll('section')) place(section);
        }
      }
    }).observe(document, { childList: true, subtree: true });
    Object.assign(window, { __thrownAway: () => built - placedOnce });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __thrownAway: () => number }).__thrownAway());
}

/**
 * Follows the navbar link to `path` on a slowed CPU, moving and wheeling the mouse while the new page
 * renders, as a visitor who does not wait; then, at full speed, waits until that page has replaced the
 * old one, and scrolls it back up to its top (which brings the navbar back).
 */
async function interruptedRouteChange(page: Page, path: string): Promise<void> {
  await revealNavbar(page);
  const link = navbarLink(page, path);
  await link.hover();
  const oldHeading = await currentHeading(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWED });
  try {
    await link.click();
    for (let step = 0; step < 12; step += 1) {
      await page.mouse.move(700 + step * 3, 450);
      await page.mouse.wheel(0, step % 2 ? 40 : -40);
    }
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  await waitForNewPage(page, path, oldHeading);
  await wheelAndSettle(page, -1000);
  await revealNavbar(page);
}

test('a route change the visitor does not wait for builds its page once and leaves nothing behind', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const thrownAway = await countThrownAwayPages(page);
  await openPage(page, '/');
  /** Home's counters after each interrupted round trip to About. */
  const returns = [];
  for (let time = 0; time < 4; time += 1) {
    await interruptedRouteChange(page, '/about');
    await interruptedRouteChange(page, '/');
    returns.push(await readCounters(page));
  }
  // A page React builds and throws away stays alive in Chromium (see src/app/app.tsx): none may be.
  expect.soft(await thrownAway(), 'pages React built and threw away').toBe(0);
  const [first, ...later] = returns.map(({ jsEventListeners, nodes, documents }) => ({
    jsEventListeners,
    nodes,
    documents,
  }));
  later.forEach((counters, index) =>
    expect(counters, `return ${index + 2} against return 1`).toEqual(first),
  );
});
