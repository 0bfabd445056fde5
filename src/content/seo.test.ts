import { describe, expect, it } from 'vitest';
import { formatAmount, packages } from './packages';
import { projects } from './projects';
import { filled } from './seo';

describe('the search and link-preview texts', () => {
  it('make {projects}, {packages} and {lowestPrice} from the data, so they never go stale', () => {
    const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
    const text = filled('Work: {projects}. Packages: {packages}, from {lowestPrice}.');
    for (const title of [...titles(projects), ...titles(packages)]) expect(text).toContain(title);
    expect(text).toContain(formatAmount(Math.min(...packages.map((pkg) => pkg.amount))));
    expect(text).not.toMatch(/[{}]/);
    // Listed as a sentence lists them: commas, then "and" before the last.
    const last = projects.at(-1)?.title ?? '';
    if (projects.length > 1) expect(text).toContain(` and ${last}.`);
  });
});
