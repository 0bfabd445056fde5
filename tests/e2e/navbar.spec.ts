import { expect, openPage, test, wheelAndSettle } from '../support/fixtures';

// Hiding on a wheel down and coming back filled on a wheel up (Lenis on) is a cross-browser case
// (tests/browsers/site.browsers.ts), run in Chromium, Firefox and WebKit.

test('a keyboard user tabbing into the hidden navbar brings it back', async ({ page }) => {
  await openPage(page, '/');
  await wheelAndSettle(page, 400);
  const header = page.getByRole('banner');
  await expect(header).not.toBeInViewport();
  await page.getByRole('link', { name: /home$/i }).first().focus();
  await expect(header).toBeInViewport();
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens and closes by keyboard and announces its state', async ({ page }) => {
    await openPage(page, '/');
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Services', exact: true })).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await expect(page.getByRole('main')).toHaveAttribute('inert', '');
    await expect(page.getByRole('contentinfo')).toHaveAttribute('inert', '');
    await expect(page.locator('html')).toHaveClass(/lenis-stopped/);

    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Services', exact: true })).toBeHidden();
    await expect(page.getByRole('main')).not.toHaveAttribute('inert', '');
    await expect(page.locator('html')).not.toHaveClass(/lenis-stopped/);
  });

  test('choosing a link in the menu navigates and closes it', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What We Offer :');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('widening the window with the menu open closes it and frees the page', async ({ page }) => {
    await openPage(page, '/nope');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('main')).toHaveAttribute('inert', '');
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(page.getByRole('main')).not.toHaveAttribute('inert', '');
    await expect(page.locator('html')).not.toHaveClass(/lenis-stopped/);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });

  for (const width of [320, 390]) {
    test(`every part of the header fits a ${width} px screen, menu open or closed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ['/', '/nope']) {
        await openPage(page, path);
        for (const open of [false, true]) {
          if (open) await page.getByRole('button', { name: 'Menu' }).click();
          const overflowing = await page.evaluate(() =>
            [...document.querySelectorAll('header *, main *, footer *')]
              .filter((el) => el.getBoundingClientRect().width > 0)
              .filter((el) => {
                const box = el.getBoundingClientRect();
                return box.left < -0.5 || box.right > window.innerWidth + 0.5;
              })
              .filter((el) => getComputedStyle(el).position !== 'fixed')
              // Decorative art may bleed off the edge on purpose (clipped by its section).
              .filter((el) => !el.closest('[aria-hidden="true"]'))
              .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent?.slice(0, 30) ?? ''}`),
          );
          expect(overflowing).toEqual([]);
          if (open) await page.keyboard.press('Escape');
        }
      }
    });
  }
});
