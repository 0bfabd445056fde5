import { returnVisits } from '../../scripts/lib/soak.mjs';
import { expect, openPage, test } from '../support/fixtures';

// A long visit must not leak. Each leg goes through the navbar and scrolls the page, and each
// return is read after a forced GC, through CDP only (scripts/lib/soak.mjs): the listeners (all of them,
// MediaQueryList ones included), DOM nodes, documents, the listeners on window and document, and the
// live ScrollTriggers, Lenis instances and observers. scripts/bench-interact.mjs measures the long visit.

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
