// The runner itself, in each browser of the run: a browser or driver that ends in the middle of a case
// is reported at once, by name, with its last output lines, and the next case gets a new one; and
// WebKit's browsers paint without a compositor, and their X display lets every one in.
import { readdirSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BrowserEnded, launchBrowser, startXvfb, type LaunchedBrowser } from './drivers.ts';
import { open, run, twoFrames, VIEWPORT, waitFor } from './support';

/**
 * A command that waits on the page for good (only the end of a process can end it), first marking the
 * page, so that the case knows the command has reached it.
 */
const NEVER = () => {
  (window as Window & { waitingForGood?: true }).waitingForGood = true;
  return new Promise(() => undefined);
};

describe.each(run.browsers)('%s', (name) => {
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    browser = await launchBrowser(name);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('a browser or driver killed during a command is reported with its last lines, as the cause, and the next page is new', async () => {
    const count = (
      await browser.newPage(VIEWPORT).then(async (page) => {
        const programs = page.programs();
        await page.close();
        return programs;
      })
    ).length;
    // WebKit: the browser, then its driver; Chromium and Firefox: the browser.
    for (let index = 0; index < count; index += 1) {
      const page = await browser.newPage(VIEWPORT);
      await open(page, '/');
      const target = page.programs()[index]!;
      const waiting = page.evaluate(NEVER).then(
        () => null,
        (error: unknown) => error,
      );
      // Killed once the command is in the page (its mark is there), not after a guess at how long
      // it takes to get there.
      await waitFor(
        page,
        'the command in the page',
        () => (window as Window & { waitingForGood?: true }).waitingForGood === true,
      );
      process.kill(target.pid, 'SIGKILL');
      const error = await waiting;
      expect(error, `${target.name} killed`).toBeInstanceOf(BrowserEnded);
      const message = (error as Error).message;
      expect(message).toContain(`${name}: the browser or its driver ended during evaluate`);
      expect(message).toContain(
        `${target.name} (pid ${target.pid}) was killed by SIGKILL; its last lines:`,
      );
      // Reported as what it is, whatever the time it took: the process that was killed, by the kill.
      expect((error as BrowserEnded).cause.ended).toContainEqual({
        name: target.name,
        pid: target.pid,
        code: null,
        signal: 'SIGKILL',
      });
      console.info(`${name}: killed ${target.name}, reported:\n${message}`);
      // The page's other commands fail the same way, at once; closing it does not wait.
      await expect(page.evaluate(() => 1)).rejects.toBeInstanceOf(BrowserEnded);
      await page.close();

      const next = await browser.newPage(VIEWPORT);
      expect(next.programs().map((program) => program.pid)).not.toContain(target.pid);
      await open(next, '/');
      expect(await next.evaluate(() => document.querySelector('h1')?.textContent)).toBeTruthy();
      await next.close();
    }
  });
});

/**
 * Opens a connection to X display `display` (":N"), as a browser starting does, asks for the atom
 * `name` (InternAtom; made when `create`, else only looked up), and closes the connection, waiting for
 * the server to close its end: by then the server has let the client go (and, were it to reset when
 * its last client leaves, has begun to). Resolves with the atom (0: there is none), or what happened.
 */
function xAtom(display: string, name: string, create: boolean): Promise<number | string> {
  // The X11 connection setup: little-endian, protocol 11.0, no authorisation.
  const setup = Buffer.from([0x6c, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  const bytes = Buffer.from(name);
  const request = Buffer.alloc(8 + Math.ceil(bytes.length / 4) * 4);
  request.writeUInt8(16, 0); // InternAtom
  request.writeUInt8(create ? 0 : 1, 1); // only-if-exists
  request.writeUInt16LE(request.length / 4, 2);
  request.writeUInt16LE(bytes.length, 4);
  bytes.copy(request, 8);
  return new Promise((done) => {
    const socket = createConnection({ path: `/tmp/.X11-unix/X${display.slice(1)}` });
    let answer: number | string = 'closed before its answer';
    let received = Buffer.alloc(0);
    let stage: 'setup' | 'atom' | 'done' = 'setup';
    socket.once('connect', () => socket.write(setup));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      if (stage === 'setup' && received.length >= 8) {
        const length = 8 + 4 * received.readUInt16LE(6);
        if (received.length < length) return;
        if (received[0] !== 1) {
          answer = `refused: ${received.subarray(8, 8 + (received[1] ?? 0)).toString()}`;
          stage = 'done';
          socket.end();
          return;
        }
        received = received.subarray(length);
        stage = 'atom';
        socket.write(request);
      }
      if (stage === 'atom' && received.length >= 32) {
        answer = received[0] === 1 ? received.readUInt32LE(8) : `X error ${received[1]}`;
        stage = 'done';
        socket.end();
      }
    });
    socket.once('error', (error: NodeJS.ErrnoException) => (answer = `failed: ${error.code}`));
    socket.once('close', () => done(answer));
  });
}

/** The names of the threads of the processes whose parent is `pid` (as the kernel shortens them). */
function childThreads(pid: number): string[] {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean);
  return children.flatMap((child) =>
    readdirSync(`/proc/${child}/task`).map((task) =>
      readFileSync(`/proc/${child}/task/${task}/comm`, 'utf8').trim(),
    ),
  );
}

describe.runIf(run.browsers.includes('webkit'))('WebKit’s browsers', () => {
  test('paint the page without the threaded compositor, which can lose the pinned stack', async () => {
    const browser = await launchBrowser('webkit');
    try {
      const page = await browser.newPage(VIEWPORT);
      await open(page, '/');
      // Read once the page has rendered frames: a compositor, when there is one, paints them.
      await twoFrames(page);
      const miniBrowser = page
        .programs()
        .find((program) => program.name.startsWith('MiniBrowser'))!;
      const threads = childThreads(miniBrowser.pid);
      // The page's own process is there (its main thread), painting on it.
      expect(threads).toContain('WebKitWebProces');
      // WebKit shortens "ThreadedCompositor" to its last 15 letters, "Core: Scrolling" fits.
      expect(threads.filter((thread) => /Compositor|Scrolling/.test(thread))).toEqual([]);
      await page.close();
    } finally {
      await browser.close();
    }
  });

  test('lets a browser in just after the last one left (Xvfb does not reset)', async () => {
    const xvfb = await startXvfb();
    try {
      // Each client comes once the one before has gone, the server having let it go: an Xvfb that
      // resets when its last client leaves refuses it during the reset, and after it has forgotten
      // every atom. So the first client makes an atom and each next one must still find it there,
      // however fast or slow it comes.
      const name = `BROWSERS_NO_RESET_${process.pid}`;
      const atom = await xAtom(xvfb.display, name, true);
      expect(atom, 'the atom made').toEqual(expect.any(Number));
      const outcomes = new Map<string, number>();
      for (let index = 0; index < 200; index += 1) {
        const found = await xAtom(xvfb.display, name, false);
        const outcome = found === atom ? 'ok' : `${String(found)} (the atom was ${String(atom)})`;
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
      expect(Object.fromEntries(outcomes)).toEqual({ ok: 200 });
    } finally {
      xvfb.stop();
    }
  });
});
