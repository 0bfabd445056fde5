// @vitest-environment node
// The dev server's endpoints leave the Host to Vite: a page on a rebound host name (evil.example
// resolving to 127.0.0.1, sending a matching Origin and Host) is refused before they see it.
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldAt } from '../../src/motion/motion-fields.ts';
import { fieldProblem } from '../../src/motion/motion-values.ts';
import { MOTION_STUDIO_SAVE_URL, motionStudioEndpoint } from './motion-studio-endpoint.ts';
import { LOCAL_OUTBOX_IDS, localOutbox } from './outbox.ts';

const realConfig = fileURLToPath(new URL('../../src/motion/motion.config.ts', import.meta.url));

let dir = '';
let configFile = '';
let outboxDir = '';
let server: ViteDevServer;
let port = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dev-server-'));
  configFile = path.join(dir, 'src', 'motion', 'motion.config.ts');
  outboxDir = path.join(dir, 'outbox');
  await mkdir(path.dirname(configFile), { recursive: true });
  await copyFile(realConfig, configFile);
  server = await createServer({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    server: { host: '127.0.0.1', port: 0, watch: null },
    optimizeDeps: { noDiscovery: true },
    plugins: [
      localOutbox(LOCAL_OUTBOX_IDS, { dir: outboxDir }),
      motionStudioEndpoint({ fieldAt, fieldProblem }),
    ],
  });
  await server.listen();
  port = (server.httpServer?.address() as AddressInfo).port;
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

/** A POST naming `host` as its Host and Origin, as a page on that name would send it. */
function postFrom(host: string, url: string, body: unknown): Promise<number> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: url,
        headers: {
          Host: `${host}:${port}`,
          Origin: `http://${host}:${port}`,
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(text)),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(text);
  });
}

const save = { changes: [{ path: ['about', 'tabRotationMs'], value: 12000 }] };
const message = {
  lib_version: '4.4.1',
  user_id: LOCAL_OUTBOX_IDS.publicKey,
  service_id: LOCAL_OUTBOX_IDS.serviceId,
  template_id: LOCAL_OUTBOX_IDS.templateId,
  template_params: { from_name: 'Eve', from_email: 'eve@example.org', message: 'Hi' },
};

describe('the dev server (Vite) in front of its endpoints', () => {
  it('refuses a rebound host name with 403: no save, no message', async () => {
    expect(await postFrom('evil.example', MOTION_STUDIO_SAVE_URL, save)).toBe(403);
    expect(await postFrom('evil.example', '/api/v1.0/email/send', message)).toBe(403);
    expect(await readFile(configFile, 'utf8')).toBe(await readFile(realConfig, 'utf8'));
    expect(await readdir(outboxDir).catch(() => [])).toEqual([]);
  });

  it('lets the same requests through from its own address', async () => {
    expect(await postFrom('127.0.0.1', '/api/v1.0/email/send', message)).toBe(200);
    expect(await readdir(outboxDir)).toHaveLength(1);
    expect(await postFrom('127.0.0.1', MOTION_STUDIO_SAVE_URL, save)).toBe(200);
    expect(await readFile(configFile, 'utf8')).toContain('tabRotationMs: 12000,');
  });
});
