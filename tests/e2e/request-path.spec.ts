import type { Page, Route } from '@playwright/test';
import {
  CONTACT_FORM_CHUNK,
  FAILED,
  fillForm,
  HOME_BANNER,
  openHomeModal,
  SEND_URL,
  stored,
  uniqueEmail,
  waitForContactFormFetched,
} from '../support/contact';
import { expect, openPage, test, waitForLoaderGone } from '../support/fixtures';
import { CONTACT_TO_EMAIL } from '../support/test-env';
import { content, priceOf } from '../support/content';

const lastPackage = content.packages.packages.at(-1);
if (!lastPackage) throw new Error('src/content/data/packages.json holds no package');

// The request path on a real network: faults on the EmailJS API (the local outbox) and on the
// site's own chunks, against the production build. The project request is what the site is for: on
// a flaky phone connection, in a tab left open across a deploy, or with a slow or over-quota e-mail
// service, it must still be sent once and reported as it really ended.

const SLOW =
  'The connection is slow: your request is still being sent. Please keep this window open.';
const STILL_OPEN =
  'Your previous attempt is still waiting for an answer. So that your request is not sent twice, you can send it again once that attempt ends; we will tell you here.';
const OFFLINE =
  'You are offline, so nothing was sent. Your request is kept here and can be sent as soon as your connection is back.';
const BACK_ONLINE = 'You are back online. You can send your request now.';
const HOME_HEADING = 'Empowering Businesses to Fly High on the Web.';

/** Holds every send until the test lets it through; counts the sends (CORS preflights pass). */
async function holdSends(page: Page) {
  const held: Route[] = [];
  await page.route(SEND_URL, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    held.push(route);
  });
  return held;
}

/** Opens the home modal with the sends held, fills it in and submits: one request is in flight. */
async function submitHeld(page: Page, email: string, description: string) {
  await page.clock.install();
  const held = await holdSends(page);
  const dialog = await openHomeModal(page);
  await fillForm(page, { name: 'Ada', email, description });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // The page's clock keeps running in real time beside the test's jumps: notice the send at once (not on
  // expect.poll's default 100/250/500 ms steps), so a jump to 59 s lands well before the 60 s limit.
  await expect.poll(() => held.length, { intervals: [10] }).toBe(1);
  return { dialog, held };
}

/** Counts the sends that reach the outbox. */
function countSends(page: Page) {
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.url() === SEND_URL && request.method() === 'POST') sends.push(request.url());
  });
  return sends;
}

test.describe('the modal is there once the page is interactive', () => {
  test('offline at the first click, "Let\'s Discuss" opens the real form', async ({
    page,
    context,
    consoleGuard,
  }) => {
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
    await openPage(page, '/');
    await waitForContactFormFetched(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: "Let's Discuss" }).click();
    const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
    await expect(dialog.getByLabel('Name')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '500 Error' })).toHaveCount(0);
  });

  test('offline at the first click, "Get Started" opens the real form on services', async ({
    page,
    context,
    consoleGuard,
  }) => {
    consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
    await openPage(page, '/services');
    await waitForContactFormFetched(page);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Get Started', description: lastPackage.title }).click();
    const dialog = page.getByRole('dialog', { name: 'PROJECT REQUEST' });
    await expect(dialog.getByLabel('Project description')).toBeVisible();
    await expect(
      dialog.getByText(
        `${lastPackage.title} · ${priceOf(lastPackage.amount)} · ${lastPackage.duration}`,
      ),
    ).toBeVisible();
  });

  test('the form\'s chunks answering 404 (a deploy removed them): a dialog, never "500 Error", with a mailto carrying the draft; the form comes back with the connection', async ({
    page,
    context,
    consoleGuard,
  }) => {
    consoleGuard.allow(
      /Failed to load resource|Failed to fetch dynamically imported module|ERR_INTERNET_DISCONNECTED/,
    );
    let removed = true;
    await page.route(CONTACT_FORM_CHUNK, (route) =>
      removed ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
    );
    // What the visitor typed earlier in this tab (the form keeps it as a draft).
    await page.addInitScript(() => {
      sessionStorage.setItem(
        'contact-draft:home',
        JSON.stringify({
          name: 'Ada Lovelace',
          email: 'ada@example.org',
          description: 'An engine\nthat weaves',
        }),
      );
    });
    await openPage(page, '/');
    await page.getByRole('button', { name: "Let's Discuss" }).click();
    const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
    await expect(dialog.getByRole('alert')).toHaveText(FAILED);
    const href = await dialog.getByRole('link', { name: CONTACT_TO_EMAIL }).getAttribute('href');
    const mailto = new URL(href ?? '');
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe(CONTACT_TO_EMAIL);
    expect(mailto.searchParams.get('subject')).toBe('Project request: Ada Lovelace');
    expect(mailto.searchParams.get('body')).toBe(
      'An engine\r\nthat weaves\r\n\r\nName: Ada Lovelace\r\nEmail: ada@example.org',
    );
    await expect(dialog.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '500 Error' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);

    // Offline, it says the form will come back; with the connection, it does, with the draft.
    await context.setOffline(true);
    await expect(dialog.getByRole('status')).toHaveText(
      'You are offline: the form will load again as soon as your connection is back.',
    );
    removed = false;
    await context.setOffline(false);
    await expect(dialog.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await expect(dialog.getByLabel('Project description')).toHaveValue('An engine\nthat weaves');
  });
});

test.describe('a route whose chunk cannot load (a deploy replaced it)', () => {
  const SERVICES_CHUNK = /\/assets\/services-screen-[\w-]+\.js$/;

  function documents(page: Page) {
    const paths: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        paths.push(new URL(request.url()).pathname);
    });
    return paths;
  }

  test('reloads the page once, which brings the screen', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load resource|Failed to fetch dynamically imported module/);
    let failures = 0;
    await page.route(SERVICES_CHUNK, (route) => {
      if (failures > 0) return route.continue();
      failures += 1;
      return route.fulfill({ status: 404, body: 'Not Found' });
    });
    const loaded = documents(page);
    await openPage(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What We Offer :');
    await waitForLoaderGone(page);
    expect(failures).toBe(1);
    expect(loaded).toEqual(['/', '/services']);
    await expect(page.getByRole('heading', { name: '500 Error' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(
      content.packages.packages.length,
    );
  });

  test('shows "500 Error" when the chunk is still missing after that one reload', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(
      /Failed to load resource|Failed to fetch dynamically imported module|Route error/,
    );
    await page.route(SERVICES_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    const loaded = documents(page);
    await openPage(page, '/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page.getByRole('heading', { name: '500 Error' })).toBeVisible({ timeout: 15_000 });
    expect(loaded).toEqual(['/', '/services']);
  });
});

test.describe('a request is reported as it really ended, and delivered once', () => {
  test('slow: locked, told at 15 s that it is still being sent; a second Submit at 17 s sends nothing; a 200 at 25 s is a success', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'slow');
    const { dialog, held } = await submitHeld(page, email, 'On a train');
    await expect(dialog.getByTestId('spinner')).toBeVisible();
    await expect(dialog.getByLabel('Project description')).toHaveAttribute('readonly', '');

    await page.clock.fastForward(15_000);
    await expect(dialog.getByRole('status')).toHaveText(SLOW);
    await expect(dialog.getByTestId('spinner')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    await page.clock.fastForward(2_000);
    // The button is only aria-disabled: a visitor can still press it (and Enter in the form).
    await dialog.getByRole('button', { name: 'Submit' }).click({ force: true });
    await page.keyboard.press('Enter');
    // The modal stays open while its request is in flight.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();

    await page.clock.fastForward(8_000);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    expect(held).toHaveLength(1);
    await held[0]?.continue();
    await expect(page.getByRole('status').filter({ hasText: HOME_BANNER })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await stored(email)).length).toBe(1);
    expect(held).toHaveLength(1);
  });

  test('no answer in 60 s: the failure, text kept; a retry while that request is open sends nothing; its late success is reported', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'silent');
    const { dialog, held } = await submitHeld(page, email, 'Nobody answers');

    await page.clock.fastForward(59_000);
    await expect(dialog.getByRole('status')).toHaveText(SLOW);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(dialog.getByRole('alert')).toHaveText(FAILED);
    await expect(dialog.getByTestId('spinner')).toHaveCount(0);
    await expect(dialog.getByLabel('Project description')).toHaveValue('Nobody answers');
    await expect(dialog.getByLabel('Project description')).not.toHaveAttribute('readonly');

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status')).toHaveText(STILL_OPEN);
    expect(held).toHaveLength(1);

    // The abandoned request was delivered after all: so the visitor is told.
    await held[0]?.continue();
    await expect(page.getByRole('status').filter({ hasText: HOME_BANNER })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await stored(email)).length).toBe(1);
  });

  test('no answer in 60 s, then that request fails too: sending is possible again, once', async ({
    page,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(/ERR_CONNECTION_RESET/);
    const email = uniqueEmail(testInfo, 'lost');
    const { dialog, held } = await submitHeld(page, email, 'Lost in transit');
    await page.clock.fastForward(61_000);
    await expect(dialog.getByRole('alert')).toHaveText(FAILED);
    await held[0]?.abort('connectionreset');
    await expect(dialog.getByRole('status')).toHaveText('You can send your request again now.');
    await page.unroute(SEND_URL);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: HOME_BANNER })).toBeVisible();
    await expect.poll(async () => (await stored(email)).length).toBe(1);
  });
});

test.describe('server errors say what the spec says', () => {
  test('a 429 from EmailJS (the quota used up) is the failure, at the first attempt and after waiting', async ({
    page,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(/status of 429/);
    await page.clock.install();
    const sends = countSends(page);
    const dialog = await openHomeModal(page);
    await fillForm(page, {
      name: 'Ada',
      email: uniqueEmail(testInfo, 'fault-429'),
      description: 'Quota',
    });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(FAILED);
    await page.clock.fastForward(11_000);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => sends.length).toBe(2);
    await expect(dialog.getByRole('alert')).toHaveText(FAILED);
    await expect(dialog.getByLabel('Project description')).toHaveValue('Quota');
  });
});

test.describe("no length cap below the e-mail service's", () => {
  test('a 20,000-character description is sent whole', async ({ page }, testInfo) => {
    const email = uniqueEmail(testInfo, 'long');
    const description = `${'Ünïcödé ✓ '.repeat(2_000).slice(0, 19_999)}.`;
    expect(description).toHaveLength(20_000);
    const dialog = await openHomeModal(page);
    await fillForm(page, { name: 'Ada', email, description });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(HOME_BANNER)).toBeVisible();
    await expect.poll(async () => (await stored(email)).length).toBe(1);
    expect((await stored(email))[0]?.template_params.message).toBe(description);
  });

  test('past the limit: a message before sending that says how long it may be, nothing lost; cut to that length it goes', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'too-long');
    const sends = countSends(page);
    const dialog = await openHomeModal(page);
    const description = 'x'.repeat(60_000);
    await fillForm(page, { name: 'Ada', email, description });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toHaveText(
      /^Please shorten the project description to at most [\d,]+ characters \(it has 60,000\), so that it can be sent\.$/,
    );
    await expect(dialog.getByLabel('Project description')).toBeFocused();
    await expect(dialog.getByLabel('Project description')).toHaveValue(description);
    expect(sends).toEqual([]);

    const advised = Number(
      /at most ([\d,]+)/.exec((await alert.textContent()) ?? '')?.[1]?.replace(/,/g, ''),
    );
    expect(advised).toBeGreaterThan(20_000);
    await fillForm(page, { description: 'x'.repeat(advised) });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(HOME_BANNER)).toBeVisible();
    await expect.poll(async () => (await stored(email)).length).toBe(1);
    expect((await stored(email))[0]?.template_params.message).toHaveLength(advised);
  });
});

test('offline at Submit: says so and sends nothing; back online it says so, and one request goes', async ({
  page,
  context,
  consoleGuard,
}, testInfo) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED/);
  const email = uniqueEmail(testInfo, 'offline');
  const sends = countSends(page);
  const dialog = await openHomeModal(page);
  await fillForm(page, { name: 'Ada', email, description: 'Written in a tunnel' });
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(OFFLINE);
  await expect(dialog.getByLabel('Project description')).toHaveValue('Written in a tunnel');
  await context.setOffline(false);
  await expect(dialog.getByRole('status')).toHaveText(BACK_ONLINE);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(sends).toEqual([]);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(HOME_BANNER)).toBeVisible();
  await expect.poll(async () => (await stored(email)).length).toBe(1);
  expect(sends).toHaveLength(1);
});
