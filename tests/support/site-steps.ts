// Steps of a browser case written once against `BrowserPage` (tests/support/browser-page.ts): the
// cross-browser cases run them on the drivers, the Playwright cases on `playwrightPage(page)`. They
// assert nothing themselves (each runner has its own expect): they wait, act, and return what they read.
import type { BrowserPage, PageFunction } from './browser-page.ts';
import { specCardTops } from './spec.ts';
import {
  appShown,
  armScrollEnd,
  imagesReady,
  scrollEnded,
  stillOverThreeFrames,
  twoFrames as twoFramesInPage,
} from './waits.ts';

/**
 * Polls `source` (a page function, called with `arg`) until it returns something other than
 * false, null or undefined, and returns that. On time out, fails naming `what` and the last answer.
 */
export async function waitFor<T, A = never>(
  page: BrowserPage,
  what: string,
  source: PageFunction<A, T>,
  arg?: A,
  timeoutMs = 10_000,
): Promise<Exclude<Awaited<T>, false | null | undefined>> {
  const until = Date.now() + timeoutMs;
  let last: Awaited<T>;
  for (;;) {
    last = await page.evaluate(source, arg);
    if (last !== false && last !== null && last !== undefined) {
      return last as Exclude<Awaited<T>, false | null | undefined>;
    }
    if (Date.now() > until) {
      throw new Error(
        `timed out after ${timeoutMs} ms waiting for ${what} (last: ${String(last)})`,
      );
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * Waits for a promise of the page: `source` (a page function, called with `arg`) returns one that settles
 * on the page's own signal (an event, an observer's record), and this returns what it resolves with. It
 * is bounded in the page by `timeoutMs`, for a signal that never comes: then it fails naming `what`.
 */
export async function waitInPage<T, A = never>(
  page: BrowserPage,
  what: string,
  source: PageFunction<A, Promise<T>>,
  arg?: A,
  timeoutMs = 10_000,
): Promise<T> {
  const bounded = `(input) => new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('timed out after ' + input.ms + ' ms waiting for ' + input.what)),
      input.ms,
    );
    Promise.resolve()
      .then(() => (${String(source)})(input.arg))
      .then(
        (value) => { clearTimeout(timer); resolve(value); },
        (error) => { clearTimeout(timer); reject(error); },
      );
  })`;
  return page.evaluate<T, { arg?: A; ms: number; what: string }>(bounded, {
    arg,
    ms: timeoutMs,
    what,
  });
}

/**
 * Ready, the one wait after a load or a route change for every runner, benchmark and soak: the app's
 * main holds its screen's heading and no loader covers it, on the page's own record of its DOM (not a
 * poll from here, which under load costs the booting page a script run per poll). `what` names the page
 * in a time-out.
 */
export function appReady(page: BrowserPage, what = 'the page', timeoutMs = 15_000): Promise<true> {
  return waitInPage(page, `${what}: the app without its loader`, appShown, undefined, timeoutMs);
}

export interface SettleOptions {
  /**
   * Wait for the images too (false: only for stillness, as a benchmark does between its inputs); true
   * by default.
   */
  images?: boolean;
  /** Every image of the page, lazy ones made eager (a full-page shot); by default those in view. */
  allImages?: boolean;
  /**
   * Wait for the page to stop moving (true by default). Off for a page on Playwright's fake clock, whose
   * frames only come when the test runs the clock.
   */
  still?: boolean;
  /**
   * Leave running an animation with more than this many ms left: a timer's progress, not a movement
   * (`stillOverThreeFrames`). By default every finite animation is waited out.
   */
  timersFromMs?: number;
  timeoutMs?: number;
}

/**
 * `timersFromMs` for a step that waits between inputs (the benchmarks, the soak): a hover's transition
 * or a panel's fade ends well within it; the About tabs' 10 s progress bar is a timer, left running (it
 * would otherwise start the next bar as it ends, and the page would never be still).
 */
export const TIMERS_FROM_MS = 2000;

/**
 * Settled, the one wait before a screenshot, a measurement or a count: web fonts in, the images that
 * will be in the picture loaded and decoded, and nothing moving (finite animations ended, the scroll and
 * every inline style unchanged over three frames). Each part waits for the page's own signal, never for
 * a fixed time.
 */
export async function settled(
  page: BrowserPage,
  {
    images = true,
    allImages = false,
    still = true,
    timersFromMs,
    timeoutMs = 10_000,
  }: SettleOptions = {},
): Promise<void> {
  if (images) {
    const which = allImages ? 'every image' : 'the images in view';
    await waitFor(page, `${which} loaded`, imagesReady, allImages, timeoutMs);
  }
  if (still) {
    await waitFor(page, 'the page to hold still', stillOverThreeFrames, timersFromMs, timeoutMs);
  }
}

/** Resolves two frames from now in the page: what it scheduled for the next frame has run. */
export function twoFrames(page: BrowserPage): Promise<true> {
  return page.evaluate(twoFramesInPage);
}

/**
 * Listens, from now, for the end of the scroll that the next input starts, and returns the wait for it,
 * which resolves with the position it ended at: call it before the wheel turn, await what it returns
 * after. With Lenis, the end is Lenis's own: the `scrollend` it dispatches (detail.lenisScrollEnd) once
 * its animation has reached the target, after a wheel event, with no animation running on. Without
 * Lenis (reduced motion), the browser scrolls the page in one step: the end is the first scroll.
 * (WebKitGTK has no native `scrollend`, and Firefox sends none for a step of a wheel.)
 */
export async function scrollEnd(page: BrowserPage): Promise<() => Promise<number>> {
  await page.evaluate(armScrollEnd);
  return () => waitInPage(page, 'the end of the scroll', scrollEnded);
}

/** Every stacked card's viewport top. */
export function cardTops(page: BrowserPage): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[data-testid="stack-card"]'),
      (card) => card.getBoundingClientRect().top,
    ),
  );
}

/** Scrolls the window to `y` at once, waits until it is there, then for the scrubbed timeline's frame. */
export async function scrollToExactly(page: BrowserPage, y: number): Promise<void> {
  await page.evaluate((to: number) => window.scrollTo(0, to), y);
  await waitFor(page, `scroll ${y}`, (to: number) => Math.round(window.scrollY) === to, y);
  // ScrollTrigger has applied the scrubbed timeline for this position.
  await twoFrames(page);
}

/**
 * The cards' tops read where the page is, scrolled to `scroll`: every way they miss the spec's (three
 * cards, each within ±4 px of its top), as messages; none when they all hold.
 */
export async function specTopsMissedHere(
  page: BrowserPage,
  scroll: number,
  when = '',
): Promise<string[]> {
  const missed: string[] = [];
  const actual = await cardTops(page);
  const expected = specCardTops(scroll);
  if (actual.length !== 3) missed.push(`${actual.length} cards, not 3, at ${scroll}${when}`);
  actual.forEach((top, index) => {
    const spec = expected[index] ?? Number.NaN;
    if (!(Math.abs(top - spec) <= 4)) {
      missed.push(`card ${index + 1} at ${scroll}${when}: ${top}, spec ${spec}`);
    }
  });
  return missed;
}

/** `specTopsMissedHere` at each of `scrolls` in turn, scrolled there at once. */
export async function specTopsMissed(
  page: BrowserPage,
  scrolls: readonly number[],
  when = '',
): Promise<string[]> {
  const missed: string[] = [];
  for (const scroll of scrolls) {
    await scrollToExactly(page, scroll);
    missed.push(...(await specTopsMissedHere(page, scroll, when)));
  }
  return missed;
}

/** How the hero fits above the stack (`heroFit`). */
interface HeroFit {
  /** the headline's lines (its height over its line height) */
  headlineLines: number;
  /** the bottom of the hero's call to action, px from the viewport's top */
  callToActionBottom: number;
  /** the top of the stack's heading (#work-heading), px from the viewport's top */
  stackHeadingTop: number;
}

/**
 * The hero's fit above the stack, read on the home page at its top: the headline's line count, where the
 * button labelled `callToAction` ends and where the stack's heading starts. Null while one is missing.
 */
function heroFit(page: BrowserPage, callToAction: string): Promise<HeroFit | null> {
  return page.evaluate((label: string) => {
    const headline = document.querySelector('main h1');
    const button = Array.from(document.querySelectorAll('button')).find(
      (el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim() === label,
    );
    const stackHeading = document.getElementById('work-heading');
    if (!headline || !button || !stackHeading) return null;
    return {
      headlineLines: Math.round(
        headline.getBoundingClientRect().height / parseFloat(getComputedStyle(headline).lineHeight),
      ),
      callToActionBottom: button.getBoundingClientRect().bottom,
      stackHeadingTop: stackHeading.getBoundingClientRect().top,
    };
  }, callToAction);
}

/** The hero's call to action ends at least this far above the stack's heading (px). */
const HERO_CLEARANCE_PX = 16;

/**
 * What keeps the hero from fitting above the stack, [] when nothing does: its headline keeps to three
 * lines, and the button labelled `callToAction` ends more than 16 px above the stack's heading (whose
 * place is fixed by the spec's first card). Read on the home page at its top, settled.
 */
export async function heroFitMissed(page: BrowserPage, callToAction: string): Promise<string[]> {
  const fit = await heroFit(page, callToAction);
  if (!fit) return ['no headline, call to action or stack heading'];
  const missed: string[] = [];
  if (fit.headlineLines !== 3) missed.push(`the headline takes ${fit.headlineLines} lines, not 3`);
  if (!(fit.callToActionBottom < fit.stackHeadingTop - HERO_CLEARANCE_PX)) {
    missed.push(
      `"${callToAction}" ends at ${fit.callToActionBottom} px, not more than ${HERO_CLEARANCE_PX} px above the stack's heading at ${fit.stackHeadingTop} px`,
    );
  }
  return missed;
}
