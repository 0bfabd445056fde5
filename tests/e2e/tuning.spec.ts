import { expect, test, waitForLoaderGone } from '../support/fixtures';
import { DEV_ORIGIN } from '../support/test-env';

// Development only: the production build has none of this (see home.spec.ts).
test(
  '?tune in development: markers, GSDevTools on the home timeline, and a live panel',
  { tag: '@alone' },
  async ({ page, consoleGuard }) => {
    // Vite's dev server serves the preloaded hero under a second URL; harmless, and development only.
    consoleGuard.allow(/was preloaded using link preload but not used/);
    await page.goto(`${DEV_ORIGIN}/?tune`);
    await waitForLoaderGone(page);
    const panel = page.getByRole('complementary', { name: 'Motion tuning' });
    await expect(panel).toBeVisible();
    await expect(page.locator('.gs-dev-tools')).toHaveCount(1);
    await expect(page.locator('.gsap-marker-start').first()).toBeAttached();

    // Back to the scrollbar: the stack's own markers appear and a tuned floor applies live.
    await panel.getByLabel(/Scrub the stack with GSDevTools/).uncheck();
    await expect(page.locator('.gs-dev-tools')).toHaveCount(0);
    await panel.getByLabel('Card floor (px)').fill('200');
    await page.evaluate(() => window.scrollTo(0, 1000));
    await expect
      .poll(() =>
        page
          .getByTestId('stack-card')
          .evaluateAll((cards) =>
            cards.map((card) => Math.round(card.getBoundingClientRect().top)),
          ),
      )
      .toEqual([200, 500, 1250]);

    await expect(panel.getByLabel('Config snippet')).toHaveValue(/minOffset: 200/);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await panel.getByRole('button', { name: 'Copy as TypeScript' }).click();
    await expect(panel.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('minOffset: 200');
  },
);
