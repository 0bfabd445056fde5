// Scroll benchmark of the home page: production build, 1440x900, Chromium's CPU slowed 4x through CDP,
// wheel scrolling from the top past the end of the stacked cards. Prints frame statistics and fails
// (exit 1) when p95 frame time exceeds 16.7 ms or any long animation frame exceeds 50 ms.
// Run: npm run bench:scroll   (BENCH_SKIP_BUILD=1 reuses dist-bench/)
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { chromiumLaunchOptions } from '../tests/support/chromium.mjs';

const PORT = 4390;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CPU_SLOWDOWN = 4;
const SCROLL_PAST = 3600; // cards release at 2500 and have left the 900 px viewport by ~3400
const BUDGET_P95_MS = 16.7;
const BUDGET_LOAF_MS = 50;

if (!process.env.BENCH_SKIP_BUILD) {
  execSync('npx vite build --outDir dist-bench --emptyOutDir --logLevel warn', {
    stdio: 'inherit',
  });
}
// Cross-origin isolation gives the page 5 µs timers instead of 100 µs ones, so a 16.67 ms frame
// is measured as such rather than rounded up to 16.8 ms.
const server = await preview({
  logLevel: 'warn',
  build: { outDir: 'dist-bench' },
  preview: {
    host: '127.0.0.1',
    port: PORT,
    strictPort: true,
    headers: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    },
  },
});
const stopServer = () => server.close();

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

let failed = false;
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(ORIGIN);
  if (!(await page.evaluate(() => window.crossOriginIsolated)))
    throw new Error('page is not cross-origin isolated');
  await page.getByTestId('loader').waitFor({ state: 'detached', timeout: 20_000 });
  await page.waitForTimeout(1500); // the hero's entrance

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  await page.evaluate(() => {
    const record = { frames: [], loafs: [], running: true };
    window.__bench = record;
    const tick = (time) => {
      if (!record.running) return;
      record.frames.push(time);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // Where the time went: the longest script, and rendering (style, layout, paint) after it.
        const script = [...entry.scripts].sort((a, b) => b.duration - a.duration)[0];
        record.loafs.push({
          duration: entry.duration,
          blocking: entry.blockingDuration,
          render: entry.startTime + entry.duration - entry.renderStart,
          script: script
            ? `${script.invoker || script.name} ${Math.round(script.duration)} ms (${(script.sourceURL || '').split('/').pop()}:${script.sourceFunctionName || '?'})`
            : 'no script',
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
  });

  await page.mouse.move(720, 450);
  const started = Date.now();
  while (
    (await page.evaluate(() => window.scrollY)) < SCROLL_PAST &&
    Date.now() - started < 60_000
  ) {
    await page.mouse.wheel(0, 100);
    await page.waitForTimeout(30);
  }
  await page.waitForTimeout(1200); // Lenis eases to rest
  const { frames, loafs, scrolled } = await page.evaluate(() => {
    window.__bench.running = false;
    return { ...window.__bench, scrolled: window.scrollY };
  });

  const intervals = frames.slice(1).map((time, index) => time - frames[index]);
  const sorted = [...intervals].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  const p99 = percentile(sorted, 99);
  const over33 = intervals.filter((ms) => ms > 33).length;
  const longFrames = loafs.filter((entry) => entry.duration > BUDGET_LOAF_MS);

  console.info(
    `scroll benchmark: home, 1440x900, CPU ${CPU_SLOWDOWN}x slower, wheel 0 → ${Math.round(scrolled)} px`,
  );
  console.info(`frames: ${frames.length}`);
  console.info(
    `frame time p50: ${p50.toFixed(2)} ms, p95: ${p95.toFixed(2)} ms, p99: ${p99.toFixed(2)} ms, max: ${sorted.at(-1).toFixed(2)} ms`,
  );
  console.info(`frames over 33 ms: ${over33}`);
  console.info(`long animation frames over ${BUDGET_LOAF_MS} ms: ${longFrames.length}`);
  for (const entry of longFrames) {
    console.info(
      `  ${entry.duration.toFixed(0)} ms (rendering ${entry.render.toFixed(0)} ms; longest script: ${entry.script})`,
    );
  }

  if (scrolled < SCROLL_PAST) {
    console.error(`FAIL: only reached ${scrolled} px`);
    failed = true;
  }
  if (p95 > BUDGET_P95_MS) {
    console.error(`FAIL: p95 ${p95.toFixed(2)} ms > ${BUDGET_P95_MS} ms`);
    failed = true;
  }
  if (longFrames.length > 0) {
    console.error(`FAIL: ${longFrames.length} long animation frame(s) over ${BUDGET_LOAF_MS} ms`);
    failed = true;
  }
  if (!failed) console.info('PASS: within budget');
} finally {
  await browser.close();
  await stopServer();
}
process.exit(failed ? 1 : 0);
