import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * The value after `--name` on the command line, or the fallback.
 * @template Fallback
 */
export function option<Fallback>(name: string, fallback: Fallback): string | Fallback {
  const index = process.argv.indexOf(name);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

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
