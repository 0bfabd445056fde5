// @vitest-environment node
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fieldAt } from '../../src/motion/motion-fields.ts';
import { fieldProblem } from '../../src/motion/motion-values.ts';
import { createMotionSaveHandler, MOTION_STUDIO_SAVE_URL } from './motion-studio-endpoint.ts';
import { seemFrom } from './seem-from';

const realConfig = fileURLToPath(new URL('../../src/motion/motion.config.ts', import.meta.url));

let dir: string;
let configFile: string;
let original: string;
let server: Server;
let host: string;
/** The address the test server's requests seem to come from (another machine); its own by default. */
let remoteAddress: string | undefined;
const logged: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'motion-studio-'));
  configFile = path.join(dir, 'motion.config.ts');
  original = await readFile(realConfig, 'utf8');
  const handler = createMotionSaveHandler({
    configFile,
    fieldAt,
    fieldProblem,
    log: (line) => logged.push(line),
  });
  server = createServer((request, response) => {
    seemFrom(request, remoteAddress);
    handler(request, response, () => {
      response.writeHead(404);
      response.end('next');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await copyFile(realConfig, configFile);
  logged.length = 0;
});
afterEach(async () => {
  // The real config is never touched.
  expect(await readFile(realConfig, 'utf8')).toBe(original);
});

interface Answer {
  status: number;
  body: string;
}

/** A raw request, so that the test alone decides which headers go (fetch would add its own). */
function send(
  options: { method?: string; url?: string; headers?: Record<string, string> },
  body = '',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(host.split(':')[1]),
        method: options.method ?? 'POST',
        path: options.url ?? MOTION_STUDIO_SAVE_URL,
        headers: options.headers?.['Transfer-Encoding']
          ? options.headers
          : { 'Content-Length': String(Buffer.byteLength(body)), ...options.headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const json = { 'Content-Type': 'application/json' };
const sameOrigin = () => ({ ...json, Origin: `http://${host}` });
const save = (changes: unknown, headers: Record<string, string> = sameOrigin()) =>
  send({ headers }, JSON.stringify({ changes }));

const tabRotation = [{ path: ['about', 'tabRotationMs'], value: 12000 }];

describe('POST /__motion-studio/save', () => {
  it('writes a same-origin save to the file and names what changed', async () => {
    const answer = await save(tabRotation, { ...sameOrigin(), 'Sec-Fetch-Site': 'same-origin' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true, changed: ['about.tabRotationMs'] });
    expect(await readFile(configFile, 'utf8')).toBe(
      original.replace('tabRotationMs: 10000,', 'tabRotationMs: 12000,'),
    );
    expect(logged).toEqual([`[motion-studio] saved about.tabRotationMs to ${configFile}`]);
  });

  it('answers an unchanged value without changing the file', async () => {
    const answer = await save([{ path: ['about', 'tabRotationMs'], value: 10000 }]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true, changed: [] });
    expect(await readFile(configFile, 'utf8')).toBe(original);
  });

  it.each([
    ['another origin', { ...json, Origin: 'http://evil.example' }],
    ['another port', { ...json, Origin: 'http://127.0.0.1:1' }],
    ['no Origin', json],
    ['Origin null', { ...json, Origin: 'null' }],
    ['a cross-site fetch', { ...json, Origin: 'http://HOST', 'Sec-Fetch-Site': 'cross-site' }],
    // A rebound host name (evil.example resolving here) is Vite's to refuse: dev-server.test.ts.
  ])('refuses %s with 403 and leaves the file alone', async (_, headers) => {
    const withHost = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value.replace('HOST', host)]),
    );
    const answer = await save(tabRotation, withHost);
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.body)).toHaveProperty('error');
    expect(await readFile(configFile, 'utf8')).toBe(original);
  });

  it('refuses another machine with 403 and one line saying how to opt in, even with its own Origin', async () => {
    remoteAddress = '192.168.1.23';
    try {
      const answer = await save(tabRotation, { ...sameOrigin(), 'Sec-Fetch-Site': 'same-origin' });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({
        error:
          'Only this machine may call it, not 192.168.1.23: to let the network in, start the dev server with DEV_ENDPOINTS_ALLOW_NETWORK=1',
      });
      expect(await readFile(configFile, 'utf8')).toBe(original);
    } finally {
      remoteAddress = undefined;
    }
  });

  it('refuses a body that is not JSON with 415', async () => {
    const answer = await save(tabRotation, { ...sameOrigin(), 'Content-Type': 'text/plain' });
    expect(answer.status).toBe(415);
    expect(await readFile(configFile, 'utf8')).toBe(original);
  });

  it('refuses an oversized body with 413, declared or streamed', async () => {
    const answer = await send({ headers: sameOrigin() }, 'x'.repeat(70 * 1024));
    expect(answer.status).toBe(413);
    const chunked = { ...sameOrigin(), 'Transfer-Encoding': 'chunked' };
    const streamed = await send({ headers: chunked }, 'x'.repeat(70 * 1024));
    expect(streamed.status).toBe(413);
    expect(await readFile(configFile, 'utf8')).toBe(original);
  });

  it('refuses bad JSON and a bad shape with 400', async () => {
    expect((await send({ headers: sameOrigin() }, '{"changes": [')).status).toBe(400);
    expect((await send({ headers: sameOrigin() }, '{"change": []}')).status).toBe(400);
    expect(await readFile(configFile, 'utf8')).toBe(original);
  });

  it('refuses a bad value with 400 and the reason, writing none of the changes', async () => {
    const answer = await save([...tabRotation, { path: ['about', 'quoteFadeMs'], value: 999999 }]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: 'Quote fade (ms) (about.quoteFadeMs) must be at most 5000',
    });
    expect(await readFile(configFile, 'utf8')).toBe(original);

    const unknown = await save([{ path: ['about', 'nope'], value: 1 }]);
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body)).toEqual({
      error: 'about.nope is not a motion constant the studio tunes',
    });
    expect(await readFile(configFile, 'utf8')).toBe(original);
  });

  it('writes exactly the value it checked: a padded ease is refused, not saved with its padding', async () => {
    const padded = await save([
      { path: ['cssEase', 'entrance'], value: '\n cubic-bezier(0.2, 1, 0.3, 1) \u2028' },
    ]);
    expect(padded.status).toBe(400);
    expect(JSON.parse(padded.body)).toEqual({
      error:
        'Entrance ease (CSS) (cssEase.entrance) must not begin or end with a space or a line break',
    });
    expect(await readFile(configFile, 'utf8')).toBe(original);

    const exact = await save([
      { path: ['cssEase', 'entrance'], value: 'cubic-bezier(0.2, 1, 0.3, 1)' },
    ]);
    expect(exact.status).toBe(200);
    const written = await readFile(configFile, 'utf8');
    expect(written).toContain("entrance: 'cubic-bezier(0.2, 1, 0.3, 1)',");
    expect(
      written.replace("'cubic-bezier(0.2, 1, 0.3, 1)'", "'cubic-bezier(0.16, 1, 0.3, 1)'"),
    ).toBe(original);
  });

  it('answers other methods with 405 and hands other URLs on', async () => {
    const get = await send({ method: 'GET', headers: sameOrigin() });
    expect(get.status).toBe(405);
    const other = await send({ url: '/src/main.tsx', method: 'GET' });
    expect(other).toEqual({ status: 404, body: 'next' });
  });

  it('runs concurrent saves one after the other', async () => {
    const answers = await Promise.all([
      save([{ path: ['hoverMs'], value: 250 }]),
      save([{ path: ['spinner', 'size'], value: 48 }]),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const text = await readFile(configFile, 'utf8');
    expect(text).toContain('hoverMs: 250,');
    expect(text).toContain('size: 48,');
  });
});
