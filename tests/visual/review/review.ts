// The review of the visual suites' shots: every shot the last run of either suite found different from
// its baseline (Playwright's `visual` in Chromium, the cross-browser suite's in Chromium, Firefox and
// WebKit), whichever suite ran last.
//
//   node tests/visual/review/review.ts [-- <command> ...]   prints the list (after running the command)
//   npm run visual:review [-- --port 4290]             serves the review page on this machine only
//
// The list: each shot's id, its differing pixels against its own tolerance, and how to see and approve
// it. With a command, runs it first (its output shown) and exits with its status: `npm run test:visual`
// and `npm run test:browsers` end with the list this way, `npm test` calls `printReview()` itself.
//
// The page (review-page/): for each shot its baseline, what the run took and the difference (side by
// side, a slider, an overlay, the diff), its pixels against its tolerance, the failing test and its
// message, and the same shot in the other browsers beside it; Approve (one shot, or every shot of a
// browser) writes the baseline as `npm run visual:accept` does. It loads nothing from outside this
// machine and listens on the loopback address only.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { commandLine, CommandLineError, isMain } from '../../../scripts/lib/cli.ts';
import { accept, select } from './accept.ts';
import { baselineDir, BROWSERS_OF, lastRuns, readDiffering, ROOT, shotId } from './shots.ts';

const PAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'review-page');
/** The review page's port unless `--port` says otherwise (0: any free one). */
export const REVIEW_PORT = 4290;

/** The cross-browser suite's baseline of `name` taken by `browser`. */
function siblingBaseline(browser: string, name: string) {
  return join(baselineDir('browsers', browser), `${name}.png`);
}

/**
 * The shots as the page shows them: each with its numbers and its siblings (the same shot in the
 * suite's other browsers, and whether each differs too, matches, or has no baseline).
 */
export function reviewState() {
  const shots = readDiffering();
  const ids = new Set(shots.map(shotId));
  return {
    runs: lastRuns(),
    shots: shots.map((shot) => ({
      id: shotId(shot),
      suite: shot.suite,
      browser: shot.browser,
      name: shot.name,
      baseline: shot.baseline,
      hasBaseline: existsSync(resolve(ROOT, shot.baseline)),
      hasDiff: Boolean(shot.diff && existsSync(shot.diff)),
      pixels: shot.pixels ?? null,
      tolerance: shot.tolerance ?? null,
      title: shot.title ?? null,
      message: shot.message ?? null,
      siblings: BROWSERS_OF[shot.suite]
        .filter((browser) => browser !== shot.browser)
        .map((browser) => {
          const id = shotId({ ...shot, browser });
          if (ids.has(id)) return { browser, id, state: 'differs' };
          const exists =
            shot.suite === 'browsers' && existsSync(siblingBaseline(browser, shot.name));
          return { browser, id, state: exists ? 'matches' : 'none' };
        }),
    })),
  };
}

/** Prints the differing shots of the last runs and how to review them; returns how many differ. */
export function printReview() {
  const shots = readDiffering();
  if (shots.length === 0) {
    console.info('visual review: every shot of the last runs matches its baseline.');
    return 0;
  }
  console.info(`visual review: ${shots.length} shot(s) differ from their baselines:`);
  for (const shot of shots) {
    const count =
      shot.pixels === undefined ? '' : ` (${shot.pixels} px, ${shot.tolerance} allowed)`;
    const missing = existsSync(resolve(ROOT, shot.baseline)) ? '' : ' (no baseline yet)';
    console.info(`  ${shotId(shot)}${count}${missing}`);
  }
  console.info(
    'Look at them and approve the right ones: npm run visual:review (a page), or npm run visual:accept -- <id or glob> ...',
  );
  return shots.length;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
} as Record<string, string>;

const SECURITY_HEADERS = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/**
 * The image of `kind` for the shot `id`: its baseline (`expected`, read now, so an approval shows at
 * once), what the run took (`actual`), the diff, or a sibling's baseline (`baseline`: a shot of the
 * cross-browser suite that matched it).
 */
function imageFile(kind: string, id: string) {
  if (kind === 'baseline') {
    const [suite, browser, ...name] = id.split('/');
    if (
      suite !== 'browsers' ||
      !browser ||
      !(BROWSERS_OF.browsers as readonly string[]).includes(browser)
    ) {
      return null;
    }
    const file = siblingBaseline(browser, name.join('/'));
    // Only a baseline under the browser's own folder, whatever the id says.
    return relative(baselineDir('browsers', browser), file).startsWith('..') ? null : file;
  }
  const shot = readDiffering().find((candidate) => shotId(candidate) === id);
  if (!shot) return null;
  if (kind === 'expected') return resolve(ROOT, shot.baseline);
  if (kind === 'actual') return shot.actual;
  if (kind === 'diff') return shot.diff ?? null;
  return null;
}

/**
 * Starts the review page's server on the loopback address. Requests must name it as their host (no
 * other site's name resolved to this machine reaches it), and an approval must come from the page itself
 * (its origin, as JSON).
 */
export function startReview({ port = REVIEW_PORT }: { port?: number } = {}): Promise<{
  url: string;
  close: () => Promise<void>;
}> {
  let hosts: string[] = [];
  const server = createServer((request, response) => {
    const send = (status: number, body: string | Buffer, type: string) => {
      response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type });
      response.end(body);
    };
    const json = (status: number, body: unknown) =>
      send(status, JSON.stringify(body), 'application/json; charset=utf-8');
    if (!hosts.includes(request.headers.host ?? '')) {
      return send(421, 'This review page answers only as 127.0.0.1 or localhost.', 'text/plain');
    }
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (request.method === 'POST' && url.pathname === '/api/approve') {
      const origin = request.headers.origin ?? '';
      if (!hosts.some((host) => origin === `http://${host}`)) {
        return json(403, { error: 'An approval comes from the review page itself.' });
      }
      if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
        return json(415, { error: 'An approval is sent as JSON.' });
      }
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk) => {
        body += chunk;
        if (body.length > 100_000) request.destroy();
      });
      request.on('end', () => {
        try {
          const { ids } = JSON.parse(body) as { ids?: unknown };
          if (
            !Array.isArray(ids) ||
            ids.length === 0 ||
            !ids.every((id) => typeof id === 'string')
          ) {
            return json(400, {
              error: 'Name the shots to approve: { "ids": ["suite/browser/name"] }.',
            });
          }
          const written = accept(select(ids, readDiffering()));
          return json(200, { approved: ids, baselines: written, ...reviewState() });
        } catch (error) {
          return json(400, { error: error instanceof Error ? error.message : String(error) });
        }
      });
      return undefined;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return send(405, 'Method not allowed', 'text/plain');
    }
    if (url.pathname === '/api/shots') return json(200, reviewState());
    const image = /^\/image\/(expected|actual|diff|baseline)\/(.+)\.png$/.exec(url.pathname);
    if (image) {
      const file = imageFile(image[1] ?? '', decodeURIComponent(image[2] ?? ''));
      if (!file || !existsSync(file)) return send(404, 'No such image', 'text/plain');
      return send(200, readFileSync(file), 'image/png');
    }
    const page = { '/': 'index.html', '/review.js': 'review.js', '/review.css': 'review.css' }[
      url.pathname
    ];
    if (!page) return send(404, 'Not found', 'text/plain');
    return send(
      200,
      readFileSync(join(PAGE_DIR, page)),
      TYPES[page.slice(page.lastIndexOf('.'))] ?? 'text/plain',
    );
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      hosts = [`127.0.0.1:${bound}`, `localhost:${bound}`];
      resolvePromise({
        url: `http://127.0.0.1:${bound}/`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}

if (isMain(import.meta.url)) {
  const args = process.argv.slice(2);
  if (args[0] === '--serve') {
    const port = commandLine('Usage: npm run visual:review -- [--port N]', () => {
      const { values } = parseArgs({
        args,
        options: {
          serve: { type: 'boolean' },
          port: { type: 'string', default: String(REVIEW_PORT) },
        },
        strict: true,
      });
      const chosen = Number(values.port);
      if (!/^\d+$/.test(values.port) || chosen > 65_535) {
        throw new CommandLineError(`visual:review: --port needs a port number, not ${values.port}`);
      }
      return chosen;
    });
    printReview();
    try {
      const { url } = await startReview({ port });
      console.info(`visual review: ${url} (Ctrl-C to stop)`);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      console.error(
        code === 'EADDRINUSE'
          ? `visual:review: port ${port} is taken; choose another with npm run visual:review -- --port <n>`
          : String(error),
      );
      process.exitCode = 1;
    }
  } else {
    const split = args.indexOf('--');
    if (split !== 0 && args.length > 0) {
      throw new Error('review: run as review.ts [-- command ...] or review.ts --serve [--port N]');
    }
    let status = 0;
    const [program = '', ...rest] = split === -1 ? [] : args.slice(split + 1);
    if (program) status = spawnSync(program, rest, { stdio: 'inherit' }).status ?? 1;
    printReview();
    process.exitCode = status;
  }
}
