import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import {
  expect,
  HERO_IMAGE,
  openPage,
  scrollY,
  test,
  waitForHeroEntrance,
  wheelAndSettle,
} from '../support/fixtures';
import { BUILD_DIR } from '../support/test-env';
import { content } from '../support/content';
import { motion } from '../../src/motion/motion.config';
import { needsCustomEase } from '../../src/motion/motion-values';
import { settle } from '../support/settle';
import { SPEC_STACK } from '../support/spec';
import { playwrightPage } from '../support/browser-page';
import {
  heroFitMissed,
  scrollToExactly as sharedScrollToExactly,
  specTopsMissed,
  specTopsMissedHere,
  twoFrames as sharedTwoFrames,
} from '../support/site-steps';

const HEADLINE = 'Empowering Businesses to Fly High on the Web.';
const CLOSING = "Arrange a Free Meeting and discuss what's on your mind.";
const BENEFITS = [
  'First Impressions Matter',
  'Build Credibility and Trust',
  'Boost Conversions and Growth',
];

/** Scrolls to `target` at once and waits for the scrubbed timeline's frame (the shared step). */
const scrollToExactly = (page: Page, target: number) =>
  sharedScrollToExactly(playwrightPage(page), target);

/** How many pixels of two same-sized PNG screenshots differ at all. */
function differingPixels(a: Buffer, b: Buffer): number {
  const [first, second] = [PNG.sync.read(a), PNG.sync.read(b)];
  expect(`${second.width}x${second.height}`).toBe(`${first.width}x${first.height}`);
  let count = 0;
  for (let i = 0; i < first.data.length; i += 4) {
    if (first.data.readUInt32BE(i) !== second.data.readUInt32BE(i)) count += 1;
  }
  return count;
}

/** Resolves two frames from now: what the page scheduled for the next frame has run. */
const twoFrames = (page: Page) => sharedTwoFrames(playwrightPage(page));

/** Scrolls to each position in turn: each card's top within ±4 px of the spec's there. */
async function expectSpecTopsAt(page: Page, scrolls: number[], when = ''): Promise<void> {
  expect(await specTopsMissed(playwrightPage(page), scrolls, when)).toEqual([]);
}

test.describe('home at 1440x900 with Lenis', () => {
  test('the hero: headline, copy, "Let\'s Discuss", and the preloaded hero image', async ({
    readPage,
  }) => {
    const page = await readPage('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
    await expect(
      page.getByText(/web development and machine-learning solutions tailored to each client/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: "Let's Discuss" })).toBeVisible();
    const hero = page.locator('img[fetchpriority="high"]');
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(HERO_IMAGE);
    await expect(page.locator('html')).toHaveClass(/lenis/);
  });

  test('the stacked cards of the content, each with a title, summary and category', async ({
    readPage,
  }) => {
    const page = await readPage('/');
    const cards = page.getByTestId('stack-card');
    await expect(cards).toHaveCount(content.home.cards.length);
    await expect(cards.getByRole('heading')).toHaveText(content.home.cards.map((c) => c.title));
    await expect(
      cards.getByText(content.home.cards[0]?.category ?? '', { exact: true }),
    ).toHaveCount(1);
    for (const card of await cards.all()) {
      expect(await card.evaluate((el) => el.tagName)).toBe('ARTICLE');
      await expect(card.locator('p').first()).not.toBeEmpty();
    }
  });

  // The geometry at 0, 1000, 1800, 2000, 2400 and 2600 px, and a resize keeping the visitor's place
  // at 0, 1000 and 2600 px, are a cross-browser case (tests/browsers/site.browsers.ts).

  test('an orientation change (1440x900 → 900x1440 → 1440x900) at scroll 1000 keeps the spec geometry', async ({
    page,
  }) => {
    await openPage(page, '/');
    await scrollToExactly(page, 1000);
    // Portrait is below the 992 px breakpoint: the stack leaves the pin for the flow, then comes back.
    await page.setViewportSize({ width: 900, height: 1440 });
    await expect(page.locator('.pin-spacer')).toHaveCount(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.locator('.pin-spacer')).toHaveCount(1);
    await expectSpecTopsAt(page, [0, 1000, 2000, 2600], ' after the turns');
  });

  test('settled cards read as a stack: each covered card shows its edge above the one in front', async ({
    page,
  }) => {
    await openPage(page, '/');
    await scrollToExactly(page, 2450);
    // Card tops stay at the spec's min offset; the covered cards' edges step up above it, one per
    // card in front.
    const edges = await page.getByTestId('stack-card').evaluateAll((cards) =>
      cards.map((card) => {
        const edge = card.querySelector('[data-card-edge]');
        if (!edge) return null;
        const box = edge.getBoundingClientRect();
        const probeY = box.top + 2;
        const hit = document.elementFromPoint(box.left + box.width / 2, probeY);
        return { top: box.top, shows: hit !== null && card.contains(hit) };
      }),
    );
    const [first, second] = edges;
    expect(first?.shows, 'card 1 edge visible').toBe(true);
    expect(second?.shows, 'card 2 edge visible').toBe(true);
    expect(second?.top ?? 0).toBeLessThanOrEqual(SPEC_STACK.minOffset - 6);
    expect(first?.top ?? 0).toBeLessThanOrEqual((second?.top ?? 0) - 6);
    // The covered cards are also dimmed and set back (smaller) behind the one in front.
    const looks = await page.getByTestId('stack-card').evaluateAll((cards) =>
      cards.map((card) => ({
        width: card.getBoundingClientRect().width,
        dim: Number(getComputedStyle(card.querySelector('[data-card-shade]') ?? card).opacity),
      })),
    );
    expect(looks[0]?.width ?? 0).toBeLessThan(looks[1]?.width ?? 0);
    expect(looks[1]?.width ?? 0).toBeLessThan(looks[2]?.width ?? 0);
    expect(looks[0]?.dim ?? 0).toBeGreaterThan(0.2);
    expect(looks[2]?.dim).toBe(0);
  });

  test("the stack's heading is on screen above the stack, never covered", async ({ page }) => {
    await openPage(page, '/');
    const heading = page.getByRole('heading', { level: 2, name: content.home.work.heading });
    for (const scroll of [0, 700, 1500, 2400]) {
      await scrollToExactly(page, scroll);
      await expect(heading).toBeInViewport();
      const seen = await heading.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
        return { height: box.height, width: box.width, ownHit: hit !== null && el.contains(hit) };
      });
      expect(seen.height, `heading height at ${scroll}`).toBeGreaterThan(10);
      expect(seen.width).toBeGreaterThan(100);
      expect(seen.ownHit, `heading uncovered at ${scroll}`).toBe(true);
    }
  });

  test('the next section follows the released cards without a dead band', async ({ page }) => {
    await openPage(page, '/');
    await scrollToExactly(page, 3000);
    // The next section rises into view (its reveal: 56 px over 0.9 s) as the page reaches 3000 px:
    // measured mid-rise the gap is up to ~50 px larger, so wait until nothing moves.
    await settle(page);
    const gap = await page.evaluate(() => {
      const cards = [...document.querySelectorAll('[data-testid="stack-card"]')];
      const bottom = Math.max(...cards.map((card) => card.getBoundingClientRect().bottom));
      const section = document.querySelector('section[aria-labelledby="benefits-heading"]');
      const next = section?.firstElementChild;
      return (next?.getBoundingClientRect().top ?? Number.NaN) - bottom;
    });
    // Landed, the gap is the section's 96 px padding plus the stack's 32 px bottom gap: 128 px, ±4 px.
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThanOrEqual(132);
  });

  test('wheel scrolling (Lenis smoothing) lands every card on the same geometry', async ({
    page,
  }) => {
    await openPage(page, '/');
    await wheelAndSettle(page, 200, 9);
    const scroll = await scrollY(page);
    expect(scroll).toBeGreaterThan(1000);
    expect(await specTopsMissedHere(playwrightPage(page), scroll)).toEqual([]);
  });

  test('each later card covers the one before', async ({ page }) => {
    await openPage(page, '/');
    await scrollToExactly(page, 2400);
    const topmost = await page.evaluate(() =>
      document.elementFromPoint(720, 400)?.closest('article'),
    );
    expect(topmost).not.toBeNull();
    const title = await page.evaluate(
      () =>
        document.elementFromPoint(720, 400)?.closest('article')?.querySelector('h3')?.textContent,
    );
    expect(title).toBe(content.home.cards.at(-1)?.title);
  });

  test('the pupil follows the mouse within 3.8 px of its rest point', async ({ page }) => {
    await openPage(page, '/');
    const pupil = page.getByTestId('eye-pupil');
    await expect(pupil).toHaveAttribute('aria-hidden', 'true');
    const offset = () =>
      pupil.evaluate((el) => {
        const m = new DOMMatrix(getComputedStyle(el).transform);
        return Math.hypot(m.m41, m.m42);
      });
    const box = await pupil.boundingBox();
    if (!box) throw new Error('no pupil');
    await page.mouse.move(5, 895);
    await expect.poll(offset).toBeCloseTo(3.8, 1);
    const far = await pupil.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    expect(far).toBeLessThan(0);
    await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2);
    await expect.poll(offset).toBeLessThan(1);
    await expect.poll(offset).toBeGreaterThan(0);
  });

  test('the hero art at rest keeps no transform and is painted as at rest, on every load', async ({
    page,
  }) => {
    await openPage(page, '/');
    await waitForHeroEntrance(page);
    await settle(page);
    const art = page.locator('[data-hero-art]');
    await expect(art).toHaveAttribute('style', /opacity: 1/);
    await expect(art).not.toHaveAttribute('style', /transform|scale|translate/);
    const atRest = await art.screenshot();
    // A transform set and taken away makes Chromium paint the art again: what it paints then is the art
    // at rest. A pupil left as it was painted while the art scaled (a pixel wider) differs from it.
    await art.evaluate((el: HTMLElement) => {
      el.style.transform = 'scale(0.92)';
    });
    await twoFrames(page);
    await art.evaluate((el: HTMLElement) => {
      el.style.transform = '';
    });
    await twoFrames(page);
    const repainted = await art.screenshot();
    expect(differingPixels(atRest, repainted), 'pixels that differ once the art is repainted').toBe(
      0,
    );
  });

  test('the eye stays shut when the hero image cannot load', async ({ page, consoleGuard }) => {
    consoleGuard.allow(/Failed to load hero image/, /Failed to load resource/);
    await page.route(HERO_IMAGE, (route) => route.abort());
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(10, 10);
    await expect(page.getByTestId('eye-pupil')).toHaveCount(0);
  });

  // Both calls to action by keyboard (Tab, Enter, Escape, focus back, the page held while open) are a
  // cross-browser case (tests/browsers/site.browsers.ts).

  test('"Let\'s Discuss" and "Free Meet" open the contact dialog with a mouse click', async ({
    page,
  }) => {
    await openPage(page, '/');
    for (const name of ["Let's Discuss", 'Free Meet']) {
      const button = page.getByRole('button', { name });
      await button.scrollIntoViewIfNeeded();
      // A real click: nothing (such as the pinned stage over the hero) may intercept it.
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Get In Touch' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });

  test('switching to reduced motion on an open page leaves the hero visible', async ({ page }) => {
    await openPage(page, '/');
    await waitForHeroEntrance(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(page.locator('.pin-spacer')).toHaveCount(0);
    for (const element of await page.locator('[data-hero-enter], [data-hero-art]').all()) {
      await expect(element).toHaveCSS('opacity', '1');
    }
  });

  test('benefits and the closing band are revealed on scroll', async ({ page }) => {
    await openPage(page, '/');
    for (const title of BENEFITS) {
      const heading = page.getByRole('heading', { level: 3, name: title, exact: true });
      await heading.scrollIntoViewIfNeeded();
      await expect(heading).toBeVisible();
      await expect(heading.locator('xpath=ancestor::li')).toHaveCSS('opacity', '1');
    }
    const closing = page.getByRole('heading', { level: 2, name: CLOSING });
    await closing.scrollIntoViewIfNeeded();
    await expect(closing).toBeVisible();
    await expect(page.getByRole('button', { name: 'Free Meet' })).toBeVisible();
  });
});

test.describe('the hero on desktop screens', () => {
  // The stack's heading has a fixed place (the spec's first card at 750 px), so the hero's copy must
  // end above it at every desktop size: the headline once took four lines at 1366, 1536 and 1920 px
  // wide (and at 1440 in Firefox), and "Let's Discuss" ran into "Projects that took off".
  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
    { width: 1366, height: 768 },
    // 1440x900 is a cross-browser case (tests/browsers/site.browsers.ts).
    { width: 1536, height: 864 },
    { width: 1920, height: 1080 },
  ]) {
    test(`${viewport.width}x${viewport.height}: the headline keeps to three lines and "Let's Discuss" ends above the stack's heading`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await openPage(page, '/');
      await settle(page);
      expect(await heroFitMissed(playwrightPage(page), "Let's Discuss")).toEqual([]);
    });
  }
});

// Home under reduced motion (no pinning, no smoothing, no pupil, the cards in the flow, every heading
// shown) is a cross-browser case (tests/browsers/site.browsers.ts).

test.describe('home on a short wide screen', () => {
  test.use({ viewport: { width: 1024, height: 600 } });

  test('the stack stays in the flow so no card text is cut off', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.locator('.pin-spacer')).toHaveCount(0);
    for (const card of await page.getByTestId('stack-card').all()) {
      await card.scrollIntoViewIfNeeded();
      // Once its reveal has played.
      await expect(card.locator('[data-reveal-narrow]')).toHaveCSS('opacity', '1');
      const clipped = await card.evaluate((article) => {
        const box = article.getBoundingClientRect();
        return [...article.querySelectorAll('h3, p, li')].some(
          (el) => el.getBoundingClientRect().bottom > box.bottom + 0.5,
        );
      });
      expect(clipped).toBe(false);
    }
  });
});

test.describe('home on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('cards sit in the flow, never pinned, with all their text', async ({ page }) => {
    await openPage(page, '/');
    await expect(page.locator('.pin-spacer')).toHaveCount(0);
    for (const card of await page.getByTestId('stack-card').all()) {
      await card.scrollIntoViewIfNeeded();
      await expect(card.getByRole('heading')).toBeVisible();
      await expect(card.getByRole('heading')).toBeInViewport();
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

test('the production bundle carries no GSDevTools, no motion studio, no tuning or schema library', () => {
  const assets = join(process.cwd(), BUILD_DIR, 'assets');
  const code = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  expect(code.length).toBeGreaterThan(10_000);
  expect(code).not.toMatch(/GSDevTools/);
  expect(code).not.toMatch(/Motion studio|Copy as TypeScript|Save to source|__motion-studio/);
  // Tweakpane and its essentials plugin (class prefixes and names), and the studio's store hooks.
  expect(code).not.toMatch(/tweakpane|tp-lblv|cubicbezier|motion-studio/i);
  expect(code).not.toMatch(/--motion-/);
  // Nor the studio's data: which motion groups a screen plays (once in the route table's handles).
  expect(code).not.toMatch(/motion:\[/);
  // Nor GSAP's CustomEase while no ease of the config is drawn (scripts/build/custom-eases.ts).
  expect(needsCustomEase(motion)).toBe(false);
  expect(code).not.toMatch(/CustomEase/);
  // Nor the content's schema library: the site imports only its types (src/content/schema.ts).
  expect(code).not.toMatch(/ZodError|zod/i);
  // Nor the content editor (npm run edit), which is never part of the site.
  expect(code).not.toMatch(/decap/i);
});
