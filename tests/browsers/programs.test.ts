import { describe, expect, it } from 'vitest';
import { isExiting, startProgram } from './programs.ts';

describe('startProgram', () => {
  it('keeps the last output lines of both streams and reports how the program ended', async () => {
    const program = startProgram('a test program', 'sh', [
      '-c',
      'for i in $(seq 1 40); do echo "out $i"; done; echo "the cause" >&2; exit 3',
    ]);
    expect(await program.exited).toEqual({ code: 3, signal: null });
    expect(program.ended()).toEqual({ code: 3, signal: null });
    // The end can be known before the last output is read: once its streams have closed, it is.
    expect(await program.closed).toEqual({ code: 3, signal: null });
    const lines = program.lines();
    expect(lines).toContain('the cause');
    expect(lines).toContain('out 40');
    expect(lines).toHaveLength(25);
    expect(lines).not.toContain('out 1');
    expect(program.report()).toMatch(
      /^a test program \(pid \d+\) exited with code 3; its last lines:\n {4}(out|the cause)/,
    );
  });

  it('reports a program killed by a signal, and one that could not start', async () => {
    const sleeper = startProgram('a sleeper', 'sleep', ['30']);
    expect(sleeper.ended()).toBeNull();
    expect(sleeper.report()).toContain('a sleeper (pid');
    expect(sleeper.report()).toContain(') is running; its last lines:\n    (nothing)');
    await sleeper.stop('SIGKILL');
    expect(sleeper.report()).toContain('was killed by SIGKILL');

    const missing = startProgram('a missing program', 'no-such-program-here', []);
    await missing.exited;
    expect(missing.report()).toContain('ENOENT');
  });

  it('tells a dying or gone process from a running one, as the kernel sees it', async () => {
    expect(isExiting(process.pid)).toBe(false);
    const sleeper = startProgram('a sleeper', 'sleep', ['30']);
    expect(isExiting(sleeper.pid ?? 0)).toBe(false);
    // Stopped is not dying.
    process.kill(sleeper.pid ?? 0, 'SIGSTOP');
    expect(isExiting(sleeper.pid ?? 0)).toBe(false);
    await sleeper.stop('SIGKILL');
    expect(isExiting(sleeper.pid ?? 0)).toBe(true);
  });
});
