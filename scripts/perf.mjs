// Lighthouse on every prerendered route, mobile and desktop, median of 3 runs, against the production
// build served as a host would (`scripts/build/serve.mjs`). Fails below the budgets. Run: npm run perf
// Options: --runs N (default 3), --skip-build (reuse dist-perf/).
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { createSiteServer, htmlFiles } from './build/hosting.mjs';
import { chromiumPath } from './lib/chromium.mjs';
import { option } from './lib/cli.mjs';
import { median } from './lib/stats.mjs';

export const THRESHOLDS = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  maxCls: 0.01,
  /** Total Blocking Time and Largest Contentful Paint, Lighthouse's simulated mobile phone (issue 11). */
  maxTbtMs: 150,
  maxLcpMs: 2500,
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The pages of a built site: every prerendered index.html but the early-access redirects. */
async function routesOf(dir) {
  return (await htmlFiles(dir))
    .filter((file) => file.endsWith('/index.html'))
    .map((file) => file.replace(/\/?index\.html$/, '') || '/')
    .filter((route) => !route.startsWith('/aptiz'))
    .sort();
}

/** One row per route and form factor: the median of each category and of CLS over the runs. */
export function summarise(route, formFactor, lhrs) {
  const row = { route, formFactor };
  for (const category of CATEGORIES) {
    row[category] = median(lhrs.map((lhr) => lhr.categories[category].score ?? 0));
  }
  row.cls = median(lhrs.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue ?? 0));
  row.lcpMs = median(lhrs.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue ?? 0));
  row.tbtMs = median(lhrs.map((lhr) => lhr.audits['total-blocking-time'].numericValue ?? 0));
  row.ok =
    CATEGORIES.every((category) => row[category] >= THRESHOLDS[category]) &&
    row.cls <= THRESHOLDS.maxCls &&
    row.tbtMs <= THRESHOLDS.maxTbtMs &&
    row.lcpMs <= THRESHOLDS.maxLcpMs;
  return row;
}

async function main() {
  const dir = resolve('dist-perf');
  const runs = Number(option('--runs', '3'));
  if (!process.argv.includes('--skip-build') || !existsSync(dir)) {
    execFileSync('node', ['scripts/build/build.mjs', '--outDir', dir], { stdio: 'inherit' });
  }
  const server = await createSiteServer(dir);
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${server.address().port}`;
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
    await chrome.kill();
    server.close();
  }

  const cell = (value, index) => String(value).padEnd(index === 0 ? 22 : 9);
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

if (import.meta.url === `file://${process.argv[1]}`) await main();
