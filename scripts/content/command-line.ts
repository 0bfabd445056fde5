// The command line of the content scripts (check-content, check-spec, edit, editor-script), read by
// node:util's parseArgs: `--port 4400` and `--port=4400` alike, `--help` for the usage, and anything
// else (a flag the script does not take, a flag without its value, a stray argument) stops the script
// with what went wrong and its usage.
import { parseArgs } from 'node:util';
import type { ParseArgsOptionsConfig } from 'node:util';

/** A command line the script does not take; its message says why and how to call it. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** What parseArgs said, as a line for the person who typed the command. */
function reason(error: unknown) {
  const { code, message } = error as NodeJS.ErrnoException;
  const unknown = /^Unknown option '([^']+)'/.exec(message);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown) return `Unknown flag ${unknown[1]}.`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') return `${message.split('.')[0]}.`;
  return message;
}

/**
 * The flags of `args` by `options` (each flag's name, type and default), with `help` true for `--help`.
 * Throws a UsageError naming what it does not take, followed by `usage`.
 */
export function readFlags<const Options extends ParseArgsOptionsConfig>(
  options: Options,
  usage: string,
  args: string[],
) {
  try {
    return parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    throw new UsageError(`${reason(error)}\n${usage}`);
  }
}

/**
 * The script's flags from its command line; `--help` prints `usage` and ends the script, and a command
 * line it does not take prints why and the usage, and ends it with code 2.
 * @param usage `Usage: …` and a line for each flag
 */
export function commandLine<const Options extends ParseArgsOptionsConfig>(
  options: Options,
  usage: string,
  args: string[] = process.argv.slice(2),
) {
  try {
    const flags = readFlags(options, usage, args);
    if ('help' in flags && flags.help) {
      console.info(usage);
      process.exit(0);
    }
    return flags;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
