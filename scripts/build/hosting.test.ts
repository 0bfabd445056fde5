// @vitest-environment node
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRecaptchaSiteKey } from '../../src/config/recaptcha-key.ts';
import {
  createSiteServer,
  isHostingRuleFile,
  listenOnFreePort,
  parseHeaders,
  recaptchaEnabled,
  writeHostingFiles,
} from './hosting.mjs';

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
  '/%E0%A4%A',
];

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
    server = await createSiteServer(dir);
    origin = await listenOnFreePort(server);
  });

  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    await rm(dir, { recursive: true, force: true });
  });

  /** A raw GET, so the path goes as written (fetch would normalise it). */
  const get = (path: string) =>
    new Promise<{ status: number; cacheControl: string | undefined; body: string }>(
      (resolve, reject) => {
        const { hostname, port } = new URL(origin);
        request({ host: hostname, port, path }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              cacheControl: response.headers['cache-control'],
              body,
            }),
          );
        })
          .on('error', reject)
          .end();
      },
    );

  it('caches a hashed asset for good, but a missing one never', async () => {
    expect((await get('/assets/app-abc123.js')).cacheControl).toBe(
      'public, max-age=31536000, immutable',
    );
    const missing = await get('/assets/app-gone99.js');
    expect(missing.status).toBe(404);
    expect(missing.cacheControl).toBe('no-cache');
    expect(missing.body).toContain('404 Not Found');
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

  /** The CSP the build writes, as directive name → sources. */
  async function builtCsp(recaptchaSiteKey?: string): Promise<Map<string, string>> {
    await copyFile('public/_headers', join(dir, '_headers'));
    await writeHostingFiles(dir, 'https://api.emailjs.com', { recaptchaSiteKey });
    const rules = parseHeaders(await readFile(join(dir, '_headers'), 'utf8'));
    const csp = rules
      .find((rule) => rule.path === '/*')
      ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value;
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
