import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  expect,
  HERO_IMAGE,
  holdRequests,
  openPage,
  test,
  waitForLoaderGone,
} from '../support/fixtures';

test('the footer has social links that open safely in a new tab, and the 2025 copyright', async ({
  readPage,
}) => {
  const page = await readPage('/');
  const footer = page.getByRole('contentinfo');
  const socials = footer.getByRole('link', { name: /opens in a new tab/ });
  await expect(socials).toHaveCount(3);
  for (const name of ['LinkedIn', 'GitHub', 'Instagram']) {
    const link = footer.getByRole('link', {
      name: new RegExp(`on ${name} \\(opens in a new tab\\)`),
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  }
  await expect(footer).toContainText('© 2025');
});

test('the footer is static on /about and revealed from under the page elsewhere', async ({
  readPage,
}) => {
  await expect((await readPage('/about')).getByRole('contentinfo')).toHaveCSS('position', 'static');
  await expect((await readPage('/services')).getByRole('contentinfo')).toHaveCSS(
    'position',
    'sticky',
  );
});

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await openPage(page, '/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('while the loader is up, Tab does not reach the page behind it', async ({ page }) => {
  // The hero image is held until the checks below are done, so the loader is certainly still up for
  // them however slow the machine.
  const release = await holdRequests(page, HERO_IMAGE);
  // Not the load event: it waits for the held hero image.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('loader')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.closest('#main, header, footer'))).toBe(
    null,
  );
  release();
  await waitForLoaderGone(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
});

test.describe('custom cursor', () => {
  test('follows the mouse with transforms and grows over links', async ({ page }) => {
    await openPage(page, '/');
    const cursor = page.getByTestId('cursor');
    await expect(cursor).toHaveAttribute('aria-hidden', 'true');
    await page.mouse.move(300, 600);
    await page.mouse.move(320, 620);
    await expect
      .poll(async () => cursor.evaluate((el) => (el as HTMLElement).style.transform))
      .toMatch(/translate3d\(3(19|20)(\.\d+)?px, 6(19|20)(\.\d+)?px, 0px\)/);
    await expect(page.locator('body')).not.toHaveCSS('cursor', 'none');

    const dotWidth = async () => (await cursor.locator('div').boundingBox())?.width ?? 0;
    await expect.poll(dotWidth).toBeCloseTo(14, 0);
    const link = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' });
    await link.hover();
    await expect.poll(dotWidth).toBeGreaterThan(30);
    await page.mouse.move(700, 700);
    await expect.poll(dotWidth).toBeCloseTo(14, 0);
  });

  // Under reduced motion there is none, and scrolling stays native: a cross-browser case
  // (tests/browsers/site.browsers.ts).

  test.describe('on touch screens', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    test('is absent', async ({ readPage }) => {
      const page = await readPage('/');
      expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
      await expect(page.getByTestId('cursor')).toHaveCount(0);
    });
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/portfolio', '/portfolio/alphabeads', '/services', '/about', '/nope']) {
    test(`${path} has no axe violations`, async ({ readPage }) => {
      const page = await readPage(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});

test('tabbing into the footer brings it out from under the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/');
  const firstFooterLink = page.getByRole('contentinfo').getByRole('link').first();
  await firstFooterLink.focus();
  await expect(firstFooterLink).toBeFocused();
  const box = await firstFooterLink.boundingBox();
  if (!box) throw new Error('footer link has no box');
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('footer') !== null,
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(onTop).toBe(true);
});

test.describe('button hover lift', () => {
  const cta = (page: Page) => page.getByRole('main').getByRole('button', { name: "Let's Discuss" });

  test('lifts a button under a mouse pointer', async ({ page }) => {
    await openPage(page, '/');
    await cta(page).hover();
    await expect(cta(page)).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, -2)');
  });
  // On touch screens: tests/e2e/tap.spec.ts (it needs the full browser).
});
