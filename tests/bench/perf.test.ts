import { describe, expect, it } from 'vitest';
import { summarise, THRESHOLDS } from './perf.ts';
import { median } from './stats.ts';

type Lhr = Parameters<typeof summarise>[2][number];

function lhr({ performance = 0.99, tbt = 40, lcp = 1800, cls = 0 } = {}): Lhr {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'cumulative-layout-shift': { numericValue: cls },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
    },
  };
}

describe('perf budgets', () => {
  it('are performance 0.95, TBT 150 ms, LCP 2.5 s and CLS 0.01 at most', () => {
    expect(THRESHOLDS).toMatchObject({
      performance: 0.95,
      maxTbtMs: 150,
      maxLcpMs: 2500,
      maxCls: 0.01,
    });
  });

  it('judge the median of the runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    const row = summarise('/', 'mobile', [lhr({ tbt: 400 }), lhr({ tbt: 90 }), lhr({ tbt: 100 })]);
    expect(row.tbtMs).toBe(100);
    expect(row.ok).toBe(true);
  });

  it('fail a route whose Total Blocking Time or LCP is over budget, even with a good score', () => {
    expect(summarise('/', 'mobile', [lhr({ tbt: 151 })]).ok).toBe(false);
    expect(summarise('/', 'mobile', [lhr({ lcp: 2501 })]).ok).toBe(false);
    expect(summarise('/', 'mobile', [lhr({ cls: 0.02 })]).ok).toBe(false);
    expect(summarise('/', 'mobile', [lhr({ performance: 0.94 })]).ok).toBe(false);
    expect(summarise('/', 'mobile', [lhr({ tbt: 150, lcp: 2500 })]).ok).toBe(true);
  });
});
