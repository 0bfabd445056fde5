import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ephemeralRange, freePort, isListening } from './ports.ts';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

describe('freePort', () => {
  it('hands out ports the kernel never picks for a connection or a listen(0), a new one each time', async () => {
    const [low, high] = ephemeralRange();
    expect(low).toBeLessThan(high);
    const ports = [];
    for (let i = 0; i < 20; i += 1) ports.push(await freePort());
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) {
      expect(port < low || port > high, `${port} outside ${low}–${high}`).toBe(true);
      expect(await isListening(port)).toBe(false);
    }
  });

  it('passes over a port something listens on', async () => {
    const taken = await freePort();
    const server = createServer();
    servers.push(server);
    await new Promise<void>((done) => server.listen(taken + 1, '127.0.0.1', done));
    // The next candidates are taken + 1, taken + 2, …: the busy one is skipped.
    const next = await freePort();
    expect(next).not.toBe(taken + 1);
    expect(await isListening(next)).toBe(false);
  });
});
