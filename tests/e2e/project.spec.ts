import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test, waitForLoaderGone } from '../support/fixtures';
import { content } from '../support/content';

const { projects, site } = content;
const { backToPortfolio } = content.portfolio.projectPage;

const SECTIONS = [
  'Description',
  'Understanding Requirements',
  'Development Process',
  'Final Product',
] as const;

for (const project of projects) {
  test.describe(`/portfolio/${project.slug}`, () => {
    const path = `/portfolio/${project.slug}`;

    test('shows the title, the category and the four chapters in order', async ({ readPage }) => {
      const page = await readPage(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
      await expect(page).toHaveTitle(`${project.title} | ${site.name}`);
      await expect(page.getByText(project.category, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        ...SECTIONS,
      ]);
      for (const heading of SECTIONS) {
        const section = page.getByRole('region', { name: heading, exact: true });
        await expect(section).toHaveCount(1);
      }
      const description = page.getByRole('region', { name: 'Description' });
      expect(await description.locator('p').count()).toBeGreaterThan(0);
      const process = page.getByRole('region', { name: 'Development Process' });
      expect(await process.locator('p').count()).toBeGreaterThan(0);
    });

    test('requirements: the fixed intro, then every requirement as a bullet', async ({
      readPage,
    }) => {
      const page = await readPage(path);
      const section = page.getByRole('region', { name: 'Understanding Requirements' });
      const intro = section.locator('p').first();
      await expect(intro).toContainText(/meeting with the client/);
      await expect(intro).toContainText(/10-question design questionnaire/);
      const bullets = section.getByRole('list').getByRole('listitem');
      await expect(bullets).toHaveCount(project.requirements.length);
      for (const text of await bullets.allTextContents()) expect(text.trim()).not.toBe('');
    });

    test('final product: the card title and three sized, lazy images', async ({ page }) => {
      await openPage(page, path);
      const section = page.getByRole('region', { name: 'Final Product' });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        project.finalProduct.cardTitle,
      );
      const images = section.getByRole('img');
      await expect(images).toHaveCount(3);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('alt', /\S/);
        await expect(image).toHaveAttribute('width', /^\d+$/);
        await expect(image).toHaveAttribute('height', /^\d+$/);
        await expect(image).toHaveAttribute('loading', 'lazy');
      }
      // They load once scrolled to.
      const last = images.last();
      await last.scrollIntoViewIfNeeded();
      await expect
        .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });

    test('"Visit Now" opens the customer site in a new tab', async ({ page, context }) => {
      await openPage(page, path);
      // The customer's site is answered locally: nothing reaches the internet.
      await context.route(`${project.link}**`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<title>Customer site (test double)</title>',
        }),
      );
      const visit = page.getByRole('link', { name: /^Visit Now/ });
      await expect(visit).toHaveCount(1);
      await expect(visit).toHaveAccessibleName(/opens in a new tab/);
      await expect(visit).toHaveText('Visit Now');
      await expect(visit).toHaveAttribute('href', project.link);
      await expect(visit).toHaveAttribute('target', '_blank');
      await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
      const popupOpened = context.waitForEvent('page');
      await visit.click();
      const popup = await popupOpened;
      await expect(popup).toHaveURL(project.link);
      await expect(page).toHaveURL(`/portfolio/${project.slug}`);
    });

    test('a link leads back to the portfolio', async ({ page }) => {
      await openPage(page, path);
      await page.getByRole('main').getByRole('link', { name: backToPortfolio }).click();
      await expect(page).toHaveURL('/portfolio');
      await waitForLoaderGone(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Happy Customers :');
    });

    test('has no axe violations', async ({ readPage }) => {
      const page = await readPage(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
}
