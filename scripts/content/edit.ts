// The content editor: Decap CMS on this checkout, served from one local server.
//
//   npm run edit [-- --port 4400 --root <project dir>]   then open http://127.0.0.1:4400/admin/
//
// One server on 127.0.0.1 serves the admin page, Decap's script, its configuration (made from the
// content's schemas: decap-config.ts) and the local backend (decap-server's file-system API, on the
// same origin), which reads and writes the data files of `--root` in place. Nothing is committed: the
// changes are in the working tree for `git diff` and a commit of your own.
//
// Before decap-server writes an entry, the server imports the photos chosen in pictures' Upload fields
// (the media import, as `npm run media:import` does), strips the editor's own fields and checks the
// file against its schema (editor-save.ts); a refused photo or a broken field stops the save with the
// reason shown in the editor. After each save the whole content is checked (check-content.ts) and
// any problem printed here.
//
// Decap's script is fetched by `npm ci` (editor-script.ts, the postinstall), so the editor starts
// without the network. Nothing of it is ever part of the site's build.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { isMain } from '../lib/cli.ts';
import { checkContent, formatProblems, staleWarning } from './check-content.ts';
import { commandFlags } from '../lib/cli.ts';
import { specReport } from './check-spec.ts';
import { PROJECT } from '../lib/checkout-copy.ts';
import { adminPage, decapScript } from './editor-script.ts';
import { decapConfig, PROJECTS_FOLDER, SLUG_FIELD } from './decap-config.ts';
import { pictureLibrary } from './editor-media.ts';
import { startPreview } from './editor-preview.ts';
import { contentKeyOf, importUploads, prepareSave, SaveError, slugOfPath } from './editor-save.ts';
import type { Asset } from './editor-save.ts';

/** The admin page: Decap's script (which loads config.yml beside it), the preview and the spec report. */
const ADMIN_PAGE = adminPage({
  icon: 'data:,',
  scripts: ['<script src="preview.js"></script>', '<script src="spec-report.js" defer></script>'],
});

/** An entry as decap-server answers it. */
type Entry = { data?: unknown; file?: { path?: string } } | null | undefined;

/** A data file as Decap sends it to be written. */
type DataFile = { path: string; raw: string; newPath?: string };

/** What Decap asks of its local backend (decap-server's API): the parts the edit server reads. */
interface ApiRequest {
  action?: string;
  params?: {
    path?: unknown;
    paths?: unknown[];
    dataFiles?: DataFile[];
    entry?: DataFile;
    assets?: Asset[];
  };
}

/** An async handler as Express 4 takes one: a rejection goes to `next`. */
const handler =
  (route: (req: Request, res: Response, next: NextFunction) => Promise<void>): RequestHandler =>
  (req, res, next) => {
    route(req, res, next).catch(next);
  };

/**
 * A project file's JSON as the editor shows it: its page address (the file's name) as a field.
 */
function withSlug(entry: Entry) {
  const path = entry?.file?.path;
  if (!entry || typeof entry.data !== 'string' || !path?.startsWith(`${PROJECTS_FOLDER}/`)) {
    return entry;
  }
  try {
    const data = JSON.parse(entry.data) as Record<string, unknown>;
    return { ...entry, data: JSON.stringify({ [SLUG_FIELD]: slugOfPath(path), ...data }, null, 2) };
  } catch {
    return entry;
  }
}

/**
 * The edit server, listening.
 */
export async function startEditServer({
  root = PROJECT,
  port = 4400,
  host = '127.0.0.1',
  log = console.info,
  warn = console.error,
}: {
  root?: string;
  port?: number;
  host?: string;
  log?: (line: string) => void;
  warn?: (line: string) => void;
} = {}): Promise<{ url: string; origin: string; close: () => Promise<void> }> {
  const repo = resolve(root);
  const script = await decapScript({ log });
  const origin = `http://${host}:${port}`;
  const config = JSON.stringify(decapConfig({ origin }), null, 2);
  const app = express();
  const httpServer = createServer(app);
  const preview = await startPreview({ repo, httpServer, log });
  app.disable('x-powered-by');
  app.set('strict routing', true);
  // Only this machine's own names: a page elsewhere cannot reach the server by rebinding a DNS name.
  const hosts = new Set([`${host}:${port}`, `localhost:${port}`, `127.0.0.1:${port}`]);
  app.use((req, res, next) => {
    if (hosts.has(req.headers.host ?? '')) next();
    else res.status(403).send('Forbidden host');
  });
  // With the preview, `/` and every page of the site are the preview's (the site as the editor holds it).
  if (!preview) app.get('/', (_req, res) => res.redirect('/admin/'));
  app.get('/admin', (_req, res) => res.redirect('/admin/'));
  app.get('/admin/', (_req, res) => res.type('html').send(ADMIN_PAGE));
  app.get('/admin/decap-cms.js', (_req, res) => res.sendFile(script, { maxAge: '1d' }));
  // The spec report, for information (editor-page/spec-report.js; npm run check:spec prints it), and
  // the preview pane. Both are sent as they are, plain scripts beside Decap's on a page no bundler
  // serves (the preview's Vite server is the site's, for the frame only), so they stay JavaScript,
  // typed by JSDoc and checked by tsc.
  for (const page of ['spec-report.js', 'preview.js']) {
    app.get(`/admin/${page}`, (_req, res) =>
      res.sendFile(fileURLToPath(new URL(`editor-page/${page}`, import.meta.url))),
    );
  }
  // The preview pane's drafts (editor-preview.ts): the page to show, and why a draft is not shown.
  app.post(
    '/admin/preview',
    express.json({ limit: '5mb' }),
    handler(async (req, res, next) => {
      try {
        if (!preview) {
          res.json({
            note: `The preview needs a checkout of the site: ${repo} has no vite.config.ts.`,
          });
          return;
        }
        const { path, data } = (req.body ?? {}) as { path?: string | null; data?: unknown };
        res.set('Cache-Control', 'no-store').json(await preview.draft(path, data));
      } catch (error) {
        if (error instanceof SaveError) res.status(422).json({ error: error.message });
        else next(error);
      }
    }),
  );
  app.get(
    '/admin/spec-report.json',
    handler(async (_req, res, next) => {
      try {
        res.set('Cache-Control', 'no-store').json(await specReport(repo));
      } catch (error) {
        next(error);
      }
    }),
  );
  // JSON is YAML: Decap reads it as its config.yml.
  app.get('/admin/config.yml', (_req, res) => res.type('text/yaml').send(config));

  app.post(
    '/api/v1',
    express.json({ limit: '50mb' }),
    handler(async (req, res, next) => {
      const { action = '', params = {} } = (req.body ?? {}) as ApiRequest;
      try {
        if (action === 'getMedia') {
          // The site's own pictures, one card each (editor-media.ts), not the empty staging folder.
          res.json(await pictureLibrary(repo));
          return;
        }
        if (
          (action === 'deleteFile' || action === 'deleteFiles') &&
          [params.path, ...(params.paths ?? [])].some(
            (path) => typeof path === 'string' && path.startsWith('src/assets/'),
          )
        ) {
          throw new SaveError(
            'A picture is removed with git (git rm its files), after no content names it; the library only shows them.',
          );
        }
        if (action === 'persistMedia') {
          throw new SaveError(
            'Photos are imported when the entry is published: choose one under a picture’s “Upload a new photo”.',
          );
        }
        if (['entriesByFolder', 'entriesByFiles', 'getEntry'].includes(action)) {
          const json = res.json.bind(res);
          res.json = (body: unknown) =>
            json(
              Array.isArray(body)
                ? body.map((entry: Entry) => withSlug(entry))
                : withSlug(body as Entry),
            );
          next();
          return;
        }
        if (action !== 'persistEntry') {
          next();
          return;
        }
        const files = params.dataFiles ?? (params.entry ? [params.entry] : []);
        const prepared: ({ file: DataFile } & ReturnType<typeof prepareSave>)[] = [];
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
          for (const { file } of prepared) {
            preview?.forget(file.path);
            log(`Saved ${file.path}`);
          }
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
    }),
  );

  // decap-server's file-system backend, on the same app: it reads GIT_REPO_DIRECTORY when registered.
  const require = createRequire(import.meta.url);
  // (It has no types: named through a variable, the module is not looked up by the type checker.)
  const middlewares = 'decap-server/dist/middlewares';
  const { registerLocalFs } = require(middlewares) as {
    registerLocalFs: (app: Express, options?: { logLevel?: string }) => Promise<void>;
  };
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = repo;
  try {
    await registerLocalFs(app, { logLevel: 'warn' });
  } finally {
    if (before === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = before;
  }

  // Last: the site itself, for the preview pane's frame.
  if (preview) app.use(preview.middlewares);

  await new Promise((done, fail) => {
    httpServer.once('error', (error) => {
      void preview?.close();
      fail(error);
    });
    httpServer.listen(port, host, () => done(undefined));
  });
  const server = httpServer;
  return {
    origin,
    url: `${origin}/admin/`,
    close: () =>
      new Promise((done) => {
        void preview?.close();
        server.closeAllConnections?.();
        server.close(() => done());
      }),
  };
}

if (isMain(import.meta.url)) {
  const flags = commandFlags(
    { root: { type: 'string', default: PROJECT }, port: { type: 'string', default: '4400' } },
    [
      'Usage: npm run edit [-- --port 4400 --root <project dir>]',
      '  --port  the port on 127.0.0.1 (default 4400)',
      '  --root  the checkout whose content is edited (default this one)',
    ].join('\n'),
  );
  const root = resolve(flags.root);
  const port = Number(flags.port);
  try {
    const { url } = await startEditServer({ root, port });
    const { problems } = await checkContent(root);
    if (problems.length)
      console.error(`The content has problems already:\n${formatProblems(problems)}`);
    console.info(`The content editor of ${root} is at ${url}`);
    console.info('Saves change the files in place (nothing is committed). Ctrl+C stops it.');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      console.error(`Port ${port} is taken: npm run edit -- --port <another>`);
    else console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
