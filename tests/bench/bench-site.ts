// What the benchmarks (bench:scroll, bench:interact) share: the production build they measure, served as
// a host would serve it and cross-origin isolated, and the browser that measures it (decision 0009).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createSiteServer, listenOnFreePort } from '../../scripts/build/hosting.ts';
import { chromiumLaunchOptions } from '@agency-site/chromium';

import type { Browser, Page } from '@playwright/test';
import { playwrightPage } from '../support/browser-page.ts';
import { settled, TIMERS_FROM_MS } from '../support/site-steps.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Builds the site into `dir` (with `env` added to this process's environment), unless the command
 * line says --skip-build and `dir` holds a build already. Returns the absolute folder.
 */
export function benchBuild(dir: string, env: Record<string, string> = {}, skipBuild = false) {
  const outDir = resolve(dir);
  if (!skipBuild || !existsSync(outDir)) {
    execFileSync('node', ['scripts/build/build.ts', '--outDir', outDir, '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  }
  return outDir;
}

export interface BenchSite {
  /** Where the build is served. */
  origin: string;
  /** The measuring Chromium. */
  browser: Browser;
  /** Stops both. */
  close: () => Promise<void>;
}

/**
 * Serves `dir` and launches Chromium. Cross-origin isolated (one header more than the host's), so
 * that the page's clock has 5 µs steps instead of 100 µs ones with jitter. `api` answers the paths
 * under its prefix on the same origin (the interaction benchmark's outbox).
 */
export async function startBenchSite(
  dir: string,
  {
    api,
  }: {
    api?: {
      prefix: string;
      handle: (request: IncomingMessage, response: ServerResponse) => unknown;
    };
  } = {},
): Promise<BenchSite> {
  const server = await createSiteServer(dir, {
    extraHeaders: {
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Embedder-Policy': 'require-corp',
    },
    api,
  });
  const origin = await listenOnFreePort(server);
  // The project's launch flags, and --disable-dev-shm-usage (decision 0009).
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--disable-dev-shm-usage'],
  });
  return {
    origin,
    browser,
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}

/** Waits until nothing on the page moves but its timers (`settled`, tests/support/site-steps.ts). */
export function untilStill(page: Page): Promise<void> {
  return settled(playwrightPage(page), { images: false, timersFromMs: TIMERS_FROM_MS });
}
