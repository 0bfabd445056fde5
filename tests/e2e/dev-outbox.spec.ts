import { LOCAL_OUTBOX_IDS } from '../../scripts/dev-server/outbox.ts';
import { expect, outboxMessagesFrom, test, waitForLoaderGone } from '../support/fixtures';
import { DEV_ORIGIN, EXTERNAL_ORIGIN } from '../support/test-env';

// A newcomer's first run: `npm run dev` with nothing configured answers EmailJS with its own outbox.
test(
  'in development with no EmailJS set, the first request lands in the local outbox',
  { tag: '@alone' },
  async ({ page, consoleGuard }, testInfo) => {
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
  },
);

const OUTBOX_SEND = `${DEV_ORIGIN}/api/v1.0/email/send`;

function request(overrides: Record<string, unknown>, from_email: string) {
  return {
    lib_version: '4.4.1',
    user_id: LOCAL_OUTBOX_IDS.publicKey,
    service_id: LOCAL_OUTBOX_IDS.serviceId,
    template_id: LOCAL_OUTBOX_IDS.templateId,
    template_params: { to_email: 'a@b.co', from_name: 'Eve', from_email, message: 'x', amount: 0 },
    ...overrides,
  };
}

test('a web page on another site cannot plant a message in the dev outbox (403, nothing stored)', async ({
  page,
  consoleGuard,
}, testInfo) => {
  // The refusal (403), and the favicon the browser then asks the dev server for (404).
  consoleGuard.allow(/status of 403/, /status of 404/);
  const planted = `planted-${Date.now()}-${testInfo.retry}@example.org`;
  // Any page the developer visits: here the external stand-in, another origin.
  await page.goto(`${EXTERNAL_ORIGIN}/early-access`);
  const [response] = await Promise.all([
    page.waitForResponse(`${DEV_ORIGIN}/api/v1.0/email/send-form`),
    page.evaluate(
      ({ action, fields }) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = action;
        form.enctype = 'multipart/form-data';
        for (const [name, value] of Object.entries(fields)) {
          const input = document.createElement('input');
          input.name = name;
          input.value = value;
          form.append(input);
        }
        document.body.append(form);
        form.submit();
      },
      {
        action: `${DEV_ORIGIN}/api/v1.0/email/send-form`,
        fields: {
          lib_version: '4.4.1',
          user_id: LOCAL_OUTBOX_IDS.publicKey,
          service_id: LOCAL_OUTBOX_IDS.serviceId,
          template_id: LOCAL_OUTBOX_IDS.templateId,
          from_email: planted,
          message: 'Planted by another site',
        },
      },
    ),
  ]);
  expect(response.status()).toBe(403);
  expect(await outboxMessagesFrom(DEV_ORIGIN, planted)).toEqual([]);
  // The same request from the outside with another Origin: refused too.
  const forged = await fetch(OUTBOX_SEND, {
    method: 'POST',
    headers: { origin: 'https://attacker.example', 'content-type': 'application/json' },
    body: JSON.stringify(request({}, planted)),
  });
  expect(forged.status).toBe(403);
  expect(await outboxMessagesFrom(DEV_ORIGIN, planted)).toEqual([]);
});

test('the dev outbox answers like EmailJS: a bad lib_version, or IDs the site was not given, get 400 and the reason', async () => {
  const email = `bad-ids-${Date.now()}-${test.info().retry}@example.org`;
  const post = (overrides: Record<string, unknown>) =>
    fetch(OUTBOX_SEND, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request(overrides, email)),
    });
  const version = await post({ lib_version: 'latest' });
  expect(version.status).toBe(400);
  expect(await version.text()).toMatch(/lib_version parameter must be a version number/);
  const service = await post({ service_id: 'service_from_another_account' });
  expect(service.status).toBe(400);
  expect(await service.text()).toBe(
    'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin',
  );
  const template = await post({ template_id: 'template_typo' });
  expect(template.status).toBe(400);
  expect(await template.text()).toMatch(/^The template ID is invalid/);
  expect(await outboxMessagesFrom(DEV_ORIGIN, email)).toEqual([]);
  // And the configured ones are taken.
  expect((await post({})).status).toBe(200);
  expect(await outboxMessagesFrom(DEV_ORIGIN, email)).toHaveLength(1);
});
