import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nginxIncludeFile } from '../../scripts/build/hosting.ts';
import { expect, test, waitForLoaderGone } from '../support/fixtures';
import { BUILD_DIR, SITE_ORIGIN } from '../support/test-env';
import { content } from '../support/content';

/** The raw HTML a crawler or a link preview gets, before any script runs. */
async function rawHtml(path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(`${SITE_ORIGIN}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const title = (screen: string) => `${screen} | ${content.site.name}`;
const pages = [
  { path: '/', h1: 'Empowering Businesses to Fly High on the Web.', title: title('Home') },
  { path: '/portfolio', h1: 'Happy Customers :', title: title('Portfolio') },
  ...content.projects.map((project) => ({
    path: `/portfolio/${project.slug}`,
    h1: project.title,
    title: title(project.title),
  })),
  { path: '/services', h1: 'What We Offer :', title: title('Services') },
  {
    path: '/about',
    h1: 'Where every spark of imagination ignites innovation.',
    title: title('About'),
  },
];

for (const page of pages) {
  test(`the raw HTML of ${page.path} holds its heading, styles and share metadata`, async () => {
    const { status, html } = await rawHtml(page.path);
    expect(status).toBe(200);
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(page.h1);
    expect(html).toContain(`<title>${page.title}</title>`);
    expect(html).toMatch(/<style data-styled="true"/);
    // The loader is in the HTML too: it covers the first paint, as the spec wants.
    expect(html).toContain('data-testid="loader"');
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]+)"`).exec(html)?.[1];
    expect(meta('og:title')).toBe(page.title);
    expect(meta('description')?.length).toBeGreaterThan(50);
    expect(meta('og:description')).toBe(meta('description'));
    expect(meta('og:url')).toBe(`${SITE_ORIGIN}${page.path}`);
    // A share card is named after its page (`home`, `about`) or a project's slug, digits and hyphens too.
    expect(meta('og:image')).toMatch(
      new RegExp(`^${SITE_ORIGIN}/share/[a-z0-9]+(-[a-z0-9]+)*\\.jpg$`),
    );
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}${page.path}" />`);
    expect(html).toContain('"@type":"Organization"');
    const image = await fetch(meta('og:image') ?? '');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });
}

test('/services describes each package as a service with its offer', async () => {
  const { html } = await rawHtml('/services');
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as { '@type': string; offers?: { price: string } },
  );
  const services = blocks.filter((block) => block['@type'] === 'Service');
  expect(services.map((service) => service.offers?.price)).toEqual(
    content.packages.packages.map((pkg) => String(pkg.amount)),
  );
});

test('an unknown address answers 404 with the not-found page, kept out of search results', async () => {
  const { status, html } = await rawHtml('/no/such/page');
  expect(status).toBe(404);
  expect(html).toContain('<h1>404 Not Found</h1>');
  expect(html).toContain('<meta name="robots" content="noindex" />');
});

test('sitemap.xml and robots.txt list the pages from the route table', async () => {
  const sitemap = await rawHtml('/sitemap.xml');
  const locations = [...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(pages.map((page) => `${SITE_ORIGIN}${page.path}`));
  const robots = await rawHtml('/robots.txt');
  expect(robots.html).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
});

test('the web app manifest and its icons are served', async () => {
  const manifest = (await (await fetch(`${SITE_ORIGIN}/manifest.webmanifest`)).json()) as {
    name: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest.name).toBe(content.site.name);
  expect(manifest.icons.map((icon) => icon.purpose)).toContain('maskable');
  for (const icon of manifest.icons) {
    expect((await fetch(`${SITE_ORIGIN}${icon.src}`)).status).toBe(200);
  }
});

test('hosting headers: security on every page, immutable caching of hashed assets', async ({
  page,
}) => {
  const { headers } = await rawHtml('/about');
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+/);
  expect(csp).not.toContain("'unsafe-eval'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  expect((await rawHtml('/nope')).headers.get('strict-transport-security')).toBe(
    'max-age=63072000; includeSubDomains',
  );
  expect((await rawHtml('/nope')).headers.get('content-security-policy')).toBe(csp);
  // Pages revalidate on every visit (a deploy never strands a page on chunks that are gone).
  expect(headers.get('cache-control')).toBe('no-cache');
  // The hosting rules are for the host, not for visitors.
  expect((await rawHtml('/_headers')).status).toBe(404);

  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.url().endsWith('.js')) {
      scripts.push(response.headers()['cache-control'] ?? '');
    }
  });
  await page.goto('/');
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts)).toEqual(new Set(['public, max-age=31536000, immutable']));
});

test('no page reports a Content-Security-Policy violation', async ({ page }) => {
  // Seven full page loads, each waiting for its loader: more than one test's time on a busy runner.
  test.slow();
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  for (const path of [...pages.map((entry) => entry.path), '/nope']) {
    await page.goto(path);
    await waitForLoaderGone(page);
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    expect(violations, path).toEqual([]);
  }
});

test('no source map is served or pointed at; the maps are kept outside the site', async () => {
  const files = (await readdir(BUILD_DIR, { recursive: true })).map(String);
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  for (const file of files.filter((name) => /\.(js|css|html)$/.test(name))) {
    expect(await readFile(join(BUILD_DIR, file), 'utf8'), file).not.toContain('sourceMappingURL');
  }
  const script = files.find((file) => /^assets[\\/]main-[\w-]+\.js$/.test(file)) ?? '';
  expect((await fetch(`${SITE_ORIGIN}/${script.replace(/\\/g, '/')}.map`)).status).toBe(404);
  const kept = (await readdir(`${BUILD_DIR}-sourcemaps`, { recursive: true })).map(String);
  expect(kept).toContain(`${script}.map`);
});

test('the nginx example sends the same Strict-Transport-Security, two years, from the build', async () => {
  const nginx = await readFile('docs/hosting/nginx.conf', 'utf8');
  expect(nginx).not.toContain('add_header Strict-Transport-Security');
  expect(nginx).toContain('include /var/www/skyward-labs/dist-nginx/headers.conf;');
  expect(await readFile(nginxIncludeFile(BUILD_DIR), 'utf8')).toContain(
    'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;',
  );
});
