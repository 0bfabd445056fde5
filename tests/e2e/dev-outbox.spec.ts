import { expect, outboxMessagesFrom, test, waitForLoaderGone } from '../support/fixtures';
import { DEV_ORIGIN } from '../support/test-env';

// A newcomer's first run: `npm run dev` with nothing configured answers EmailJS with its own outbox.
test('in development with no EmailJS set, the first request lands in the local outbox', async ({
  page,
  consoleGuard,
}, testInfo) => {
  consoleGuard.allow(/was preloaded using link preload but not used/);
  // The dev outbox keeps earlier runs' messages: a fresh address every run.
  const email = `newcomer-${Date.now()}-${testInfo.retry}@example.org`;
  await page.goto(`${DEV_ORIGIN}/`);
  await waitForLoaderGone(page);
  await page.getByRole('button', { name: "Let's Discuss" }).click();
  const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
  await dialog.getByLabel('Name').fill('New Comer');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Project description').fill('My first request');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText('Request sent successfully You will get your response soon.'),
  ).toBeVisible();
  const mine = await outboxMessagesFrom(DEV_ORIGIN, email);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.template_params).toMatchObject({ amount: 0, message: 'My first request' });
});
