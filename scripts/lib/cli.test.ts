import { parseArgs } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandLine, CommandLineError } from './cli.ts';

const USAGE = 'Usage: node x.ts [--dir dist] [--write]';

/** The script's one parseArgs call, on `args` in place of the process's own command line. */
const parse = (args: string[]) => () =>
  parseArgs({
    args,
    options: { dir: { type: 'string', default: 'dist' }, write: { type: 'boolean' } },
    strict: true,
  }).values;

/** What commandLine printed and the status it exited with, the exit stopping the call. */
function refused(read: () => unknown) {
  const printed: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((line: string) => void printed.push(line));
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${String(code)}`);
  });
  expect(() => commandLine(USAGE, read)).toThrow('exit 2');
  return printed.join('\n');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('commandLine', () => {
  it('reads both forms of a flag and its default', () => {
    expect(commandLine(USAGE, parse(['--dir', 'out', '--write']))).toEqual({
      dir: 'out',
      write: true,
    });
    expect(commandLine(USAGE, parse(['--dir=out']))).toEqual({ dir: 'out' });
    expect(commandLine(USAGE, parse([]))).toEqual({ dir: 'dist' });
  });

  it('exits 2 naming an unknown flag, a missing value or a refused one, then the usage', () => {
    expect(refused(parse(['--dri', 'out']))).toBe(`Unknown option '--dri'\n${USAGE}`);
    expect(refused(parse(['--dir']))).toBe(`Option '--dir <value>' argument missing\n${USAGE}`);
    const check = () => {
      throw new CommandLineError('--dir must be a folder');
    };
    expect(refused(check)).toBe(`--dir must be a folder\n${USAGE}`);
  });

  it('lets any other error through', () => {
    expect(() =>
      commandLine(USAGE, () => {
        throw new TypeError('a bug');
      }),
    ).toThrow('a bug');
  });
});
