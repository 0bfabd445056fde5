import { describe, expect, it } from 'vitest';
import { measure, type ManifestChunk } from './check-budgets.ts';

const KB = 1024;
const manifest: Record<string, ManifestChunk> = {
  'index.html': { file: 'boot.js', css: ['entry.css'] },
  'src/main.tsx': { file: 'entry.js', imports: ['_vendor.js'], isDynamicEntry: true },
  '_vendor.js': { file: 'vendor.js' },
  'src/screens/home/home-screen.tsx': {
    file: 'home.js',
    imports: ['_vendor.js', '_shared.js'],
    isDynamicEntry: true,
  },
  'src/screens/about/about-screen.tsx': {
    file: 'about.js',
    imports: ['_vendor.js', '_shared.js'],
    isDynamicEntry: true,
  },
  '_shared.js': { file: 'shared.js' },
};
const sizes: Record<string, number> = {
  'boot.js': 1 * KB,
  'entry.js': 99 * KB,
  'vendor.js': 60 * KB,
  'home.js': 20 * KB,
  'shared.js': 10 * KB,
  'about.js': 25 * KB,
  'entry.css': 2 * KB,
};

describe('performance budgets', () => {
  it('counts home first-load JS as the entry, the app, the home screen and all they import, once each', () => {
    const [home, css, about] = measure(manifest, (file) => sizes[file] ?? 0);
    expect(home).toMatchObject({ bytes: 190 * KB, budgetKb: 184.5, ok: false });
    expect(css).toMatchObject({ bytes: 2 * KB, ok: true });
    // A route's own JS leaves out what the entry already loaded.
    expect(about).toMatchObject({ bytes: 35 * KB, budgetKb: 40, ok: true });
  });

  it("counts the CSS of the heaviest prerendered page, styled-components' sheet included", () => {
    const [, css] = measure(manifest, (file) => sizes[file] ?? 0, {
      '/index.html': 4 * KB,
      '/about/index.html': 21 * KB,
    });
    expect(css).toMatchObject({ name: 'CSS of the heaviest page (/about/index.html)', ok: false });
  });
});
