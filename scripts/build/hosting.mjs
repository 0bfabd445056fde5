// The hosting rules of public/_headers and public/_redirects (Netlify / Cloudflare Pages format), read
// once: the build writes them into dist/ with the configured EmailJS origin, `npm run serve` obeys them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join, posix, relative, sep } from 'node:path';
import compression from 'compression';
import onHeaders from 'on-headers';
import handler from 'serve-handler';

/** @import { IncomingMessage, Server, ServerResponse } from 'node:http' */
/** @import { AddressInfo } from 'node:net' */
/** @import { ServeConfig } from 'serve-handler' */

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

/** @typedef {{ key: string, value: string }} Header */
/** @typedef {{ path: string, headers: Header[] }} HeaderRule */

/**
 * `[{ path, headers: [{ key, value }] }]` from a _headers file.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator < 0)
      throw new Error(`_headers: a header outside a path: ${line.trim()}`);
    rule.headers.push({
      key: line.slice(0, separator).trim(),
      value: line.slice(separator + 1).trim(),
    });
  }
  return rules;
}

/**
 * `[{ from, to, status }]` from a _redirects file.
 * @param {string} text
 * @returns {{ from: string | undefined, to: string | undefined, status: number }[]}
 */
export function parseRedirects(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
}

/**
 * serve-handler's configuration for a built site, from its _redirects (the headers of its _headers are
 * set by the server itself on every answer, see createSiteServer).
 * @param {string} dir
 * @returns {Promise<ServeConfig>}
 */
export async function serveConfig(dir) {
  const redirects = parseRedirects(await readFile(join(dir, '_redirects'), 'utf8'));
  // `/* /404.html 404` is the not-found fallback serve-handler gives by itself (404.html, status 404).
  const unsupported = redirects.filter((rule) => !(rule.status === 404 && rule.to === '/404.html'));
  if (unsupported.length > 0)
    throw new Error(`serve: unsupported _redirects rules: ${JSON.stringify(unsupported)}`);
  return { public: dir, cleanUrls: true, trailingSlash: false, directoryListing: false };
}

/**
 * What a page showing Google's reCAPTCHA needs in its CSP, exactly as Google documents it
 * (developers.google.com/recaptcha/docs/faq, "I'm using Content Security Policy (CSP) on my website").
 */
const RECAPTCHA_CSP_SOURCES = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/**
 * Whether VITE_EMAILJS_RECAPTCHA_SITE_KEY turns the CAPTCHA on: the rule of src/config/recaptcha-key.ts
 * (the app's), which hosting.test.ts holds this to.
 * @param {string | undefined} key
 */
export function recaptchaEnabled(key) {
  return /^[\w-]+$/.test(key?.trim() ?? '');
}

/**
 * Writes the build's _headers: the EmailJS origin the site calls in connect-src, and with a CAPTCHA the
 * origins its widget loads from.
 * @param {string} dir
 * @param {string | undefined} emailjsOrigin
 * @param {{ recaptchaSiteKey?: string }} [options]
 */
export async function writeHostingFiles(dir, emailjsOrigin, { recaptchaSiteKey } = {}) {
  const file = join(dir, '_headers');
  const text = await readFile(file, 'utf8');
  const origin = emailjsOrigin && emailjsOrigin !== '/' ? new URL(emailjsOrigin).origin : null;
  const connect = origin && origin !== DEFAULT_EMAILJS_ORIGIN ? origin : DEFAULT_EMAILJS_ORIGIN;
  const needle = `connect-src 'self' ${DEFAULT_EMAILJS_ORIGIN}`;
  if (!text.includes(needle)) throw new Error(`public/_headers: no "${needle}" to configure`);
  let written = text.replace(needle, () => `connect-src 'self' ${connect}`);
  if (recaptchaEnabled(recaptchaSiteKey)) written = allowRecaptcha(written);
  await writeFile(file, written);
}

/**
 * Adds reCAPTCHA's sources to the CSP of a _headers text: after `'self'` in script-src, and a frame-src
 * of its own (frames otherwise fall back to default-src, `'self'`, which it keeps).
 * @param {string} text
 */
function allowRecaptcha(text) {
  const line = /^(\s*Content-Security-Policy:\s*)(.+)$/m;
  const match = line.exec(text);
  if (!match) throw new Error('public/_headers: no Content-Security-Policy to add reCAPTCHA to');
  const directives = (match[2] ?? '').split(/\s*;\s*/);
  const at = (/** @type {string} */ name) => directives.findIndex((d) => d.split(' ')[0] === name);
  const scripts = at('script-src');
  if (scripts < 0 || at('frame-src') >= 0) {
    throw new Error('public/_headers: expected a script-src and no frame-src in the CSP');
  }
  directives[scripts] += ` ${RECAPTCHA_CSP_SOURCES['script-src'].join(' ')}`;
  directives.splice(
    scripts + 1,
    0,
    `frame-src 'self' ${RECAPTCHA_CSP_SOURCES['frame-src'].join(' ')}`,
  );
  return text.replace(line, (_, start) => `${start}${directives.join('; ')}`);
}

/**
 * Whether a path names one of the hosting rule files, which are for the host, not for visitors (hosts do
 * not serve them either): as the file system will read it, so decoded (`/%5Fheaders`), normalised
 * (`/x/../_headers`, `//_headers`) and in any case (a case-insensitive disk). A path that does not
 * decode is refused too.
 * @param {string} path the URL's path, as sent
 */
export function isHostingRuleFile(path) {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /^\/_(headers|redirects)$/i.test(posix.normalize(decoded.replaceAll('\\', '/')));
}

/**
 * A server for a built site as a host would serve it: its _headers, prerendered pages, 404.html with
 * status 404, gzip (so what it serves weighs what visitors download). Not listening yet.
 * `extraHeaders` are added to every answer (the benchmarks' cross-origin isolation); `api` answers the
 * paths it is given first (the interaction benchmark's local outbox, on the site's own origin).
 * @param {string} dir
 * @param {{ extraHeaders?: Record<string, string>, api?: { prefix: string, handle: (request: IncomingMessage, response: ServerResponse) => unknown } }} [options]
 */
export async function createSiteServer(dir, { extraHeaders = {}, api } = {}) {
  const config = await serveConfig(dir);
  const rules = parseHeaders(await readFile(join(dir, '_headers'), 'utf8'));
  const compress = compression();
  return createServer((request, response) => {
    // Every answer carries the _headers of its path (a Netlify pattern: `/*`, `/assets/*`), redirects
    // and not-found ones included, as the hosts and the nginx example send them (serve-handler's own
    // header rules reach files only). Pages revalidate, as hosts do for HTML by default; a rule may
    // override it (assets).
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    response.setHeader('Cache-Control', 'no-cache');
    // Only what exists is cached for good: an error (a chunk missing, a file hidden) is revalidated, so
    // a rollback that brings the file back is not answered from a year-long cached 404.
    onHeaders(response, () => {
      if (response.statusCode >= 400) response.setHeader('Cache-Control', 'no-cache');
    });
    for (const rule of rules) {
      if (!path.startsWith(rule.path.replace(/\*$/, ''))) continue;
      for (const { key, value } of rule.headers) response.setHeader(key, value);
    }
    for (const [key, value] of Object.entries(extraHeaders)) response.setHeader(key, value);
    if (api && request.url?.startsWith(api.prefix)) {
      void api.handle(request, response);
      return;
    }
    // The path as sent, not as a URL parser reads it (`//_headers` would be a host name there).
    if (isHostingRuleFile((request.url ?? '/').split('?')[0] ?? '/')) {
      request.url = '/404.html-hidden';
    }
    compress(request, response, () => {
      handler(request, response, config).catch((/** @type {unknown} */ error) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
  });
}

/**
 * Starts `server` on a free port of 127.0.0.1; returns its origin.
 * @param {Server} server
 */
export async function listenOnFreePort(server) {
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  return `http://127.0.0.1:${/** @type {AddressInfo} */ (server.address()).port}`;
}

/**
 * Every HTML file of a built site (hashed assets left out), as `/`-separated paths from its root.
 * @param {string} dir
 */
export async function htmlFiles(dir) {
  /** @type {string[]} */
  const found = [];
  const walk = async (/** @type {string} */ folder) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'assets') await walk(path);
      else if (entry.name.endsWith('.html'))
        found.push(`/${relative(dir, path).split(sep).join('/')}`);
    }
  };
  await walk(dir);
  return found.sort();
}
