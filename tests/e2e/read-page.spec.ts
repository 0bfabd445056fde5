import type { Page } from '@playwright/test';
import { expect, scrollY, SharedPages, test, type ReadPageOptions } from '../support/fixtures';

// The shared pages of the cases that only read (`readPage`, tests/support/fixtures.ts): a case that
// changes its page fails loudly, and the page is closed, so no case after it sees the change.

const PATH = '/services';

test.describe('a shared page', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('is opened once for the cases that read it; a case that changes it fails, naming the change, and the next opens it afresh', async ({
    browser,
    baseURL,
    viewport,
  }) => {
    const pages = new SharedPages(browser);
    const options: ReadPageOptions = {
      viewport,
      deviceScaleFactor: 1,
      isMobile: false,
      hasTouch: false,
      reducedMotion: null,
      baseURL,
    };
    try {
      const page = await pages.open(PATH, options);
      // A case that reads leaves it as it was: the next case is given the same page.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await pages.release(page);
      expect(await pages.open(PATH, options)).toBe(page);

      const changes: [string, (page: Page) => Promise<unknown>, RegExp][] = [
        [
          'scrolls it',
          (page) => page.evaluate(() => window.scrollTo(0, 200)),
          /scroll: 0,0 → 0,200/,
        ],
        ['moves the focus', (page) => page.keyboard.press('Tab'), /focus: body → a/],
        [
          'opens the request form',
          (page) =>
            page
              .getByRole('button', { name: /get started/i })
              .first()
              .click(),
          /open: \d+ → \d+/,
        ],
      ];
      // The page the last case changed, and so closed.
      let closed: Page | undefined;
      for (const [what, change, named] of changes) {
        const shared = await pages.open(PATH, options);
        if (closed) expect(shared, 'a fresh page after a case that changed one').not.toBe(closed);
        else expect(shared).toBe(page);
        expect(await scrollY(shared)).toBe(0);
        await change(shared);
        await expect(pages.release(shared), `a case that ${what}`).rejects.toThrow(named);
        await expect(pages.release(shared)).rejects.toThrow(/not a page of this worker/);
        expect(shared.isClosed()).toBe(true);
        closed = shared;
      }
      const fresh = await pages.open(PATH, options);
      expect(fresh).not.toBe(closed);
      expect(await scrollY(fresh)).toBe(0);
      // The first open, then one after each case that changed the page.
      expect(pages.opened).toBe(1 + changes.length);
    } finally {
      await pages.closeAll();
    }
  });

  test('fails the case that scrolls it, through the fixture itself', async ({ readPage }) => {
    test.fail(true, 'this case scrolls the page readPage shared with it: the fixture must fail it');
    const page = await readPage(PATH);
    await page.evaluate(() => window.scrollTo(0, 400));
  });
});
