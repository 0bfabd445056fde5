// The content editor: Decap CMS on this checkout, served from one local server.
//
//   npm run edit [-- --port 4400 --root <project dir>]   then open http://127.0.0.1:4400/admin/
//
// One server on 127.0.0.1 serves the admin page, Decap's script, its configuration (made from the
// content's schemas: decap-config.mjs) and the local backend (decap-server's file-system API, on the
// same origin), which reads and writes the data files of `--root` in place. Nothing is committed: the
// changes are in the working tree for `git diff` and a commit of your own.
//
// Before decap-server writes an entry, the server imports the photos chosen in pictures' Upload fields
// (the media import, as `npm run media:import` does), strips the editor's own fields and checks the
// file against its schema (editor-save.mjs); a refused photo or a broken field stops the save with the
// reason shown in the editor. After each save the whole content is checked (check-content.mjs) and
// any problem printed here.
//
// Decap's script (the self-contained dist/decap-cms.js of the pinned decap-cms package, not the whole
// package and its 600 dependencies) is fetched once with `npm pack` through npm's own registry
// settings and cache, checked against the integrity recorded below, and kept in
// node_modules/.cache/content-editor/. Nothing of it is ever part of the site's build.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import { isMain, option } from '../lib/cli.mjs';
import { checkContent, formatProblems, staleWarning } from './check-content.mjs';
import { specReport } from './check-spec.mjs';
import { decapConfig, PROJECTS_FOLDER, SLUG_FIELD } from './decap-config.mjs';
import { contentKeyOf, importUploads, prepareSave, SaveError, slugOfPath } from './editor-save.mjs';

/** The Decap CMS release the editor runs, and its tarball's integrity (`npm view decap-cms@<v> dist.integrity`). */
export const DECAP_VERSION = '3.16.3';
export const DECAP_INTEGRITY =
  'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==';

/** This project's root (where the cache lives), whatever `--root` the editor works on. */
const PROJECT = fileURLToPath(new URL('../..', import.meta.url));
export const CACHE_DIR = join(PROJECT, 'node_modules/.cache/content-editor');

const run = promisify(execFile);

/**
 * One file out of a .tgz: `name` (`package/dist/decap-cms.js`) as a Buffer, undefined when absent.
 * Reads plain ustar entries, which is all npm's tarballs hold.
 * @param {Buffer} tgz
 * @param {string} name
 */
export function fileFromTarball(tgz, name) {
  const tar = gunzipSync(tgz);
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const text = (/** @type {number} */ start, /** @type {number} */ end) =>
      header.toString('utf8', start, end).replace(/\0.*$/s, '');
    const prefix = text(345, 500);
    const entry = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
    const size = parseInt(text(124, 136).trim() || '0', 8);
    const start = offset + 512;
    if (entry === name) return Buffer.from(tar.subarray(start, start + size));
    offset = start + Math.ceil(size / 512) * 512;
  }
  return undefined;
}

/**
 * The path of Decap's script, fetched and checked on the first run (`npm pack`, npm's registry and
 * cache: a later fetch works offline), then kept in the cache.
 * @param {{ cache?: string, log?: (line: string) => void }} [options]
 */
export async function decapScript({ cache = CACHE_DIR, log = console.log } = {}) {
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
      ],
      { maxBuffer: 64 * 1024 * 1024, shell: process.platform === 'win32' },
    );
    const [{ filename }] = JSON.parse(stdout);
    const tgz = await readFile(join(dir, filename));
    const integrity = `sha512-${createHash('sha512').update(tgz).digest('base64')}`;
    if (integrity !== DECAP_INTEGRITY) {
      throw new Error(
        `decap-cms@${DECAP_VERSION} from the registry is not the recorded release: its integrity is ${integrity}, not ${DECAP_INTEGRITY}.`,
      );
    }
    const code = fileFromTarball(tgz, 'package/dist/decap-cms.js');
    if (!code) throw new Error(`decap-cms@${DECAP_VERSION} holds no dist/decap-cms.js`);
    await writeFile(join(dir, 'decap-cms.js'), code);
    await rename(join(dir, 'decap-cms.js'), script);
    return script;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The admin page: Decap's script, which loads config.yml beside it. */
const ADMIN_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content editor</title>
  </head>
  <body>
    <script src="decap-cms.js"></script>
    <script src="spec-report.js" defer></script>
  </body>
</html>
`;

/**
 * A project file's JSON as the editor shows it: its page address (the file's name) as a field.
 * @param {{ data?: unknown, file?: { path?: string } } | null | undefined} entry
 */
function withSlug(entry) {
  const path = entry?.file?.path;
  if (!entry || typeof entry.data !== 'string' || !path?.startsWith(`${PROJECTS_FOLDER}/`)) {
    return entry;
  }
  try {
    const data = JSON.parse(entry.data);
    return { ...entry, data: JSON.stringify({ [SLUG_FIELD]: slugOfPath(path), ...data }, null, 2) };
  } catch {
    return entry;
  }
}

/**
 * The edit server, listening.
 * @param {{ root?: string, port?: number, host?: string, log?: (line: string) => void, warn?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, origin: string, close: () => Promise<void> }>}
 */
export async function startEditServer({
  root = PROJECT,
  port = 4400,
  host = '127.0.0.1',
  log = console.log,
  warn = console.error,
} = {}) {
  const repo = resolve(root);
  const script = await decapScript({ log });
  const origin = `http://${host}:${port}`;
  const config = JSON.stringify(decapConfig({ origin }), null, 2);
  const app = express();
  app.disable('x-powered-by');
  app.set('strict routing', true);
  // Only this machine's own names: a page elsewhere cannot reach the server by rebinding a DNS name.
  const hosts = new Set([`${host}:${port}`, `localhost:${port}`, `127.0.0.1:${port}`]);
  app.use((req, res, next) => {
    if (hosts.has(req.headers.host ?? '')) next();
    else res.status(403).send('Forbidden host');
  });
  app.get('/', (_req, res) => res.redirect('/admin/'));
  app.get('/admin', (_req, res) => res.redirect('/admin/'));
  app.get('/admin/', (_req, res) => res.type('html').send(ADMIN_PAGE));
  app.get('/admin/decap-cms.js', (_req, res) => res.sendFile(script, { maxAge: '1d' }));
  // The spec report, for information (editor-page/spec-report.js; npm run check:spec prints it).
  app.get('/admin/spec-report.js', (_req, res) =>
    res.sendFile(fileURLToPath(new URL('editor-page/spec-report.js', import.meta.url))),
  );
  app.get('/admin/spec-report.json', async (_req, res, next) => {
    try {
      res.set('Cache-Control', 'no-store').json(await specReport(repo));
    } catch (error) {
      next(error);
    }
  });
  // JSON is YAML: Decap reads it as its config.yml.
  app.get('/admin/config.yml', (_req, res) => res.type('text/yaml').send(config));

  app.post('/api/v1', express.json({ limit: '50mb' }), async (req, res, next) => {
    const { action, params = {} } = req.body ?? {};
    try {
      if (action === 'persistMedia') {
        throw new SaveError(
          'Photos are imported when the entry is published: choose one under a picture’s “Upload a new photo”.',
        );
      }
      if (['entriesByFolder', 'entriesByFiles', 'getEntry'].includes(action)) {
        const json = res.json.bind(res);
        res.json = (body) =>
          json(Array.isArray(body) ? body.map((entry) => withSlug(entry)) : withSlug(body));
        next();
        return;
      }
      if (action !== 'persistEntry') {
        next();
        return;
      }
      const dataFiles = params.dataFiles ?? (params.entry ? [params.entry] : []);
      /** @type {{ path: string, raw: string, newPath?: string }[]} */
      const files = dataFiles;
      /** @type {({ file: { path: string, raw: string } } & ReturnType<typeof prepareSave>)[]} */
      const prepared = [];
      for (const file of files) {
        if (!contentKeyOf(file.path)) {
          throw new SaveError(`${file.path} is not a content file the editor may write.`);
        }
        const existing = await readFile(join(repo, file.path), 'utf8').catch(() => undefined);
        prepared.push({ file, ...prepareSave(file, params.assets ?? [], { existing }) });
      }
      for (const { uploads } of prepared) {
        for (const file of await importUploads(uploads, repo)) log(`Imported ${file}`);
      }
      for (const { file, text } of prepared) file.raw = text;
      // The uploads are in the site's asset folders now; their raw files are never written.
      params.assets = [];
      res.on('finish', () => {
        if (res.statusCode !== 200) return;
        for (const { file } of prepared) log(`Saved ${file.path}`);
        void checkContent(repo).then(({ problems, warnings }) => {
          if (warnings.length) warn(staleWarning(warnings));
          if (problems.length) {
            warn(
              `The content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${formatProblems(problems)}`,
            );
          } else log('The content is sound.');
        });
      });
      next();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof SaveError) warn(`Not saved: ${message}`);
      else warn(error instanceof Error ? (error.stack ?? message) : message);
      res.status(error instanceof SaveError ? 422 : 500).json({ error: message });
    }
  });

  // decap-server's file-system backend, on the same app: it reads GIT_REPO_DIRECTORY when registered.
  const require = createRequire(import.meta.url);
  // (It has no types: named through a variable, the module is not looked up by the type checker.)
  const middlewares = 'decap-server/dist/middlewares';
  const { registerLocalFs } =
    /** @type {{ registerLocalFs: (app: import('express').Express, options?: { logLevel?: string }) => Promise<void> }} */ (
      require(middlewares)
    );
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repo;
  try {
    await registerLocalFs(app, { logLevel: 'warn' });
  } finally {
    if (before === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = before;
  }

  const server = await new Promise((done, fail) => {
    const listening = app.listen(port, host, () => done(listening));
    listening.once('error', fail);
  });
  return {
    origin,
    url: `${origin}/admin/`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections?.();
        server.close(() => done());
      }),
  };
}

if (isMain(import.meta.url)) {
  const root = resolve(option('--root', PROJECT));
  const port = Number(option('--port', '4400'));
  try {
    const { url } = await startEditServer({ root, port });
    const { problems } = await checkContent(root);
    if (problems.length)
      console.error(`The content has problems already:\n${formatProblems(problems)}`);
    console.log(`The content editor of ${root} is at ${url}`);
    console.log('Saves change the files in place (nothing is committed). Ctrl+C stops it.');
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === 'EADDRINUSE')
      console.error(`Port ${port} is taken: npm run edit -- --port <another>`);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
