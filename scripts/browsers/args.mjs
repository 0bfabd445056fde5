// The browser suite's command line (npm run test:browsers -- ...), apart from the runner so it can be
// tested without starting anything.

export const BROWSERS = /** @type {const} */ (['chromium', 'firefox', 'webkit']);

/** A command line the suite refuses: reported by its message alone. */
export class UsageError extends Error {
  name = 'UsageError';
}
/** @typedef {typeof BROWSERS[number]} BrowserName */

/**
 * `--browser a --browser b,c` (or `--browser=a`) → the browsers asked for, all three when none is named;
 * `--update-visual` → re-record this suite's differing baselines; `--reuse-build` → serve the e2e build
 * the Playwright suite has just made instead of making it; every other argument goes to Vitest.
 * @param {string[]} args
 * @returns {{ browsers: BrowserName[], update: boolean, reuseBuild: boolean, rest: string[] }}
 */
export function parseBrowserArguments(args) {
  /** @type {string[]} */
  const named = [];
  /** @type {string[]} */
  const rest = [];
  let update = false;
  let reuseBuild = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--browser' || arg.startsWith('--browser=')) {
      const value = arg === '--browser' ? args[(i += 1)] : arg.slice('--browser='.length);
      if (!value) throw new UsageError(`--browser needs a name: one of ${BROWSERS.join(', ')}`);
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
    (name) => !(/** @type {readonly string[]} */ (BROWSERS).includes(name)),
  );
  if (unknown.length > 0) {
    throw new UsageError(`unknown browser ${unknown.join(', ')}: one of ${BROWSERS.join(', ')}`);
  }
  const browsers = /** @type {BrowserName[]} */ (
    named.length > 0 ? [...new Set(named)] : [...BROWSERS]
  );
  return { browsers, update, reuseBuild, rest };
}
