import type { Page } from '@playwright/test';
import { expect, openPage, test, waitForHeroEntrance, wheelAndSettle } from '../support/fixtures';

// What keeps a scroll frame cheap at 4x CPU (decision 0009). Timings themselves are measured by
// `npm run bench:scroll`; these are the page's properties behind them, checked on every run.

/**
 * How many times the cursor's transform is written over the page's next `frames` animation frames. The
 * cursor follows the pointer frame by frame, so frames are its unit of work: counted in frames, a
 * busy machine that draws fewer of them in a second still gives the cursor as many chances to write.
 */
async function cursorWritesOver(page: Page, frames: number): Promise<number> {
  return page.evaluate(
    (count) =>
      new Promise<number>((resolve) => {
        const cursor = document.querySelector('[data-testid="cursor"]');
        if (!cursor) throw new Error('no cursor');
        let writes = 0;
        const observer = new MutationObserver((records) => {
          writes += records.length;
        });
        observer.observe(cursor, { attributes: true, attributeFilter: ['style'] });
        let left = count;
        const frame = () => {
          left -= 1;
          if (left > 0) {
            requestAnimationFrame(frame);
            return;
          }
          // The writes of this last frame's callbacks are delivered after it: read them then.
          setTimeout(() => {
            writes += observer.takeRecords().length;
            observer.disconnect();
            resolve(writes);
          });
        };
        requestAnimationFrame(frame);
      }),
    frames,
  );
}

test.describe('frame cost at 1440x900', () => {
  test('the cursor blends nothing and stops writing once it has reached a still pointer', async ({
    page,
  }) => {
    await openPage(page, '/');
    const cursor = page.getByTestId('cursor');
    await page.mouse.move(400, 500);
    await page.mouse.move(700, 450, { steps: 5 });
    await expect(cursor).toHaveAttribute('data-visible', 'true');
    // It is on the pointer exactly, then idle: no frame work while the pointer rests (36 frames, 600 ms
    // at 60 Hz).
    await expect
      .poll(() => cursor.evaluate((element) => (element as HTMLElement).style.transform))
      .toBe('translate3d(700px, 450px, 0px)');
    expect(await cursorWritesOver(page, 36)).toBe(0);
    await expect(cursor).toHaveCSS('mix-blend-mode', 'normal');
    // A new move wakes it again.
    await page.mouse.move(720, 470);
    await expect
      .poll(() => cursor.evaluate((element) => (element as HTMLElement).style.transform))
      .toBe('translate3d(720px, 470px, 0px)');
  });

  test('the stacked cards keep their layers through the whole scroll, and the shade fades on its own', async ({
    page,
  }) => {
    await openPage(page, '/');
    const cards = page.getByTestId('stack-card');
    const layers = () =>
      cards.evaluateAll((elements) =>
        elements.map((card) => [
          getComputedStyle(card).willChange,
          getComputedStyle(card.querySelector('[data-card-shade]') as Element).willChange,
        ]),
      );
    const expected = [
      ['transform', 'opacity'],
      ['transform', 'opacity'],
      ['transform', 'opacity'],
    ];
    expect(await layers()).toEqual(expected);
    // Through the pin (0 to 2500) and after the release: never toggled.
    await wheelAndSettle(page, 400, 4);
    expect(await layers()).toEqual(expected);
    await wheelAndSettle(page, 500, 3);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2500);
    expect(await layers()).toEqual(expected);
  });
});

test.describe('the hero art', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`is painted once as it scales in: a layer of its own through the entrance, none at rest, ${viewport.width}x${viewport.height}`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // Each frame of the entrance (the art scaled, not yet at rest), what the art's layer is. Without
      // one, its 120 px glow and the image are painted again on every frame.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { __artLayers: seen });
        const frame = () => {
          const art = document.querySelector<HTMLElement>('[data-hero-art]');
          if (art && art.style.transform.includes('scale') && art.style.opacity !== '0')
            seen.push(getComputedStyle(art).willChange);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      await openPage(page, '/');
      await waitForHeroEntrance(page);
      const art = page.locator('[data-hero-art]');
      await expect.poll(() => art.evaluate((element) => element.style.transform)).toBe('');
      const layers = await page.evaluate(
        () => (window as unknown as { __artLayers: string[] }).__artLayers,
      );
      expect(layers.length, 'frames of the entrance seen').toBeGreaterThan(5);
      expect(new Set(layers)).toEqual(new Set(['transform']));
      // At rest it is painted again on whole pixels, as it was before it ever scaled.
      await expect(art).toHaveCSS('will-change', 'auto');
      await expect(art).toHaveCSS('transform', 'none');
    });
  }
});

test.describe('frame cost on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('the cards are plain blocks in the flow, with no layer of their own', async ({ page }) => {
    await openPage(page, '/');
    const willChange = await page
      .getByTestId('stack-card')
      .evaluateAll((elements) => elements.map((card) => getComputedStyle(card).willChange));
    expect(willChange).toEqual(['auto', 'auto', 'auto']);
  });
});
