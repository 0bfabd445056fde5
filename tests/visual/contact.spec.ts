import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../support/fixtures';
import { CONTACT_FORM_CHUNK } from '../support/contact';
import { settle } from '../support/settle';
import { OUTBOX_ORIGIN } from '../support/test-env';
import { shot } from '../support/shot-tolerance';

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
      await modal.open(page);
      await expect(page.getByRole('dialog', { name: modal.title })).toBeVisible();
      await settle(page);
    });

    test('empty', async ({ page }) => {
      await expect(page).toHaveScreenshot(...shot(`${modal.name}-modal-empty`));
    });

    test('invalid', async ({ page }) => {
      await page.getByLabel('Name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill('ada@example');
      await page.getByLabel('Project description').fill('A website for the analytical engine.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address.');
      await settle(page);
      // The description's box is left out: in about one load in three under load its edge is painted a
      // pixel higher or lower with the layout the same (2,230 px at the suites' threshold), noise no
      // tolerance should carry. It is in the empty and sending shots, unmasked.
      await expect(page).toHaveScreenshot(
        ...shot(`${modal.name}-modal-invalid`, { mask: [page.getByLabel('Project description')] }),
      );
    });

    test('sending', async ({ page }) => {
      // The outbox never answers while the picture is taken.
      await page.route(`${OUTBOX_ORIGIN}/**`, () => undefined);
      await page.getByLabel('Name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill('ada@example.org');
      await page.getByLabel('Project description').fill('A website for the analytical engine.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByTestId('spinner')).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(...shot(`${modal.name}-modal-sending`));
    });
  });
}

// The states a slow or broken network brings (a send still pending at 15 s, the form's code that could
// not load), on both reference viewports.
for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const) {
  test.describe(`home modal on a bad network, ${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('slow: still sending after 15 s', async ({ page }) => {
      await page.clock.install();
      await page.route(`${OUTBOX_ORIGIN}/**`, () => undefined);
      await openPage(page, '/');
      await page.getByRole('button', { name: "Let's Discuss" }).click();
      await page.getByLabel('Name').fill('Ada Lovelace');
      await page.getByLabel('Email').fill('ada@example.org');
      await page.getByLabel('Project description').fill('A website for the analytical engine.');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.clock.fastForward(15_000);
      await expect(page.getByRole('dialog').getByRole('status')).toHaveText(/connection is slow/);
      // On the fake clock frames come only when the test runs it: fonts and images, no motion wait.
      await settle(page, { still: false });
      await expect(page).toHaveScreenshot(...shot(`home-modal-slow-${width}x${height}`));
    });

    test('the form could not be loaded', async ({ page, consoleGuard }) => {
      consoleGuard.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
      await page.route(CONTACT_FORM_CHUNK, (route) =>
        route.fulfill({ status: 404, body: 'Not Found' }),
      );
      await openPage(page, '/');
      await page.getByRole('button', { name: "Let's Discuss" }).click();
      await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(...shot(`home-modal-unavailable-${width}x${height}`));
    });
  });
}
