import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ephemeralRange, freePort, isListening } from './ports.ts';

const servers: Server[] = [];
afterEach(async () => {
  vi.doUnmock('get-port');
  vi.resetModules();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** Listens on `host`:`port` until the test ends; false when this machine has no such address. */
async function listen(port: number, host: string) {
  const server = createServer();
  const listening = await new Promise<boolean>((done) => {
    server.once('error', () => done(false));
    server.listen(port, host, () => done(true));
  });
  if (listening) servers.push(server);
  return listening;
}

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

  it('passes over a port something listens on, on IPv4 or on IPv6 only', async (context) => {
    const taken = await freePort();
    expect(await listen(taken + 1, '127.0.0.1')).toBe(true);
    // The next candidates are taken + 1, taken + 2, …: the busy one is skipped.
    const next = await freePort();
    expect(next).not.toBe(taken + 1);
    expect(await isListening(next)).toBe(false);
    // A server on ::1 alone, which 127.0.0.1 knows nothing of: a client of `localhost` may reach it.
    if (!(await listen(next + 1, '::1'))) context.skip('this machine has no IPv6 loopback');
    expect(await freePort()).not.toBe(next + 1);
  });

  it('never hands out a port the kernel picks, when get-port falls back to one', async () => {
    const [low] = ephemeralRange();
    vi.doMock('get-port', () => ({ default: () => Promise.resolve(low) }));
    const { freePort: withFallback } = await import('./ports.ts');
    await expect(withFallback()).rejects.toThrow(/^no free port in 20000–29999 outside/);
  });
});
