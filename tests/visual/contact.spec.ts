import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../support/fixtures';
import { OUTBOX_ORIGIN } from '../support/test-env';

const modals = [
  {
    name: 'home',
    path: '/',
    open: (page: Page) => page.getByRole('button', { name: "Let's Discuss" }).click(),
    title: 'Get In Touch',
  },
  {
    name: 'services',
    path: '/services',
    open: (page: Page) =>
      page.getByRole('button', { name: 'Get Started', description: 'StackCore' }).click(),
    title: 'PROJECT REQUEST',
  },
] as const;

for (const modal of modals) {
  test.describe(`${modal.name} modal`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openPage(page, modal.path);
      await page.evaluate(() => document.fonts.ready);
      await modal.open(page);
      await expect(page.getByRole('dialog', { name: modal.title })).toBeVisible();
    });

    test('empty', async ({ page }) => {
      await expect(page).toHaveScreenshot(`${modal.name}-modal-empty.png`);
    });

    test('invalid', async ({ page }) => {
      await page.getByLabel('Name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill('ada@example');
      await page.getByLabel('Project description').fill('A website for the analytical engine.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
      await expect(page).toHaveScreenshot(`${modal.name}-modal-invalid.png`);
    });

    test('sending', async ({ page }) => {
      // The outbox never answers while the picture is taken.
      await page.route(`${OUTBOX_ORIGIN}/**`, () => undefined);
      await page.getByLabel('Name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill('ada@example.org');
      await page.getByLabel('Project description').fill('A website for the analytical engine.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByTestId('spinner')).toBeVisible();
      await expect(page).toHaveScreenshot(`${modal.name}-modal-sending.png`);
    });
  });
}
