// The three engines behind one small page interface, so that each cross-engine case is written once
// (issue 24): Chromium and Gecko through puppeteer-core (CDP and WebDriver BiDi), WebKit through
// WebKitWebDriver (WebDriver classic) with the `webdriver` client, under an X display (Xvfb).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import WebDriver from 'webdriver';
import { chromiumLaunchOptions, chromiumPath } from '../lib/chromium.mjs';
import { freePort, waitForPort } from '../lib/ports.mjs';
import { ENGINES } from './args.mjs';

export { ENGINES };
/** @typedef {import('./args.mjs').EngineName} EngineName */

/** The keys a case may press. */
/** @typedef {'Tab' | 'Shift+Tab' | 'Enter' | 'Escape'} Key */

/**
 * What a case may do with a page, in every engine. Pointer and keyboard input are real input events
 * (CDP, WebDriver BiDi or WebDriver classic actions), not events made up by a script.
 * @typedef {object} EnginePage
 * @property {(url: string) => Promise<void>} goto Navigates and waits for the load event.
 * @property {<T>(source: string, arg?: unknown) => Promise<T>} evaluate Calls `source` (a function
 *   expression) in the page with `arg` (JSON) and returns its awaited, JSON-serialisable result.
 * @property {(x: number, y: number) => Promise<void>} click A mouse click at viewport coordinates.
 * @property {(deltaY: number, x: number, y: number) => Promise<void>} wheel One wheel turn at (x, y).
 * @property {(key: Key) => Promise<void>} press
 * @property {(text: string) => Promise<void>} type Types into the focused element.
 * @property {(width: number, height: number) => Promise<void>} resize Sets the viewport's size.
 * @property {() => Promise<Buffer>} screenshot The viewport, as PNG.
 * @property {() => Promise<string[]>} errors Script errors and console errors seen so far.
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} Engine
 * @property {EngineName} name
 * @property {(options: { width: number, height: number }) => Promise<EnginePage>} newPage A page in a
 *   fresh profile (no storage shared with another page).
 * @property {() => Promise<void>} close
 */

/**
 * @typedef {object} LaunchOptions
 * @property {boolean} [reducedMotion] The browser reports `prefers-reduced-motion: reduce`, as it
 *   does when the visitor's system asks for less motion (a launch setting in every engine).
 */

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The Debian packages each engine needs. */
const ENGINE_PACKAGES = /** @type {const} */ ({
  chromium: ['chromium'],
  firefox: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'xvfb'],
});

/** `null` when the engine's browser is installed here, else what to install. */
export function missingBrowser(/** @type {EngineName} */ name) {
  const present =
    name === 'chromium'
      ? true // Debian's, else Playwright's own (see playwrightChromium)
      : name === 'firefox'
        ? existsSync('/usr/bin/firefox-esr')
        : existsSync('/usr/bin/WebKitWebDriver') &&
          existsSync(MINIBROWSER) &&
          (Boolean(process.env.DISPLAY) || existsSync('/usr/bin/Xvfb'));
  return present ? null : `apt-get install -y ${ENGINE_PACKAGES[name].join(' ')}`;
}

/**
 * @param {EngineName} name
 * @param {LaunchOptions} [options]
 * @returns {Promise<Engine>}
 */
export async function launchEngine(name, options = {}) {
  const missing = missingBrowser(name);
  if (missing) throw new Error(`${name} is not installed here: ${missing}`);
  return name === 'webkit' ? launchWebKit(options) : launchPuppeteer(name, options);
}

/** The page-side expression that calls `source` with `arg`. */
function call(/** @type {string} */ source, /** @type {unknown} */ arg) {
  return `(${source})(${arg === undefined ? '' : JSON.stringify(arg)})`;
}

/** Where Debian's Chromium is absent: the browser Playwright installed, as the Playwright suite does. */
async function playwrightChromium() {
  const { chromium } = await import('@playwright/test');
  const path = chromium.executablePath();
  if (!existsSync(path)) {
    throw new Error(`no Chromium: apt-get install -y ${ENGINE_PACKAGES.chromium.join(' ')}`);
  }
  return path;
}

/**
 * @param {'chromium' | 'firefox'} name
 * @param {LaunchOptions} options
 * @returns {Promise<Engine>}
 */
async function launchPuppeteer(name, { reducedMotion = false }) {
  const browser = await puppeteer.launch(
    name === 'firefox'
      ? {
          browser: 'firefox',
          executablePath: '/usr/bin/firefox-esr',
          headless: true,
          // Over BiDi, media emulation is refused ("CDP support is required"): a launch pref instead.
          extraPrefsFirefox: reducedMotion ? { 'ui.prefersReducedMotion': 1 } : {},
        }
      : {
          browser: 'chrome',
          executablePath: chromiumPath ?? (await playwrightChromium()),
          headless: true,
          args: [
            ...chromiumLaunchOptions.args,
            ...(reducedMotion ? ['--force-prefers-reduced-motion'] : []),
          ],
        },
  );
  return {
    name,
    newPage: async ({ width, height }) => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width, height });
      /** @type {string[]} */
      const errors = [];
      page.on('pageerror', (error) => errors.push(`script error: ${String(error)}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        errors.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
      });
      return {
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load' });
        },
        evaluate: (source, arg) => /** @type {Promise<never>} */ (page.evaluate(call(source, arg))),
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
        errors: async () => [...errors],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

// Script and console errors of a WebKit page, kept by the page itself: WebDriver classic has no log
// channel and no script that runs before the page's own, so this is installed once the page has
// loaded. Errors of the first scripts are caught another way: a case checks the app booted.
const COLLECT_ERRORS = `(() => {
  if (window.__engineErrors) return;
  window.__engineErrors = [];
  addEventListener('error', (event) => window.__engineErrors.push('script error: ' + event.message));
  addEventListener('unhandledrejection', (event) => window.__engineErrors.push('script error: ' + String(event.reason)));
  const error = console.error.bind(console);
  console.error = (...args) => { window.__engineErrors.push('console error: ' + args.join(' ')); error(...args); };
})()`;

/** @typedef {Parameters<typeof WebDriver.newSession>[0]['capabilities']} WebDriverCapabilities */

const delay = (/** @type {number} */ ms) => new Promise((done) => setTimeout(done, ms));

const KEYS = { Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C', Shift: '\uE008' };

/**
 * @param {LaunchOptions} options
 * @returns {Promise<Engine>}
 */
async function launchWebKit({ reducedMotion = false }) {
  if (!process.env.DISPLAY) throw new Error('WebKit needs an X display (the runner starts Xvfb)');
  const port = await freePort();
  // WebKitGTK reads "less motion" from GTK's own setting, which the MiniBrowser the driver starts
  // inherits through its configuration folder.
  const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(
    join(home, 'gtk-3.0', 'settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 'false' : 'true'}\n`,
  );
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, XDG_CONFIG_HOME: home },
  });
  const exited = new Promise((done) => driver.once('exit', done));
  // However the run ends (a signal ends it through process.exit), the driver and its browsers go.
  const killDriver = () => driver.kill();
  process.once('exit', killDriver);
  const cleanUp = async () => {
    process.off('exit', killDriver);
    driver.kill();
    await Promise.race([exited, delay(5_000)]);
    rmSync(home, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, { what: 'WebKitWebDriver' });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  /** @type {Set<{ deleteSession: () => Promise<unknown> }>} */
  const sessions = new Set();
  return {
    name: 'webkit',
    newPage: async ({ width, height }) => {
      const client = await WebDriver.newSession({
        hostname: '127.0.0.1',
        port,
        logLevel: 'error',
        connectionRetryCount: 0,
        capabilities: /** @type {WebDriverCapabilities} */ ({
          // Classic only: the client's BiDi request makes WebKitWebDriver refuse the session.
          'wdio:enforceWebDriverClassic': true,
          browserName: 'MiniBrowser',
          // WebKitGTK's own capability, which the client's types do not list.
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        }),
      });
      sessions.add(client);
      /** The window's outer size such that the viewport is `w` x `h`. */
      const resize = async (/** @type {number} */ w, /** @type {number} */ h) => {
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const [innerW, innerH] = /** @type {[number, number]} */ (
            await client.executeScript('return [innerWidth, innerHeight]', [])
          );
          if (innerW === w && innerH === h) return;
          const rect = await client.getWindowRect();
          await client.setWindowRect(null, null, rect.width + w - innerW, rect.height + h - innerH);
        }
      };
      await resize(width, height);
      /** @param {object[]} actions */
      const perform = async (actions) => {
        await client.performActions(actions);
        // Not for a wheel: WebKitWebDriver answers the release of a wheel source with the opposite
        // turn (a -deltaY wheel event at 0,0), which scrolls the page back. (It also keeps a wheel
        // source's total: each turn uses a source of its own, see `wheel`.)
        if (!actions.some((source) => 'type' in source && source.type === 'wheel')) {
          await client.releaseActions();
        }
      };
      const pointer = (/** @type {object[]} */ actions) => ({
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions,
      });
      let wheels = 0;
      const keys = (/** @type {string[]} */ values) => ({
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
          const answer = /** @type {{ value?: unknown, error?: string }} */ (
            await client.executeAsyncScript(
              `const done = arguments[arguments.length - 1];
               Promise.resolve().then(() => ${call(source, arg)}).then(
                 (value) => done({ value: value === undefined ? null : value }),
                 (error) => done({ error: String(error && error.stack || error) }),
               );`,
              [],
            )
          );
          if (answer.error !== undefined) throw new Error(`in the page: ${answer.error}`);
          return /** @type {never} */ (answer.value);
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
          /** @type {string[]} */ (
            await client.executeScript('return window.__engineErrors || []', [])
          ),
        close: async () => {
          sessions.delete(client);
          await client.deleteSession();
        },
      };
    },
    close: async () => {
      // Each session closes its MiniBrowser; a hung one does not hold the run (the driver's end
      // takes its browsers with it).
      await Promise.race([
        Promise.allSettled([...sessions].map((session) => session.deleteSession())),
        delay(10_000),
      ]);
      await cleanUp();
    },
  };
}

/**
 * Starts Xvfb on a free display, large enough for a 1440x900 window with its frame.
 * @returns {Promise<{ display: string, stop: () => void }>}
 */
export async function startXvfb() {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
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
  return { display: /** @type {string} */ (display), stop: () => xvfb.kill() };
}
