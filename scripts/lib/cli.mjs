/**
 * The value after `--name` on the command line, or the fallback.
 * @template {string | undefined} Fallback
 * @param {string} name
 * @param {Fallback} fallback
 * @returns {string | Fallback}
 */
export function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}
