// @vitest-environment node
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecaptchaSiteKey } from '../../src/config/recaptcha-key.ts';
import {
  createSiteServer,
  isHostingRuleFile,
  listenOnFreePort,
  nginxHeaders,
  nginxIncludeFile,
  parseHeaders,
  recaptchaEnabled,
  requestPath,
  writeHostingFiles,
} from './hosting.ts';

const RULE_FILE_SPELLINGS = [
  '/_headers',
  '/_redirects',
  '/%5Fheaders',
  '/%5fredirects',
  '/_%68eaders',
  '/_HEADERS',
  '/x/../_headers',
  '/x/%2E%2E/_headers',
  '/x%2F..%2F_headers',
  '//_headers',
  '/./_redirects',
];

/** Paths that cannot name a file: a bad escape, a NUL, a step above the root (nginx: 400). */
const NOT_PATHS = ['/%E0%A4%A', '/%zz', '/_headers%00', '/%00', '/x/../../etc/passwd', '/..'];

describe('isHostingRuleFile', () => {
  it('knows the rule files under every spelling the file system would read as them', () => {
    for (const path of RULE_FILE_SPELLINGS) expect(isHostingRuleFile(path), path).toBe(true);
  });

  it('leaves every other path alone', () => {
    for (const path of [
      '/',
      '/about',
      '/_headers.txt',
      '/x/_headers',
      '/headers',
      '/assets/_redirects-1.js',
    ])
      expect(isHostingRuleFile(path), path).toBe(false);
  });
});

describe('requestPath', () => {
  it('reads a path as nginx does: decoded, dot steps resolved, slashes merged', () => {
    expect(requestPath('/')).toBe('/');
    expect(requestPath('/about/')).toBe('/about/');
    expect(requestPath('//about//')).toBe('/about/');
    expect(requestPath('/x/../_headers')).toBe('/_headers');
    expect(requestPath('/%C3%A9t%C3%A9')).toBe('/été');
    for (const path of NOT_PATHS) expect(requestPath(path), path).toBeNull();
  });
});

describe('npm run serve (createSiteServer)', () => {
  let dir = '';
  let origin = '';
  let server: Server | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'site-'));
    await mkdir(join(dir, 'assets'));
    await copyFile('public/_headers', join(dir, '_headers'));
    await copyFile('public/_redirects', join(dir, '_redirects'));
    await writeFile(join(dir, 'index.html'), '<h1>Home</h1>');
    await writeFile(join(dir, '404.html'), '<h1>404 Not Found</h1>');
    await writeFile(join(dir, 'assets', 'app-abc123.js'), 'console.log(1);');
    await mkdir(join(dir, 'about'));
    await writeFile(join(dir, 'about', 'index.html'), '<h1>About</h1>');
    server = await createSiteServer(dir);
    origin = await listenOnFreePort(server);
  });

  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    await rm(dir, { recursive: true, force: true });
  });

  interface Answer {
    status: number;
    cacheControl: string | undefined;
    headers: IncomingHttpHeaders;
    body: string;
  }

  /** A raw request (GET unless said), so the path goes as written (fetch would normalise it). */
  const get = (path: string, method = 'GET', headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const { hostname, port } = new URL(origin);
      request({ host: hostname, port, path, method, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cacheControl: response.headers['cache-control'],
            headers: response.headers,
            body,
          }),
        );
      })
        .on('error', reject)
        .end();
    });

  it('caches a hashed asset for good, but a missing one never', async () => {
    expect((await get('/assets/app-abc123.js')).cacheControl).toBe(
      'public, max-age=31536000, immutable',
    );
    const missing = await get('/assets/app-gone99.js');
    expect(missing.status).toBe(404);
    expect(missing.cacheControl).toBe('no-cache');
    expect(missing.body).toContain('404 Not Found');
  });

  it('caches for good only a successful answer: a redirect or an error under /assets/ revalidates', async () => {
    const redirect = await get('/assets/foo/');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/assets/foo');
    expect(redirect.cacheControl).toBe('no-cache');
    const pastTheEnd = await get('/assets/app-abc123.js', 'GET', { range: 'bytes=999-' });
    expect(pastTheEnd.status).toBe(416);
    expect(pastTheEnd.cacheControl).toBe('no-cache');
    const notAllowed = await get('/assets/app-abc123.js', 'POST');
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.cacheControl).toBe('no-cache');
    const part = await get('/assets/app-abc123.js', 'GET', { range: 'bytes=0-6' });
    expect(part).toMatchObject({
      status: 206,
      body: 'console',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const etag = (await get('/assets/app-abc123.js')).headers.etag ?? '';
    const unchanged = await get('/assets/app-abc123.js', 'GET', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.cacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('redirects once, keeping the query, and serves a page file as itself', async () => {
    const trailing = await get('/about/?x=1&y=%C3%A9');
    expect(trailing.status).toBe(301);
    expect(trailing.headers.location).toBe('/about?x=1&y=%C3%A9');
    for (const path of ['/about', '/about/index.html', '/about?x=1']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toBe('<h1>About</h1>');
    }
    // The absolute form of a target, as a proxy sends it, names the same page.
    expect((await get(`http://example.com/about?x=1`)).body).toBe('<h1>About</h1>');
    expect((await get('http://example.com')).body).toBe('<h1>Home</h1>');
    for (const path of ['/about.html', '/index', '/about/index']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it('answers 405 to every method but GET and HEAD, naming those two', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      for (const path of ['/', '/about', '/nope']) {
        const answer = await get(path, method);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
        expect(answer.body, `${method} ${path}`).toBe('Method Not Allowed\n');
      }
    }
    const head = await get('/about', 'HEAD');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect((await get('/nope', 'HEAD')).status).toBe(404);
  });

  it('answers 400 to a path that is not one, 404 to a name too long, and never shows a stack trace', async () => {
    const logged: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = (chunk: string) => {
      logged.push(String(chunk));
      return true;
    };
    try {
      for (const path of NOT_PATHS) {
        const answer = await get(path);
        expect(answer.status, path).toBe(400);
        expect(answer.body, path).toBe('Bad Request\n');
      }
      const long = await get(`/${'a'.repeat(300)}`);
      expect(long.status).toBe(404);
      expect(long.body).toContain('404 Not Found');
    } finally {
      process.stderr.write = write;
    }
    expect(logged).toEqual([]);
  });

  it('answers the rule files with the not-found page, however their names are written', async () => {
    for (const path of RULE_FILE_SPELLINGS) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toMatch(/Content-Security-Policy|404\.html\s+404/);
      expect(answer.cacheControl, path).toBe('no-cache');
    }
  });
});

describe("the build's _headers (writeHostingFiles)", () => {
  const SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'headers-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  afterAll(() => rm(`${dir}-nginx`, { recursive: true, force: true }));

  /** The CSP the build writes, as directive name → sources; the nginx include must say the same. */
  async function builtCsp(recaptchaSiteKey?: string): Promise<Map<string, string>> {
    await copyFile('public/_headers', join(dir, '_headers'));
    await writeHostingFiles(dir, 'https://api.emailjs.com', { recaptchaSiteKey });
    const rules = parseHeaders(await readFile(join(dir, '_headers'), 'utf8'));
    const csp = rules
      .find((rule) => rule.path === '/*')
      ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value;
    expect(await readFile(nginxIncludeFile(dir), 'utf8')).toContain(
      `add_header Content-Security-Policy "${csp}" always;`,
    );
    return new Map(
      (csp ?? '')
        .split(/\s*;\s*/)
        .map((d) => [d.split(' ')[0] ?? '', d.split(' ').slice(1).join(' ')]),
    );
  }

  it('without a CAPTCHA: scripts from this site only, and no frame-src', async () => {
    const csp = await builtCsp(undefined);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('default-src')).toBe("'self'");
  });

  it('with a CAPTCHA: exactly the origins Google documents for reCAPTCHA, nothing else changed', async () => {
    const plain = await builtCsp(undefined);
    const csp = await builtCsp(SITE_KEY);
    expect(csp.get('script-src')).toBe(
      "'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(csp.get('frame-src')).toBe(
      "'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
    for (const [name, sources] of plain) {
      if (name !== 'script-src') expect(csp.get(name), name).toBe(sources);
    }
    expect(csp.size).toBe(plain.size + 1);
  });

  it('turns the CAPTCHA on exactly when the app does (src/config/recaptcha-key.ts)', async () => {
    const keys = [undefined, '', '  ', SITE_KEY, ` ${SITE_KEY} `, 'has space', 'quote"d', 'a;b'];
    for (const key of keys) {
      const app = readRecaptchaSiteKey({ VITE_EMAILJS_RECAPTCHA_SITE_KEY: key }).key;
      expect(recaptchaEnabled(key), JSON.stringify(key)).toBe(app !== undefined);
    }
    expect((await builtCsp('a;b')).has('frame-src')).toBe(false);
  });
});

describe('the nginx include (nginxHeaders)', () => {
  it("writes every header of /* and the assets' caching, from the same rules as _headers", async () => {
    const rules = parseHeaders(await readFile('public/_headers', 'utf8'));
    const include = nginxHeaders(rules);
    for (const { key, value } of rules.find((rule) => rule.path === '/*')?.headers ?? [])
      expect(include).toContain(`add_header ${key} "${value}" always;`);
    expect(include).toContain('set $asset_cache_control "public, max-age=31536000, immutable";');
    expect(include).toContain('max-age=63072000; includeSubDomains');
  });

  it('refuses what nginx would not send as the hosts do, naming it', () => {
    const rules = parseHeaders('/*\n  X-A: 1\n/assets/*\n  Cache-Control: no-store\n');
    expect(() =>
      nginxHeaders([...rules, { path: '/admin/*', headers: [{ key: 'X-B', value: '2' }] }]),
    ).toThrow('the rule for /admin/* has no nginx equivalent');
    expect(() =>
      nginxHeaders(parseHeaders('/*\n  X-A: "quoted"\n/assets/*\n  Cache-Control: x\n')),
    ).toThrow('cannot be written for nginx');
    expect(() => nginxHeaders(parseHeaders('/*\n  X-A: 1\n'))).toThrow(
      'no /assets/* Cache-Control rule',
    );
  });
});
