// The cross-browser cases, written once and run in each browser of the run: Chromium, Gecko
// (Firefox ESR) and WebKit (WebKitGTK's MiniBrowser), against the production build served by nginx
// with the shipped docs/hosting/nginx.conf. Started by tests/browsers/run.ts (npm run test:browsers).
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, type LaunchedBrowser, type BrowserPage } from './drivers.ts';
import { motion } from '../../src/motion/motion.config';
import { content } from '../support/content';
import { outboxMessagesFrom } from '../support/outbox';
import { FAILED, HOME_BANNER, ROUTE_HEADINGS } from '../support/spec';
import { fontsReady } from '../support/waits.ts';
import { heroFitMissed } from '../support/site-steps.ts';
import {
  clickOn,
  expectScreenshot,
  open,
  run,
  scrollEnd,
  scrollToExactly,
  settle,
  specTopsMissed,
  twoFrames,
  VIEWPORT,
  waitFor,
  waitInPage,
} from './support';
import {
  aboutLog,
  armRestyleAfterResize,
  fieldsByLabel,
  focusedName,
  isFocusedOn,
  logAboutTabs,
  openDialogName,
  restyledAfterResize,
  revealTab,
  tabSelected,
} from './page-functions';

const LETS_DISCUSS = "Let's Discuss";
/** The home page's headings that reduced motion must show as they are. */
const REDUCED_MOTION_TEXTS = [
  'Empowering Businesses to Fly High on the Web.',
  'First Impressions Matter',
  'Build Credibility and Trust',
  'Boost Conversions and Growth',
  "Arrange a Free Meeting and discuss what's on your mind.",
];
const CENTRE = { x: VIEWPORT.width / 2, y: VIEWPORT.height / 2 };

async function expectSpecTopsAt(page: BrowserPage, scrolls: number[], when = ''): Promise<void> {
  expect(await specTopsMissed(page, scrolls, when)).toEqual([]);
}

/** Clicks the field labelled `label` in the open dialog and types `text` into it. */
async function fill(page: BrowserPage, label: string, text: string): Promise<void> {
  const [field] = await waitFor(page, `the field ${label}`, fieldsByLabel, [label]);
  await clickOn(page, `dialog[open] #${field?.id ?? ''}`);
  await waitFor(page, `${label} focused`, isFocusedOn, label);
  await page.type(text);
}

describe.each(run.browsers)('%s', (name) => {
  let browser: LaunchedBrowser;
  /** The same browser, launched as a visitor who asked their system for less motion. */
  let still: LaunchedBrowser;
  const pages: BrowserPage[] = [];

  beforeAll(async () => {
    browser = await launchBrowser(name);
    still = await launchBrowser(name, { reducedMotion: true });
  });
  // Each case's pages close with it (WebKitWebDriver holds one session at a time).
  afterEach(async () => {
    await Promise.allSettled(pages.splice(0).map((page) => page.close()));
  });
  afterAll(async () => {
    await Promise.allSettled([browser?.close(), still?.close()]);
  });

  async function newPage(
    from: LaunchedBrowser = browser,
    size: { width: number; height: number } = VIEWPORT,
  ): Promise<BrowserPage> {
    const page = await from.newPage(size);
    pages.push(page);
    return page;
  }

  async function expectNoErrors(page: BrowserPage): Promise<void> {
    expect(await page.errors()).toEqual([]);
  }

  test('every route shows its heading and title inside the shell after the loader, with no script or console error', async () => {
    const page = await newPage();
    for (const { path, heading, title } of ROUTE_HEADINGS) {
      await open(page, path);
      const shown = await page.evaluate(() => ({
        headings: Array.from(document.querySelectorAll('h1'), (h) => h.textContent?.trim()),
        title: document.title,
        // Inside the shell: the main navigation and the footer are on screen.
        shell: ['nav[aria-label="Main"]', 'footer'].map((selector) => {
          const element = document.querySelector(selector);
          if (!element) return false;
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
          );
        }),
      }));
      expect(shown.headings, path).toEqual([heading]);
      expect(shown.title, path).toMatch(title);
      expect(shown.shell, `${path}: navigation and footer`).toEqual([true, true]);
      // The not-found page is answered with its 404 status, which Chromium logs for the document
      // itself; nothing else may be logged.
      const notFound = `Failed to load resource: the server responded with a status of 404 (Not Found) (${run.origin}${path})`;
      expect(
        (await page.errors()).filter((error) => !(path === '/nope' && error.endsWith(notFound))),
        path,
      ).toEqual([]);
    }
  });

  /** How many lines each element matching `selector` takes. */
  const lineCounts = (page: BrowserPage, selector: string) =>
    page.evaluate(
      (css: string) =>
        Array.from(document.querySelectorAll(css), (el) =>
          Math.round(
            el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
          ),
        ),
      selector,
    );

  test("the hero's headline keeps to three lines and its call to action stays clear of the stack's heading", async () => {
    const page = await newPage();
    await open(page, '/');
    await settle(page);
    expect(await heroFitMissed(page, LETS_DISCUSS)).toEqual([]);
  });

  test("/portfolio: no project's tagline leaves a word alone on its last line", async () => {
    const page = await newPage();
    await open(page, '/portfolio');
    await page.evaluate(fontsReady);
    // Per tagline: its line count, and how many words its last line holds.
    const taglines = await page.evaluate(() =>
      Array.from(document.querySelectorAll('h2[id^="project-"] + p'), (p) => {
        const text = p.firstChild as Text;
        const range = document.createRange();
        const tops = Array.from(text.data.matchAll(/\S+/g), (word) => {
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return Math.round(range.getBoundingClientRect().top);
        });
        const last = tops[tops.length - 1];
        return {
          lines: new Set(tops).size,
          lastLineWords: tops.filter((top) => top === last).length,
        };
      }),
    );
    expect(taglines).toHaveLength(content.projects.length);
    for (const { lines, lastLineWords } of taglines) {
      if (lines > 1) expect(lastLineWords, `the last of ${lines} lines`).toBeGreaterThan(1);
    }
  });

  test('the 404 heading holds on one line in a phone-sized window', async () => {
    // 390 px wide (WebKitGTK's MiniBrowser stops at 447). Sized by the window, it wrapped in Firefox,
    // whose classic scrollbar takes 12 px of it.
    const page = await newPage(browser, { width: 390, height: 844 });
    await open(page, '/nope');
    await page.evaluate(fontsReady);
    const width = await page.evaluate(() => window.innerWidth);
    if (name === 'webkit') expect(width).toBeLessThanOrEqual(447);
    else expect(width).toBe(390);
    expect(await lineCounts(page, 'h1')).toEqual([1]);
  });

  test('the stacked cards at the spec positions (±4 px) at 0, 1000, 1800, 2000, 2400 and 2600 px; a resize at 0, 1000 or 2600 px keeps the place and the geometry', async () => {
    const page = await newPage();
    await open(page, '/');
    await expectSpecTopsAt(page, [0, 1000, 1800, 2000, 2400, 2600]);
    // A resize re-pins the stage (ScrollTrigger's refresh, after its own short delay): its inline
    // style changes. Each resize is paired with its own refresh: the page listens, before the resize,
    // for the resize event and then for the stage's first restyle after it, so a restyle from before
    // (scrolling re-enters the pin) is never taken for the refresh. At the stack's two ends and in its
    // middle: 900 → 1500 → 900 px high.
    for (const start of [0, 1000, 2600]) {
      await scrollToExactly(page, start);
      for (const height of [1500, VIEWPORT.height]) {
        await page.evaluate(armRestyleAfterResize);
        await page.resize(VIEWPORT.width, height);
        await waitInPage(page, `the refresh after the resize to ${height} px`, restyledAfterResize);
      }
      // Once the refresh's own frame has run, the page is where the visitor left it.
      await twoFrames(page);
      expect(
        await page.evaluate(() => Math.round(window.scrollY)),
        `the place kept at ${start}`,
      ).toBe(start);
      await expectSpecTopsAt(page, [start, 0, 1000, 2000, 2600], ` after the resize at ${start}`);
    }
    await expectNoErrors(page);
  });

  test('the navbar hides on a wheel down, shows again on a wheel up, plain at the top and filled from 100 px down', async () => {
    const page = await newPage();
    await open(page, '/');
    /** The header's place and its colours (computed; they transition, so polled). */
    const header = () =>
      page.evaluate(() => {
        const element = document.querySelector('header');
        if (!element) return null;
        const { top, bottom } = element.getBoundingClientRect();
        return { top, bottom, background: getComputedStyle(element).backgroundColor };
      });
    const TRANSPARENT = 'rgba(0, 0, 0, 0)';
    // With motion allowed, Lenis smooths the wheel and the custom cursor is there (what the
    // reduced-motion case expects gone).
    expect(
      await page.evaluate(() => [
        document.documentElement.classList.contains('lenis'),
        document.querySelectorAll('[data-testid="cursor"]').length,
      ]),
    ).toEqual([true, 1]);
    // At the top: on screen, and plain (no background of its own over the hero).
    const atTop = await header();
    expect(atTop?.top).toBeGreaterThanOrEqual(0);
    expect(atTop?.bottom).toBeGreaterThan(0);
    expect(atTop?.background).toBe(TRANSPARENT);
    // Down well past 10 px, where the bar hides on the way down (the spec's rule), and past 100 px,
    // where its background fills in, so that the wheel up below leaves the page 100 px down or more.
    const wheeledDown = await scrollEnd(page);
    await page.wheel(400, CENTRE.x, CENTRE.y);
    const down = await wheeledDown();
    expect(down).toBeGreaterThan(100);
    // Hidden above the viewport, its bottom border in the spec's line colour.
    await waitFor(
      page,
      'the navbar hidden',
      () => (document.querySelector('header')?.getBoundingClientRect().bottom ?? 1) <= 0,
    );
    await waitFor(
      page,
      'its bottom border in the line colour',
      (colour: string) =>
        getComputedStyle(document.querySelector('header') ?? document.body).borderBottomColor ===
        colour,
      'rgb(38, 38, 47)',
    );
    // Up a little: the bar shows again while the page is still 100 px down or more.
    const wheeledUp = await scrollEnd(page);
    await page.wheel(-60, CENTRE.x, CENTRE.y);
    const up = await wheeledUp();
    expect(up).toBeLessThan(down);
    expect(up).toBeGreaterThanOrEqual(100);
    await waitFor(
      page,
      'the navbar back',
      () => (document.querySelector('header')?.getBoundingClientRect().top ?? -1) >= 0,
    );
    // From 100 px down the bar has its filled background (plain only above that).
    await waitFor(
      page,
      'the navbar filled',
      (clear: string) =>
        getComputedStyle(document.querySelector('header') ?? document.body).backgroundColor !==
        clear,
      TRANSPARENT,
    );
    expect((await header())?.bottom).toBeGreaterThan(0);
    await expectNoErrors(page);
  });

  test(`"${LETS_DISCUSS}" opens "Get In Touch" on its first field; a valid send reaches the outbox and shows the banner, dismissible, the form reset`, async () => {
    const page = await newPage();
    await open(page, '/');
    await clickOn(page, 'button', LETS_DISCUSS);
    expect(await waitFor(page, 'the modal', openDialogName)).toBe('Get In Touch');
    await waitFor(page, 'focus on Name', isFocusedOn, 'Name');
    expect(
      await page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.placeholder ?? null,
      ),
    ).toBe('Enter Name');
    const email = `visitor-${name}@example.org`;
    await page.type('Ada Lovelace');
    await fill(page, 'Email', email);
    await fill(page, 'Project description', `A site for ${name}.`);
    await clickOn(page, 'dialog[open] button', 'Submit');
    await waitFor(
      page,
      'the success banner',
      (text: string) =>
        Array.from(document.querySelectorAll<HTMLElement>('[role="status"]')).some((el) =>
          el.innerText.replace(/\s+/g, ' ').includes(text),
        ),
      HOME_BANNER,
    );
    expect(await page.evaluate(openDialogName)).toBeNull();
    const messages = await outboxMessagesFrom(run.outbox, email);
    expect(messages).toHaveLength(1);
    const [publicKey, serviceId, templateId] = run.ids;
    expect(messages[0]).toMatchObject({
      service_id: serviceId,
      template_id: templateId,
      user_id: publicKey,
    });
    expect(messages[0]?.template_params).toEqual({
      to_email: run.contactTo,
      from_name: 'Ada Lovelace',
      from_email: email,
      message: `A site for ${name}.`,
      amount: 0,
    });
    // The banner is dismissible, and the form starts afresh.
    await clickOn(page, '[data-banner] button', 'Dismiss');
    await waitFor(page, 'the banner gone', () => document.querySelector('[data-banner]') === null);
    await clickOn(page, 'button', LETS_DISCUSS);
    await waitFor(page, 'the modal again', openDialogName);
    expect(
      (
        await waitFor(page, 'the fields', fieldsByLabel, ['Name', 'Email', 'Project description'])
      ).map((field) => field.value),
    ).toEqual(['', '', '']);
    await expectNoErrors(page);
  });

  test("a 500 answer from EmailJS shows the spec's failure and keeps what was typed", async () => {
    const page = await newPage();
    await open(page, '/');
    await clickOn(page, 'button', LETS_DISCUSS);
    await waitFor(page, 'the modal', openDialogName);
    await waitFor(page, 'focus on Name', isFocusedOn, 'Name');
    const email = `fault-500-${name}@example.org`;
    const description = 'Will fail — with ünïcödé ✓';
    await page.type('Grace Hopper');
    await fill(page, 'Email', email);
    await fill(page, 'Project description', description);
    await clickOn(page, 'dialog[open] button', 'Submit');
    expect(
      await waitFor(
        page,
        'the failure',
        () => document.querySelector('dialog[open] [role="alert"]')?.textContent?.trim() || null,
      ),
    ).toBe(FAILED);
    // The form is usable again at once (no spinner, Submit enabled), kept whole, and no banner shows.
    expect(
      await page.evaluate(() => {
        const submit = Array.from(document.querySelectorAll('dialog[open] button')).find(
          (button) => button.textContent?.replace(/\s+/g, ' ').trim() === 'Submit',
        );
        let state = 'missing';
        if (submit)
          state = submit.getAttribute('aria-disabled') === 'true' ? 'disabled' : 'enabled';
        return {
          spinners: document.querySelectorAll('dialog[open] [data-testid="spinner"]').length,
          submit: state,
          banners: document.querySelectorAll('[data-banner]').length,
        };
      }),
    ).toEqual({ spinners: 0, submit: 'enabled', banners: 0 });
    expect(
      (await page.evaluate(fieldsByLabel, ['Name', 'Email', 'Project description']))?.map(
        (field) => field.value,
      ),
    ).toEqual(['Grace Hopper', email, description]);
  });

  test('About: clicking "Story" selects it and its video advances; the rotation moves on by itself', async () => {
    const page = await newPage();
    await open(page, '/about');
    // Everything timed on the page's own clock: the click, the selections, Story's video (the second of
    // three), the rotation's holds. Then the block in view (a rotation holds while it is off screen) and
    // the click, in as few round trips as can be.
    await page.evaluate(logAboutTabs, 1);
    const story = await page.evaluate(revealTab, 'Story');
    if (!story) throw new Error('no "Story" tab');
    await page.click(story.x, story.y);
    // Left alone, the rotation moves on to Philosophy after Story's full slot: waited for on the
    // page's own record of it (bounded as before, for a rotation that never moves on).
    await waitInPage(
      page,
      'the rotation to move on to Philosophy',
      tabSelected,
      'Philosophy',
      motion.about.tabRotationMs + 5_000,
    );
    const log = await page.evaluate(aboutLog);
    if (!log) throw new Error('no log on the page');
    const seen = `on the page's clock: ${JSON.stringify(log)}`;
    // One trusted click, on Story; Story came in that click's task, not with the rotation, and the
    // rotation then moved on to Philosophy by itself (what came after, read late, is not this case's).
    expect(
      log.clicks.map((click) => click.tab),
      seen,
    ).toEqual(['Story']);
    expect(
      log.selections.slice(1, 3).map(({ name, click }) => ({ name, click })),
      seen,
    ).toEqual([
      { name: 'Story', click: 1 },
      { name: 'Philosophy', click: null },
    ]);
    const [, selectedStory, philosophy] = log.selections;
    if (!selectedStory || !philosophy) throw new Error(seen);
    // Story's slot started over with the click: Philosophy came a full slot after it.
    expect(philosophy.at - selectedStory.at, seen).toBeGreaterThanOrEqual(
      motion.about.tabRotationMs - 20,
    );
    expect(selectedStory.at - (log.clicks[0]?.at ?? Number.NaN), seen).toBeGreaterThanOrEqual(0);
    // While Story was selected its video played and its time moved on by 0.2 s or more: the sum of
    // the steps forward between its time updates (a step back is the 8 s clip looping, not counted).
    const during = log.video.filter(
      (event) => event.at >= selectedStory.at && event.at <= philosophy.at,
    );
    expect(
      during.some((event) => event.type === 'playing'),
      `Story's video playing; ${seen}`,
    ).toBe(true);
    const times = during
      .filter((event) => event.type === 'timeupdate' || event.type === 'playing')
      .map((event) => event.time);
    const advanced = times
      .slice(1)
      .reduce((sum, time, index) => sum + Math.max(0, time - (times[index] ?? time)), 0);
    expect(advanced, `Story's video advancing; ${seen}`).toBeGreaterThan(0.2);
    await expectNoErrors(page);
  });

  test(`keyboard: Tab reaches "${LETS_DISCUSS}" and "Free Meet", Enter opens the modal (the page still, the rest inert), Escape closes it and focus returns`, async () => {
    const page = await newPage();
    await open(page, '/');
    for (const button of [LETS_DISCUSS, 'Free Meet']) {
      let reached = false;
      for (let i = 0; i < 40 && !reached; i += 1) {
        await page.press('Tab');
        reached = (await page.evaluate(focusedName)) === button;
      }
      expect(reached, `Tab reaches "${button}"`).toBe(true);
      const box = await page.evaluate(() => {
        const rect = document.activeElement?.getBoundingClientRect();
        return rect && { top: rect.top, bottom: rect.bottom, height: innerHeight };
      });
      expect(
        box !== undefined && box.bottom > 0 && box.top < box.height,
        `"${button}" in view`,
      ).toBe(true);
      await page.press('Enter');
      expect(await waitFor(page, 'the modal', openDialogName)).toBe('Get In Touch');
      await waitFor(page, 'focus on Name', isFocusedOn, 'Name');
      await waitFor(page, 'the page behind held still', () =>
        document.documentElement.classList.contains('lenis-stopped'),
      );
      // A modal <dialog> (showModal) makes everything outside it inert.
      expect(await page.evaluate(() => document.querySelectorAll('dialog:modal').length)).toBe(1);
      await page.press('Escape');
      await waitFor(
        page,
        'the modal closed',
        () => document.querySelector('dialog[open]') === null,
      );
      expect(await waitFor(page, 'focus back', focusedName)).toBe(button);
      await waitFor(
        page,
        'the page free to scroll again',
        () => !document.documentElement.classList.contains('lenis-stopped'),
      );
    }
    await expectNoErrors(page);
  });

  test('reduced motion: no smooth scrolling, no custom cursor, no pupil, the stack in the flow and every heading shown', async () => {
    const page = await newPage(still);
    await open(page, '/');
    const state = await page.evaluate(() => ({
      reduce: matchMedia('(prefers-reduced-motion: reduce)').matches,
      lenis: document.documentElement.classList.contains('lenis'),
      cursor: document.querySelectorAll('[data-testid="cursor"]').length,
      pins: document.querySelectorAll('.pin-spacer').length,
      pupils: document.querySelectorAll('[data-testid="eye-pupil"]').length,
      cards: Array.from(document.querySelectorAll('[data-testid="stack-card"]'), (card) => {
        const box = card.getBoundingClientRect();
        return {
          top: box.top + window.scrollY,
          bottom: box.bottom + window.scrollY,
          opacity: getComputedStyle(card).opacity,
        };
      }),
    }));
    expect(state).toMatchObject({ reduce: true, lenis: false, cursor: 0, pins: 0, pupils: 0 });
    expect(state.cards).toHaveLength(3);
    expect(
      state.cards.map((card) => card.opacity),
      'every card fully shown',
    ).toEqual(['1', '1', '1']);
    for (let i = 1; i < state.cards.length; i += 1) {
      expect(state.cards[i]!.top, `card ${i + 1} below card ${i}`).toBeGreaterThanOrEqual(
        state.cards[i - 1]!.bottom,
      );
    }
    // The browser's own scrolling: no script smooths the page, and the page asks for none.
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).not.toBe('smooth');
    // Everything is shown as it is: each text, brought into view, fully opaque up to the page.
    expect(
      await page.evaluate((texts: string[]) => {
        const elements = Array.from(document.querySelectorAll('h1, h2, h3'));
        return texts.map((text) => {
          const element = elements.find((el) => el.textContent?.trim() === text);
          if (!element) return `${text}: missing`;
          element.scrollIntoView({ block: 'center', behavior: 'instant' });
          const box = element.getBoundingClientRect();
          if (box.bottom <= 0 || box.top >= innerHeight) return `${text}: not in view`;
          for (let node: Element | null = element; node; node = node.parentElement) {
            if (getComputedStyle(node).opacity !== '1') return `${text}: faded`;
          }
          return 'shown';
        });
      }, REDUCED_MOTION_TEXTS),
    ).toEqual(REDUCED_MOTION_TEXTS.map(() => 'shown'));
    await scrollToExactly(page, 0);
    const wheeled = await scrollEnd(page);
    await page.wheel(400, CENTRE.x, CENTRE.y);
    expect(await wheeled()).toBeGreaterThan(0);
    // The pointer over the page (the wheel turn) brings no cursor either.
    expect(
      await page.evaluate(() => [
        document.documentElement.classList.contains('lenis'),
        document.querySelectorAll('[data-testid="cursor"]').length,
      ]),
    ).toEqual([false, 0]);
    await expectNoErrors(page);
  });

  describe('looks as its own baseline', () => {
    test('home at the top', async () => {
      const page = await newPage();
      await open(page, '/');
      await settle(page);
      await expectScreenshot(page, name, 'home-top');
    });

    test('home with the stack at 2000 px', async () => {
      const page = await newPage();
      await open(page, '/');
      await scrollToExactly(page, 2000);
      await settle(page);
      await expectScreenshot(page, name, 'home-2000');
    });

    for (const [path, shot] of [
      ['/about', 'about-top'],
      ['/services', 'services-top'],
      ['/this-page-does-not-exist', 'not-found'],
    ] as const) {
      test(`${path} at the top (reduced motion)`, async () => {
        const page = await newPage(still);
        await open(page, path);
        await settle(page);
        await expectScreenshot(page, name, shot);
      });
    }
  });
});
