// Local ports for the servers and drivers the scripts start.
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import getPort from 'get-port';

/**
 * The kernel's ephemeral range: where it picks the port of every outgoing connection and of every
 * `listen(0)`. Linux's default when it cannot be read.
 */
export function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: its default range is as good a guess as any.
  }
  return [32768, 60999];
}

/** Where the ports this project hands out come from: below the ephemeral range, above the suites' fixed ports. */
const BLOCK = { first: 20_000, size: 10_000 };

/** The next candidate of this process (a random start, so that two processes rarely meet). */
let next = Math.floor(Math.random() * BLOCK.size);

/** The block's ports outside `low`–`high`, once round from this process's next candidate on. */
function* candidates(low: number, high: number) {
  for (let tries = 0; tries < BLOCK.size; tries += 1) {
    const port = BLOCK.first + (next % BLOCK.size);
    next += 1;
    if (port < low || port > high) yield port;
  }
}

/**
 * A port that nothing listens on, on any address of this machine (IPv4 and IPv6), for a server or
 * browser this run starts: get-port checks each candidate on every local address.
 *
 * Not one the kernel picks (`listen(0)`): a port from the ephemeral range, free when asked, can be
 * given to any outgoing connection of the machine before the program it was meant for binds it, which
 * then fails to listen (for WebKit's MiniBrowser, silently: its automation never starts). A port
 * outside that range is never handed out by the kernel, so only a program that names it can take it.
 * Each call gives a different port, so a port just released (its connections still closing) is not
 * handed out again at once.
 */
export async function freePort() {
  const [low, high] = ephemeralRange();
  const port = await getPort({ port: candidates(low, high) });
  // When no candidate is free, get-port falls back to a port the kernel picks: an ephemeral one.
  if (port >= low && port <= high) {
    throw new Error(
      `no free port in ${BLOCK.first}–${BLOCK.first + BLOCK.size - 1} outside the ephemeral range ${low}–${high}`,
    );
  }
  return port;
}

/** Whether something accepts connections on 127.0.0.1:`port` now. */
export function isListening(port: number) {
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
 * `port`" after `timeoutMs`, or at once with the error of `failed` when that settles first (the
 * program that was to listen has exited).
 */
export async function waitForPort(
  port: number,
  {
    what = 'nothing',
    timeoutMs = 10_000,
    failed,
  }: { what?: string; timeoutMs?: number; failed?: Promise<never> } = {},
) {
  const until = Date.now() + timeoutMs;
  let gaveUp = false;
  const polled = (async () => {
    for (;;) {
      if (gaveUp) return;
      if (await isListening(port)) return;
      if (Date.now() > until) throw new Error(`${what} did not listen on ${port}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  })();
  try {
    await (failed ? Promise.race([polled, failed]) : polled);
  } finally {
    gaveUp = true;
  }
}
