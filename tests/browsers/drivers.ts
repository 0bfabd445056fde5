// The three browsers behind one small page interface, so that each cross-browser case is written once:
// Chromium and Gecko through puppeteer-core (CDP and WebDriver BiDi), WebKit through WebKitWebDriver
// (WebDriver classic) with the `webdriver` client, under an X display (Xvfb).
//
// Every page's commands are watched against the processes behind it: when a browser or driver ends,
// the command fails at once with their last output lines, and the next page gets a new one.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import puppeteer from 'puppeteer-core';
import WebDriver from 'webdriver';
import { chromiumLaunchOptions, chromiumPath } from '@agency-site/chromium';
import { freePort, isListening } from '../../scripts/lib/ports.ts';
import { BROWSERS } from './args.ts';
import { isExiting, lastLines, programReport, startProgram } from './programs.ts';
import { sizeViewport } from './window-size.ts';
import type { BrowserName } from './args.ts';
import { call, type BrowserPage, type Key, type PageFunction } from '../support/browser-page.ts';
import type { Program, Ending } from './programs.ts';
import type { Client } from 'webdriver';

export { BROWSERS };
export type { BrowserName, Program, Ending, BrowserPage, Key, PageFunction };

export interface LaunchedBrowser {
  name: BrowserName;
  /** A page in a fresh profile (no storage shared with another page), in a browser that runs: one that ended in an earlier case is started again. */
  newPage: (options: { width: number; height: number }) => Promise<BrowserPage>;
  close: () => Promise<void>;
}

export interface LaunchOptions {
  /** The browser reports `prefers-reduced-motion: reduce`, as it does when the visitor's system asks for less motion (a launch setting in every browser). */
  reducedMotion?: boolean;
}

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The Debian packages each browser needs. */
const BROWSER_PACKAGES = {
  chromium: ['chromium'],
  firefox: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb'],
} as const;

/** `null` when the browser is installed here, else what to install. */
export function missingBrowser(name: BrowserName) {
  const present =
    name === 'chromium'
      ? true // Debian's, else Playwright's own (see playwrightChromium)
      : name === 'firefox'
        ? existsSync('/usr/bin/firefox-esr')
        : existsSync('/usr/bin/WebKitWebDriver') &&
          existsSync(MINIBROWSER) &&
          (Boolean(process.env.DISPLAY) || existsSync('/usr/bin/Xvfb'));
  return present ? null : `apt-get install -y ${BROWSER_PACKAGES[name].join(' ')}`;
}

/**
 */
export async function launchBrowser(
  name: BrowserName,
  options: LaunchOptions = {},
): Promise<LaunchedBrowser> {
  const missing = missingBrowser(name);
  if (missing) throw new Error(`${name} is not installed here: ${missing}`);
  return name === 'webkit' ? launchWebKit(options) : launchPuppeteer(name, options);
}

/** The page-side expression that calls `source` with `arg`. */

/**
 * A process behind a page that has ended: what it was, and how it ended.
 */
export type EndedProgram = { name: string; pid: number } & Ending;

/**
 * A command cut short by the end of a browser or driver; its message holds their reports, and its
 * `cause` names each that had ended, with its exit code or the signal that ended it.
 */
export class BrowserEnded extends Error {
  name = 'BrowserEnded';
  cause: { ended: EndedProgram[] };
  constructor(message: string, options: { cause: { ended: EndedProgram[] } }) {
    super(message, options);
    this.cause = options.cause;
  }
}

/**
 * What a page's commands know of a process behind it.
 */
export interface Watch {
  name: string;
  pid: number;
  /** How it ended, or null while it runs. */
  ended: () => Ending | null;
  /** Settles when it ends. */
  exited: Promise<unknown>;
  /** Whether it is dying or dead as the kernel sees it (isExiting). Asked when a command fails while it still runs as far as this process knows: a dying process's sockets close, failing the command, before its end is reported here. */
  dying: () => boolean;
  /** What it is, whether and how it ended, its last output lines. */
  report: () => string;
}
const watchOf = (program: Program): Watch => ({
  name: program.name,
  pid: program.pid ?? 0,
  ended: program.ended,
  exited: program.exited,
  dying: () => program.ended() !== null || (program.pid !== undefined && isExiting(program.pid)),
  report: program.report,
});

/** The processes of `watches` that have ended, as a `BrowserEnded` names them. */
const endedOf = (watches: Watch[]) =>
  watches.flatMap((watch) => {
    const ending = watch.ended();
    return ending ? [{ name: watch.name, pid: watch.pid, ...ending }] : [];
  });

/**
 * After a command failed: resolves true once a process behind it has ended, when one has or is
 * dying, and false when every one still runs (the failure is the command's own). No timer decides
 * it: the kernel says which is dying, and its end is awaited.
 */
async function endedBehind(watches: Watch[]) {
  const dying = watches.filter((watch) => watch.dying());
  if (dying.length === 0) return false;
  await Promise.race(dying.map((watch) => watch.exited));
  return true;
}

/**
 * `page` with every command raced against the end of the processes behind it. When one ends, the
 * command fails at once, naming the command and showing every process's report, instead of waiting
 * on a socket that will never answer (or failing with a bare "socket closed" that says nothing of
 * why). Closing a page whose browser has ended does nothing.
 */
function watched(name: BrowserName, watches: Watch[], page: BrowserPage): BrowserPage {
  const death = Promise.race(watches.map((watch) => watch.exited));
  const anyEnded = () => watches.some((watch) => watch.ended() !== null);
  const ended = (command: string) =>
    new BrowserEnded(
      `${name}: the browser or its driver ended during ${command}.\n${watches
        .map((watch) => watch.report())
        .join('\n')}`,
      { cause: { ended: endedOf(watches) } },
    );
  const guard =
    (command: keyof BrowserPage, run: (...args: never[]) => unknown) =>
    async (...args: never[]) => {
      // Closing ends the processes (their end is its success) and is bounded by itself.
      if (command === 'close') return run(...args);
      if (anyEnded()) throw ended(command);
      const outcome = await Promise.race([
        Promise.resolve(run(...args)).then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        ),
        death.then(() => ({ died: true })),
      ]);
      if ('value' in outcome) return outcome.value;
      if ('died' in outcome) throw ended(command);
      // A socket closed by a dying process fails the command before the process's end is known:
      // whether one is ending is asked of the processes themselves, not left to a timer.
      if (anyEnded() || (await endedBehind(watches))) throw ended(command);
      throw outcome.error;
    };
  return {
    ...Object.fromEntries(
      Object.entries(page).map(([command, run]) => [
        command,
        guard(command as keyof BrowserPage, run as (...args: never[]) => unknown),
      ]),
    ),
    programs: page.programs,
  } as BrowserPage;
}

/** Where Debian's Chromium is absent: the browser Playwright installed, as the Playwright suite does. */
async function playwrightChromium() {
  const { chromium } = await import('@playwright/test');
  const path = chromium.executablePath();
  if (!existsSync(path)) {
    throw new Error(`no Chromium: apt-get install -y ${BROWSER_PACKAGES.chromium.join(' ')}`);
  }
  return path;
}

/**
 */
async function launchPuppeteer(
  name: 'chromium' | 'firefox',
  { reducedMotion = false }: LaunchOptions,
): Promise<LaunchedBrowser> {
  const options =
    name === 'firefox'
      ? {
          browser: 'firefox' as const,
          executablePath: '/usr/bin/firefox-esr',
          headless: true,
          // Over BiDi, media emulation is refused ("CDP support is required"): a launch pref instead.
          extraPrefsFirefox: reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {},
        }
      : {
          browser: 'chrome' as const,
          executablePath: chromiumPath ?? (await playwrightChromium()),
          headless: true,
          args: [
            ...chromiumLaunchOptions.args,
            ...(reducedMotion ? ['--force-prefers-reduced-motion'] : []),
          ],
        };
  const label = `${name} (${options.executablePath})`;
  /** The browser and what its pages know of its process. */
  const start = async () => {
    const browser = await puppeteer.launch(options);
    const child = browser.process();
    let ending: Ending | null = null;
    const exited = new Promise((done) => {
      if (!child) return;
      child.once('exit', (code, signal) => done((ending = { code, signal })));
    });
    const lines = lastLines([child?.stderr, child?.stdout]);
    const watch: Watch = {
      name: label,
      pid: child?.pid ?? 0,
      ended: () => ending,
      exited,
      dying: () => ending !== null || (child?.pid !== undefined && isExiting(child.pid)),
      report: () => programReport(label, child?.pid, ending, lines()),
    };
    return { browser, watch, pid: child?.pid ?? 0 };
  };
  let running = await start();
  return {
    name,
    newPage: async ({ width, height }) => {
      // A browser that ended during an earlier case was reported there: this case gets a new one.
      if (running.watch.ended() !== null) {
        await running.browser.close().catch(() => undefined);
        running = await start();
      }
      const { browser, watch, pid } = running;
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`script error: ${String(error)}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        errors.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
      });
      return watched(name, [watch], {
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load' });
        },
        evaluate: (source, arg) => page.evaluate(call(source, arg)) as Promise<never>,
        click: (x, y) => page.mouse.click(x, y),
        wheel: async (deltaY, x, y) => {
          await page.mouse.move(x, y);
          await page.mouse.wheel({ deltaY });
        },
        press: async (key) => {
          if (key === 'Shift+Tab') {
            await page.keyboard.down('Shift');
            await page.keyboard.press('Tab');
            await page.keyboard.up('Shift');
          } else {
            await page.keyboard.press(key);
          }
        },
        type: (text) => page.keyboard.type(text),
        resize: (w, h) => page.setViewport({ width: w, height: h }),
        screenshot: async () => Buffer.from(await page.screenshot({ type: 'png' })),
        errors: () => Promise.resolve([...errors]),
        close: async () => {
          if (watch.ended() === null) await context.close();
        },
        programs: () => [{ name: label, pid }],
      });
    },
    close: () => running.browser.close(),
  };
}

// Script and console errors of a WebKit page, kept by the page itself: WebDriver classic has no log
// channel and no script that runs before the page's own, so this is installed once the page has
// loaded. Errors of the first scripts are caught another way: a case checks the app booted.
const COLLECT_ERRORS = `(() => {
  if (window.__pageErrors) return;
  window.__pageErrors = [];
  addEventListener('error', (event) => window.__pageErrors.push('script error: ' + event.message));
  addEventListener('unhandledrejection', (event) => window.__pageErrors.push('script error: ' + String(event.reason)));
  const error = console.error.bind(console);
  console.error = (...args) => { window.__pageErrors.push('console error: ' + args.join(' ')); error(...args); };
})()`;

export type WebDriverCapabilities = Parameters<typeof WebDriver.newSession>[0]['capabilities'];

const KEYS = { Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C', Shift: '\uE008' };

/**
 * WebKit: each page is a MiniBrowser of its own (a fresh profile), started here with its inspector on
 * a port chosen here, and a WebKitWebDriver attached to it (`--target`).
 *
 * Left to start the browser itself, WebKitWebDriver takes a port for the browser's inspector by
 * asking the kernel for a free one and closing it, so that any connection the machine opens may take
 * it before the browser binds it; and it then waits, with no limit, for a browser to answer there. A
 * MiniBrowser that cannot listen ("Failed to start remote inspector server on …: Address already in
 * use") or that ends while starting leaves the new-session request unanswered until the driver is
 * killed, at the run's end (UND_ERR_SOCKET). Started here, the browser gets a port the kernel never
 * hands out (freePort), is seen listening before its driver starts, and one that cannot listen or
 * ends is reported at once.
 */
function launchWebKit({ reducedMotion = false }: LaunchOptions): Promise<LaunchedBrowser> {
  if (!process.env.DISPLAY) throw new Error('WebKit needs an X display (the runner starts Xvfb)');
  // WebKitGTK reads "less motion" from GTK's own setting, through the browser's configuration folder.
  const home = mkdtempSync(join(tmpdir(), 'browsers-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(
    join(home, 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 'false' : 'true'}\n`,
  );
  /** The pages not closed yet, closed with the browser. */
  const open: Set<BrowserPage> = new Set();
  return Promise.resolve({
    name: 'webkit',
    newPage: async (size) => {
      const page: BrowserPage = await openWebKitPage(size, home, () => open.delete(page));
      open.add(page);
      return page;
    },
    close: async () => {
      await Promise.allSettled([...open].map((page) => page.close()));
      rmSync(home, { recursive: true, force: true });
    },
  });
}

/**
 * How the runner's MiniBrowsers run, besides their own configuration folder and inspector port.
 *
 * Overlay scrollbars, over the page, as WebKitWebDriver starts a browser by default.
 *
 * No compositor: the page is painted as one picture. WebKitGTK 2.50's threaded compositor (the GTK
 * port's own; Safari's is Core Animation) can lose the pinned stack for good: now and then, on a
 * fresh page under load, once the cards have moved the stage's layers are no longer drawn, and the
 * page shows its background and the scrollbar only while its layout, hit-testing and styles are
 * right. No wait ends it (seconds, frames, a repaint of the page, a scroll away and back); re-creating
 * the stage's boxes does. It happened with threaded scrolling off, with the scroll made in steps and
 * with Skia painting on the CPU: 11 of 367 fresh pages with the compositor, 0 of 162 without, where
 * the baselines are the same pictures. WebCore, JavaScriptCore, layout and painting, which the WebKit
 * cases test, are all still there.
 */
const WEBKIT_BROWSER_ENV = { GTK_OVERLAY_SCROLLING: '1', WEBKIT_DISABLE_COMPOSITING_MODE: '1' };

/** MiniBrowser's narrowest window (its toolbar's width): asked for less, it stays at this. */
const MINIBROWSER_MIN_WIDTH = 447;

/** How long a window's resize may take to reach its page before the case is told. */
const RESIZE_MS = 10_000;

/** How long a WebKit page may take to start (browser, driver, session) before the case is told why. */
const WEBKIT_START_MS = 20_000;

/**
 * Starts a MiniBrowser and its driver, and opens a WebDriver session in the browser.
 * @param home The browser's configuration folder.
 */
async function openWebKitPage(
  size: { width: number; height: number },
  home: string,
  onClose: () => void,
): Promise<BrowserPage> {
  const until = Date.now() + WEBKIT_START_MS;
  const inspectorPort = await freePort();
  const programs: Program[] = [
    startProgram(
      `MiniBrowser (inspector on port ${inspectorPort})`,
      MINIBROWSER,
      ['--automation'],
      {
        env: {
          ...process.env,
          XDG_CONFIG_HOME: home,
          WEBKIT_INSPECTOR_SERVER: `127.0.0.1:${inspectorPort}`,
          ...WEBKIT_BROWSER_ENV,
        },
      },
    ),
  ];
  const watches: Watch[] = [watchOf(programs[0] as Program)];
  const stopAll = () => Promise.allSettled(programs.map((program) => program.stop()));
  const failure = (what: string) =>
    new BrowserEnded(
      `webkit: ${what}.\n${programs.map((program) => program.report()).join('\n')}`,
      { cause: { ended: endedOf(watches) } },
    );
  /** Resolves once `program` listens on `port`; fails at once when it ends or reports `refusal`. */
  const listening = async (program: Program, port: number, refusal: string) => {
    for (;;) {
      if (program.ended()) throw failure(`${program.name} ended before it listened`);
      if (program.lines().some((line) => line.includes(refusal))) {
        throw failure(`${program.name} could not listen`);
      }
      if (await isListening(port)) return;
      if (Date.now() > until) {
        throw failure(`${program.name} did not listen in ${WEBKIT_START_MS / 1000} s`);
      }
      await delay(50);
    }
  };
  try {
    await listening(
      programs[0] as Program,
      inspectorPort,
      'Failed to start remote inspector server',
    );
    const driverPort = await freePort();
    const driver = startProgram(`WebKitWebDriver (port ${driverPort})`, 'WebKitWebDriver', [
      `--port=${driverPort}`,
      `--target=127.0.0.1:${inspectorPort}`,
    ]);
    programs.push(driver);
    watches.push(watchOf(driver));
    await listening(driver, driverPort, 'Failed to start HTTP server');
    const outcome = await Promise.race([
      WebDriver.newSession({
        hostname: '127.0.0.1',
        port: driverPort,
        logLevel: 'error',
        connectionRetryCount: 0,
        capabilities: {
          // Classic only: the client's BiDi request makes WebKitWebDriver refuse the session.
          'wdio:enforceWebDriverClassic': true,
          browserName: 'MiniBrowser',
        },
      }).then(
        (client) => ({ client }),
        (error: unknown) => ({ error }),
      ),
      Promise.race(programs.map((program) => program.exited)).then(() => ({ died: true })),
      delay(Math.max(0, until - Date.now())).then(() => ({ late: true })),
    ]);
    if ('late' in outcome)
      throw failure(`the session did not start in ${WEBKIT_START_MS / 1000} s`);
    // A closed socket fails the request before the end of the process that closed it is known:
    // whether one is ending is asked of the processes themselves, not left to a timer.
    if ('error' in outcome && !(await endedBehind(watches))) throw outcome.error;
    if (!('client' in outcome))
      throw failure('the browser or its driver ended while its session started');
    const { client } = outcome;
    const close = async () => {
      onClose();
      if (!programs.some((program) => program.ended())) {
        await Promise.race([client.deleteSession().catch(() => undefined), delay(10_000)]);
      }
      await stopAll();
    };
    const page = await webDriverPage(client, size, close, programs);
    return watched('webkit', watches, page);
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * The page interface over a WebDriver classic session of WebKitWebDriver.
 */
async function webDriverPage(
  client: Client,
  { width, height }: { width: number; height: number },
  close: () => Promise<void>,
  programs: Program[],
): Promise<BrowserPage> {
  /** Sizes the window so that the viewport is `w` x `h` (see sizeViewport). */
  const resize = (w: number, h: number) =>
    sizeViewport(
      {
        viewport: async () =>
          (await client.executeScript('return [innerWidth, innerHeight]', [])) as [number, number],
        outer: () => client.getWindowRect(),
        setOuter: async (outerW, outerH) => {
          await client.setWindowRect(null, null, outerW, outerH);
        },
        nextResize: async () => {
          await client.executeScript(
            `window.__nextResize = new Promise((resolve) =>
               addEventListener('resize', () => resolve([innerWidth, innerHeight]), { once: true }));`,
            [],
          );
          return async () => {
            const answer = (await client.executeAsyncScript(
              `const done = arguments[arguments.length - 1];
                 const timer = setTimeout(() => done({}), ${RESIZE_MS});
                 window.__nextResize.then((size) => { clearTimeout(timer); done({ size }); });`,
              [],
            )) as { size?: [number, number] };
            if (!answer.size) {
              throw new Error(
                `webkit: the window was resized, and no resize reached the page in ${RESIZE_MS / 1000} s`,
              );
            }
            return answer.size;
          };
        },
      },
      w,
      h,
      { minWidth: MINIBROWSER_MIN_WIDTH },
    ).then(() => undefined);
  await resize(width, height);
  const perform = async (actions: object[]) => {
    await client.performActions(actions);
    // Not for a wheel: WebKitWebDriver answers the release of a wheel source with the opposite
    // turn (a -deltaY wheel event at 0,0), which scrolls the page back. (It also keeps a wheel
    // source's total: each turn uses a source of its own, see `wheel`.)
    if (!actions.some((source) => 'type' in source && source.type === 'wheel')) {
      await client.releaseActions();
    }
  };
  const pointer = (actions: object[]) => ({
    type: 'pointer',
    id: 'mouse',
    parameters: { pointerType: 'mouse' },
    actions,
  });
  let wheels = 0;
  const keys = (values: string[]) => ({
    type: 'key',
    id: 'keyboard',
    actions: values.flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]),
  });
  return {
    goto: async (url) => {
      await client.navigateTo(url);
      await client.executeScript(COLLECT_ERRORS, []);
    },
    evaluate: async (source, arg) => {
      const answer = (await client.executeAsyncScript(
        `const done = arguments[arguments.length - 1];
           Promise.resolve().then(() => ${call(source, arg)}).then(
             (value) => done({ value: value === undefined ? null : value }),
             (error) => done({ error: String(error && error.stack || error) }),
           );`,
        [],
      )) as { value?: unknown; error?: string };
      if (answer.error !== undefined) throw new Error(`in the page: ${answer.error}`);
      return answer.value as never;
    },
    click: (x, y) =>
      perform([
        pointer([
          { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ]),
      ]),
    wheel: (deltaY, x, y) =>
      perform([
        {
          type: 'wheel',
          // A fresh source per turn: WebKitWebDriver sends a reused source's delta minus the
          // turns before it (-60 after 400 arrives as -460).
          id: `wheel-${(wheels += 1)}`,
          actions: [
            {
              type: 'scroll',
              x: Math.round(x),
              y: Math.round(y),
              deltaX: 0,
              deltaY,
              origin: 'viewport',
            },
          ],
        },
      ]),
    press: (key) =>
      key === 'Shift+Tab'
        ? perform([
            {
              type: 'key',
              id: 'keyboard',
              actions: [
                { type: 'keyDown', value: KEYS.Shift },
                { type: 'keyDown', value: KEYS.Tab },
                { type: 'keyUp', value: KEYS.Tab },
                { type: 'keyUp', value: KEYS.Shift },
              ],
            },
          ])
        : perform([keys([KEYS[key]])]),
    type: (text) => perform([keys([...text])]),
    resize,
    screenshot: async () => Buffer.from(await client.takeScreenshot(), 'base64'),
    errors: async () =>
      (await client.executeScript('return window.__pageErrors || []', [])) as string[],
    close,
    programs: () => programs.map((program) => ({ name: program.name, pid: program.pid ?? 0 })),
  };
}

/**
 * Starts Xvfb on a free display, large enough for a 1440x900 window with its frame.
 */
export async function startXvfb(): Promise<{ display: string; stop: () => void }> {
  // -noreset: left to itself, Xvfb resets when its last client leaves, and refuses connections
  // while it does. Every WebKit page is a browser of its own, so each case's browser starts just as
  // the one before it has gone: under load, one now and then died with "cannot open display".
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp', '-noreset'],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const display = await new Promise((done, fail) => {
    let out = '';
    xvfb.stdout.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('\n')) done(`:${out.trim()}`);
    });
    xvfb.once('error', fail);
    xvfb.once('exit', (code) => fail(new Error(`Xvfb exited (${code})`)));
  });
  return { display: display as string, stop: () => xvfb.kill() };
}
