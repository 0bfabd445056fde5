import { realpathSync } from 'node:fs';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { pathToFileURL } from 'node:url';

/**
 * Whether the module at `url` (its `import.meta.url`) is the script node was started with, through a
 * symbolic link too; false when it is imported, by a test or another script.
 */
export function isMain(url: string) {
  try {
    return url === pathToFileURL(realpathSync(process.argv[1] ?? '')).href;
  } catch {
    return false;
  }
}

/** A command line a script refuses: its message says why, and the script prints its usage after it. */
export class CommandLineError extends Error {
  override name = 'CommandLineError';
}

/**
 * What `parse` reads of the command line: a node:util `parseArgs` call (strict, so an unknown flag or a
 * flag without its value is an error) and the checks of the values. When it refuses the command line,
 * prints why, then `usage`, and exits 2.
 */
export function commandLine<Parsed>(usage: string, parse: () => Parsed): Parsed {
  try {
    return parse();
  } catch (error) {
    const refused =
      error instanceof CommandLineError ||
      (error instanceof TypeError &&
        'code' in error &&
        String(error.code).startsWith('ERR_PARSE_ARGS_'));
    if (!refused) throw error;
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
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
 * Throws a CommandLineError naming what it does not take, followed by `usage`.
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
    throw new CommandLineError(`${reason(error)}\n${usage}`);
  }
}

/**
 * The script's flags (`options`: each flag's name, type and default) from its command line: the flags-only
 * form of `commandLine`. `--help` prints `usage` and ends the script; a command line it does not take
 * prints why and the usage, and ends it with code 2.
 * @param usage `Usage: …` and a line for each flag
 */
export function commandFlags<const Options extends ParseArgsOptionsConfig>(
  options: Options,
  usage: string,
  args: string[] = process.argv.slice(2),
) {
  let flags;
  try {
    flags = readFlags(options, usage, args);
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
  if ('help' in flags && flags.help) {
    console.info(usage);
    process.exit(0);
  }
  return flags;
}
