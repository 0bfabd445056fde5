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
