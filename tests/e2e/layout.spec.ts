import type { Locator, Page } from '@playwright/test';
import {
  CONTACT_FORM_CHUNK,
  fillForm,
  HOME_BANNER,
  openHomeModal,
  uniqueEmail,
} from '../support/contact';
import { expect, openPage, test } from '../support/fixtures';
import { content } from '../support/content';

/** The inner pages: each opens on its heading, right under the navbar, on a desktop and on a phone. */
const INNER_PAGES = [
  '/portfolio',
  '/services',
  '/portfolio/alphabeads',
  '/portfolio/tirthdom',
  '/about',
];
const VIEWS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The vertical centre of each line a piece of text of an element is laid out on. */
function lineOf(element: Locator, word: string): Promise<number> {
  return element.evaluate((el, text) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(text) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + text.length);
      const box = range.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    }
    throw new Error(`"${text}" not found`);
  }, word);
}

/** How many lines an element's text takes. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return tops.size;
  });
}

for (const view of VIEWS) {
  test.describe(`at ${view.width}x${view.height}`, () => {
    test.use({ viewport: view });

    for (const path of INNER_PAGES) {
      test(`${path} starts with its <h1> in the first 260 px`, async ({ readPage }) => {
        const page = await readPage(path);
        const heading = page.getByRole('heading', { level: 1 });
        const box = await heading.boundingBox();
        expect(box?.y ?? Number.NaN).toBeLessThanOrEqual(260);
        expect(box?.y ?? Number.NaN).toBeGreaterThanOrEqual(72);
      });
    }

    test('404: on the pages\' left edge, "Not Found" kept together, the outlined code whole', async ({
      page,
    }) => {
      await openPage(page, '/portfolio');
      const edge = (await page.getByRole('heading', { level: 1 }).boundingBox())?.x ?? Number.NaN;
      await openPage(page, '/no-such-page');
      const heading = page.getByRole('heading', { level: 1, name: '404 Not Found' });
      await expect(heading).toBeVisible();
      expect(Math.abs(((await heading.boundingBox())?.x ?? Number.NaN) - edge)).toBeLessThanOrEqual(
        2,
      );
      expect(await lineOf(heading, 'Not')).toBe(await lineOf(heading, 'Found'));
      if (view.width >= 992) expect(await lineCount(heading)).toBe(1);
      const code = await page.locator('main section > p[aria-hidden="true"]').evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const glyphs = range.getBoundingClientRect();
        const frame = el.parentElement?.getBoundingClientRect();
        return {
          inside:
            frame !== undefined &&
            glyphs.left >= frame.left &&
            glyphs.right <= frame.right &&
            glyphs.top >= frame.top &&
            glyphs.bottom <= frame.bottom,
          text: el.textContent,
        };
      });
      expect(code).toEqual({ inside: true, text: '404' });
    });

    test("the stack's heading leaves no single word on its last line", async ({ readPage }) => {
      const page = await readPage('/');
      const heading = page.getByRole('heading', { level: 2, name: content.home.work.heading });
      expect(await lineOf(heading, 'took')).toBe(await lineOf(heading, 'off'));
    });

    test('the FAQ spans the measure from the same left edge as the sections above it', async ({
      page,
    }) => {
      await openPage(page, '/about');
      const faq = page.getByRole('heading', { level: 2, name: /questions/i });
      await faq.scrollIntoViewIfNeeded();
      const team = page.getByRole('heading', { level: 2, name: 'Meet The Team' });
      const measure = await team.evaluate((el) => {
        const section = el.closest('section');
        if (!section) throw new Error('no section');
        const box = section.getBoundingClientRect();
        const style = getComputedStyle(section);
        return {
          left: el.getBoundingClientRect().left,
          right: box.right - parseFloat(style.paddingRight),
        };
      });
      const faqLeft = await faq.evaluate((el) => el.getBoundingClientRect().left);
      expect(Math.abs(faqLeft - measure.left)).toBeLessThanOrEqual(2);
      const questionRight = await page
        .locator('#faq-question-1')
        .evaluate((el) => el.getBoundingClientRect().right);
      expect(Math.abs(questionRight - measure.right)).toBeLessThanOrEqual(2);
    });
  });
}

test.describe('the project request modal at 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('"PROJECT REQUEST" sits on one line and the form opens on its first field', async ({
    page,
  }) => {
    await openPage(page, '/services');
    await page.getByRole('button', { name: 'Get Started', description: 'AIMinds' }).click();
    const dialog = page.getByRole('dialog', { name: 'PROJECT REQUEST' });
    await expect(dialog).toBeVisible();
    expect(await lineCount(dialog.getByRole('heading', { name: 'PROJECT REQUEST' }))).toBe(1);
    await expect(dialog.getByLabel('Name')).toBeFocused();
  });
});

test('a form that arrives after the modal opened still takes the focus on its first field', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CONTACT_FORM_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await openPage(page, '/');
  await page.getByRole('button', { name: "Let's Discuss" }).click();
  const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
  await expect(dialog.getByRole('status')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveCount(0);
  release();
  await expect(dialog.getByLabel('Name')).toBeFocused();
});

async function sendHomeRequest(page: Page, email: string): Promise<Locator> {
  const dialog = await openHomeModal(page);
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await fillForm(page, { name: 'Grace Hopper', email, description: 'A compiler for the web.' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const banner = page.getByRole('status').filter({ hasText: HOME_BANNER });
  await expect(banner).toBeVisible();
  return banner;
}

test.describe('the success banner on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("never covers the footer's links: the page ends below it", async ({ page }, testInfo) => {
    await sendHomeRequest(page, uniqueEmail(testInfo));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() =>
        page.evaluate(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 2),
      )
      .toBe(true);
    const banner = page.locator('[role="status"] > div').filter({ hasText: HOME_BANNER });
    const bannerTop = (await banner.boundingBox())?.y ?? Number.NaN;
    const links = page.getByRole('contentinfo').getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const box = await link.boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0), await link.innerText()).toBeLessThanOrEqual(
        bannerTop,
      );
    }
  });
});

test('dismissing the banner by keyboard gives focus back to the page, not to <body>', async ({
  page,
}, testInfo) => {
  await sendHomeRequest(page, uniqueEmail(testInfo));
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(dismiss).toBeHidden();
  const focused = await page.evaluate(() => {
    const active = document.activeElement;
    return { body: active === document.body || active === null, tag: active?.tagName };
  });
  expect(focused.body, `focus on ${focused.tag}`).toBe(false);
});
