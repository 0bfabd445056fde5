import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
import {
  DEV_ORIGIN,
  DEV_PORT,
  devServerEnv,
  EXTERNAL_ORIGIN,
  NO_CONFIG_ORIGIN,
  NO_CONFIG_PORT,
  noConfigBuildEnv,
  OUTBOX_DIR,
  OUTBOX_ORIGIN,
  OUTBOX_PORT,
  EXTERNAL_PORT,
  MOTION_E2E_FILE,
  SITE_ORIGIN,
  SITE_PORT,
  testBuildEnv,
} from './tests/support/test-env';

/** The tag of the e2e tests that must have the machine to themselves (project `e2e-alone`). */
const ALONE_TAG = /@alone/;

const e2eUse = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  channel: undefined,
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI either: a test that passes only on a second try is a failure to fix, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' },
  },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    baseURL: SITE_ORIGIN,
    // Locally every test is traced and the trace kept when it fails. In CI recording a trace for every
    // test (DOM snapshots at each step) slows the pages under test on a 2-core machine, so a failure
    // leaves its screenshot and error context (page snapshot, call log) instead.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      // Runs first, alone: see the file.
      name: 'warm-up',
      testDir: './tests/warm-up',
      testMatch: /\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // The tests tagged @alone: they time the page's own boot against the spec's numbers (the loader's
      // 1000 ms), or load the development server's hundreds of unbundled modules. Run one at a time,
      // before the other suites start, they measure the site rather than how busy the machine is.
      name: 'e2e-alone',
      testDir: './tests/e2e',
      grep: ALONE_TAG,
      workers: 1,
      dependencies: ['warm-up'],
      use: e2eUse,
    },
    {
      name: 'e2e',
      testDir: './tests/e2e',
      grepInvert: ALONE_TAG,
      dependencies: ['e2e-alone'],
      use: e2eUse,
    },
    {
      name: 'visual',
      testDir: './tests/visual',
      dependencies: ['e2e-alone'],
      use: { ...devices['Desktop Chrome'], channel: undefined, reducedMotion: 'reduce' },
    },
  ],
  webServer: [
    {
      // The production build (prerendered), with local stand-ins for everything external, served as a host
      // would serve it: its _headers (CSP…) and 404.html (`npm run serve`).
      command: `node scripts/build.mjs --outDir dist-e2e --logLevel warn && node scripts/serve.mjs --dir dist-e2e --host 127.0.0.1 --port ${SITE_PORT}`,
      url: SITE_ORIGIN,
      env: testBuildEnv,
      timeout: 180_000,
      // Always a fresh build: a server left running could be serving stale code.
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // On a fresh copy of the motion config, which the studio's e2e saves into.
      command: `node -e "const fs=require('fs');fs.mkdirSync(require('path').dirname('${MOTION_E2E_FILE}'),{recursive:true});fs.copyFileSync('src/motion/motion.config.ts','${MOTION_E2E_FILE}')" && npx vite --host 127.0.0.1 --port ${DEV_PORT} --strictPort`,
      url: DEV_ORIGIN,
      env: devServerEnv,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      // The same build without an EmailJS service ID: the missing-configuration path.
      command: `node scripts/build.mjs --outDir dist-e2e-noconfig --logLevel error && node scripts/serve.mjs --dir dist-e2e-noconfig --host 127.0.0.1 --port ${NO_CONFIG_PORT}`,
      url: NO_CONFIG_ORIGIN,
      env: noConfigBuildEnv,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: [
        `node tests/support/outbox-server.mjs ${OUTBOX_PORT} ${OUTBOX_DIR}`,
        `--origins ${SITE_ORIGIN},${NO_CONFIG_ORIGIN}`,
        `--ids ${testBuildEnv.VITE_EMAILJS_PUBLIC_KEY},${testBuildEnv.VITE_EMAILJS_SERVICE_ID},${testBuildEnv.VITE_EMAILJS_TEMPLATE_ID}`,
      ].join(' '),
      url: `${OUTBOX_ORIGIN}/health`,
      timeout: 10_000,
      reuseExistingServer: false,
    },
    {
      command: `node tests/support/external-site.mjs ${EXTERNAL_PORT}`,
      url: `${EXTERNAL_ORIGIN}/health`,
      timeout: 10_000,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
