import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { motion } from '../../src/motion/motion.config';
import { waitForRunning } from '../support/rotation';
import { expect, openPage, test } from '../support/fixtures';
import { content } from '../support/content';

const { tabRotationMs, testimonialRotationMs, testimonialHideDelayMs } = motion.about;
const { whoWeAre, testimonials, team, approach, faq } = content.about;
const tabNames = whoWeAre.tabs.map((tab) => tab.label);

/** Opens /about on Playwright's clock, then stops time: every timer from here on runs only when told. */
async function openAboutOnClock(page: Page) {
  await page.clock.install();
  await openPage(page, '/about');
  // Time stops only once the page has finished loading: work the load schedules on frames (GSAP's
  // ScrollTrigger refresh after the load event, Lenis's frame flags) must not be left frozen to fire
  // in the middle of a test, when the clock next runs, and move the page under the pointer.
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.evaluate(() => document.fonts.ready);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const carousel = (page: Page) => page.getByRole('region', { name: testimonials.heading });
const tabsBlock = (page: Page) => page.getByRole('region', { name: whoWeAre.heading });

const rotationControl = (page: Page, subject: RegExp) =>
  page.getByRole('button', { name: subject });

/**
 * Points at `target` (click or hover) with it in the middle of the viewport, and nowhere else. A
 * rotating block holds while it is off screen, so where the page sits is part of what is tested: the
 * test places it, and Playwright must not move it. Left to itself, Playwright scrolls an element it
 * finds under the fixed navbar to the bottom edge, and every retry of an action (a button still easing
 * out of its hover lift reads as "not stable") scrolls it again, alternately to the bottom edge and the
 * top; either leaves the block below off screen, and the rotation then holds for that reason, not the
 * one tested.
 */
async function pointAt(target: Locator, action: 'click' | 'hover') {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await target[action]({ scroll: 'none' });
}

test('about: every heading, tab, quote, member, step and question of the content', async ({
  readPage,
}) => {
  const page = await readPage('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Where every spark of imagination ignites innovation.',
  );
  await expect(page.getByRole('heading', { name: whoWeAre.heading, level: 2 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(tabNames);
  await expect(page.getByTestId('testimonial')).toHaveCount(testimonials.items.length);
  await expect(page.getByTestId('team-member')).toHaveCount(team.members.length);
  await expect(page.getByTestId('team-member').locator('h3')).toHaveText(
    team.members.map((member) => member.name),
  );
  await expect(page.getByTestId('team-member').locator('h3 + p')).toHaveText(
    team.members.map((member) => member.role),
  );
  await expect(page.getByRole('heading', { name: team.heading, level: 2 })).toBeVisible();
  const steps = page.getByRole('region', { name: approach.heading });
  await expect(steps.getByRole('heading', { level: 3 })).toHaveText(
    approach.steps.map((step) => step.title),
  );
  const questions = page.getByRole('region', { name: faq.heading });
  await expect(questions.getByRole('button')).toHaveText(faq.items.map((item) => item.question));
  // The footer is static on /about (spec §2 Shell).
  await expect(page.getByRole('contentinfo')).toHaveCSS('position', 'static');
});

test('about: each testimonial names a well-known figure and where the words come from', async ({
  readPage,
}) => {
  const page = await readPage('/about');
  const slides = page.getByTestId('testimonial');
  for (const [index, item] of testimonials.items.entries()) {
    await expect(slides.nth(index).locator('blockquote')).toHaveText(item.quote);
    await expect(slides.nth(index).locator('figcaption strong')).toHaveText(item.author);
    await expect(slides.nth(index).locator('cite')).toHaveText(item.source);
  }
});

test('about tabs rotate every 10000 ms; a click selects a tab and restarts the timer', async ({
  page,
}) => {
  await openAboutOnClock(page);
  await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
  const section = tabsBlock(page);
  await pointAt(tab(page, 'Mission'), 'click');
  await expect(tab(page, 'Mission')).toHaveAttribute('aria-selected', 'true');
  await waitForRunning(tabsBlock(page), page);
  // A fresh slot from here, whatever the wait took.
  await pointAt(tab(page, 'Mission'), 'click');
  const highlight = () => section.evaluate((el) => el.style.getPropertyValue('--highlight'));
  expect(await highlight()).toBe('#7C5CFF');
  await page.clock.runFor(tabRotationMs - 1);
  await expect(tab(page, 'Mission')).toHaveAttribute('aria-selected', 'true');
  await page.clock.runFor(1);
  await expect(tab(page, 'Story')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Story');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(
    whoWeAre.tabs[1]?.heading ?? '',
  );
  expect(await highlight()).toBe('#FF7A59');

  // Half-way through Story's slot the visitor picks Philosophy: it gets a full 10 s.
  await page.clock.runFor(tabRotationMs / 2);
  await pointAt(tab(page, 'Philosophy'), 'click');
  await page.clock.runFor(tabRotationMs - 1);
  await expect(tab(page, 'Philosophy')).toHaveAttribute('aria-selected', 'true');
  expect(await highlight()).toBe('#2ED8A7');
  await page.clock.runFor(1);
  await expect(tab(page, 'Mission')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
});

test('about tabs by keyboard: arrows, Home and End select; focus inside holds the rotation', async ({
  page,
}) => {
  await openAboutOnClock(page);
  await rotationControl(page, /the rotation of the tabs/).focus();
  await page.keyboard.press('Tab');
  await expect(tab(page, 'Mission')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Story')).toBeFocused();
  await expect(tab(page, 'Story')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab(page, 'Philosophy')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Mission')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Philosophy')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(page, 'Mission')).toHaveAttribute('aria-selected', 'true');
  // Only the selected tab is in the Tab order; the next stop is its panel.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();

  await page.clock.runFor(tabRotationMs * 3);
  await expect(tab(page, 'Mission')).toHaveAttribute('aria-selected', 'true');

  // Focus leaves the block: the rotation goes on.
  await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
  await pointAt(page.getByRole('heading', { name: 'Who are we?' }), 'click');
  await waitForRunning(tabsBlock(page), page);
  await page.clock.runFor(tabRotationMs);
  await expect(tab(page, 'Story')).toHaveAttribute('aria-selected', 'true');
});

test('about tabs: the visible control pauses and plays; hovering the panel holds it', async ({
  page,
}) => {
  await openAboutOnClock(page);
  // The block on screen (a rotation holds while it is not).
  await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
  const control = rotationControl(page, /the rotation of the tabs/);
  await expect(control).toHaveAccessibleName('Pause the rotation of the tabs');
  await pointAt(control, 'click');
  await expect(control).toHaveAccessibleName('Play the rotation of the tabs');
  await page.clock.runFor(tabRotationMs * 3);
  await expect(tab(page, 'Mission')).toHaveAttribute('aria-selected', 'true');
  await pointAt(control, 'click');
  await expect(control).toHaveAccessibleName('Pause the rotation of the tabs');
  await waitForRunning(tabsBlock(page), page);
  await page.clock.runFor(tabRotationMs);
  await expect(tab(page, 'Story')).toHaveAttribute('aria-selected', 'true');

  await pointAt(page.getByRole('tabpanel'), 'hover');
  await page.clock.runFor(tabRotationMs * 3);
  await expect(tab(page, 'Story')).toHaveAttribute('aria-selected', 'true');
  await pointAt(page.getByRole('heading', { name: 'Who are we?' }), 'hover');
  await waitForRunning(tabsBlock(page), page);
  await page.clock.runFor(tabRotationMs);
  await expect(tab(page, 'Philosophy')).toHaveAttribute('aria-selected', 'true');
});

test('testimonials: shown for 3000 ms, hidden, and the next at 4000 ms; hover and the control hold them', async ({
  page,
}) => {
  await openAboutOnClock(page);
  const slides = page.getByTestId('testimonial');
  await slides.nth(0).scrollIntoViewIfNeeded();
  await pointAt(page.getByRole('button', { name: /Quote 1/ }), 'click');
  await waitForRunning(carousel(page), page);
  // A fresh slot from here, whatever the wait took.
  await pointAt(page.getByRole('button', { name: /Quote 1/ }), 'click');
  await expect(slides.nth(0)).toHaveAttribute('data-state', 'shown');
  await expect(slides.nth(0)).toBeVisible();
  await expect(slides.nth(1)).toBeHidden();
  await page.clock.runFor(testimonialHideDelayMs - 1);
  await expect(slides.nth(0)).toHaveAttribute('data-state', 'shown');
  await page.clock.runFor(1);
  await expect(slides.nth(0)).toHaveAttribute('data-state', 'hiding');
  await page.clock.runFor(testimonialRotationMs - testimonialHideDelayMs);
  await expect(slides.nth(1)).toHaveAttribute('data-state', 'shown');
  await expect(slides.nth(0)).toBeHidden();
  // One slot at a time (each next timer is set when React has rendered the previous change), through
  // every quote of the content and back to the first.
  const quotes = testimonials.items.length;
  await expect(slides).toHaveCount(quotes);
  for (let next = 2; next <= quotes; next += 1) {
    await page.clock.runFor(testimonialRotationMs);
    await expect(slides.nth(next % quotes)).toHaveAttribute('data-state', 'shown');
  }

  await pointAt(slides.nth(0), 'hover');
  await expect(carousel(page)).toHaveAttribute('data-rotation', 'paused');
  await page.clock.runFor(testimonialRotationMs * 3);
  await expect(slides.nth(0)).toHaveAttribute('data-state', 'shown');
  // Off the quote, still on screen (a rotation holds while its block is off screen).
  await pointAt(page.getByRole('heading', { name: testimonials.heading }), 'hover');
  await waitForRunning(carousel(page), page);

  const control = rotationControl(page, /the testimonials/);
  await pointAt(control, 'click');
  await expect(control).toHaveAccessibleName('Play the testimonials');
  await page.clock.runFor(testimonialRotationMs * 3);
  await expect(slides.nth(0)).toHaveAttribute('data-state', 'shown');
  await pointAt(control, 'click');
  await waitForRunning(carousel(page), page);
  await page.clock.runFor(testimonialRotationMs);
  await expect(slides.nth(1)).toHaveAttribute('data-state', 'shown');
});

test('under reduced motion neither the tabs nor the testimonials rotate', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openAboutOnClock(page);
  await expect(rotationControl(page, /the rotation of the tabs/)).toHaveAccessibleName(
    'Play the rotation of the tabs',
  );
  await page.clock.runFor(tabRotationMs * 3);
  await expect(tab(page, 'Mission')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('testimonial').nth(0)).toHaveAttribute('data-state', 'shown');
});

test('team: a tooltip on hover and on keyboard focus, Escape hides it; links open in new tabs', async ({
  page,
}) => {
  await openPage(page, '/about');
  const members = page.getByTestId('team-member');
  for (const [index, { name }] of team.members.entries()) {
    const card = members.nth(index);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
    await expect(card.getByRole('img')).toHaveAttribute('width', '800');
    await expect(card.getByRole('img')).toHaveAttribute('height', '1000');
    const links = card.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const label of ['LinkedIn', 'GitHub', 'Instagram']) {
      const link = card.getByRole('link', {
        name: `${name} on ${label} (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
  }
  const first = members.nth(0);
  const tooltip = first.getByRole('tooltip');
  await expect(tooltip).toBeHidden();
  await first.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(/interfaces/);
  await page.getByRole('heading', { name: 'Meet The Team' }).hover();
  await expect(tooltip).toBeHidden();

  const second = members.nth(1);
  await second.getByRole('link').first().focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(second.getByRole('tooltip')).toBeVisible();
  await expect(second).toHaveAccessibleDescription(await second.getByRole('tooltip').innerText());
  await page.keyboard.press('Escape');
  await expect(second.getByRole('tooltip')).toBeHidden();
  // Still dismissed while focus moves on inside the same card.
  await page.keyboard.press('Tab');
  await expect(second.getByRole('link').nth(1)).toBeFocused();
  await expect(second.getByRole('tooltip')).toBeHidden();

  // A tooltip opened by hover alone also goes with Escape, focus being elsewhere.
  await page.getByRole('heading', { level: 1 }).click();
  const third = members.nth(2);
  await third.hover();
  await expect(third.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(third.getByRole('tooltip')).toBeHidden();
});

test('FAQ: each question opens and closes on its own, by mouse and keyboard', async ({ page }) => {
  await openPage(page, '/about');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions :' });
  const questions = faq.getByRole('button');
  for (const button of await questions.all()) {
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  }
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  const answer = (index: number) => faq.getByRole('region').nth(index);
  await expect(faq.getByRole('region')).toHaveCount(1);
  await expect(answer(0)).toHaveAccessibleName(/custom website/);
  await expect(answer(0)).toBeVisible();
  await questions.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(faq.getByRole('region')).toHaveCount(1);
  await questions.nth(0).click();
  await expect(faq.getByRole('region')).toHaveCount(0);
  await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'false');
});

test('about: no axe violations with an FAQ answer open', async ({ page }) => {
  await openPage(page, '/about');
  await page.getByRole('button', { name: /budget/i }).click();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('the rotations wait until they are on screen', async ({ page }) => {
  await openAboutOnClock(page);
  // The first view is the hero line: neither block is on screen yet.
  await page.clock.runFor(tabRotationMs * 2);
  await expect(tab(page, 'Mission')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('testimonial').nth(0)).toHaveAttribute('data-state', 'shown');
  await page.getByRole('tabpanel').scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect(async () => {
    await page.clock.runFor(tabRotationMs / 10);
    await expect(tab(page, 'Story')).toHaveAttribute('aria-selected', 'true', { timeout: 100 });
  }).toPass();
});

test('a control reached by Shift+Tab is never hidden under the fixed navbar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/about');
  await page
    .getByRole('link', { name: /on Instagram/ })
    .first()
    .focus();
  const control = rotationControl(page, /the testimonials/);
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Shift+Tab');
    if (await control.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(control).toBeFocused();
  const header = await page.getByRole('banner').boundingBox();
  const box = await control.boundingBox();
  expect(box && header && box.y >= header.y + header.height).toBe(true);
});
