// The local outbox: an EmailJS-compatible HTTP handler that stores each message as JSON in a folder.
// Used by `npm run dev` (mounted in the Vite dev server) and by the e2e tests (as a standalone server,
// with fault injection). Node only; its one dependency writes each message whole (write-file-atomic).
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import writeFileAtomic from 'write-file-atomic';
import { crossOriginProblem, HttpError, readBody, remoteProblem } from './request-checks.ts';

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export type OutboxIds = { publicKey: string; serviceId: string; templateId: string };
export interface OutboxOptions {
  /** Where the messages are stored, one JSON file each (.outbox). */
  dir?: string;
  /** One line per message (console.info). */
  log?: (line: string) => void;
  /** Tests only: the sender address chooses a failure (see createOutbox). */
  faults?: boolean;
  /** Who may call it (see createOutbox). */
  allowedOrigins?: 'same-origin' | readonly string[];
  /** The IDs the site was configured with; others get EmailJS's 400. */
  ids?: OutboxIds;
  /** Answer other machines too (DEV_ENDPOINTS_ALLOW_NETWORK=1); only loopback clients by default. */
  allowNetwork?: boolean;
}
/**
 * A request's parameters as EmailJS reads them (checkEmailParams says whether they are complete).
 */
export type EmailParams = Record<string, unknown>;
/**
 * Parameters checkEmailParams accepted.
 */
export type CheckedParams = {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
};
export type Parsed = { params: EmailParams; error?: undefined } | { error: string };

const SEND = '/api/v1.0/email/send';
const SEND_FORM = '/api/v1.0/email/send-form';
const LIST = '/__outbox';
/** The largest request body accepted, in bytes. */
const MAX_BODY_BYTES = 1_000_000;

const corsHeaders = (origin: string) => ({
  'access-control-allow-origin': origin,
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  vary: 'Origin',
});

/** EmailJS's SDK sends its own version, e.g. "4.4.1". */
const VERSION = /^\d+\.\d+\.\d+$/;

/** How EmailJS answers an ID it does not know. */
const UNKNOWN_ID = {
  user_id:
    'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
  service_id:
    'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin',
  template_id:
    'The template ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
};

/** The placeholder IDs `npm run dev` gives the site when no EmailJS account is configured. */
export const LOCAL_OUTBOX_IDS = {
  publicKey: 'local-outbox-public-key',
  serviceId: 'local_outbox_service',
  templateId: 'local_outbox_template',
};

export const CROSS_SITE_REFUSAL =
  'Cross-site requests are refused: this outbox answers only the pages of its own site';

/**
 * One line for the terminal: control characters (ANSI escapes, newlines) cannot forge output.
 */
function printable(value: unknown, max = 80) {
  return (
    // Whatever a request sent, as String() prints it.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    String(value ?? '?')
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
      .slice(0, max)
  );
}

/**
 * Checks the fields EmailJS requires, as the real service does; returns the reason, or null. With
 * `ids` (the public key, service and template IDs the site was configured with), any other ID is
 * refused as EmailJS refuses an unknown one.
 */
export function checkEmailParams(params: EmailParams, ids?: OutboxIds): string | null {
  const text: (value: unknown) => value is string = (value): value is string =>
    typeof value === 'string' && value.trim() !== '';
  if (!text(params.lib_version)) return 'The lib_version parameter is required';
  if (!VERSION.test(params.lib_version))
    return `The lib_version parameter must be a version number like 4.4.1, got "${printable(params.lib_version, 40)}"`;
  if (!text(params.user_id)) return 'The user_id parameter is required (the public key)';
  if (!text(params.service_id)) return 'The service_id parameter is required';
  if (!text(params.template_id)) return 'The template_id parameter is required';
  if (
    typeof params.template_params !== 'object' ||
    params.template_params === null ||
    Array.isArray(params.template_params)
  ) {
    return 'The template_params parameter must be an object';
  }
  if (ids) {
    for (const [field, expected] of [
      ['user_id', ids.publicKey],
      ['service_id', ids.serviceId],
      ['template_id', ids.templateId],
    ] as const) {
      if (params[field] !== expected) return UNKNOWN_ID[field];
    }
  }
  return null;
}

function parseSend(body: Buffer): Parsed {
  let params: unknown;
  try {
    params = JSON.parse(body.toString('utf8'));
  } catch {
    return { error: 'The request body is not valid JSON' };
  }
  if (typeof params !== 'object' || params === null)
    return { error: 'The request body must be a JSON object' };
  return { params: params as EmailParams };
}

async function parseSendForm(request: IncomingMessage, body: Buffer): Promise<Parsed> {
  const contentType = request.headers['content-type'] ?? '';
  let form;
  try {
    form = await new Request('http://outbox.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    return { error: 'The request body is not form data' };
  }
  const template_params: Record<string, string> = {};
  const params: EmailParams = { template_params };
  for (const [key, value] of form.entries()) {
    const text = typeof value === 'string' ? value : `[file ${value.name}]`;
    if (['lib_version', 'user_id', 'service_id', 'template_id'].includes(key)) params[key] = text;
    else template_params[key] = text;
  }
  return { params };
}

/**
 * Creates the outbox handler: `(request, response, next?) => void`, usable as Connect middleware.
 * - `allowedOrigins`: 'same-origin' (the dev server: only its own pages may call it), or the list of
 *   origins that may call it from another origin (a standalone server, with CORS for those). Any other
 *   browser origin is refused with 403, so no web page a developer visits can plant a message.
 * - `ids`: { publicKey, serviceId, templateId } the site was configured with; others get EmailJS's 400.
 * - `faults: true` (tests only) lets a message's from_email choose a failure: fault-500@…, fault-400@…,
 *   fault-429@… (quota used up), fault-slow@… (answers after 20 s), fault-reset@… (drops the connection).
 */
export function createOutbox({
  dir = '.outbox',
  log = console.info,
  faults = false,
  allowedOrigins = 'same-origin',
  ids,
  allowNetwork,
}: OutboxOptions = {}): (
  request: IncomingMessage,
  response: ServerResponse,
  next?: () => void,
) => Promise<void> {
  const sameOrigin = allowedOrigins === 'same-origin';

  const reply = (
    response: ServerResponse,
    status: number,
    text: string,
    type = 'text/plain; charset=utf-8',
  ) => {
    const from = response.req.headers.origin;
    // CORS only for the origins allowed to call from elsewhere (the dev server is same-origin).
    const cors = !sameOrigin && from !== undefined && allowedOrigins.includes(from);
    response.writeHead(status, { 'content-type': type, ...(cors ? corsHeaders(from) : {}) });
    response.end(text);
  };

  const save = async (endpoint: string, params: CheckedParams) => {
    await mkdir(dir, { recursive: true });
    const receivedAt = new Date().toISOString();
    const id = `${receivedAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const record = { id, receivedAt, endpoint, ...params };
    // Whole or not at all: the outbox page and the e2e suite read this folder while requests arrive.
    await writeFileAtomic(join(dir, `${id}.json`), `${JSON.stringify(record, null, 2)}\n`);
    const t = params.template_params;
    log(
      `[outbox] ${receivedAt} ${printable(t.from_name)} <${printable(t.from_email)}> → ${printable(t.to_email)} · amount ${printable(JSON.stringify(t.amount ?? null))} · ${printable(t.message, 60)}`,
    );
    return record;
  };

  const list = async (): Promise<unknown[]> => {
    let files;
    try {
      files = (await readdir(dir))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .reverse();
    } catch {
      return [];
    }
    const records = await Promise.all(
      files.map(async (file) => {
        try {
          return JSON.parse(await readFile(join(dir, file), 'utf8')) as unknown;
        } catch {
          return null; // A file someone edited by hand: skipped, not fatal.
        }
      }),
    );
    return records.filter((record) => record !== null);
  };

  const injectFault = async (params: CheckedParams, response: ServerResponse) => {
    const email = params.template_params.from_email;
    const match =
      typeof email === 'string' && /^fault-(500|400|429|slow|reset)(?:[-+.][^@]*)?@/.exec(email);
    if (!faults || !match) return false;
    const kind = match[1];
    if (kind === '500') reply(response, 500, 'Internal Server Error (injected)');
    if (kind === '400') reply(response, 400, 'The template ID is invalid (injected)');
    if (kind === '429')
      reply(response, 429, 'Too Many Requests: the monthly quota is used up (injected)');
    if (kind === 'reset') response.socket?.destroy();
    if (kind === 'slow') {
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      if (!response.writableEnded) reply(response, 200, 'OK');
    }
    return true;
  };

  return async function outbox(request, response, next) {
    const url = new URL(request.url ?? '/', 'http://outbox.local');
    const path = url.pathname;
    if (![SEND, SEND_FORM, LIST].includes(path)) {
      if (next) next();
      else reply(response, 404, 'Not Found');
      return;
    }
    try {
      const remote = remoteProblem(request, allowNetwork);
      if (remote) return reply(response, 403, remote);
      if (crossOriginProblem(request, { allowedOrigins })) {
        return reply(response, 403, CROSS_SITE_REFUSAL);
      }
      if (request.method === 'OPTIONS') return reply(response, 204, '');
      if (path === LIST) {
        if (request.method !== 'GET') return reply(response, 405, 'Method Not Allowed');
        return reply(
          response,
          200,
          JSON.stringify(await list(), null, 2),
          'application/json; charset=utf-8',
        );
      }
      if (request.method !== 'POST') return reply(response, 405, 'Method Not Allowed');
      const body = await readBody(request, MAX_BODY_BYTES);
      const parsed = path === SEND ? parseSend(body) : await parseSendForm(request, body);
      if (parsed.error !== undefined) return reply(response, 400, parsed.error);
      const reason = checkEmailParams(parsed.params, ids);
      if (reason) return reply(response, 400, reason);
      const params = parsed.params as CheckedParams;
      if (await injectFault(params, response)) return;
      const { lib_version, user_id, service_id, template_id, template_params } = params;
      await save(path, { lib_version, user_id, service_id, template_id, template_params });
      return reply(response, 200, 'OK');
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      return reply(response, status, error instanceof Error ? error.message : 'Outbox error');
    }
  };
}

/**
 * `npm run dev` answers EmailJS calls itself: messages land in .outbox/ and at /__outbox. Like EmailJS it
 * knows only the IDs the site is configured with; like a local server it answers only its own pages.
 * `dir`: where the messages go (.outbox by default).
 */
export function localOutbox(ids: OutboxIds | undefined, { dir }: { dir?: string } = {}): Plugin {
  return {
    name: 'agency:local-outbox',
    apply: 'serve',
    configureServer(server) {
      const outbox = createOutbox({
        dir,
        ids,
        allowedOrigins: 'same-origin',
        log: (line) => server.config.logger.info(line),
      });
      server.middlewares.use((request, response, next) => {
        void outbox(request, response, next);
      });
    },
  };
}
