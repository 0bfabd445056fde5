// Frame times of a page while it moves, as the benchmarks read them: the intervals between
// requestAnimationFrame callbacks, and long animation frames from a `long-animation-frame` observer.
import { percentile } from './stats.ts';

import type { Page } from '@playwright/test';

/** An animation frame longer than this is a long one (the budgets count them). */
export const LONG_FRAME_MS = 50;

/**
 * What the page records while it moves (in `window.__frames`).
 */
export type FrameRecord = {
  frames: number[];
  longFrames: number[];
  scripts: string[];
  running: boolean;
};
/**
 * The fields of a long animation frame the benchmarks report (not in TypeScript's DOM types yet).
 */
export type LongAnimationFrame = PerformanceEntry & {
  renderStart: number;
  scripts: LongFrameScript[];
};

export type LongFrameScript = {
  duration: number;
  invoker?: string;
  name: string;
  sourceURL?: string;
  sourceFunctionName?: string;
};

/**
 * Frame statistics of one run: rAF timestamps and long-animation-frame durations.
 */
export function frameStats(frames: readonly number[], longFrames: readonly number[]) {
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
 */
export async function recordFrames(page: Page) {
  await page.evaluate((longFrameMs) => {
    const record: FrameRecord = { frames: [], longFrames: [], scripts: [], running: true };
    Object.assign(window, { __frames: record });
    const tick = (time: number) => {
      if (!record.running) return;
      record.frames.push(time);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LongAnimationFrame[]) {
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
      const frames = (window as unknown as { __frames: FrameRecord }).__frames;
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
