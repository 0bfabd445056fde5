import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { headlessChromiumLaunchOptions } from '@agency-site/chromium';
import { THRESHOLD } from './tests/visual/review/shots.ts';
import {
  BUILD_DIR,
  DEV_ORIGIN,
  DEV_PORT,
  devServerEnv,
  EXTERNAL_ORIGIN,
  NO_CONFIG_BUILD_DIR,
  NO_CONFIG_ORIGIN,
  NO_CONFIG_PORT,
  noConfigBuildEnv,
  OUTBOX_DIR,
  OUTBOX_ORIGIN,
  OUTBOX_PORT,
  EXTERNAL_PORT,
  DEV_CHECKOUT,
  SITE_ORIGIN,
  SITE_PORT,
  testBuildEnv,
} from './tests/support/test-env';

/**
 * Every shot is compared at the suites' one per-pixel threshold (measured: tests/visual/review/noise.ts) and
 * allowed no differing pixel unless it names its own measured tolerance (tests/support/shot-tolerance.ts).
 */
const shotTolerance = { maxDiffPixels: 0, threshold: THRESHOLD };

/**
 * Where the baselines are. `VISUAL_BASELINES_DIR` points a run elsewhere: the noise measurement records
 * every shot of a run there with --update-snapshots=all, leaving the real baselines alone.
 */
const baselines = process.env.VISUAL_BASELINES_DIR ?? '{testDir}/__screenshots__';

/** The tag of the e2e tests that must have the machine to themselves (project `e2e-alone`). */
const ALONE_TAG = /@alone/;

/**
 * The visual tooling's self-test (tests/visual/review/self-test.ts) runs a few shots of a scratch copy it has
 * already built: `SHOTS_ONLY=1` serves that build as it is and starts only the servers the shots need.
 */
const shotsOnly = process.env.SHOTS_ONLY === '1';
type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>;
const SITE_BUILD = `node scripts/build/build.ts --outDir ${BUILD_DIR} --manifest --logLevel warn && `;

const e2eUse = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  channel: undefined,
};

export default defineConfig({
  testDir: './tests',
  // Playwright's cases are *.spec.ts; a *.test.ts beside them is a unit test (Vitest's).
  testMatch: /\.spec\.ts$/,
  fullyParallel: true,
  workers: 2,
  // No retries, in CI either: a test that passes only on a second try is a failure to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    toHaveScreenshot: { ...shotTolerance, animations: 'disabled', caret: 'hide' },
    toMatchSnapshot: shotTolerance,
  },
  // The shots that differ are recorded for the review page (tests/visual/review/review.ts).
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    ['./tests/support/shots-reporter.ts'],
    // The failed cases again, for `npm test` to print last (tests/support/failures-reporter.ts).
    ['./tests/support/failures-reporter.ts'],
  ],
  snapshotPathTemplate: `${baselines}/{testFilePath}/{arg}{ext}`,
  use: {
    baseURL: SITE_ORIGIN,
    // Locally every test is traced and the trace kept when it fails. In CI recording a trace for every
    // test (DOM snapshots at each step) slows the pages under test on a 2-core machine, so a failure
    // leaves its screenshot and error context (page snapshot, call log) instead.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: headlessChromiumLaunchOptions,
  },
  // Three phases. 1: `servers` (each server answers) and `warm-up` (the dev server's first compile).
  // 2: `e2e` and `visual`, two workers. 3: `e2e-alone`, the tests that load the dev server's hundreds
  // of unbundled modules, one at a time with the machine to themselves. (What a test times, it times
  // on the page's clock, never the machine's: docs/testing.md.) It is the teardown of `servers`, so it runs after phase 2
  // whatever phase 2 found, and nothing depends on it: one failure never skips another test.
  projects: [
    {
      name: 'servers',
      testDir: './tests/setup',
      testMatch: /servers\.setup\.ts$/,
      teardown: 'e2e-alone',
    },
    {
      // No project depends on it (a broken dev server must not skip the production suites), but having
      // no dependencies it runs in phase 1, before the suites start.
      name: 'warm-up',
      testDir: './tests/setup',
      testMatch: /dev-server\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'e2e',
      testDir: './tests/e2e',
      grepInvert: ALONE_TAG,
      dependencies: ['servers'],
      use: e2eUse,
    },
    {
      name: 'visual',
      testDir: './tests/visual',
      dependencies: ['servers'],
      use: { ...devices['Desktop Chrome'], channel: undefined, reducedMotion: 'reduce' },
    },
    {
      name: 'e2e-alone',
      testDir: './tests/e2e',
      grep: ALONE_TAG,
      workers: 1,
      use: e2eUse,
    },
  ],
  webServer: (
    [
      {
        name: 'site',
        // The production build (prerendered), with local stand-ins for everything external, served as a host
        // would serve it: its _headers (CSP…) and 404.html (`npm run serve`).
        // Built once per run, with its manifest for the budgets (tests/e2e/budgets.spec.ts).
        command: `${shotsOnly ? '' : SITE_BUILD}node scripts/build/serve.ts --dir ${BUILD_DIR} --host 127.0.0.1 --port ${SITE_PORT}`,
        url: SITE_ORIGIN,
        env: testBuildEnv,
        timeout: 180_000,
        // Always a fresh build (with SHOTS_ONLY, the self-test's own, just made): a server left running
        // could be serving stale code.
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
      },
      {
        name: 'dev',
        // In a fresh scratch checkout, whose own motion config the studio's e2e saves into.
        command: `node tests/support/dev-checkout.ts ${DEV_CHECKOUT} --host 127.0.0.1 --port ${DEV_PORT} --strictPort`,
        url: DEV_ORIGIN,
        env: devServerEnv,
        timeout: 60_000,
        reuseExistingServer: false,
        stdout: 'ignore',
      },
      {
        name: 'no-config',
        // The same build without an EmailJS service ID: the missing-configuration path.
        command: `node scripts/build/build.ts --outDir ${NO_CONFIG_BUILD_DIR} --logLevel error && node scripts/build/serve.ts --dir ${NO_CONFIG_BUILD_DIR} --host 127.0.0.1 --port ${NO_CONFIG_PORT}`,
        url: NO_CONFIG_ORIGIN,
        env: noConfigBuildEnv,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
      },
      {
        name: 'outbox',
        command: [
          `node tests/support/outbox-server.ts ${OUTBOX_PORT} ${OUTBOX_DIR}`,
          `--origins ${SITE_ORIGIN},${NO_CONFIG_ORIGIN}`,
          `--ids ${testBuildEnv.VITE_EMAILJS_PUBLIC_KEY},${testBuildEnv.VITE_EMAILJS_SERVICE_ID},${testBuildEnv.VITE_EMAILJS_TEMPLATE_ID}`,
        ].join(' '),
        url: `${OUTBOX_ORIGIN}/health`,
        timeout: 10_000,
        reuseExistingServer: false,
      },
      {
        name: 'external',
        command: `node tests/support/external-site.ts ${EXTERNAL_PORT}`,
        url: `${EXTERNAL_ORIGIN}/health`,
        timeout: 10_000,
        reuseExistingServer: !process.env.CI,
      },
    ] satisfies WebServer[]
  ).filter(({ name }) => !shotsOnly || name === 'site' || name === 'outbox'),
});
