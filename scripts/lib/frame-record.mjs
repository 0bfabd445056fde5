// Frame times of a page while it moves, as the benchmarks read them: the intervals between
// requestAnimationFrame callbacks, and long animation frames from a `long-animation-frame` observer.
import { percentile } from './stats.mjs';

/** @import { Page } from '@playwright/test' */

/** An animation frame longer than this is a long one (the budgets count them). */
export const LONG_FRAME_MS = 50;

/**
 * What the page records while it moves (in `window.__frames`).
 * @typedef {{ frames: number[], longFrames: number[], scripts: string[], running: boolean }} FrameRecord
 */
/**
 * The fields of a long animation frame the benchmarks report (not in TypeScript's DOM types yet).
 * @typedef {PerformanceEntry & { renderStart: number, scripts: LongFrameScript[] }} LongAnimationFrame
 * @typedef {{ duration: number, invoker?: string, name: string, sourceURL?: string, sourceFunctionName?: string }} LongFrameScript
 */

/**
 * Frame statistics of one run: rAF timestamps and long-animation-frame durations.
 * @param {readonly number[]} frames
 * @param {readonly number[]} longFrames
 */
export function frameStats(frames, longFrames) {
  const intervals = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    frames: frames.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? 0,
    longFrames: longFrames.filter((duration) => duration > LONG_FRAME_MS).length,
  };
}

/**
 * Starts recording the page's frames; the function it returns stops and gives the statistics, where
 * the page has scrolled to, and the longest script of each long frame (`why`).
 * @param {Page} page
 */
export async function recordFrames(page) {
  await page.evaluate((longFrameMs) => {
    /** @type {FrameRecord} */
    const record = { frames: [], longFrames: [], scripts: [], running: true };
    Object.assign(window, { __frames: record });
    const tick = (/** @type {number} */ time) => {
      if (!record.running) return;
      record.frames.push(time);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new PerformanceObserver((list) => {
      for (const entry of /** @type {LongAnimationFrame[]} */ (list.getEntries())) {
        record.longFrames.push(entry.duration);
        if (entry.duration <= longFrameMs) continue;
        const script = [...entry.scripts].sort((a, b) => b.duration - a.duration)[0];
        record.scripts.push(
          `${Math.round(entry.duration)} ms (rendering ${Math.round(entry.startTime + entry.duration - entry.renderStart)} ms; ` +
            (script
              ? `longest script ${Math.round(script.duration)} ms ${script.invoker || script.name} ${(script.sourceURL || '').split('/').pop()}:${script.sourceFunctionName || '?'})`
              : 'no script)'),
        );
      }
    }).observe({ type: 'long-animation-frame', buffered: false });
  }, LONG_FRAME_MS);
  return async () => {
    const record = await page.evaluate(() => {
      const frames = /** @type {{ __frames: FrameRecord }} */ (/** @type {unknown} */ (window))
        .__frames;
      frames.running = false;
      return { ...frames, scrolled: window.scrollY };
    });
    return {
      ...frameStats(record.frames, record.longFrames),
      scrolled: record.scrolled,
      why: record.scripts,
    };
  };
}
