// Local ports for the servers and drivers the scripts start.
import { createConnection, createServer } from 'node:net';

/** A port of 127.0.0.1 that the OS reports free. */
export async function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Whether something accepts connections on 127.0.0.1:`port` now. */
export function isListening(/** @type {number} */ port) {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      done(true);
    });
    socket.on('error', () => done(false));
  });
}

/**
 * Resolves once something listens on 127.0.0.1:`port`; rejects with "`what` did not listen on
 * `port`" after `timeoutMs`.
 */
export async function waitForPort(
  /** @type {number} */ port,
  { what = 'nothing', timeoutMs = 10_000 } = {},
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await isListening(port)) return;
    if (Date.now() > until) throw new Error(`${what} did not listen on ${port}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
