// What the dev server's own endpoints (the outbox, the motion studio's save) check of a request before
// acting on it: that a browser sent it from a page they answer, and that its body is not too large.
// The Host is not checked here: in the dev server both sit behind Vite's host check (server.allowedHosts),
// which answers a DNS-rebinding name (evil.example resolving to 127.0.0.1) with 403 before they see it.

/** @import { IncomingMessage } from 'node:http' */

/** A request refused: the HTTP status to answer and why. */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/**
 * @typedef {object} OriginRule
 * @property {'same-origin' | readonly string[]} [allowedOrigins] 'same-origin': only the server's own
 *   pages (the default); a list: the pages of those origins, which call it from elsewhere (with CORS).
 * @property {boolean} [requireOrigin] Refuse a request without an Origin header too (an endpoint that
 *   writes source: a page's fetch always sends one).
 */

/** The origin of the server a request reached, as its Host header names it. */
function ownOrigin(/** @type {IncomingMessage} */ request) {
  const scheme = 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
  return `${scheme}://${request.headers.host ?? ''}`;
}

/** `text` as a normalised origin (lower case, no default port), or null when it is not a URL. */
function originOf(/** @type {string} */ text) {
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

/**
 * Why a browser's request comes from a page this server must not answer, or null when it may. Browsers
 * say where a request comes from: the Origin header (every cross-origin request and every POST) and
 * Sec-Fetch-Site. A request with neither is not from a web page (curl, a test, the address bar).
 * @param {IncomingMessage} request
 * @param {OriginRule} [rule]
 * @returns {string | null}
 */
export function crossOriginProblem(
  request,
  { allowedOrigins = 'same-origin', requireOrigin = false } = {},
) {
  const { origin } = request.headers;
  const site = request.headers['sec-fetch-site'];
  const sameOrigin = allowedOrigins === 'same-origin';
  // `none`: the user's own navigation (typed, bookmarked); any other value is another site's page.
  if (sameOrigin && site !== undefined && site !== 'same-origin' && site !== 'none') {
    return `Sec-Fetch-Site is ${String(site)}: only this site's own pages may call it`;
  }
  if (origin === undefined) {
    return requireOrigin ? "Origin header missing: only this site's own pages may call it" : null;
  }
  if (!sameOrigin)
    return allowedOrigins.includes(origin) ? null : `Origin ${origin} may not call it`;
  const from = originOf(origin);
  if (from === null) return `Origin ${origin} is not a URL`;
  const own = originOf(ownOrigin(request));
  return from === own ? null : `Origin ${origin} is not this server (${own ?? 'no Host header'})`;
}

/**
 * The request's body, refused with a 413 HttpError when it is over `maxBytes`, declared
 * (Content-Length) or streamed; the rest of a refused body is drained unread.
 * @param {IncomingMessage} request
 * @param {number} maxBytes
 * @returns {Promise<Buffer>}
 */
export function readBody(request, maxBytes) {
  return new Promise((resolve, reject) => {
    const refuse = () => {
      request.off('data', collect);
      request.resume();
      reject(new HttpError(413, `The request body is over ${maxBytes} bytes`));
    };
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    /** @param {Buffer} chunk */
    function collect(chunk) {
      size += chunk.length;
      if (size > maxBytes) refuse();
      else chunks.push(chunk);
    }
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      refuse();
      return;
    }
    request.on('data', collect);
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
