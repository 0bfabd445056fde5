// `npm run dev` only: the motion studio's "Save to source". The page POSTs the constants the designer
// changed; this endpoint checks them against the studio's schema (src/motion/motion-fields.ts) and
// rewrites those literals in motion.config.ts (motion-config-writer.ts), which HMR then delivers.
// Only the site's own pages may save: a cross-origin page must not be able to edit the source (and a
// page on a rebound host name never reaches it: Vite's host check answers it first).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { applyMotionChanges, MotionConfigError } from './motion-config-writer.ts';
import { crossOriginProblem, HttpError, readBody, remoteProblem } from './request-checks.ts';

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import type { MotionField, MotionPath } from '../../src/motion/motion-fields.ts';
import type { MotionChange } from './motion-config-writer.ts';

export interface MotionStudioEndpointOptions {
  /** The file saves rewrite: the project's src/motion/motion.config.ts. */
  configFile: string;
  fieldAt: (path: MotionPath) => MotionField | undefined;
  fieldProblem: (field: MotionField, value: unknown) => string | null;
}
export interface MotionSaveLogging {
  /** How log lines name the file; `configFile` by default. */
  label?: string;
  /** One line per save. */
  log?: (line: string) => void;
  /** One line per refused request; `log` by default. */
  warn?: (line: string) => void;
  /** Answer other machines too (DEV_ENDPOINTS_ALLOW_NETWORK=1); only loopback clients by default. */
  allowNetwork?: boolean;
}

export const MOTION_STUDIO_SAVE_URL = '/__motion-studio/save' as const;
/** The largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
const REAL_CONFIG = 'src/motion/motion.config.ts';

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/**
 * The save endpoint as a Connect middleware: answers POST /__motion-studio/save, hands every other URL
 * to `next`. Saves run one at a time, each reading the file the previous one wrote.
 */
export function createMotionSaveHandler({
  configFile,
  fieldAt,
  fieldProblem,
  label = configFile,
  log = () => {},
  warn = log,
  allowNetwork,
}: MotionStudioEndpointOptions & MotionSaveLogging): (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void {
  let queue: Promise<unknown> = Promise.resolve();

  const save = async (changes: readonly MotionChange[]) => {
    const source = await readFile(configFile, 'utf8');
    const { code, changed } = applyMotionChanges(source, changes, fieldAt, fieldProblem);
    // A temporary file beside it, renamed over it: the dev server never reads it empty or half-written.
    if (changed.length > 0) await writeFileAtomic(configFile, code);
    return changed;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'POST') {
      throw new HttpError(405, `${request.method ?? 'This method'} is not allowed: POST changes`);
    }
    const remote = remoteProblem(request, allowNetwork);
    if (remote) throw new HttpError(403, remote);
    const problem = crossOriginProblem(request, { requireOrigin: true });
    if (problem) throw new HttpError(403, problem);
    const type = String(request.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase();
    if (type !== 'application/json') {
      throw new HttpError(415, 'The body must be JSON (Content-Type: application/json)');
    }
    const text = (await readBody(request, MAX_BODY_BYTES)).toString('utf8');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The body is not valid JSON');
    }
    const changes: unknown =
      body && typeof body === 'object' && 'changes' in body ? body.changes : undefined;
    if (!Array.isArray(changes)) {
      throw new HttpError(400, 'The body must be { "changes": [{ "path": [...], "value": ... }] }');
    }
    // applyMotionChanges checks each change (its path and value) before it writes any.
    const run = queue.then(() => save(changes as readonly MotionChange[]));
    queue = run.catch(() => {});
    let changed;
    try {
      changed = await run;
    } catch (error) {
      if (error instanceof MotionConfigError) throw new HttpError(400, error.message);
      throw error;
    }
    log(
      changed.length > 0
        ? `[motion-studio] saved ${changed.join(', ')} to ${label}`
        : `[motion-studio] nothing to save: the values are the ones ${label} has`,
    );
    send(response, 200, { ok: true, changed });
  };

  return (request, response, next) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname !== MOTION_STUDIO_SAVE_URL) {
      next();
      return;
    }
    handle(request, response).catch((error) => {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof Error ? error.message : String(error);
      warn(`[motion-studio] save refused (${status}): ${message}`);
      if (response.headersSent) {
        response.end();
        return;
      }
      const headers: Record<string, string> = {};
      if (status === 405) headers.Allow = 'POST';
      // The rest of an oversized body is not read: close the connection after answering.
      if (status === 413) headers.Connection = 'close';
      send(response, status, { error: message }, headers);
      if (status === 413) request.resume();
    });
  };
}

/**
 * The dev server's motion studio endpoint. Saves rewrite the project's own src/motion/motion.config.ts
 * (under the server's root): the module the page imports, so HMR alone delivers a save. Nothing else
 * of the dev server imports that file, so a save never restarts it (vite.config.ts).
 */
export function motionStudioEndpoint({
  fieldAt,
  fieldProblem,
}: Pick<MotionStudioEndpointOptions, 'fieldAt' | 'fieldProblem'>): Plugin {
  return {
    name: 'agency:motion-studio-endpoint',
    apply: 'serve',
    configureServer(server) {
      const { logger, root } = server.config;
      server.middlewares.use(
        createMotionSaveHandler({
          configFile: path.join(root, REAL_CONFIG),
          fieldAt,
          fieldProblem,
          label: REAL_CONFIG,
          log: (line) => logger.info(line),
          warn: (line) => logger.warn(line),
        }),
      );
    },
  };
}
