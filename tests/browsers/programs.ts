// The programs the browser suite starts for a browser (WebKit's MiniBrowser and WebKitWebDriver; the
// Chromium and Firefox processes puppeteer starts), watched: their last output lines are kept for the
// message when something fails, and their end is known at once, so a command sent to a dead program
// fails with the cause instead of waiting on a socket that will never answer.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** How many of a program's last output lines a report shows. */
const KEPT_LINES = 25;

/**
 * Keeps the last lines written to `streams`.
 */
export function lastLines(
  streams: Array<NodeJS.ReadableStream | null | undefined>,
  kept = KEPT_LINES,
) {
  const lines: string[] = [];
  for (const stream of streams) {
    if (!stream) continue;
    let partial = '';
    stream.on('data', (chunk: Buffer | string) => {
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
export type Ending = { code: number | null; signal: NodeJS.Signals | null };

export interface Program {
  /** What it is, as a report names it ("WebKitWebDriver on port 20001"). */
  name: string;
  pid: number | undefined;
  /** Its last output lines. */
  lines: () => string[];
  /** How it ended, or null while it runs. */
  ended: () => Ending | null;
  /** Settles when it ends. */
  exited: Promise<Ending>;
  /** Settles once it has ended and its output streams have closed: every line it wrote is in `lines` then (its end can be known before its last output is read). */
  closed: Promise<Ending>;
  /** What it is, whether and how it ended, and its last lines. */
  report: () => string;
  /** Ends it (SIGTERM, then SIGKILL after 3 s) and waits for its end. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** "exited with code 1", "was killed by SIGKILL". */
export function describeEnding({ code, signal }: Ending) {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/**
 * The report of a program: its name and pid, whether it runs or how it ended, and its last lines.
 */
export function programReport(
  name: string,
  pid: number | undefined,
  ending: Ending | null,
  lines: string[],
) {
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
 */
export function isExiting(pid: number) {
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
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Starts `command` with its output kept (not shown) and its end watched.
 */
export function startProgram(
  name: string,
  command: string,
  args: string[],
  { env = process.env }: { env?: NodeJS.ProcessEnv } = {},
): Program {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env });
  running.add(child);
  const output = lastLines([child.stdout, child.stderr]);
  /** Why it could not be started at all (no such program), shown as its last line. */
  let startFailure: string | null = null;
  const lines = () => (startFailure ? [...output(), startFailure] : output());
  let ending: Ending | null = null;
  const exited: Promise<Ending> = new Promise((done) => {
    const end = (how: Ending) => {
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
  const closed: Promise<Ending> = new Promise((done) => {
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
