// npm run test:browsers [-- --browser chromium|firefox|webkit ...] [--update-visual] [vitest options]
//
// The cross-browser suite: builds the production site as the Playwright suite does (the e2e build, its
// environment in tests/support/test-env.ts), serves it with nginx running the shipped
// docs/hosting/nginx.conf, answers its EmailJS calls with the local outbox (on the e2e outbox's port),
// starts an X display for WebKit when there is none, and runs tests/browsers in each browser asked for
// (all three by default).
// Everything it starts, it stops, whatever the tests found.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { nginxIncludeFile } from '../../scripts/build/hosting.ts';
import { createOutbox } from '../../scripts/dev-server/outbox.ts';
import { parseBrowserArguments } from './args.ts';
import { missingBrowser, startXvfb } from './drivers.ts';
import { startNginx } from './nginx.ts';
import { clearDiffering, browsersOutDir } from '../visual/review/shots.ts';
import {
  BUILD_DIR,
  BROWSERS_ORIGIN,
  BROWSERS_OUTBOX_DIR,
  BROWSERS_PORT,
  OUTBOX_ORIGIN,
  OUTBOX_PORT,
  testBuildEnv,
} from '../support/test-env.ts';

/** What the run started, stopped in reverse order at its end, whatever happened. */
const stops: Array<() => unknown> = [];
const children = new Set<ChildProcess>();

async function stopAll() {
  for (const stop of stops.splice(0).reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error('could not stop:', error);
    }
  }
}

// Interrupted (Ctrl-C, a CI timeout), the run still stops its servers and display: the cases'
// process is told first, so its browsers close with it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of children) child.kill(signal);
    void stopAll().finally(() => process.exit(130));
  });
}

/**
 * Runs a command to its end, its output shown (each line after `prefix` when one is given, so that
 * runs side by side can be told apart); rejects when it cannot start.
 */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  prefix: string = '',
): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        if (from)
          createInterface({ input: from }).on('line', (line) => to.write(`${prefix}${line}\n`));
      }
    }
    children.add(child);
    child.once('error', fail);
    child.once('exit', (code, signal) => {
      children.delete(child);
      done(signal ? 1 : (code ?? 1));
    });
  });
}

async function main() {
  const { browsers, update, reuseBuild, rest } = parseBrowserArguments(process.argv.slice(2));
  const missing = browsers.flatMap((name) => {
    const what = missingBrowser(name);
    return what ? [`${name}: ${what}`] : [];
  });
  if (missing.length > 0) {
    console.error(`Browsers missing for the browser suite:\n  ${missing.join('\n  ')}`);
    return 1;
  }

  const started = Date.now();
  // This run's shots only: an earlier run's differences are not this one's.
  clearDiffering('browsers');
  rmSync(browsersOutDir(), { recursive: true, force: true });
  // The e2e build (the Playwright suite's, the same variant): made here unless the caller has just
  // made it (`--reuse-build`, as npm test does after the Playwright suite).
  if (
    !reuseBuild ||
    !existsSync(join(BUILD_DIR, '_headers')) ||
    !existsSync(nginxIncludeFile(BUILD_DIR))
  ) {
    const built = await run(
      process.execPath,
      ['scripts/build/build.ts', '--outDir', BUILD_DIR, '--logLevel', 'warn'],
      { ...process.env, ...testBuildEnv },
    );
    if (built !== 0) return built;
  }

  try {
    rmSync(BROWSERS_OUTBOX_DIR, { recursive: true, force: true });
    const outbox = createOutbox({
      dir: BROWSERS_OUTBOX_DIR,
      faults: true,
      allowedOrigins: [BROWSERS_ORIGIN],
      ids: {
        publicKey: testBuildEnv.VITE_EMAILJS_PUBLIC_KEY,
        serviceId: testBuildEnv.VITE_EMAILJS_SERVICE_ID,
        templateId: testBuildEnv.VITE_EMAILJS_TEMPLATE_ID,
      },
      log: () => undefined,
    });
    const outboxServer = createServer((request, response) => void outbox(request, response));
    await new Promise((done, fail) => {
      outboxServer.once('error', fail);
      outboxServer.listen(OUTBOX_PORT, '127.0.0.1', () => done(undefined));
    });
    stops.push(() => outboxServer.close());

    // The shipped config with the headers the build wrote for it (its policy names the local outbox).
    const nginx = await startNginx(BUILD_DIR, { port: BROWSERS_PORT });
    stops.push(() => nginx.stop());

    let display = process.env.DISPLAY;
    if (browsers.includes('webkit') && !display) {
      const xvfb = await startXvfb();
      display = xvfb.display;
      stops.push(() => xvfb.stop());
    }

    // The browsers side by side, one Vitest each: a case mostly waits on its page's own clock, and
    // one after another they left a core idle (decision 0018). Each case still runs alone in its browser.
    const env = {
      ...process.env,
      ...(display ? { DISPLAY: display } : {}),
      // The WebDriver client's loggers speak at info level unless told before they are made.
      WDIO_LOG_LEVEL: process.env.WDIO_LOG_LEVEL ?? 'error',
      BROWSERS_ORIGIN: nginx.origin,
      BROWSERS_OUTBOX: OUTBOX_ORIGIN,
      BROWSERS_CONTACT_TO_EMAIL: testBuildEnv.VITE_CONTACT_TO_EMAIL,
      BROWSERS_IDS: [
        testBuildEnv.VITE_EMAILJS_PUBLIC_KEY,
        testBuildEnv.VITE_EMAILJS_SERVICE_ID,
        testBuildEnv.VITE_EMAILJS_TEMPLATE_ID,
      ].join(','),
      ...(update ? { BROWSERS_UPDATE_VISUAL: '1' } : {}),
    };
    const codes = await Promise.all(
      browsers.map((name) =>
        run(
          process.execPath,
          [
            'node_modules/vitest/vitest.mjs',
            'run',
            '--config',
            'tests/browsers/vitest.config.ts',
            ...rest,
          ],
          { ...env, BROWSERS: name },
          browsers.length > 1 ? `${name.padEnd(8)}| ` : '',
        ),
      ),
    );
    const code = codes.every((each) => each === 0) ? 0 : 1;
    browsers.forEach((name, index) => {
      if (codes[index] !== 0) console.error(`browsers: ${name} FAILED`);
    });
    console.info(
      `browsers ${browsers.join(', ')}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return code;
  } finally {
    await stopAll();
  }
}

process.exitCode = await main().catch((error) => {
  // A refusal (an unknown browser, a busy port) is its message; anything else, its stack.
  console.error(error instanceof Error && error.name === 'UsageError' ? error.message : error);
  return 1;
});
