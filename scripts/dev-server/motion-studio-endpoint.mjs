// `npm run dev` only: the motion studio's "Save to source". The page POSTs the constants the designer
// changed; this endpoint checks them against the studio's schema (src/motion/motion-fields.ts) and
// rewrites those literals in motion.config.ts (motion-config-writer.mjs), which HMR then delivers.
// Only the site's own pages may save: a cross-origin page must not be able to edit the source (and a
// page on a rebound host name never reaches it: Vite's host check answers it first).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { applyMotionChanges, MotionConfigError } from './motion-config-writer.mjs';
import { crossOriginProblem, HttpError, readBody, remoteProblem } from './request-checks.mjs';

/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { Plugin } from 'vite' */
/** @import { MotionField, MotionPath } from '../../src/motion/motion-fields.ts' */
/** @import { MotionChange } from './motion-config-writer.mjs' */

/**
 * @typedef {object} MotionStudioEndpointOptions
 * @property {string} configFile The file saves rewrite: the project's src/motion/motion.config.ts.
 * @property {(path: MotionPath) => MotionField | undefined} fieldAt
 * @property {(field: MotionField, value: unknown) => string | null} fieldProblem
 */
/**
 * @typedef {object} MotionSaveLogging
 * @property {string} [label] How log lines name the file; `configFile` by default.
 * @property {(line: string) => void} [log] One line per save.
 * @property {(line: string) => void} [warn] One line per refused request; `log` by default.
 * @property {boolean} [allowNetwork] Answer other machines too (DEV_ENDPOINTS_ALLOW_NETWORK=1); only
 *   loopback clients by default.
 */

export const MOTION_STUDIO_SAVE_URL = /** @type {const} */ ('/__motion-studio/save');
/** The largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
const REAL_CONFIG = 'src/motion/motion.config.ts';

/**
 * @param {ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function send(response, status, body, headers = {}) {
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
 * @param {MotionStudioEndpointOptions & MotionSaveLogging} options
 * @returns {(request: IncomingMessage, response: ServerResponse, next: () => void) => void}
 */
export function createMotionSaveHandler({
  configFile,
  fieldAt,
  fieldProblem,
  label = configFile,
  log = () => {},
  warn = log,
  allowNetwork,
}) {
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();

  const save = async (/** @type {readonly MotionChange[]} */ changes) => {
    const source = await readFile(configFile, 'utf8');
    const { code, changed } = applyMotionChanges(source, changes, fieldAt, fieldProblem);
    // A temporary file beside it, renamed over it: the dev server never reads it empty or half-written.
    if (changed.length > 0) await writeFileAtomic(configFile, code);
    return changed;
  };

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   */
  const handle = async (request, response) => {
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
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The body is not valid JSON');
    }
    if (!body || typeof body !== 'object' || !Array.isArray(body.changes)) {
      throw new HttpError(400, 'The body must be { "changes": [{ "path": [...], "value": ... }] }');
    }
    const run = queue.then(() => save(body.changes));
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
      /** @type {Record<string, string>} */
      const headers = {};
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
 * @param {Pick<MotionStudioEndpointOptions, 'fieldAt' | 'fieldProblem'>} options
 * @returns {Plugin}
 */
export function motionStudioEndpoint({ fieldAt, fieldProblem }) {
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
