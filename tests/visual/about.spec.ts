import { expect, openPage, test } from '../support/fixtures';
import { settle } from '../support/settle';
import { shot } from '../support/shot-tolerance';

// Reduced motion (the project default): no rotation, posters instead of videos, so every frame is stable.
for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`about, the whole page, ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/about');
    // Every lazy image loaded before the full-page shot.
    await settle(page, { allImages: true });
    await page.getByRole('button', { name: /budget/i }).click();
    // Fixed parts (navbar, skip link) follow the focused element in a full-page shot: blur, shoot from the top.
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.scrollTo(0, 0);
    });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await settle(page);
    await expect(page).toHaveScreenshot(...shot(`about-${size}`, { fullPage: true }));
  });

  test(`about, a team tooltip on keyboard focus, ${size}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPage(page, '/about');
    await settle(page);
    const card = page.getByTestId('team-member').first();
    await card.getByRole('link').first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('tooltip')).toBeVisible();
    await settle(page);
    await expect(card).toHaveScreenshot(...shot(`about-team-tooltip-${size}`));
  });
}
