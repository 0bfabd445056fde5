import { test, type Page } from '@playwright/test';

// Time in a browser test is the page's own, never the machine's: a case that times a motion or counts
// edits inside a time window runs on Playwright's fake clock (installed before the page loads), stops
// it, acts, then runs it frame by frame. Every frame is then 16 ms of the page's time, however long the
// machine takes to draw it, so the same page gives the same numbers on a fast machine and a busy one.

/**
 * Stops the page's fake clock (installed with `page.clock.install()` before the page loaded): from here
 * no timer or animation frame of the page runs until the test runs the clock (`page.clock.runFor`) or
 * lets it flow again (`page.clock.resume()`). Date.now() and performance.now() stand still, so edits
 * made now are made at one moment of the page's time, whatever they take on this machine.
 *
 * `pauseAt` needs a moment still ahead of the clock, which keeps flowing between the read and the
 * pause: the test's own timeout ahead is one, since no test runs longer. The timers due by then fire
 * once, as a jump of the clock; the cases that stop it start their measure after the stop.
 */
export async function stopClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + Math.max(test.info().timeout, 1));
}

/** The frame step of Playwright's fake clock: it runs requestAnimationFrame every 16 ms of its time. */
export const FRAME_MS = 16;

/**
 * On a stopped clock (stopClock): how long, in the page's time, the hero art takes, once `act` has
 * restarted it (its opacity under 0.05), to reach `opacity` (0.99 by default: faded in); Infinity when it
 * does not within `withinMs`. Sampled in the page on every frame while the clock runs frame by frame.
 */
export async function heroFadeMs(
  page: Page,
  act: () => Promise<void>,
  { opacity = 0.99, withinMs = 6000 } = {},
): Promise<number> {
  await page.evaluate(
    ([ms, reached]) => {
      const art = document.querySelector('[data-hero-art]');
      if (!art) throw new Error('no hero art');
      const start = performance.now();
      let restarted: number | null = null;
      const record = window as unknown as { __heroFade?: number };
      delete record.__heroFade;
      const frame = () => {
        const now = performance.now();
        const shown = Number(getComputedStyle(art).opacity);
        if (restarted === null && shown < 0.05) restarted = now;
        if (restarted !== null && shown >= reached) record.__heroFade = now - restarted;
        else if (now - start > ms) record.__heroFade = Number.POSITIVE_INFINITY;
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    [withinMs, opacity] as const,
  );
  await act();
  await page.clock.runFor(withinMs + 2 * FRAME_MS);
  const fade = await page.evaluate(() => (window as unknown as { __heroFade?: number }).__heroFade);
  if (fade === undefined) throw new Error('the hero sampler did not finish on the clock');
  return fade;
}
