import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseHeaders } from '../../scripts/build/hosting.mjs';
import { startNginx } from '../../scripts/engines/nginx.mjs';
import { expect, test } from '../support/fixtures';
import { BUILD_DIR, SITE_ORIGIN } from '../support/test-env';

/** nginx with the shipped docs/hosting/nginx.conf, serving the build under test (issue 24). */
const NGINX_PORT = 4278;

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function get(origin: string, path: string): Promise<Answer> {
  const response = await fetch(origin + path, {
    redirect: 'manual',
    headers: { 'accept-encoding': 'gzip' },
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

test.describe('the shipped nginx config serves the site as `npm run serve` does', () => {
  test.describe.configure({ mode: 'serial' });
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;

  test.beforeAll(async () => {
    // The build's own policy names the EmailJS origin it calls; the config is told the same, as its
    // header comment tells a deployer to do.
    const built = await readFile(join(BUILD_DIR, '_headers'), 'utf8');
    const connectSrc = /connect-src [^;]+/.exec(built)?.[0];
    nginx = await startNginx(BUILD_DIR, { port: NGINX_PORT, connectSrc });
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('every header of public/_headers, caching, gzip, redirects and not-found answers match', async () => {
    const origin = nginx?.origin ?? '';
    const rules = parseHeaders(await readFile(join(BUILD_DIR, '_headers'), 'utf8'));
    const index = await readFile(join(BUILD_DIR, 'index.html'), 'utf8');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
    const style = /href="(\/assets\/[^"]+\.css)"/.exec(index)?.[1];
    expect(script, 'a hashed script in index.html').toBeTruthy();
    const paths = [
      '/',
      '/about',
      '/services',
      '/portfolio',
      '/portfolio/alphabeads',
      '/aptiz',
      '/favicon.svg',
      script ?? '',
      ...(style ? [style] : []),
      '/nope',
      '/about/',
      '/_headers',
      '/_redirects',
    ];
    for (const path of paths) {
      const [served, shipped] = await Promise.all([get(SITE_ORIGIN, path), get(origin, path)]);
      const where = `${path} (npm run serve: ${served.status}, nginx: ${shipped.status})`;
      expect(shipped.status, where).toBe(served.status);
      // Every rule of _headers that applies to the path, with the same value from both servers.
      for (const rule of rules) {
        const prefix = rule.path.replace(/\*$/, '');
        if (!path.startsWith(prefix)) continue;
        for (const { key, value } of rule.headers) {
          expect.soft(served.headers.get(key), `${key} of ${path} from npm run serve`).toBe(value);
          expect.soft(shipped.headers.get(key), `${key} of ${path} from nginx`).toBe(value);
        }
      }
      for (const key of ['cache-control', 'content-encoding']) {
        expect.soft(shipped.headers.get(key), `${key} of ${where}`).toBe(served.headers.get(key));
      }
      if (served.status === 301) {
        const target = (answer: Answer, base: string) =>
          new URL(answer.headers.get('location') ?? '', base).pathname;
        expect
          .soft(target(shipped, origin), `redirect of ${path}`)
          .toBe(target(served, SITE_ORIGIN));
      } else {
        expect
          .soft(shipped.headers.get('content-type')?.split(';')[0], `content-type of ${where}`)
          .toBe(served.headers.get('content-type')?.split(';')[0]);
        expect.soft(shipped.body, `body of ${where}`).toBe(served.body);
      }
    }
  });

  test('what the spec and the config promise, from nginx', async () => {
    const origin = nginx?.origin ?? '';
    const page = await get(origin, '/');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const index = await readFile(join(BUILD_DIR, 'index.html'), 'utf8');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(index)?.[1] ?? '';
    const asset = await get(origin, script);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    const trailing = await get(origin, '/about/');
    expect(trailing.status).toBe(301);
    expect(new URL(trailing.headers.get('location') ?? '', origin).pathname).toBe('/about');
    const missing = await get(origin, '/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toBe(await readFile(join(BUILD_DIR, '404.html'), 'utf8'));
    for (const hidden of ['/_headers', '/_redirects'])
      expect((await get(origin, hidden)).status).toBe(404);
    // Every answer carries the policy, a redirect's too.
    expect(trailing.headers.get('x-frame-options')).toBe('DENY');
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
