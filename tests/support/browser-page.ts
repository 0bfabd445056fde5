// The one page interface of the browser tests, and its Playwright implementation.
import type { Page } from '@playwright/test';

/** The keys a case may press. */
export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Escape';
/**
 * A function run in the page with one JSON argument: the function itself (sent as its text, so it must
 * use nothing from the scope it was written in), or its source text.
 */
export type PageFunction<A = never, T = unknown> = string | ((arg: A) => T);

/**
 * What a case may do with a page, in every browser: the one page interface a browser case is written
 * against. Two implementations: the cross-browser drivers (tests/browsers/drivers.ts: puppeteer-core
 * for Chromium, WebDriver BiDi for Firefox, WebDriver classic for WebKitGTK) and `playwrightPage` below,
 * for a Playwright case that shares these steps. Pointer and keyboard input are real input events
 * (CDP, WebDriver BiDi or WebDriver classic actions, Playwright's input), not events made up by a script.
 */
export interface BrowserPage {
  /** Navigates and waits for the load event. */
  goto: (url: string) => Promise<void>;
  /** Calls `source` (a function expression) in the page with `arg` (JSON) and returns its awaited, JSON-serialisable result. */
  evaluate: <T = unknown, A = never>(source: PageFunction<A, T>, arg?: A) => Promise<Awaited<T>>;
  /** A mouse click at viewport coordinates. */
  click: (x: number, y: number) => Promise<void>;
  /** One wheel turn at (x, y). */
  wheel: (deltaY: number, x: number, y: number) => Promise<void>;
  press: (key: Key) => Promise<void>;
  /** Types into the focused element. */
  type: (text: string) => Promise<void>;
  /** Sets the viewport's size. */
  resize: (width: number, height: number) => Promise<void>;
  /** The viewport, as PNG. */
  screenshot: () => Promise<Buffer>;
  /** Script errors and console errors seen so far. */
  errors: () => Promise<string[]>;
  close: () => Promise<void>;
  /** The processes behind the page (the browser; for WebKit its driver too), for a test of the runner that ends one. */
  programs: () => Array<{ name: string; pid: number }>;
}

/** A page function's call as the text a page evaluates: its source, called with its JSON argument. */
export function call(source: PageFunction<never>, arg: unknown) {
  return `(${String(source)})(${arg === undefined ? '' : JSON.stringify(arg)})`;
}

/**
 * A Playwright page as a `BrowserPage`: a case written against `BrowserPage` (tests/support/site-steps.ts)
 * runs on it as it runs on the cross-browser drivers. Page functions are sent as their text, as the
 * drivers send them, so a step behaves the same in both.
 */
export function playwrightPage(page: Page): BrowserPage {
  // No listeners of its own: the errors are Playwright's own record of the page (its last 200), so a
  // step may adapt the page as often as it likes, and the Playwright cases keep their one console
  // guard (tests/support/fixtures.ts).
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    // The function's own text, called with its JSON argument: as the drivers send it (CDP evaluates it
    // outside the page's CSP, as it does for them).
    evaluate: <T = unknown, A = never>(source: PageFunction<A, T>, arg?: A) =>
      page.evaluate<Awaited<T>>(call(source, arg)),
    click: (x, y) => page.mouse.click(x, y),
    wheel: async (deltaY, x, y) => {
      await page.mouse.move(x, y);
      await page.mouse.wheel(0, deltaY);
    },
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    resize: (width, height) => page.setViewportSize({ width, height }),
    screenshot: () => page.screenshot(),
    errors: async () => [
      ...(await page.pageErrors({ filter: 'all' })).map((error) => error.message),
      ...(await page.consoleMessages({ filter: 'all' }))
        .filter((message) => message.type() === 'error')
        .map((message) => message.text()),
    ],
    close: () => page.close(),
    programs: () => [],
  };
}
