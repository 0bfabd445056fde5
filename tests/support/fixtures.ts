import {
  test as base,
  expect as baseExpect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { playwrightPage } from './browser-page.ts';
import { appReady } from './site-steps.ts';

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
  /** The patterns allowed so far. */
  readonly allowed: readonly RegExp[];
}

const DOCUMENT_404 = /^error: Failed to load resource: the server responded with a status of 404/;

/** What the pages of a context logged that a case may fail on. */
interface ConsoleRecord {
  /** Console errors and warnings, and uncaught page errors, as text. */
  readonly messages: string[];
  /** Documents answered 404 (an unknown address gets the not-found page, which Chromium logs). */
  notFoundDocuments: number;
}

/** Records what the pages of `context` log from now on. */
function recordConsole(context: BrowserContext): ConsoleRecord {
  const record: ConsoleRecord = { messages: [], notFoundDocuments: 0 };
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      record.messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  context.on('weberror', (error) => record.messages.push(`pageerror: ${error.error().message}`));
  context.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.status() === 404)
      record.notFoundDocuments += 1;
  });
  return record;
}

/**
 * The messages of `record` that no pattern of `allowed` expects, taken out of it (a shared page's
 * record is read after each case).
 */
function unexpectedMessages(record: ConsoleRecord, allowed: readonly RegExp[]): string[] {
  let notFound = record.notFoundDocuments;
  record.notFoundDocuments = 0;
  return record.messages.splice(0).filter((text) => {
    if (notFound > 0 && DOCUMENT_404.test(text)) {
      notFound -= 1;
      return false;
    }
    return !allowed.some((pattern) => pattern.test(text));
  });
}

/**
 * What a case could leave changed on a page, read in the page: where it is, where it is scrolled, what has
 * the focus, the pointer or a selection, what is open, what it stored. A page shared between cases
 * (`readPage`) must read the same after each case as when it was opened.
 */
function pageState() {
  const describe = (element: Element | null | undefined) =>
    element
      ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
          element.getAttribute('aria-label')
            ? `[aria-label="${element.getAttribute('aria-label')}"]`
            : ''
        }`
      : 'none';
  return {
    url: location.href,
    scroll: `${Math.round(window.scrollX)},${Math.round(window.scrollY)}`,
    focus: describe(document.activeElement),
    hover: describe([...document.querySelectorAll(':hover')].at(-1)),
    selection: String(getSelection() ?? ''),
    open: document.querySelectorAll('[role="dialog"], dialog[open], [aria-expanded="true"]').length,
    history: history.length,
    storage: `${localStorage.length} local, ${sessionStorage.length} session`,
    size: `${innerWidth}x${innerHeight}`,
  };
}
export type PageState = ReturnType<typeof pageState>;

/** The context options a shared page is opened with: those of the case that asks for it. */
export type ReadPageOptions = Pick<
  BrowserContextOptions,
  'viewport' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch' | 'reducedMotion' | 'baseURL'
>;

interface SharedPage {
  readonly key: string;
  readonly page: Page;
  /** The page's DevTools session, which freezes it between cases and wakes it for the next. */
  readonly session: CDPSession;
  /** The page's state once opened, which every case must leave as it found. */
  readonly opened: PageState;
  /** What it logged that no case has read yet. */
  readonly console: ConsoleRecord;
}

/**
 * How many shared pages a worker keeps. Between cases each is frozen (Chromium's page lifecycle: no
 * frame, timer or video runs), so a kept page costs memory, not CPU.
 */
const SHARED_PAGES_PER_WORKER = 12;

/**
 * The pages a worker shares between the cases that only read them: one per path and context options,
 * each opened once, as `openPage` opens a page, and checked after each case. A case that changed its
 * page (scrolled it, moved the focus or the pointer, opened something, navigated) fails, naming what it
 * changed, and the page is closed so that no case after it sees the change.
 */
export class SharedPages {
  readonly #browser: Browser;
  readonly #pages = new Map<string, SharedPage>();
  /** Pages opened over the worker's life, for the test of this class. */
  opened = 0;

  constructor(browser: Browser) {
    this.#browser = browser;
  }

  static key(path: string, options: ReadPageOptions): string {
    const { viewport, deviceScaleFactor, isMobile, hasTouch, reducedMotion } = options;
    return JSON.stringify([
      path,
      viewport,
      deviceScaleFactor ?? 1,
      !!isMobile,
      !!hasTouch,
      reducedMotion ?? null,
    ]);
  }

  /** The shared page of `path` for these options, opened now if the worker has none. */
  async open(path: string, options: ReadPageOptions): Promise<Page> {
    const key = SharedPages.key(path, options);
    const kept = this.#pages.get(key);
    if (kept) {
      // Most recently used last.
      this.#pages.delete(key);
      this.#pages.set(key, kept);
      await kept.session.send('Page.setWebLifecycleState', { state: 'active' });
      return kept.page;
    }
    while (this.#pages.size >= SHARED_PAGES_PER_WORKER) {
      const [oldest] = this.#pages.values();
      if (!oldest) break;
      await this.#close(oldest);
    }
    const context = await this.#browser.newContext(options);
    // Recorded from the first request: what the page logs as it opens is read by the first case.
    const logged = recordConsole(context);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await openPage(page, path);
    await waitForHeroEntrance(page);
    const opened = await page.evaluate(pageState);
    this.opened += 1;
    this.#pages.set(key, { key, page, session, opened, console: logged });
    return page;
  }

  /**
   * Called after each case that read `page`: fails if the case changed it (and closes it, so the next
   * case opens it afresh), or if the page logged an error or warning no pattern of `allowed` expects.
   */
  async release(page: Page, allowed: readonly RegExp[] = []): Promise<void> {
    const shared = [...this.#pages.values()].find((kept) => kept.page === page);
    if (!shared) throw new Error("release: not a page of this worker's shared pages");
    const now = await page.evaluate(pageState).catch((error: unknown) => String(error));
    const changes =
      typeof now === 'string'
        ? [`the page cannot be read any more (${now})`]
        : (Object.keys(shared.opened) as (keyof PageState)[])
            .filter((field) => now[field] !== shared.opened[field])
            .map((field) => `${field}: ${String(shared.opened[field])} → ${String(now[field])}`);
    const unexpected = unexpectedMessages(shared.console, allowed);
    if (changes.length > 0) {
      await this.#close(shared);
      throw new Error(
        `a case given a shared page (readPage) changed it, so it was closed: ${changes.join('; ')}. ` +
          'A case that scrolls, types, clicks, hovers or navigates opens its own page (the `page` fixture).',
      );
    }
    expect(unexpected, 'unexpected console errors or warnings').toEqual([]);
    await shared.session.send('Page.setWebLifecycleState', { state: 'frozen' });
  }

  async closeAll(): Promise<void> {
    for (const shared of [...this.#pages.values()]) await this.#close(shared);
  }

  async #close(shared: SharedPage): Promise<void> {
    this.#pages.delete(shared.key);
    await shared.page.context().close();
  }
}

/**
 * Every test fails on an unexpected console error or warning, or an uncaught page error: the production
 * build must run clean. Listened to on the case's context, so a case that never asks for `page` (one that
 * reads a shared page) opens none.
 *
 * `readPage(path)`: a page of `path` shared with the other cases of this worker that ask for the same
 * path with the same context options (viewport, scale, touch, reduced motion), opened once and left
 * settled after its loader and entrance. Only for a case that reads (text, geometry, attributes, axe):
 * a case that changes the page fails (`SharedPages.release`).
 */
export const test = base.extend<
  { consoleGuard: ConsoleGuard; readPage: (path: string) => Promise<Page> },
  { sharedPages: SharedPages }
>({
  sharedPages: [
    async ({ browser }, use) => {
      const pages = new SharedPages(browser);
      await use(pages);
      await pages.closeAll();
    },
    { scope: 'worker' },
  ],
  consoleGuard: [
    async ({ context }, use) => {
      const allowed: RegExp[] = [];
      const record = recordConsole(context);
      await use({
        allow: (...patterns) => allowed.push(...patterns),
        messages: record.messages,
        allowed,
      });
      expect(unexpectedMessages(record, allowed), 'unexpected console errors or warnings').toEqual(
        [],
      );
    },
    { auto: true },
  ],
  readPage: async (
    {
      sharedPages,
      consoleGuard,
      viewport,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      reducedMotion,
      baseURL,
    },
    provide,
  ) => {
    const used: Page[] = [];
    await provide(async (path) => {
      const page = await sharedPages.open(path, {
        viewport,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        reducedMotion,
        baseURL,
      });
      used.push(page);
      return page;
    });
    for (const page of used) await sharedPages.release(page, consoleGuard.allowed);
  },
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

/** Waits until the app is there, its screen's heading in its main, and no loader covers it. */
export async function waitForLoaderGone(page: Page): Promise<void> {
  await appReady(playwrightPage(page), page.url());
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
export { wheelAndSettle } from './soak.ts';
