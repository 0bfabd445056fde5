import type { IncomingMessage } from 'node:http';
// What the dev server's own endpoints (the outbox, the motion studio's save) check of a request before
// acting on it: that it comes from this machine, that a browser sent it from a page they answer, and
// that its body is not too large.
// The Host is not checked here: in the dev server both sit behind Vite's host check (server.allowedHosts),
// which answers a DNS-rebinding name (evil.example resolving to 127.0.0.1) with 403 before they see it.

/** A request refused: the HTTP status to answer and why. */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/**
 * The variable that opens the dev server's own endpoints to other machines (`npm run dev -- --host` to
 * send the form from a phone). Anyone on the network can then read the outbox and rewrite the motion
 * config, so it is off unless set to 1.
 */
const ALLOW_NETWORK_VARIABLE = 'DEV_ENDPOINTS_ALLOW_NETWORK';

/** Whether the developer let the network in (`DEV_ENDPOINTS_ALLOW_NETWORK=1`). */
export function networkAllowed(env = process.env) {
  return env[ALLOW_NETWORK_VARIABLE] === '1';
}

/**
 * Whether a socket's remote address is this machine: 127.0.0.0/8 or ::1, also as IPv4-mapped IPv6.
 */
export function isLoopback(address: string | undefined) {
  if (address === undefined) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Why a request from another machine must not reach an endpoint, or null when it may: it came over
 * loopback, or the developer opted in. The socket's address, never a header, which anyone can write.
 */
export function remoteProblem(
  request: IncomingMessage,
  allowNetwork: boolean = networkAllowed(),
): string | null {
  const address = request.socket.remoteAddress;
  if (allowNetwork || isLoopback(address)) return null;
  return `Only this machine may call it, not ${address ?? 'an unknown address'}: to let the network in, start the dev server with ${ALLOW_NETWORK_VARIABLE}=1`;
}

export interface OriginRule {
  /** 'same-origin': only the server's own pages (the default); a list: the pages of those origins, which call it from elsewhere (with CORS). */
  allowedOrigins?: 'same-origin' | readonly string[];
  /** Refuse a request without an Origin header too (an endpoint that writes source: a page's fetch always sends one). */
  requireOrigin?: boolean;
}

/** The origin of the server a request reached, as its Host header names it. */
function ownOrigin(request: IncomingMessage) {
  const scheme = 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
  return `${scheme}://${request.headers.host ?? ''}`;
}

/** `text` as a normalised origin (lower case, no default port), or null when it is not a URL. */
function originOf(text: string) {
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
 */
export function crossOriginProblem(
  request: IncomingMessage,
  { allowedOrigins = 'same-origin', requireOrigin = false }: OriginRule = {},
): string | null {
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
 */
export function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const refuse = () => {
      request.off('data', collect);
      request.resume();
      reject(new HttpError(413, `The request body is over ${maxBytes} bytes`));
    };
    const chunks: Buffer[] = [];
    let size = 0;
    function collect(chunk: Buffer) {
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
