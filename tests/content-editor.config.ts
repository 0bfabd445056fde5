import { defineConfig, devices } from '@playwright/test';
import { headlessChromiumLaunchOptions } from '@agency-site/chromium';

/**
 * The content editor's end-to-end test alone, without the site's servers (builds, dev server) that
 * playwright.config.ts starts for every run: the test starts its own edit server on a copy of the
 * content. `npx playwright test -c tests/content-editor.config.ts`. The main config runs the same
 * file too, in its `e2e-alone` project (the test is tagged @alone).
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: /content-editor\.spec\.ts$/,
  outputDir: '../test-results/content-editor',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    viewport: { width: 1440, height: 900 },
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: headlessChromiumLaunchOptions,
  },
  projects: [{ name: 'content-editor' }],
});
