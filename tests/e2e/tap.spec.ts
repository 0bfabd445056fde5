// A tap on a phone, in the full browser: like a phone's, it leaves a tapped element in :hover, which
// the headless shell the other tests run in (tools/chromium) does not, so there this case
// would prove nothing. The option forces a worker of its own, hence a file of its own.
import { chromiumLaunchOptions } from '@agency-site/chromium';
import { expect, openPage, test } from '../support/fixtures';

test.use({
  hasTouch: true,
  isMobile: true,
  viewport: { width: 390, height: 844 },
  launchOptions: chromiumLaunchOptions,
});

// The hover lift of tests/e2e/shell.spec.ts, on a touch screen. A tap leaves the element in :hover;
// the lift would then stick, and its layout and repaint ran between the finger and the modal it opens.
test('button hover lift: a tap leaves no lift behind', async ({ page }) => {
  const cta = page.getByRole('main').getByRole('button', { name: "Let's Discuss" });
  await openPage(page, '/');
  expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
  await cta.tap();
  await expect(page.getByRole('dialog', { name: 'Get In Touch' })).toBeVisible();
  expect(await cta.evaluate((button) => button.matches(':hover'))).toBe(true);
  // Once any transition the tap started on it has run its course.
  await cta.evaluate((button) =>
    Promise.all(button.getAnimations().map((animation) => animation.finished)),
  );
  await expect(cta).toHaveCSS('transform', 'none');
});
