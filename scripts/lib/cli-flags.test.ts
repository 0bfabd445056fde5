// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CommandLineError, readFlags } from './cli.ts';

const USAGE = 'Usage: edit [--port <n>] [--root <dir>]';
const OPTIONS = {
  root: { type: 'string', default: '.' },
  port: { type: 'string', default: '4400' },
} as const;

describe('the content scripts’ command line (scripts/lib/cli.ts, commandFlags)', () => {
  it('reads a flag and its value as two words or as one, and keeps the defaults', () => {
    expect(readFlags(OPTIONS, USAGE, [])).toEqual({ root: '.', port: '4400' });
    expect(readFlags(OPTIONS, USAGE, ['--port', '4411'])).toEqual({ root: '.', port: '4411' });
    expect(readFlags(OPTIONS, USAGE, ['--port=4412', '--root=/tmp/x'])).toEqual({
      root: '/tmp/x',
      port: '4412',
    });
    expect(readFlags(OPTIONS, USAGE, ['--help']).help).toBe(true);
  });

  it('refuses what the script does not take, naming it, with the usage', () => {
    const refused = (args: string[]) => {
      try {
        readFlags(OPTIONS, USAGE, args);
      } catch (error) {
        expect(error).toBeInstanceOf(CommandLineError);
        return (error as Error).message;
      }
      throw new Error(`${args.join(' ')} was taken`);
    };
    expect(refused(['--prot', '4400'])).toBe(`Unknown flag --prot.\n${USAGE}`);
    expect(refused(['--port'])).toBe(`Option '--port <value>' argument missing\n${USAGE}`);
    expect(refused(['4400'])).toBe(`Unexpected argument '4400'.\n${USAGE}`);
  });

  it('stops a script on a flag it does not take, with code 2, before it does anything', () => {
    const run = spawnSync(
      process.execPath,
      [resolve('scripts/content/check-spec.ts'), '--stirct'],
      { encoding: 'utf8' },
    );
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'Unknown flag --stirct.\nUsage: npm run check:spec [-- --strict]\n  --strict  exit 1 when the content departs from the spec\n',
    );
  });
});
