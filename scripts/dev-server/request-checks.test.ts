// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isLoopback, networkAllowed, remoteProblem } from './request-checks.ts';

const from = (remoteAddress: string | undefined) =>
  ({ socket: { remoteAddress } }) as unknown as IncomingMessage;

describe("the dev endpoints' loopback rule", () => {
  it('knows this machine by its socket address, in every spelling', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1'])
      expect(isLoopback(address), address).toBe(true);
    for (const address of [
      '192.168.1.23',
      '10.0.0.1',
      '::ffff:192.168.1.23',
      'fd00::2',
      '::',
      '0.0.0.0',
      '127.0.0.1.example',
      undefined,
    ])
      expect(isLoopback(address), String(address)).toBe(false);
  });

  it('lets the network in only when DEV_ENDPOINTS_ALLOW_NETWORK is 1', () => {
    expect(networkAllowed({})).toBe(false);
    expect(networkAllowed({ DEV_ENDPOINTS_ALLOW_NETWORK: 'true' })).toBe(false);
    expect(networkAllowed({ DEV_ENDPOINTS_ALLOW_NETWORK: '1' })).toBe(true);
    expect(remoteProblem(from('::1'), false)).toBeNull();
    expect(remoteProblem(from('10.0.0.7'), true)).toBeNull();
    expect(remoteProblem(from('10.0.0.7'), false)).toBe(
      'Only this machine may call it, not 10.0.0.7: to let the network in, start the dev server with DEV_ENDPOINTS_ALLOW_NETWORK=1',
    );
    expect(remoteProblem(from(undefined), false)).toMatch(/not an unknown address/);
  });
});
