// The programs the browser suite starts for a browser (WebKit's MiniBrowser and WebKitWebDriver; the
// Chromium and Firefox processes puppeteer starts), watched: their last output lines are kept for the
// message when something fails, and their end is known at once, so a command sent to a dead program
// fails with the cause instead of waiting on a socket that will never answer.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** How many of a program's last output lines a report shows. */
const KEPT_LINES = 25;

/**
 * Keeps the last lines written to `streams`.
 * @param {Array<NodeJS.ReadableStream | null | undefined>} streams
 */
export function lastLines(streams, kept = KEPT_LINES) {
  /** @type {string[]} */
  const lines = [];
  for (const stream of streams) {
    if (!stream) continue;
    let partial = '';
    stream.on('data', (/** @type {Buffer | string} */ chunk) => {
      const parts = (partial + String(chunk)).split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        if (!line.trim()) continue;
        lines.push(line.trimEnd());
        if (lines.length > kept) lines.shift();
      }
    });
  }
  return () => [...lines];
}

/** How a program ended: its exit code, or the signal that ended it. */
/** @typedef {{ code: number | null, signal: NodeJS.Signals | null }} Ending */

/**
 * @typedef {object} Program
 * @property {string} name What it is, as a report names it ("WebKitWebDriver on port 20001").
 * @property {number | undefined} pid
 * @property {() => string[]} lines Its last output lines.
 * @property {() => Ending | null} ended How it ended, or null while it runs.
 * @property {Promise<Ending>} exited Settles when it ends.
 * @property {Promise<Ending>} closed Settles once it has ended and its output streams have closed:
 *   every line it wrote is in `lines` then (its end can be known before its last output is read).
 * @property {() => string} report What it is, whether and how it ended, and its last lines.
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop Ends it (SIGTERM, then SIGKILL after
 *   3 s) and waits for its end.
 */

/** "exited with code 1", "was killed by SIGKILL". */
export function describeEnding(/** @type {Ending} */ { code, signal }) {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/**
 * The report of a program: its name and pid, whether it runs or how it ended, and its last lines.
 * @param {string} name
 * @param {number | undefined} pid
 * @param {Ending | null} ending
 * @param {string[]} lines
 */
export function programReport(name, pid, ending, lines) {
  const state = ending ? describeEnding(ending) : 'is running';
  const tail = lines.length > 0 ? lines.map((line) => `    ${line}`).join('\n') : '    (nothing)';
  return `${name} (pid ${pid ?? '?'}) ${state}; its last lines:\n${tail}`;
}

/** The kernel's flag on a task that has begun to exit (include/linux/sched.h). */
const PF_EXITING = 0x4;

/**
 * Whether process `pid` is dying or dead: it has begun to exit (the kernel marks it before it closes
 * any of its files, so before any socket of it closes), is a zombie, or is gone. Read from
 * /proc/<pid>/stat (Linux, where the suite runs). A process whose socket has just closed under a
 * command is one of these, whether or not its end has reached this process yet.
 * @param {number} pid
 */
export function isExiting(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return true;
  }
  // After the command name (in parentheses, and free to hold any character): state, then five
  // numbers, then the flags.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [state = '', , , , , , flags = '0'] = fields;
  return state === 'Z' || state === 'X' || (Number(flags) & PF_EXITING) !== 0;
}

/** Every program started here that has not ended: ended with this process, whatever ends it. */
/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts `command` with its output kept (not shown) and its end watched.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Program}
 */
export function startProgram(name, command, args, { env = process.env } = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  running.add(child);
  const output = lastLines([child.stdout, child.stderr]);
  /** Why it could not be started at all (no such program), shown as its last line. */
  /** @type {string | null} */
  let startFailure = null;
  const lines = () => (startFailure ? [...output(), startFailure] : output());
  /** @type {Ending | null} */
  let ending = null;
  /** @type {Promise<Ending>} */
  const exited = new Promise((done) => {
    const end = (/** @type {Ending} */ how) => {
      running.delete(child);
      ending ??= how;
      done(ending);
    };
    child.once('exit', (code, signal) => end({ code, signal }));
    child.once('error', (error) => {
      startFailure = String(error);
      end({ code: null, signal: null });
    });
  });
  /** @type {Promise<Ending>} */
  const closed = new Promise((done) => {
    child.once('close', () => void exited.then(done));
  });
  return {
    name,
    pid: child.pid,
    lines,
    ended: () => ending,
    exited,
    closed,
    report: () => programReport(name, child.pid, ending, lines()),
    stop: async (signal = 'SIGTERM') => {
      if (ending) return;
      child.kill(signal);
      const killer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
