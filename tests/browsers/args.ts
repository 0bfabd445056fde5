// The browser suite's command line (npm run test:browsers -- ...), apart from the runner so it can be
// tested without starting anything.

export const BROWSERS = ['chromium', 'firefox', 'webkit'] as const;

/** A command line the suite refuses: reported by its message alone. */
export class UsageError extends Error {
  name = 'UsageError';
}
export type BrowserName = (typeof BROWSERS)[number];

/**
 * `--browser a --browser b,c` (or `--browser=a`) → the browsers asked for, all three when none is named;
 * `--update-visual` → re-record this suite's differing baselines; `--reuse-build` → serve the e2e build
 * the Playwright suite has just made instead of making it; every other argument goes to Vitest.
 */
export function parseBrowserArguments(args: string[]): {
  browsers: BrowserName[];
  update: boolean;
  reuseBuild: boolean;
  rest: string[];
} {
  const named: string[] = [];
  const rest: string[] = [];
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
  const unknown = named.filter((name) => !(BROWSERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new UsageError(`unknown browser ${unknown.join(', ')}: one of ${BROWSERS.join(', ')}`);
  }
  const browsers = (named.length > 0 ? [...new Set(named)] : [...BROWSERS]) as BrowserName[];
  return { browsers, update, reuseBuild, rest };
}
