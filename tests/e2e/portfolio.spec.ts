import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test, waitForLoaderGone } from '../support/fixtures';
import { content } from '../support/content';

const { projects } = content;
const [first] = projects;
const last = projects.at(-1);
if (!first || !last) throw new Error('src/content/data/projects/ holds no project');

test('"Happy Customers :" shows a card per project with its title and category', async ({
  readPage,
}) => {
  const page = await readPage('/portfolio');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Happy Customers :');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(projects.length);
  for (const [index, project] of projects.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAccessibleName(project.title);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(project.title);
    await expect(card.getByText(project.category, { exact: true })).toBeVisible();
  }
});

test('each card image links to the live site in a new tab, safely, with a clear name', async ({
  readPage,
}) => {
  const page = await readPage('/portfolio');
  for (const project of projects) {
    const card = page.getByRole('article', { name: project.title });
    const link = card.getByRole('link', {
      name: `Visit the ${project.title} website (opens in a new tab)`,
      exact: true,
    });
    await expect(link).toHaveAttribute('href', project.link);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The image inside is sized, and its meaning is the link's name.
    const image = link.locator('img');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
  }
});

test('clicking a card image opens the customer site in a new tab', async ({ page, context }) => {
  // The customer's site is answered locally: nothing reaches the internet.
  await context.route(`${first.link}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<title>${first.title} (test double)</title>`,
    }),
  );
  await openPage(page, '/portfolio');
  const popupOpened = context.waitForEvent('page');
  await page
    .getByRole('link', { name: `Visit the ${first.title} website (opens in a new tab)` })
    .click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(first.link);
  await expect(page).toHaveURL(/\/portfolio$/);
});

for (const project of projects) {
  test(`"More" opens /portfolio/${project.slug}`, async ({ page }) => {
    await openPage(page, '/portfolio');
    const more = page
      .getByRole('article', { name: project.title })
      .getByRole('link', { name: `More about ${project.title}`, exact: true });
    // Seen as "More"; read out (and crawled) as "More about <project>".
    expect(await more.evaluate((link) => link.firstChild?.textContent)).toBe('More');
    await expect(more).toHaveText(`More about ${project.title}`);
    await expect(more).toHaveAttribute('href', `/portfolio/${project.slug}`);
    await more.click();
    await expect(page).toHaveURL(`/portfolio/${project.slug}`);
    await waitForLoaderGone(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  });
}

test('keyboard: Tab from the card image to "More", Enter opens the project', async ({ page }) => {
  await openPage(page, '/portfolio');
  const card = page.getByRole('article', { name: last.title });
  await card
    .getByRole('link', { name: `Visit the ${last.title} website (opens in a new tab)` })
    .focus();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('link', { name: `More about ${last.title}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/portfolio/${last.slug}`);
  await waitForLoaderGone(page);
  // The new page's heading takes the focus.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('card images grow on hover, and stay still under reduced motion', async ({ page }) => {
  await openPage(page, '/portfolio');
  const image = page
    .getByRole('link', { name: `Visit the ${first.title} website (opens in a new tab)` })
    .locator('img');
  await image.hover();
  await expect.poll(() => image.evaluate((el) => getComputedStyle(el).transform)).not.toBe('none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(() => image.evaluate((el) => getComputedStyle(el).transform)).toBe('none');
});

test('/portfolio has no axe violations', async ({ readPage }) => {
  const page = await readPage('/portfolio');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
