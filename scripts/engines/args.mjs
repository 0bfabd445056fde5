// The engine suite's command line (npm run test:engines -- ...), apart from the runner so it can be
// tested without starting anything.

export const ENGINES = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/** A command line the suite refuses: reported by its message alone. */
export class UsageError extends Error {
  name = 'UsageError';
}
/** @typedef {typeof ENGINES[number]} EngineName */

/**
 * `--engine a --engine b,c` (or `--engine=a`) → the engines asked for, all three when none is named;
 * `--update-visual` → re-record this suite's differing baselines; `--reuse-build` → serve the e2e build
 * the Playwright suite has just made instead of making it; every other argument goes to Vitest.
 * @param {string[]} args
 * @returns {{ engines: EngineName[], update: boolean, reuseBuild: boolean, rest: string[] }}
 */
export function parseEngineArguments(args) {
  /** @type {string[]} */
  const named = [];
  /** @type {string[]} */
  const rest = [];
  let update = false;
  let reuseBuild = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--engine' || arg.startsWith('--engine=')) {
      const value = arg === '--engine' ? args[(i += 1)] : arg.slice('--engine='.length);
      if (!value) throw new UsageError(`--engine needs a name: one of ${ENGINES.join(', ')}`);
      named.push(...value.split(',').filter(Boolean));
    } else if (arg === '--update-visual') {
      update = true;
    } else if (arg === '--reuse-build') {
      reuseBuild = true;
    } else {
      rest.push(arg);
    }
  }
  const unknown = named.filter(
    (name) => !(/** @type {readonly string[]} */ (ENGINES).includes(name)),
  );
  if (unknown.length > 0) {
    throw new UsageError(`unknown engine ${unknown.join(', ')}: one of ${ENGINES.join(', ')}`);
  }
  const engines = /** @type {EngineName[]} */ (
    named.length > 0 ? [...new Set(named)] : [...ENGINES]
  );
  return { engines, update, reuseBuild, rest };
}
