import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { promisify } from 'node:util';
import type { Page, Route } from '@playwright/test';
import { createSiteServer, listenOnFreePort } from '../../scripts/build/hosting.ts';
import { startNginx } from '../browsers/nginx.ts';
import { expect, openPage, test } from '../support/fixtures';
import { HOME_BANNER, SEND_URL, fillForm } from '../support/contact';
import { testBuildEnv } from '../support/test-env';

/**
 * EmailJS's CAPTCHA (reCAPTCHA v2) in a production build made with VITE_EMAILJS_RECAPTCHA_SITE_KEY,
 * served with its own _headers (the CSP the build wrote), in Chromium. Google is never reached: its
 * script, its second script on gstatic and its checkbox frame are local stand-ins answered at their
 * real addresses, so the page's CSP judges them as it would judge Google's.
 */
const SITE_KEY = '6LcStandInStandInStandInStandInStandInAB';
const CAPTCHA_BUILD_DIR = 'dist-e2e-captcha';
const TOKEN = 'stand-in-token-03AFcWeA';
const GOOGLE = /^https:\/\/(www\.google\.com|www\.gstatic\.com|recaptcha\.google\.com)\//;

/** api.js: as Google's, it loads the real code from gstatic, which then calls `onload`. */
const API_JS = `(() => {
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  const next = document.createElement('script');
  next.src = 'https://www.gstatic.com/recaptcha/releases/stand-in/recaptcha__en.js';
  next.dataset.onload = onload;
  document.head.append(next);
})();`;

/** The widget: Google's checkbox frame from www.google.com, which posts the token to the page. */
const RECAPTCHA_JS = `(() => {
  const onload = document.currentScript.dataset.onload;
  const widgets = [];
  window.grecaptcha = {
    render(container, parameters) {
      const frame = document.createElement('iframe');
      frame.title = 'reCAPTCHA';
      frame.width = '304';
      frame.height = '78';
      frame.src = 'https://www.google.com/recaptcha/api2/anchor?k=' + encodeURIComponent(parameters.sitekey);
      container.append(frame);
      widgets.push({ parameters, frame });
      return widgets.length - 1;
    },
    reset(id) {
      const widget = widgets[id];
      widget.frame.src = widget.frame.src;
    },
  };
  window.addEventListener('message', (event) => {
    if (event.origin !== 'https://www.google.com') return;
    for (const widget of widgets) {
      if (widget.frame.contentWindow === event.source) widget.parameters.callback(event.data.token);
    }
  });
  window[onload]();
})();`;

const ANCHOR_HTML = `<!doctype html><html lang="en"><body style="margin:0;background:#222;color:#eee;font:14px sans-serif">
<label style="display:flex;gap:8px;padding:24px"><input type="checkbox" id="tick">I'm not a robot</label>
<script>document.getElementById('tick').addEventListener('change', () =>
  parent.postMessage({ token: ${JSON.stringify(TOKEN)} }, '*'));</script></body></html>`;

/** Answers Google's addresses with the stand-ins, and records every request made to them. */
async function standInGoogle(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.context().route(GOOGLE, async (route: Route) => {
    const url = new URL(route.request().url());
    asked.push(`${url.origin}${url.pathname}`);
    if (url.pathname === '/recaptcha/api.js') {
      return route.fulfill({ contentType: 'text/javascript', body: API_JS });
    }
    if (url.pathname.endsWith('/recaptcha__en.js')) {
      return route.fulfill({ contentType: 'text/javascript', body: RECAPTCHA_JS });
    }
    if (url.pathname === '/recaptcha/api2/anchor') {
      return route.fulfill({ contentType: 'text/html', body: ANCHOR_HTML });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  return asked;
}

let server: Server;
let origin: string;

test.describe('with VITE_EMAILJS_RECAPTCHA_SITE_KEY', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await promisify(execFile)(
      process.execPath,
      ['scripts/build/build.ts', '--outDir', CAPTCHA_BUILD_DIR, '--logLevel', 'error'],
      { env: { ...process.env, ...testBuildEnv, VITE_EMAILJS_RECAPTCHA_SITE_KEY: SITE_KEY } },
    );
    server = await createSiteServer(CAPTCHA_BUILD_DIR);
    origin = await listenOnFreePort(server);
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await rm(CAPTCHA_BUILD_DIR, { recursive: true, force: true });
    await rm(`${CAPTCHA_BUILD_DIR}-sourcemaps`, { recursive: true, force: true });
    await rm(`${CAPTCHA_BUILD_DIR}-nginx`, { recursive: true, force: true });
  });

  test("the page loads nothing of Google's until the modal opens; the CSP allows exactly its origins", async ({
    page,
  }) => {
    const asked = await standInGoogle(page);
    const answer = await page.request.get(`${origin}/`);
    const csp = answer.headers()['content-security-policy'] ?? '';
    expect(csp).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    );
    expect(csp).toContain(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;",
    );

    await openPage(page, `${origin}/`);
    await page.waitForLoadState('networkidle');
    expect(asked, 'nothing of Google in the first load').toEqual([]);

    await page.getByRole('button', { name: "Let's Discuss" }).click();
    const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
    await expect(
      dialog.frameLocator('iframe[title="reCAPTCHA"]').getByText("I'm not a robot"),
    ).toBeVisible();
    expect(asked).toEqual([
      'https://www.google.com/recaptcha/api.js',
      'https://www.gstatic.com/recaptcha/releases/stand-in/recaptcha__en.js',
      'https://www.google.com/recaptcha/api2/anchor',
    ]);
  });

  test('behind the shipped nginx config, the widget loads: nginx sends the policy this build wrote', async ({
    browser,
  }) => {
    // docs/hosting/nginx.conf as shipped, with the include the build wrote beside the site.
    const nginx = await startNginx(CAPTCHA_BUILD_DIR, { port: 4285, tls: { httpPort: 4286 } });
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      const asked = await standInGoogle(page);
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await openPage(page, `${nginx.origin}/`);
      await page.getByRole('button', { name: "Let's Discuss" }).click();
      const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
      await expect(
        dialog.frameLocator('iframe[title="reCAPTCHA"]').getByText("I'm not a robot"),
      ).toBeVisible();
      expect(asked).toContain('https://www.google.com/recaptcha/api.js');
      expect(blocked).toEqual([]);
      await expect(dialog.getByText(/spam check could not be loaded/i)).toHaveCount(0);
    } finally {
      await context.close();
      await nginx.stop();
    }
  });

  test('sends only once ticked, with the token as g-recaptcha-response', async ({ page }) => {
    await standInGoogle(page);
    const sent: Record<string, unknown>[] = [];
    // EmailJS's answer for this build (its origin is the e2e outbox, which answers only the suite's own
    // builds): what the page sends is read here.
    await page.route(SEND_URL, async (route) => {
      const body = route.request().postDataJSON() as { template_params: Record<string, unknown> };
      sent.push(body.template_params);
      await route.fulfill({
        status: 200,
        body: 'OK',
        headers: { 'access-control-allow-origin': origin },
      });
    });
    await openPage(page, `${origin}/`);
    await page.getByRole('button', { name: "Let's Discuss" }).click();
    const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
    await fillForm(page, { name: 'Ada', email: 'ada@example.org', description: 'A site' });
    await expect(
      dialog.frameLocator('iframe[title="reCAPTCHA"]').getByText("I'm not a robot"),
    ).toBeVisible();

    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Please tick "I\'m not a robot" before sending.',
    );
    expect(sent).toEqual([]);

    await dialog.frameLocator('iframe[title="reCAPTCHA"]').getByLabel("I'm not a robot").check();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(HOME_BANNER)).toBeVisible();
    expect(sent).toEqual([
      {
        to_email: testBuildEnv.VITE_CONTACT_TO_EMAIL,
        from_name: 'Ada',
        from_email: 'ada@example.org',
        message: 'A site',
        amount: 0,
        'g-recaptcha-response': TOKEN,
      },
    ]);
  });
});

test('without a site key (the build under test): no widget, nothing asked of Google, no Google in the CSP', async ({
  page,
}) => {
  const asked = await standInGoogle(page);
  const answer = await page.request.get('/');
  expect(answer.headers()['content-security-policy']).not.toContain('google');
  await openPage(page, '/');
  await page.getByRole('button', { name: "Let's Discuss" }).click();
  const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expect(
    dialog.getByText(
      "Sent by EmailJS to our inbox; nothing you write is kept on this site once it's sent.",
    ),
  ).toBeVisible();
  await expect(dialog.getByTestId('recaptcha')).toHaveCount(0);
  expect(asked).toEqual([]);
});
