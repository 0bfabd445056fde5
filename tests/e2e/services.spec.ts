import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../support/fixtures';
import { animationsDone } from '../support/settle';
import { content, priceOf } from '../support/content';

const { packages, moreDetails } = content.packages;

function infoButton(page: Page) {
  return page.getByRole('button', { name: moreDetails.openLabel, exact: true });
}

function detailsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'More Details :' });
}

test('"What We Offer :" lists each package with its amount, duration and features', async ({
  readPage,
}) => {
  const page = await readPage('/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What We Offer :');
  const cards = page.getByRole('region', { name: 'Packages' }).getByRole('article');
  await expect(cards).toHaveCount(packages.length);
  for (const [index, pkg] of packages.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(pkg.title);
    await expect(card.getByText(priceOf(pkg.amount), { exact: true })).toBeVisible();
    await expect(card.getByText(pkg.duration, { exact: true })).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText(pkg.features);
    await expect(card.getByRole('button', { name: 'Get Started' })).toBeVisible();
  }
});

test('the info button opens "More Details :" with the four extras; Close returns focus', async ({
  page,
}) => {
  await openPage(page, '/services');
  const button = infoButton(page);
  await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  // Beside the heading, and drawn, not written.
  await expect(button.locator('svg')).toHaveAttribute('aria-hidden', 'true');
  await button.click();
  const dialog = detailsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toHaveText(moreDetails.items);
  await expect(dialog).toContainText(moreDetails.intro);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('Escape closes "More Details :" and returns focus to the info button', async ({ page }) => {
  await openPage(page, '/services');
  await infoButton(page).click();
  await expect(detailsDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detailsDialog(page)).toBeHidden();
  await expect(infoButton(page)).toBeFocused();
});

test('keyboard alone: Tab to the info button, Enter opens, Close by Enter', async ({ page }) => {
  await openPage(page, '/services');
  const button = infoButton(page);
  // Tab from the heading (where the page starts) to the button beside it.
  await page.getByRole('heading', { level: 1 }).evaluate((h1: HTMLElement) => {
    h1.tabIndex = -1;
    h1.focus();
  });
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = detailsDialog(page);
  await expect(dialog).toBeVisible();
  // The dialog's first control takes the focus: its Close button.
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('the packages\' "Get Started" still opens the project request', async ({ page }) => {
  await openPage(page, '/services');
  await page.getByRole('button', { name: 'Get Started', description: 'AIMinds' }).click();
  await expect(page.getByRole('dialog', { name: 'PROJECT REQUEST' })).toBeVisible();
  await expect(detailsDialog(page)).toBeHidden();
});

test.describe('accessibility', () => {
  test('/services has no axe violations', async ({ readPage }) => {
    const page = await readPage('/services');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('the open "More Details :" modal has no axe violations', async ({ page }) => {
    await openPage(page, '/services');
    await infoButton(page).click();
    await expect(detailsDialog(page)).toBeVisible();
    await animationsDone(detailsDialog(page));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
