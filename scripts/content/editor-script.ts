// Decap CMS's script for the content editor (npm run edit): the self-contained dist/decap-cms.js of the
// pinned decap-cms release, not the whole package and its 600 dependencies (381 MB installed).
//
//   node scripts/content/editor-script.ts    (npm's postinstall: npm ci and npm install run it)
//
// It is fetched with `npm pack` through npm's own registry settings and cache, checked against the
// integrity recorded below and kept in node_modules/.cache/content-editor/. `npm ci` runs this as the
// project's postinstall, while the registry is reachable anyway, so the editor's first run needs no
// network. Run as the postinstall it never fails an install: without a registry it says so in one line,
// and `npm run edit` tries again (from npm's cache, which works offline once anything has fetched it).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PROJECT } from '../lib/checkout-copy.ts';
import { isMain } from '../lib/cli.ts';
import { commandFlags } from '../lib/cli.ts';

/** The Decap CMS release the editor runs, and its tarball's integrity (`npm view decap-cms@<v> dist.integrity`). */
export const DECAP_VERSION = '3.16.3';
export const DECAP_INTEGRITY =
  'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==';

/** Where the script is kept: this project's node_modules, whatever `--root` the editor works on. */
export const CACHE_DIR = join(PROJECT, 'node_modules/.cache/content-editor');

const run = promisify(execFile);

/**
 * Decap's script out of its package's tarball (`tgz`, a file): its `package/dist/decap-cms.js`, written
 * into `dir` as decap-cms.js. Returns that file's path, undefined when the tarball holds no such file.
 */
export async function unpackScript(tgz: string, dir: string) {
  // Imported here: an install without the dev dependencies still runs this file as its postinstall,
  // which then says in one line that the editor was not fetched instead of failing the install.
  const { extract } = await import('tar');
  await extract({ file: tgz, cwd: dir, strip: 2 }, ['package/dist/decap-cms.js']);
  const script = join(dir, 'decap-cms.js');
  return existsSync(script) ? script : undefined;
}

/**
 * The path of Decap's script, fetched and checked on the first run (`npm pack`, npm's registry and
 * cache: a later fetch works offline), then kept in the cache.
 *   env: npm's environment (its npm_config_* settings)
 */
export async function decapScript({
  cache = CACHE_DIR,
  log = console.info,
  env = process.env,
}: { cache?: string; log?: (line: string) => void; env?: NodeJS.ProcessEnv } = {}) {
  const script = join(cache, `decap-cms-${DECAP_VERSION}.js`);
  if (existsSync(script)) return script;
  await mkdir(cache, { recursive: true });
  log(`Fetching decap-cms@${DECAP_VERSION} (once; kept in ${cache}) …`);
  const dir = await mkdtemp(join(cache, '.pack-'));
  try {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const { stdout } = await run(
      npm,
      [
        'pack',
        `decap-cms@${DECAP_VERSION}`,
        '--pack-destination',
        dir,
        '--prefer-offline',
        '--json',
        // Its errors said whatever log level the caller's npm has (npm test may run silent).
        '--loglevel',
        'error',
      ],
      { maxBuffer: 64 * 1024 * 1024, shell: process.platform === 'win32', env },
    ).catch((error: Error & { stderr?: string; code?: number | string }) => {
      // npm's own code for it (ECONNREFUSED, E404, ENOTCACHED …), else how npm ended.
      const reason =
        /npm error code (\S+)/.exec(error.stderr ?? '')?.[1] ??
        `npm pack ended with ${error.code ?? 'an error'}`;
      throw new Error(
        `Decap CMS ${DECAP_VERSION} could not be fetched with npm pack (${reason}). npm ci fetches it once, with the npm registry in reach; then the editor needs no network.`,
      );
    });
    const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
    const tgz = await readFile(join(dir, filename));
    const integrity = `sha512-${createHash('sha512').update(tgz).digest('base64')}`;
    if (integrity !== DECAP_INTEGRITY) {
      throw new Error(
        `decap-cms@${DECAP_VERSION} from the registry is not the recorded release: its integrity is ${integrity}, not ${DECAP_INTEGRITY}.`,
      );
    }
    const code = await unpackScript(join(dir, filename), dir);
    if (!code) throw new Error(`decap-cms@${DECAP_VERSION} holds no dist/decap-cms.js`);
    await rename(code, script);
    return script;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The editor's page: Decap's script (beside it, decap-cms.js; it loads config.yml from there too), then
 * `scripts`. Never indexed.
 * @param options icon: its address; scripts: more script tags
 */
export function adminPage({ icon, scripts = [] }: { icon: string; scripts?: string[] }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content editor</title>
    <link rel="icon" href="${icon}" />
  </head>
  <body>
${['<script src="decap-cms.js"></script>', ...scripts].map((tag) => `    ${tag}\n`).join('')}  </body>
</html>
`;
}

if (isMain(import.meta.url)) {
  commandFlags({}, 'Usage: node scripts/content/editor-script.ts (no flags; npm ci runs it)');
  try {
    const script = await decapScript({ log: () => {} });
    console.info(`content editor: Decap CMS ${DECAP_VERSION} is in ${script}`);
  } catch (error) {
    // An install never fails over the editor: `npm run edit` fetches it then, or says why it cannot.
    console.warn(
      `content editor: Decap CMS ${DECAP_VERSION} was not fetched (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); npm run edit will try again.`,
    );
  }
}
