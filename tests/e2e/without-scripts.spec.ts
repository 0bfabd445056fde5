import type { Page } from '@playwright/test';
import { expect, test, waitForLoaderGone } from '../support/fixtures';
import { CONTACT_TO_EMAIL } from '../support/test-env';
import { content } from '../support/content';

/** The app's own chunk, which the entry (src/boot.ts) imports once the page has painted. */
const APP_CHUNK = /\/assets\/main-[\w-]+\.js$/;
/** A visitor can read the page within 6 s whatever the scripts do (the app's chunk or all refused). */
const READABLE_WITHIN_MS = 6000;

/** Whether the page's heading is there and nothing covers its middle (the loader, for one). */
function headingUncovered(page: Page): Promise<boolean> {
  return page
    .evaluate(() => {
      const heading = document.querySelector('h1');
      if (!heading) return false;
      const box = heading.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && heading.contains(hit);
    })
    .catch(() => false); // the page reloading under the probe
}

/**
 * From the page's next navigation on: the time, on the page's own clock, from the visit's first
 * navigation (kept across a reload, which the boot may make) to the first frame in which the heading
 * can be read. Measured in the page, so the time the test runner takes to look is not counted.
 */
async function recordReadable(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const KEY = 'test:visit-started';
    if (sessionStorage.getItem(KEY) === null) {
      sessionStorage.setItem(KEY, String(performance.timeOrigin));
    }
    const started = Number(sessionStorage.getItem(KEY));
    const look = () => {
      const heading = document.querySelector('h1');
      const box = heading?.getBoundingClientRect();
      const hit = box
        ? document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        : null;
      if (heading && hit && heading.contains(hit)) {
        Object.assign(window, {
          __readableAfterMs: performance.timeOrigin + performance.now() - started,
        });
      } else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return async () => {
    let readable: number | null = null;
    await expect
      .poll(
        async () => {
          readable = await page
            .evaluate(
              () => (window as unknown as { __readableAfterMs?: number }).__readableAfterMs ?? null,
            )
            .catch(() => null); // the page reloading under the probe
          return readable;
        },
        { timeout: READABLE_WITHIN_MS },
      )
      .not.toBeNull();
    return readable ?? Number.NaN;
  };
}

/** Opens `path` and waits until its heading can be read, within the bound of the page's clock. */
async function expectReadable(page: Page, path: string): Promise<void> {
  const readableAfter = await recordReadable(page);
  await page.goto(path);
  expect(await readableAfter()).toBeLessThan(READABLE_WITHIN_MS);
  expect(await headingUncovered(page)).toBe(true);
}

/**
 * What a page without its scripts makes Chromium say: the refused requests, and the hero image the
 * loader preloads for the app, which no script then uses.
 */
const WITHOUT_SCRIPTS = [
  /Failed to load resource/,
  /was preloaded using link preload but not used/,
];

/** The calls to action are links that write to the agency, the subject naming what is asked for. */
async function expectContactLinks(page: Page, names: string[], subjects: RegExp[]): Promise<void> {
  const links = page.locator('a[href^="mailto:"]').filter({ hasText: new RegExp(names.join('|')) });
  await expect(links).toHaveCount(subjects.length);
  for (const [index, subject] of subjects.entries()) {
    const url = new URL((await links.nth(index).getAttribute('href')) ?? '');
    expect(url.pathname).toBe(CONTACT_TO_EMAIL);
    expect(url.searchParams.get('subject')).toMatch(subject);
  }
  for (const name of names) await expect(page.getByRole('button', { name })).toHaveCount(0);
}

const HOME_CTAS = ["Let's Discuss", 'Free Meet'];
const HOME_SUBJECTS = [/^Project request$/, /^Project request$/];
const PACKAGE_SUBJECTS = content.packages.packages.map(
  ({ title }) => new RegExp(`^Project request: ${title} · \\$[\\d,]+ · .+`),
);

test.describe('scripts refused', () => {
  test('the app chunk refused: the boot tries once more, then the loader gives way to the page and its contact links', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(...WITHOUT_SCRIPTS, /Failed to fetch dynamically imported module/);
    let appRequests = 0;
    await page.route(APP_CHUNK, (route) => {
      appRequests += 1;
      return route.abort();
    });
    await expectReadable(page, '/');
    // Once more after a reload (a request a network dropped), and no more: no loop.
    expect(appRequests).toBe(2);
    await expect(page.locator('html')).toHaveAttribute('data-boot', 'failed');
    await expectContactLinks(page, HOME_CTAS, HOME_SUBJECTS);
    // No further request: the network goes quiet with the page as it is.
    await page.waitForLoadState('networkidle');
    expect(appRequests).toBe(2);
  });

  test('every script refused: the loader covers the first paint, then gives way by itself', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(...WITHOUT_SCRIPTS);
    await page.route(/\.js$/, (route) => route.abort());
    const readableAfter = await recordReadable(page);
    await page.goto('/');
    await expect(page.getByTestId('loader')).toBeVisible();
    expect(await headingUncovered(page)).toBe(false);
    expect(await readableAfter()).toBeLessThan(READABLE_WITHIN_MS);
    expect(await headingUncovered(page)).toBe(true);
    await expectContactLinks(page, HOME_CTAS, HOME_SUBJECTS);
  });

  test('every script refused on /services: each package offers its own link', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(...WITHOUT_SCRIPTS);
    await page.route(/\.js$/, (route) => route.abort());
    await expectReadable(page, '/services');
    await expectContactLinks(page, ['Get Started'], PACKAGE_SUBJECTS);
  });
});

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page reads at once, says what works, and its calls to action write to the agency', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(...WITHOUT_SCRIPTS);
    await page.goto('/');
    expect(await headingUncovered(page)).toBe(true);
    await expect(page.getByTestId('noscript-note')).toHaveText(
      /JavaScript is off: every page reads as usual[\s\S]*opens your e-mail program/,
    );
    await expectContactLinks(page, HOME_CTAS, HOME_SUBJECTS);
    await page.goto('/services');
    expect(await headingUncovered(page)).toBe(true);
    await expectContactLinks(page, ['Get Started'], PACKAGE_SUBJECTS);
  });
});

test('scripts on: the app turns every contact link into the button that opens the form', async ({
  page,
}) => {
  await page.goto('/services');
  await waitForLoaderGone(page);
  await expect(page.locator('html')).toHaveAttribute('data-boot', 'starting');
  await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCount(
    content.packages.packages.length,
  );
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
  await page.goto('/');
  await waitForLoaderGone(page);
  for (const name of HOME_CTAS) await expect(page.getByRole('button', { name })).toHaveCount(1);
  await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
});
