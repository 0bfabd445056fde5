import { test as base, expect as baseExpect, type Page } from '@playwright/test';

/**
 * `expect` with `expect.poll` asking every 100 ms. Playwright's own steps grow to a second, so a wait
 * that ends just after a probe (the loader leaving ~1.2 s after a page opens) cost up to a second more
 * in every test; a test may still pass its own `intervals`.
 */
const POLL_INTERVALS = [100];
const configured = baseExpect.configure({});
const basePoll = configured.poll;
configured.poll = (poll, options) =>
  basePoll(
    poll,
    typeof options === 'string'
      ? { message: options, intervals: POLL_INTERVALS }
      : { intervals: POLL_INTERVALS, ...options },
  );
export const expect = configured;

interface ConsoleGuard {
  /** Console errors/warnings matching these patterns are expected by the test and not a failure. */
  allow(...patterns: RegExp[]): void;
  /** Every console error and warning seen so far, as text. */
  readonly messages: string[];
}

const DOCUMENT_404 = /^error: Failed to load resource: the server responded with a status of 404/;

/**
 * Every test fails on an unexpected console error or warning, or an uncaught page error:
 * the production build must run clean.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          messages.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      // An unknown address is answered with the not-found page and a real 404, which Chromium logs.
      let notFoundDocuments = 0;
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404)
          notFoundDocuments += 1;
      });
      await use({
        allow: (...patterns) => allowed.push(...patterns),
        messages,
      });
      const unexpected = messages.filter((text) => {
        if (notFoundDocuments > 0 && DOCUMENT_404.test(text)) {
          notFoundDocuments -= 1;
          return false;
        }
        return !allowed.some((pattern) => pattern.test(text));
      });
      expect(unexpected, 'unexpected console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/** Every file of the hero art (any crop, width and format), as the build names them. */
export const HERO_IMAGE = /\/assets\/hero\.[a-z]+\.\d+x\d+-[\w-]+\.(webp|avif|jpg)$/;

/**
 * Holds every request matching `url` until the returned `release` is called: the test decides when the
 * response may come (after it has looked), never a fixed delay that a busy machine could outlast.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` and waits until the loader has handed the page over. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForLoaderGone(page);
}

export async function waitForLoaderGone(page: Page): Promise<void> {
  // One look at the whole page: the app is there (its main) and no loader covers it. (Prerendered HTML
  // has both; checked one after the other they could pass at different moments.)
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelector('main#main') !== null &&
            document.querySelector('[data-testid="loader"]') === null,
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** The page's vertical scroll position. */
export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Waits until the hero's entrance animation has finished. */
export async function waitForHeroEntrance(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator('[data-hero-enter], [data-hero-art]')
        .evaluateAll((els) => els.every((el) => getComputedStyle(el).opacity === '1')),
    )
    .toBe(true);
}

/** Collects the path of every script the page requests from now on. */
export function recordScriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

export { outboxMessagesFrom, type StoredMessage } from './outbox';
/** Wheel-scrolls as a person would and waits for Lenis's own end of the scroll. */
export { wheelAndSettle } from '../../scripts/lib/soak.mjs';
