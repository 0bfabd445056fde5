// Lighthouse on every prerendered route, mobile and desktop, median of 3 runs, against the production
// build served as a host would (`scripts/build/serve.ts`). Fails below the budgets. Run: npm run perf
// Options: --runs N (default 3), --skip-build (reuse dist-perf/).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { createSiteServer, htmlFiles, listenOnFreePort } from '../../scripts/build/hosting.ts';
import { chromiumPath } from '@agency-site/chromium';
import { parseArgs } from 'node:util';
import { commandLine, isMain } from '../../scripts/lib/cli.ts';
import { median } from './stats.ts';

export const THRESHOLDS = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  maxCls: 0.01,
  /**
   * Total Blocking Time and Largest Contentful Paint, on Lighthouse's simulated mobile phone: a main
   * thread busy while the page boots is what costs the mobile score its points, and 2.5 s is the
   * largest paint Core Web Vitals call good.
   */
  maxTbtMs: 150,
  maxLcpMs: 2500,
};
export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';
const CATEGORIES: Category[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The parts of a Lighthouse result the budgets read.
 */
export interface LighthouseResult {
  categories: Record<Category, { score: number | null }>;
  audits: Record<
    'cumulative-layout-shift' | 'largest-contentful-paint' | 'total-blocking-time',
    { numericValue?: number }
  >;
}
/**
 * One route in one form factor: the median of each category's score and of CLS, LCP and TBT.
 */
export type PerfRow = { route: string; formFactor: string } & Record<Category, number> & {
    cls: number;
    lcpMs: number;
    tbtMs: number;
    ok: boolean;
  };

/**
 * The pages of a built site: every prerendered index.html but the early-access redirects.
 */
async function routesOf(dir: string) {
  return (await htmlFiles(dir))
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => file.replace(/\/?index\.html$/, '') || '/')
    .filter((route) => !route.startsWith('/aptiz'))
    .sort();
}

/**
 * One row per route and form factor: the median of each category and of CLS over the runs.
 */
export function summarise(
  route: string,
  formFactor: string,
  lhrs: readonly LighthouseResult[],
): PerfRow {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      median(lhrs.map((lhr) => lhr.categories[category].score ?? 0)),
    ]),
  ) as Record<Category, number>;
  const cls = median(lhrs.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue ?? 0));
  const lcpMs = median(lhrs.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue ?? 0));
  const tbtMs = median(lhrs.map((lhr) => lhr.audits['total-blocking-time'].numericValue ?? 0));
  const ok =
    CATEGORIES.every((category) => scores[category] >= THRESHOLDS[category]) &&
    cls <= THRESHOLDS.maxCls &&
    tbtMs <= THRESHOLDS.maxTbtMs &&
    lcpMs <= THRESHOLDS.maxLcpMs;
  return { route, formFactor, ...scores, cls, lcpMs, tbtMs, ok };
}

async function main() {
  const dir = resolve('dist-perf');
  const flags = commandLine(
    'Usage: node tests/bench/perf.ts [--runs 3] [--skip-build]',
    () =>
      parseArgs({
        options: {
          runs: { type: 'string', default: '3' },
          'skip-build': { type: 'boolean', default: false },
        },
        strict: true,
      }).values,
  );
  const runs = Number(flags.runs);
  if (!flags['skip-build'] || !existsSync(dir)) {
    execFileSync('node', ['scripts/build/build.ts', '--outDir', dir], { stdio: 'inherit' });
  }
  const server = await createSiteServer(dir);
  const origin = await listenOnFreePort(server);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const rows = [];
  try {
    for (const route of await routesOf(dir)) {
      for (const formFactor of ['mobile', 'desktop']) {
        const lhrs = [];
        for (let run = 0; run < runs; run += 1) {
          const result = await lighthouse(
            `${origin}${route}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
          lhrs.push(result.lhr);
        }
        const row = summarise(route, formFactor, lhrs);
        rows.push(row);
        process.stdout.write(`  measured ${route} (${formFactor})\n`);
      }
    }
  } finally {
    chrome.kill();
    server.close();
  }

  const cell = (value: string, index: number) => String(value).padEnd(index === 0 ? 22 : 9);
  const lines = [
    `Lighthouse, median of ${runs} runs (budgets: performance ≥ ${THRESHOLDS.performance}, accessibility, best practices and SEO = 1, CLS ≤ ${THRESHOLDS.maxCls}, TBT ≤ ${THRESHOLDS.maxTbtMs} ms, LCP ≤ ${THRESHOLDS.maxLcpMs} ms)`,
    ['route', 'form', 'perf', 'a11y', 'best-pr.', 'seo', 'CLS', 'TBT', 'LCP', '']
      .map(cell)
      .join(' | '),
    ...rows.map((row) =>
      [
        row.route,
        row.formFactor,
        row.performance.toFixed(2),
        row.accessibility.toFixed(2),
        row['best-practices'].toFixed(2),
        row.seo.toFixed(2),
        row.cls.toFixed(3),
        `${Math.round(row.tbtMs)} ms`,
        `${Math.round(row.lcpMs)} ms`,
        row.ok ? 'ok' : 'FAIL',
      ]
        .map(cell)
        .join(' | '),
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (rows.some((row) => !row.ok)) {
    process.stderr.write('A Lighthouse budget is not met.\n');
    process.exit(1);
  }
}

if (isMain(import.meta.url)) await main();
