// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paths, projectPath } from '../../src/config/paths.ts';
import { previewNote, previewRoute } from './editor-preview.ts';

describe("the editor's preview pane (scripts/content/editor-preview.ts)", () => {
  it('shows each data file on the page that holds its words', () => {
    expect(previewRoute('src/content/data/about.json')).toBe(paths.about);
    expect(previewRoute('src/content/data/packages.json')).toBe(paths.services);
    expect(previewRoute('src/content/data/portfolio.json')).toBe(paths.portfolio);
    expect(previewRoute('src/content/data/home.json')).toBe(paths.home);
    expect(previewRoute('src/content/data/projects/acme-shop.json')).toBe(projectPath('acme-shop'));
  });

  it('shows no other file, and says why a page stands in for words that are not on it', () => {
    expect(previewRoute('src/content/schema.ts')).toBeUndefined();
    expect(previewRoute('src/content/data/../../../package.json')).toBeUndefined();
    expect(previewRoute('src/content/data/seo.json')).toBe(paths.home);
    expect(previewNote('src/content/data/seo.json')).toMatch(/titles and descriptions/);
    expect(previewNote('src/content/data/about.json')).toBe('');
  });
});
