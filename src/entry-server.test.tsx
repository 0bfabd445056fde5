import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { createRouter, HYDRATION_DATA_ID, readPrerenderedPage } from '@/app/router';
import { routes } from '@/app/routes';
import { paths } from '@/config/paths';
import { projects } from '@/content/projects';
import { headTags, prerenderPaths, render, siteFiles } from './entry-server';

const NOT_FOUND = '/404';

/** Every screen's chunk loader in the route table. */
const lazyLoads = (list: readonly RouteObject[]): (() => unknown)[] =>
  list.flatMap(({ lazy, children }) => [
    ...(typeof lazy === 'function' ? [lazy] : []),
    ...lazyLoads(children ?? []),
  ]);

describe('prerender', () => {
  // The screens' code, imported once before the tests, as the prerender has it after its first page.
  // The first page's test paid for it: 1.2-1.3 s on a quiet machine and 2.3-3.2 s on two busy cores,
  // against Vitest's 5 s for a test; 0.9-1.0 s and 1.5-3.1 s once the import is set-up.
  beforeAll(async () => {
    await Promise.all(lazyLoads(routes).map((load) => load()));
  });

  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    vi.restoreAllMocks();
  });

  it('takes every route of the table, each project once', () => {
    expect(prerenderPaths()).toEqual([
      '/',
      '/portfolio',
      ...projects.map((project) => `/portfolio/${project.slug}`),
      '/services',
      '/about',
      '/aptiz',
      '/aptiz/early-access',
    ]);
  });

  it('lists the indexable pages in the sitemap, not the early-access redirects', () => {
    const files = siteFiles(prerenderPaths());
    // Home, the portfolio, each project, services and About.
    expect(files['sitemap.xml'].match(/<loc>/g)).toHaveLength(4 + projects.length);
    expect(files['sitemap.xml']).not.toContain('aptiz');
    expect(files['robots.txt']).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
  });

  it('escapes the head tags once, in text and in attributes', () => {
    const head = headTags('/', `Tom & Jerry's "<b>"`, true);
    const escaped = 'Tom &amp; Jerry&apos;s &quot;&lt;b&gt;&quot;';
    expect(head).toContain(`<title>${escaped}</title>`);
    expect(head).toContain(`<meta property="og:title" content="${escaped}" />`);
  });

  it('refuses a page whose route failed: its JSON state could not carry the error', async () => {
    await expect(render('/portfolio/no-such-project', 'http://localhost')).rejects.toThrow(
      '/portfolio/no-such-project rendered a route error',
    );
  });

  // The early-access pages leave for another site as they hydrate, which jsdom cannot do.
  const hydrated = [
    ...prerenderPaths().filter((path) => !paths.earlyAccess.some((early) => early === path)),
    NOT_FOUND,
  ];
  it.each(hydrated)('%s renders its screen and hydrates without a warning', async (path) => {
    const page = await render(path, 'http://localhost');
    expect(page.html).toContain('<h1');
    expect(page.head).toContain('og:title');
    window.history.replaceState(null, '', path);
    document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${HYDRATION_DATA_ID}">${JSON.stringify({ path, state: page.state })}</script>`;
    // Browsers mute a <video muted> as they parse it; jsdom leaves the property false.
    for (const video of document.querySelectorAll('video'))
      video.muted = video.hasAttribute('muted');
    const problems = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    const prerendered = readPrerenderedPage();
    expect(prerendered?.path).toBe(path);
    const { router, hydrate } = await createRouter(prerendered);
    expect(hydrate).toBe(true);
    const container = document.getElementById('root') as HTMLElement;
    await act(async () => {
      root = hydrateRoot(container, <App router={router} />, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
      await Promise.resolve();
    });
    for (const spy of problems) expect(spy).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe(
      new DOMParser().parseFromString(page.html, 'text/html').querySelector('h1')?.textContent,
    );
  });
});
