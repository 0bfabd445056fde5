import type { Page, Request, TestInfo } from '@playwright/test';
import { expect, openPage, outboxMessagesFrom } from './fixtures';
import { OUTBOX_ORIGIN } from './test-env';

export { FAILED, HOME_BANNER, SERVICES_BANNER } from './spec';

/** The lazy half of the contact feature: the form, its rules and the e-mail library. */
/** (Any query: a retry after a failure asks for the chunk under a fresh one.) */
export const CONTACT_FORM_CHUNK = /\/assets\/contact-form-[\w-]+\.js(\?[^/]*)?$/;
/** The EmailJS send endpoint of the local outbox the e2e build calls. */
export const SEND_URL = `${OUTBOX_ORIGIN}/api/v1.0/email/send`;

/**
 * Every request the page sends to EmailJS from now on. A send starts in the same task as the submit
 * that causes it, so once the page shows the outcome of a submit (an alert, a banner) its requests have
 * been seen here: "nothing was sent" is asserted then, not after a pause.
 */
export function recordSends(page: Page) {
  const sends: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === SEND_URL) sends.push(request);
  });
  return {
    get count() {
      return sends.length;
    },
    /** Resolves once every send seen so far has its answer (or has failed). */
    answered: () => Promise.all(sends.map((send) => send.response().catch(() => null))),
  };
}

/** An address no other test uses, so parallel tests can find their own messages in the outbox. */
export function uniqueEmail(testInfo: TestInfo, prefix = 'visitor'): string {
  const slug = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`.replace(
    /\W+/g,
    '',
  );
  return `${prefix}-${slug}@example.org`;
}

/** What the e2e outbox holds from one sender. */
export function stored(email: string) {
  return outboxMessagesFrom(OUTBOX_ORIGIN, email);
}

export async function openHomeModal(page: Page) {
  await openPage(page, '/');
  await page.getByRole('button', { name: "Let's Discuss" }).click();
  const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function fillForm(
  page: Page,
  values: { name?: string; email?: string; description?: string },
) {
  if (values.name !== undefined) await page.getByLabel('Name').fill(values.name);
  if (values.email !== undefined) await page.getByLabel('Email').fill(values.email);
  if (values.description !== undefined)
    await page.getByLabel('Project description').fill(values.description);
}

/**
 * Waits until the page has fetched the form's code by itself (at idle, after the loader), with what
 * it imports. Once the page has asked for the form's chunk, an import() of that same URL in the page
 * settles when the module and its whole static import graph have arrived and run: the page's own
 * module loading, shared with the page's import (one module map, nothing fetched twice), is the signal.
 */
export async function waitForContactFormFetched(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async (source) => {
          const chunk = performance
            .getEntriesByType('resource')
            .find((entry) => new RegExp(source).test(new URL(entry.name).pathname));
          if (!chunk) return false;
          const module: unknown = await import(/* @vite-ignore */ chunk.name);
          return typeof module === 'object' && module !== null && 'ContactForm' in module;
        }, CONTACT_FORM_CHUNK.source),
      // Idle comes late on a busy machine.
      { timeout: 20_000 },
    )
    .toBe(true);
}
