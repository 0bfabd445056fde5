import { test as setup } from '@playwright/test';
import { DEV_ORIGIN } from '../support/test-env';

// The dev server transforms and pre-bundles on its first page loads: seconds of both cores. Done here,
// before the suites start, it no longer slows the tests that happen to run beside the dev-only ones.
setup('warm the development server (home, then ?tune)', async ({ page }) => {
  setup.setTimeout(180_000);
  for (const path of ['/', '/?tune']) {
    await page.goto(`${DEV_ORIGIN}${path}`);
    await page.waitForFunction(
      () =>
        document.querySelector('main#main') !== null &&
        document.querySelector('[data-testid="loader"]') === null,
      null,
      { timeout: 90_000 },
    );
  }
});
