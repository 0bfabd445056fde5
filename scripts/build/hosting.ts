// The hosting rules of public/_headers and public/_redirects (Netlify / Cloudflare Pages format), read
// once: the build writes the headers of that build (its EmailJS origin, its CAPTCHA) into dist/_headers
// for those hosts and into the nginx include beside dist/ (docs/hosting/nginx.conf pulls it in), and
// `npm run serve` obeys them as the hosts do.
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createServer, STATUS_CODES } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import { dirname, extname, join, posix, relative, resolve, sep } from 'node:path';
import compression from 'compression';
import onHeaders from 'on-headers';
import send from 'send';

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

export type Header = { key: string; value: string };
export type HeaderRule = { path: string; headers: Header[] };

/**
 * `[{ path, headers: [{ key, value }] }]` from a _headers file.
 */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
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
 */
export function parseRedirects(
  text: string,
): { from: string | undefined; to: string | undefined; status: number }[] {
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
 * Checks that a built site's _redirects asks only for what `npm run serve` and the nginx config do (the
 * not-found page with a real 404 status); anything more would be served by the hosts alone.
 */
export async function checkRedirects(dir: string) {
  const redirects = parseRedirects(await readFile(join(dir, '_redirects'), 'utf8'));
  const unsupported = redirects.filter((rule) => !(rule.status === 404 && rule.to === '/404.html'));
  if (unsupported.length > 0)
    throw new Error(`serve: unsupported _redirects rules: ${JSON.stringify(unsupported)}`);
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
 */
export function recaptchaEnabled(key: string | undefined) {
  return /^[\w-]+$/.test(key?.trim() ?? '');
}

/**
 * Where the build writes the nginx include of a site built into `dir`: beside it, not in it, so that no
 * host serves it to visitors (docs/hosting/nginx.conf includes it from there).
 */
export function nginxIncludeFile(dir: string) {
  return `${resolve(dir)}-nginx/headers.conf`;
}

/** The Cache-Control of the hashed assets, for the nginx include (its map applies it to successes). */
const ASSET_RULE = '/assets/*';

/**
 * The headers of `rules` (a _headers file) as an nginx include: every header of `/*` as an `add_header …
 * always`, and the assets' Cache-Control as `$asset_cache_control`, which nginx.conf's map gives to a
 * successful answer under /assets/ only. Any other rule fails loudly: nginx would not send it.
 */
export function nginxHeaders(rules: HeaderRule[]) {
  const quote = (value: string) => {
    if (/["\\\n$]/.test(value)) throw new Error(`_headers: ${value} cannot be written for nginx`);
    return `"${value}"`;
  };
  if (!rules.some((rule) => rule.path === ASSET_RULE))
    throw new Error(`_headers: no ${ASSET_RULE} Cache-Control rule`);
  const lines = [
    "# Written by npm run build from public/_headers, with this build's EmailJS origin and CAPTCHA: edit",
    '# that file, not this one. docs/hosting/nginx.conf includes it; reload nginx after each deploy.',
  ];
  for (const rule of rules) {
    if (rule.path === '/*') {
      for (const { key, value } of rule.headers) {
        if (key.toLowerCase() === 'cache-control')
          throw new Error('_headers: /* sets Cache-Control; nginx.conf sets it by status and path');
        lines.push(`add_header ${key} ${quote(value)} always;`);
      }
    } else if (
      rule.path === ASSET_RULE &&
      rule.headers.length === 1 &&
      rule.headers[0]?.key.toLowerCase() === 'cache-control'
    ) {
      lines.push(`set $asset_cache_control ${quote(rule.headers[0].value)};`);
    } else {
      throw new Error(
        `_headers: the rule for ${rule.path} has no nginx equivalent in scripts/build/hosting.ts (nginxHeaders)`,
      );
    }
  }

  return `${lines.join('\n')}\n`;
}

/**
 * Writes the build's headers for every host it supports: dist/_headers (Netlify, Cloudflare Pages,
 * `npm run serve`) and the nginx include beside dist/ (nginxIncludeFile), from one text: the EmailJS
 * origin the site calls in connect-src, and with a CAPTCHA the origins its widget loads from.
 */
export async function writeHostingFiles(
  dir: string,
  emailjsOrigin: string | undefined,
  { recaptchaSiteKey }: { recaptchaSiteKey?: string } = {},
) {
  const file = join(dir, '_headers');
  const text = await readFile(file, 'utf8');
  const origin = emailjsOrigin && emailjsOrigin !== '/' ? new URL(emailjsOrigin).origin : null;
  const connect = origin && origin !== DEFAULT_EMAILJS_ORIGIN ? origin : DEFAULT_EMAILJS_ORIGIN;
  const needle = `connect-src 'self' ${DEFAULT_EMAILJS_ORIGIN}`;
  if (!text.includes(needle)) throw new Error(`public/_headers: no "${needle}" to configure`);
  let written = text.replace(needle, () => `connect-src 'self' ${connect}`);
  if (recaptchaEnabled(recaptchaSiteKey)) written = allowRecaptcha(written);
  const include = nginxHeaders(parseHeaders(written));
  await writeFile(file, written);
  await mkdir(dirname(nginxIncludeFile(dir)), { recursive: true });
  await writeFile(nginxIncludeFile(dir), include);
}

/**
 * Adds reCAPTCHA's sources to the CSP of a _headers text: after `'self'` in script-src, and a frame-src
 * of its own (frames otherwise fall back to default-src, `'self'`, which it keeps).
 */
function allowRecaptcha(text: string) {
  const line = /^(\s*Content-Security-Policy:\s*)(.+)$/m;
  const match = line.exec(text);
  if (!match) throw new Error('public/_headers: no Content-Security-Policy to add reCAPTCHA to');
  const directives = (match[2] ?? '').split(/\s*;\s*/);
  const at = (name: string) => directives.findIndex((d) => d.split(' ')[0] === name);
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
 * (`/x/../_headers`, `//_headers`) and in any case (a case-insensitive disk). A path that is not one
 * (requestPath) is refused too.
 * @param path the URL's path, as sent
 */
export function isHostingRuleFile(path: string) {
  const read = requestPath(path);
  return read === null || namesRuleFile(read);
}

/**
 * Whether a path already read (requestPath) names a rule file; a backslash counts as a slash.
 */
function namesRuleFile(read: string) {
  return /^\/_(headers|redirects)$/i.test(posix.normalize(read.replaceAll('\\', '/')));
}

/** What a successful answer may be: the file, a range of it, or "not modified". Others revalidate. */
const CACHEABLE_STATUSES = new Set([200, 206, 304]);

/**
 * The path a request names, as nginx reads it: percent-decoded, `.` and `..` resolved, repeated slashes
 * merged. Null when it cannot be a path (a bad escape, a NUL, a step above the root): a 400, as nginx.
 * @param raw the request's path, as sent
 */
export function requestPath(raw: string) {
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0')) return null;
  const steps: string[] = [];
  for (const step of decoded.split('/').slice(1)) {
    if (step === '..') {
      if (steps.length === 0) return null;
      steps.pop();
    } else if (step !== '.' && step !== '') steps.push(step);
  }
  return `/${steps.join('/')}${decoded.endsWith('/') && steps.length > 0 ? '/' : ''}`;
}

/**
 * Whether `file` is a regular file (a missing one, a folder, a name too long for the disk: not one).
 */
async function isFile(file: string) {
  try {
    return (await stat(file)).isFile();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG') return false;
    throw error;
  }
}

/**
 * A server for a built site as a host would serve it (and as docs/hosting/nginx.conf does): its
 * _headers on every answer, prerendered pages (`/about` → /about/index.html), 404.html with status 404,
 * one redirect for a trailing slash (query kept), 405 for a method but GET and HEAD, 400 for a path
 * that is not one, gzip (so what it serves weighs what visitors download). Not listening yet.
 * `extraHeaders` are added to every answer (the benchmarks' cross-origin isolation); `api` answers the
 * paths it is given first (the interaction benchmark's local outbox, on the site's own origin); `tls`
 * serves it over HTTPS (the Observatory's score of these headers).
 */
export async function createSiteServer(
  dir: string,
  {
    extraHeaders = {},
    api,
    tls,
  }: {
    extraHeaders?: Record<string, string>;
    api?: {
      prefix: string;
      handle: (request: IncomingMessage, response: ServerResponse) => unknown;
    };
    tls?: { key: string; cert: string };
  } = {},
): Promise<Server> {
  await checkRedirects(dir);
  const rules = parseHeaders(await readFile(join(dir, '_headers'), 'utf8'));
  const notFoundPage = await readFile(join(dir, '404.html'));
  const compress = compression();

  const plain = (response: ServerResponse, status: number, text: string) => {
    response.statusCode = status;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end(`${text}\n`);
  };

  const notFound = (request: IncomingMessage, response: ServerResponse) => {
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(request.method === 'HEAD' ? undefined : notFoundPage);
  };

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      plain(response, 405, 'Method Not Allowed');
      return;
    }
    // An absolute-form target (`GET http://host/about HTTP/1.1`, as proxies send it) names its path.
    const url = (request.url ?? '/').replace(/^https?:\/\/[^/?#]*/i, '') || '/';
    const queryAt = url.indexOf('?');
    const raw = queryAt < 0 ? url : url.slice(0, queryAt);
    const query = queryAt < 0 ? '' : url.slice(queryAt);
    const path = requestPath(raw);
    if (path === null) {
      plain(response, 400, 'Bad Request');
      return;
    }
    if (namesRuleFile(path)) {
      notFound(request, response);
      return;
    }
    // One address per page: /about/ → /about, in one redirect, its query kept.
    if (path.length > 1 && path.endsWith('/')) {
      response.statusCode = 301;
      response.setHeader('Location', `${encodeURI(path.replace(/\/+$/, ''))}${query}`);
      response.end();
      return;
    }
    const found = (await isFile(join(dir, path)))
      ? path
      : (await isFile(join(dir, path, 'index.html')))
        ? posix.join(path, 'index.html')
        : null;
    if (found === null) {
      notFound(request, response);
      return;
    }
    // Named as the hosts and nginx's mime.types name it (send's own table says text/javascript).
    if (extname(found) === '.js')
      response.setHeader('Content-Type', 'application/javascript; charset=utf-8');
    const encoded = found.split('/').map(encodeURIComponent).join('/');
    await new Promise((done, fail) => {
      send(request, encoded, { root: dir, index: false, cacheControl: false, dotfiles: 'allow' })
        .on('error', (error: Error & { status?: number; headers?: Record<string, string> }) => {
          if (error.status === 404) {
            notFound(request, response);
          } else if (error.status && error.status < 500) {
            // A range past the end (416) and the like: send's own answer, in a line of text.
            for (const [key, value] of Object.entries(error.headers ?? {}))
              response.setHeader(key, value);
            plain(response, error.status, STATUS_CODES[error.status] ?? 'Error');
          } else {
            fail(error);
            return;
          }
          done(undefined);
        })
        .on('end', () => done(undefined))
        .pipe(response);
      response.on('close', () => done(undefined));
    });
  };

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    // Every answer carries the _headers of its path (a Netlify pattern: `/*`, `/assets/*`), redirects
    // and not-found ones included, as the hosts and the nginx config send them. Pages revalidate, as
    // hosts do for HTML by default; a rule may override it (assets).
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    response.setHeader('Cache-Control', 'no-cache');
    // Only a successful answer is cached for good: an error (a chunk missing, a file hidden) or a
    // redirect is revalidated, so a rollback that brings the file back is not answered from a cache.
    onHeaders(response, () => {
      if (!CACHEABLE_STATUSES.has(response.statusCode))
        response.setHeader('Cache-Control', 'no-cache');
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
    compress(request, response, () => {
      answer(request, response).catch((error: unknown) => {
        // One line for the log, nothing of the server's inside for the visitor.
        const reason = error instanceof Error ? error.message : String(error);
        process.stderr.write(`serve: ${request.method} ${request.url} failed: ${reason}\n`);
        if (response.headersSent) response.destroy();
        else plain(response, 500, 'Internal Server Error');
      });
    });
  };
  return tls ? createTlsServer(tls, listener) : createServer(listener);
}

/**
 * Starts `server` on a free port of 127.0.0.1; returns its origin.
 */
export async function listenOnFreePort(server: Server) {
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * The hashed entry script of a built site (`/assets/index-….js`), as its index.html loads it, or
 * undefined.
 */
export async function entryScript(dir: string) {
  const index = await readFile(join(dir, 'index.html'), 'utf8');
  return /\ssrc="(\/assets\/[^"]+\.js)"/.exec(index)?.[1];
}

/**
 * Every HTML file of a built site (hashed assets left out), as `/`-separated paths from its root.
 */
export async function htmlFiles(dir: string) {
  const found: string[] = [];
  const walk = async (folder: string) => {
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
