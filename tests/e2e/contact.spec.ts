import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import {
  expect,
  openPage,
  outboxMessagesFrom,
  recordScriptRequests,
  test,
} from '../support/fixtures';
import { CONTACT_TO_EMAIL, NO_CONFIG_ORIGIN, OUTBOX_ORIGIN } from '../support/test-env';

const HOME_BANNER = 'Request sent successfully You will get your response soon.';
const SERVICES_BANNER = 'Request sent successfully. You will get your response soon.';
const FAILED = 'Failed to send your request. Please try again later.';

/** An address no other test uses, so parallel tests can find their own messages in the outbox. */
function uniqueEmail(testInfo: TestInfo, prefix = 'visitor'): string {
  const slug = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`.replace(
    /\W+/g,
    '',
  );
  return `${prefix}-${slug}@example.org`;
}

function stored(email: string) {
  return outboxMessagesFrom(OUTBOX_ORIGIN, email);
}

async function openHomeModal(page: Page) {
  await openPage(page, '/');
  await page.getByRole('button', { name: "Let's Discuss" }).click();
  const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillForm(
  page: Page,
  values: { name?: string; email?: string; description?: string },
) {
  if (values.name !== undefined) await page.getByLabel('Name').fill(values.name);
  if (values.email !== undefined) await page.getByLabel('Email').fill(values.email);
  if (values.description !== undefined)
    await page.getByLabel('Project description').fill(values.description);
}

test('home: a request is sent with amount 0 and the home banner appears, dismissible', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  const dialog = await openHomeModal(page);
  await expect(dialog.getByLabel('Name')).toHaveAttribute('placeholder', 'Enter Name');
  await fillForm(page, { name: 'Ada Lovelace', email, description: 'A site for the engine.' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: HOME_BANNER })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await stored(email)).length).toBe(1);
  const [message] = await stored(email);
  expect(message?.template_params).toEqual({
    to_email: CONTACT_TO_EMAIL,
    from_name: 'Ada Lovelace',
    from_email: email,
    message: 'A site for the engine.',
    amount: 0,
  });
  expect(message).toMatchObject({
    service_id: 'e2e_service',
    template_id: 'e2e_template',
    user_id: 'e2e-public-key',
  });

  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText(HOME_BANNER)).toBeHidden();
  // The fields were reset.
  await page.getByRole('button', { name: "Let's Discuss" }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('');
});

for (const [title, amount] of [
  ['FrontendPro', '5000'],
  ['StackCore', '10000'],
  ['AIMinds', '8000'],
] as const) {
  test(`services: "${title}" sends its amount "${amount}" and shows the green Success! banner`, async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await openPage(page, '/services');
    await page.getByRole('button', { name: 'Get Started', description: title }).click();
    const dialog = page.getByRole('dialog', { name: 'PROJECT REQUEST' });
    await expect(dialog).toBeVisible();
    await fillForm(page, { name: 'Grace Hopper', email, description: 'An AI assistant.' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'Success!' });
    await expect(banner).toContainText(SERVICES_BANNER);
    await expect(banner.getByText('Success!')).toHaveCSS('color', 'rgb(46, 216, 167)');
    await expect.poll(async () => (await stored(email)).length).toBe(1);
    expect((await stored(email))[0]?.template_params.amount).toBe(amount);
  });
}

test('validation: empty fields, then a malformed e-mail; nothing is sent', async ({
  page,
}, testInfo) => {
  const dialog = await openHomeModal(page);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill out all fields.');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await fillForm(page, { name: 'Ada', email: '   ', description: 'x' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill out all fields.');
  await expect(dialog.getByLabel('Email')).toBeFocused();

  const email = uniqueEmail(testInfo).replace('@', '@nodot');
  await fillForm(page, { email: email.replace(/\.org$/, '') });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await expect(dialog.getByLabel('Email')).toBeFocused();
  await page.waitForTimeout(300);
  expect(await stored(email.replace(/\.org$/, ''))).toEqual([]);
});

test('a description over 10,000 characters is refused with a clear message', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  const dialog = await openHomeModal(page);
  await fillForm(page, { name: 'Ada', email, description: 'x'.repeat(10_001) });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please keep the project description under 10,000 characters.',
  );
  await expect(dialog.getByLabel('Project description')).toBeFocused();
  await page.waitForTimeout(300);
  expect(await stored(email)).toEqual([]);
});

for (const fault of ['500', '400', 'reset'] as const) {
  test(`delivery failing (${fault}) shows the failure and keeps every character`, async ({
    page,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(/Failed to load resource/, /ERR_EMPTY_RESPONSE|net::/);
    const email = uniqueEmail(testInfo, `fault-${fault}`);
    const dialog = await openHomeModal(page);
    const description = 'Line one\nLine two — with ünïcödé ✓';
    await fillForm(page, { name: 'Ada', email, description });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(FAILED);
    await expect(dialog.getByTestId('spinner')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Submit' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(dialog.getByLabel('Name')).toHaveValue('Ada');
    await expect(dialog.getByLabel('Email')).toHaveValue(email);
    await expect(dialog.getByLabel('Project description')).toHaveValue(description);
    await expect(page.getByText(HOME_BANNER)).toHaveCount(0);

    // Trying again at once is allowed (a failed send does not count against the rate limit).
    const retry = uniqueEmail(testInfo, `retry-${fault}`);
    await dialog.getByLabel('Email').fill(retry);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(HOME_BANNER)).toBeVisible();
    await expect.poll(async () => (await stored(retry)).length).toBe(1);
  });
}

test('when the form cannot be loaded, the modal says so and offers the inbox (no error page)', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
  await openPage(page, '/');
  await page.route(/contact-modal-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('button', { name: "Let's Discuss" }).click();
  const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
  await expect(dialog.getByRole('alert')).toHaveText(FAILED);
  await expect(dialog.getByRole('link', { name: CONTACT_TO_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${CONTACT_TO_EMAIL}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Empowering Businesses to Fly High on the Web.',
  );
});

test('a send that hangs fails after 15 s, with the spinner shown meanwhile', async ({
  page,
}, testInfo) => {
  await page.clock.install();
  const email = uniqueEmail(testInfo, 'fault-slow');
  const dialog = await openHomeModal(page);
  await fillForm(page, { name: 'Ada', email, description: 'Slow network' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByTestId('spinner')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // The modal stays open while its request is in flight.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.clock.fastForward(14_000);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await page.clock.fastForward(1_500);
  await expect(dialog.getByRole('alert')).toHaveText(FAILED);
  await expect(dialog.getByLabel('Project description')).toHaveValue('Slow network');
});

test('a double click, or Enter pressed twice, sends once', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await openHomeModal(page);
  await fillForm(page, { name: 'Ada', email, description: 'Once only' });
  // Two submissions in the same moment (a double click, Enter pressed twice).
  await page.evaluate(() => {
    const form = document.querySelector('dialog form');
    if (!(form instanceof HTMLFormElement)) throw new Error('no form');
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page.getByText(HOME_BANNER)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await stored(email)).toHaveLength(1);
});

test('a second request within 10 s is refused with a clear message', async ({ page }, testInfo) => {
  const dialog = await openHomeModal(page);
  await fillForm(page, { name: 'Ada', email: uniqueEmail(testInfo, 'first'), description: 'One' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(HOME_BANNER)).toBeVisible();
  await page.getByRole('button', { name: "Let's Discuss" }).click();
  await fillForm(page, { name: 'Ada', email: uniqueEmail(testInfo, 'second'), description: 'Two' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You just sent a request. Please wait a few seconds before sending another.',
  );
  await expect(dialog.getByLabel('Project description')).toHaveValue('Two');
});

test('a draft survives closing the modal and reloading the page', async ({ page }) => {
  const dialog = await openHomeModal(page);
  await fillForm(page, {
    name: 'Grace',
    email: 'grace@example.org',
    description: 'Half-written idea',
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await page.getByTestId('loader').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: "Let's Discuss" }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Grace');
  await expect(dialog.getByLabel('Email')).toHaveValue('grace@example.org');
  await expect(dialog.getByLabel('Project description')).toHaveValue('Half-written idea');
});

test('a bot filling the honeypot gets a success, and nothing is sent', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'bot');
  const dialog = await openHomeModal(page);
  await fillForm(page, { name: 'Bot', email, description: 'Buy now' });
  await page.locator('#contact-hp-leave-empty').fill('Spam Inc.', { force: true });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(HOME_BANNER)).toBeVisible();
  await page.waitForTimeout(500);
  expect(await stored(email)).toEqual([]);
});

test('the whole flow works by keyboard alone', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await openPage(page, '/');
  const button = page.getByRole('button', { name: "Let's Discuss" });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Typed with the keyboard');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(HOME_BANNER)).toBeVisible();
  await expect(button).toBeFocused();
  await expect.poll(async () => (await stored(email)).length).toBe(1);
});

test('Escape closes the modal and returns focus; the page behind is inert', async ({ page }) => {
  const dialog = await openHomeModal(page);
  await expect(page.locator('html')).toHaveClass(/lenis-stopped/);
  // A modal <dialog> (showModal) makes everything outside it inert.
  await expect(page.locator('dialog:modal')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: "Let's Discuss" })).toBeFocused();
});

test('the modal code loads on first open, not with the home page', async ({ page }) => {
  const scripts = recordScriptRequests(page);
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /contact-modal-/.test(path))).toEqual([]);
  await page.getByRole('button', { name: "Let's Discuss" }).click();
  await expect(page.getByRole('dialog', { name: 'Get In Touch' })).toBeVisible();
  expect(scripts.filter((path) => /contact-modal-/.test(path))).toHaveLength(1);
});

test.describe('accessibility with the modals open', () => {
  test('home "Get In Touch" with an error shown', async ({ page }) => {
    const dialog = await openHomeModal(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('services "PROJECT REQUEST"', async ({ page }) => {
    await openPage(page, '/services');
    await page.getByRole('button', { name: 'Get Started', description: 'FrontendPro' }).click();
    await expect(page.getByRole('dialog', { name: 'PROJECT REQUEST' })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test('a build without the EmailJS service ID names it in the console and keeps the text', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/EmailJS service ID is missing: set VITE_EMAILJS_SERVICE_ID/);
  await page.goto(`${NO_CONFIG_ORIGIN}/`);
  await page.getByTestId('loader').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: "Let's Discuss" }).click();
  const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
  await fillForm(page, { name: 'Ada', email: 'ada@example.org', description: 'Kept' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(FAILED);
  expect(consoleGuard.messages).toContain(
    'error: EmailJS service ID is missing: set VITE_EMAILJS_SERVICE_ID',
  );
  await expect(dialog.getByLabel('Project description')).toHaveValue('Kept');
});
