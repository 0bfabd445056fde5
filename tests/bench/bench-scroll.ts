// Scroll benchmark: whether the pages scroll at 60 fps with a mid-range phone's CPU (4x slower).
// Procedure (decision 0009): the prerendered production build served as a host would (gzip,
// _headers); headless Chromium (--no-sandbox --disable-gpu --disable-dev-shm-usage); 1440x900; 4 s
// after `load`; CPU slowed through CDP (Emulation.setCPUThrottlingRate); the mouse at the centre;
// 40 wheel events of 100 px, 50 ms apart, then 1.5 s. Frame time = the intervals between
// requestAnimationFrame callbacks; long animation frames from a `long-animation-frame` observer.
// Each route and rate is measured --runs times (fresh page each) and the median run is judged.
// Budgets: 4x p95 ≤ 16.7 ms and no long animation frame over 50 ms; 6x p95 ≤ 33.4 ms. Exit 1 outside.
// Run: npm run bench:scroll [-- --routes /,/about --runs 3 --skip-build --dir dist-bench]
import { benchBuild, startBenchSite, untilStill } from './bench-site.ts';
import { parseArgs } from 'node:util';
import { commandLine, isMain } from '../../scripts/lib/cli.ts';
import { LONG_FRAME_MS, recordFrames } from './frame-record.ts';
import { median } from './stats.ts';
import { idle } from '../support/waits.ts';
import { playwrightPage } from '../support/browser-page.ts';
import { appReady } from '../support/site-steps.ts';

import type { Browser } from '@playwright/test';

export const BUDGETS = [
  { rate: 4, p95Ms: 16.7, maxLongFrames: 0 },
  { rate: 6, p95Ms: 33.4, maxLongFrames: Infinity },
];
const WHEEL_EVENTS = 40;
const WHEEL_DELTA = 100;
const WHEEL_GAP_MS = 50;

/**
 * One run: the route scrolled at a CPU slowed `rate` times.
 */
async function measure(browser: Browser, origin: string, route: string, rate: number) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    if (!(await page.evaluate(() => window.crossOriginIsolated)))
      throw new Error('the page is not cross-origin isolated: frame times would be coarse');
    // The loader handed over, the entrance ended, the page idle.
    await appReady(playwrightPage(page), route);
    await untilStill(page);
    await page.evaluate(idle);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.mouse.move(720, 450);
    const stop = await recordFrames(page);
    for (let step = 0; step < WHEEL_EVENTS; step += 1) {
      await page.mouse.wheel(0, WHEEL_DELTA);
      await page.waitForTimeout(WHEEL_GAP_MS);
    }
    // The smooth scroll's end.
    await untilStill(page);
    return await stop();
  } finally {
    await page.close();
  }
}

async function main() {
  const flags = commandLine(
    'Usage: node tests/bench/bench-scroll.ts [--runs 3] [--routes /,/about] [--dir dist-bench] [--skip-build]',
    () =>
      parseArgs({
        options: {
          runs: { type: 'string', default: '3' },
          routes: { type: 'string', default: '/,/about' },
          dir: { type: 'string', default: 'dist-bench' },
          'skip-build': { type: 'boolean', default: false },
        },
        strict: true,
      }).values,
  );
  const dir = benchBuild(flags.dir, {}, flags['skip-build']);
  const runs = Number(flags.runs);
  const routes = flags.routes.split(',');
  const { origin, browser, close } = await startBenchSite(dir);
  const failures: string[] = [];
  const lines: string[] = [];
  try {
    for (const route of routes) {
      for (const budget of BUDGETS) {
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          results.push(await measure(browser, origin, route, budget.rate));
        }
        const p50 = median(results.map((result) => result.p50));
        const p95 = median(results.map((result) => result.p95));
        const longFrames = median(results.map((result) => result.longFrames));
        const scrolled = Math.min(...results.map((result) => result.scrolled));
        const ok = p95 <= budget.p95Ms && longFrames <= budget.maxLongFrames;
        const limit =
          budget.maxLongFrames === Infinity
            ? `p95 ≤ ${budget.p95Ms}`
            : `p95 ≤ ${budget.p95Ms}, ${budget.maxLongFrames} long frames`;
        lines.push(
          `${route.padEnd(8)} ${`${budget.rate}x`.padEnd(4)} p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${p95.toFixed(1).padStart(5)} ms  ` +
            `long frames >${LONG_FRAME_MS} ms ${String(longFrames).padStart(3)}  (runs p95: ${results.map((result) => result.p95.toFixed(1)).join(', ')}; ` +
            `scrolled ${Math.round(scrolled)} px)  budget ${limit}: ${ok ? 'ok' : 'FAIL'}`,
        );
        for (const result of results) for (const why of result.why) lines.push(`           ${why}`);
        if (!ok) failures.push(`${route} at ${budget.rate}x`);
        process.stdout.write(`  measured ${route} at ${budget.rate}x\n`);
      }
    }
  } finally {
    await close();
  }
  process.stdout.write(
    `Scroll, 1440x900, ${WHEEL_EVENTS} wheel events of ${WHEEL_DELTA} px ${WHEEL_GAP_MS} ms apart, median of ${runs} runs\n${lines.join('\n')}\n`,
  );
  if (failures.length > 0) {
    process.stderr.write(`Scroll budget not met: ${failures.join(', ')}\n`);
    process.exit(1);
  }
}

if (isMain(import.meta.url)) await main();
