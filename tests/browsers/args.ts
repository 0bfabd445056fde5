// The browser suite's command line (npm run test:browsers -- ...), apart from the runner so it can be
// tested without starting anything.

import { parseArgs } from 'node:util';

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
  // node:util's parseArgs reads the suite's own flags; every other argument, in its order, goes to
  // Vitest (not strict: Vitest's flags are unknown here, and a value after one reads as a positional).
  const { tokens } = parseArgs({
    args,
    options: {
      browser: { type: 'string', multiple: true },
      'update-visual': { type: 'boolean' },
      'reuse-build': { type: 'boolean' },
    },
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const named: string[] = [];
  const ours = new Set<number>();
  let update = false;
  let reuseBuild = false;
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (token.name === 'browser') {
      // `--browser` with nothing after it, or another flag after it, names no browser.
      const value = token.value;
      if (!value || (token.inlineValue !== true && value.startsWith('-'))) {
        throw new UsageError(`--browser needs a name: one of ${BROWSERS.join(', ')}`);
      }
      named.push(...value.split(',').filter(Boolean));
    } else if (token.name === 'update-visual') update = true;
    else if (token.name === 'reuse-build') reuseBuild = true;
    else continue;
    ours.add(token.index);
    if (token.name === 'browser' && token.inlineValue === false) ours.add(token.index + 1);
  }
  const rest = args.filter((_, index) => !ours.has(index));
  const unknown = named.filter((name) => !(BROWSERS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new UsageError(`unknown browser ${unknown.join(', ')}: one of ${BROWSERS.join(', ')}`);
  }
  const browsers = (named.length > 0 ? [...new Set(named)] : [...BROWSERS]) as BrowserName[];
  return { browsers, update, reuseBuild, rest };
}
