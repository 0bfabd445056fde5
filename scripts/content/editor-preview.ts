// The content editor's preview pane (npm run edit): the page being edited, rendered by the site itself.
//
// The edit server runs the checkout's own Vite dev server (its vite.config.ts, components, styles and
// assets) in middleware mode on the same origin, and the preview pane (editor-page/preview.js) shows
// the entry's page in a frame of it. Each change in the editor is sent here as a draft: checked against
// the file's schema as a save is (editor-save.ts, uploads left out), then served in place of the data
// file to that Vite server only, and pushed to the frame by hot update. Nothing is written: the working
// tree, `npm run dev` and the build never see a draft. A draft the schema refuses is not shown; the pane
// keeps the last one it accepted and says why.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { paths, projectPath } from '../../src/config/paths.ts';
import { PROJECT } from '../lib/checkout-copy.ts';
import { contentKeyOf, prepareSave, SaveError, slugOfPath } from './editor-save.ts';

/** The site's page that shows each data file's words. */
const PAGE_OF = {
  'site.json': paths.home,
  'home.json': paths.home,
  'about.json': paths.about,
  'packages.json': paths.services,
  'portfolio.json': paths.portfolio,
  'seo.json': paths.home,
} as const;

/** What the pane says under its frame for a file whose words are not on the page itself. */
const NOTES: Partial<Record<string, string>> = {
  'seo.json':
    'Search and link-preview texts are the pages’ titles and descriptions, in their heads, not on the page: the home page is shown.',
  'site.json': 'The name, footer and social links are on every page: the home page is shown.',
};

/**
 * The page that shows a data file (`src/content/data/about.json` → `/about`), undefined for a path that
 * is not a content file.
 */
export function previewRoute(path: string) {
  const key = contentKeyOf(path);
  if (!key) return undefined;
  if (key === 'projects/*.json') return projectPath(slugOfPath(path));
  return PAGE_OF[key];
}

/**
 * The note shown with a file's preview, if any.
 */
export function previewNote(path: string) {
  const key = contentKeyOf(path);
  return key ? (NOTES[key] ?? '') : '';
}

/** route: the page to show; note: what the pane says; refused: why this draft is not shown */
export type PreviewAnswer = { route?: string; note: string; refused?: string };

/**
 * The preview of `repo`, a checkout of the project; undefined where it is not one (a folder of content
 * alone), with the reason logged once.
 */
export async function startPreview({
  repo,
  httpServer,
  log = console.info,
}: {
  repo: string;
  httpServer: Server;
  log?: (line: string) => void;
}) {
  const configFile = join(repo, 'vite.config.ts');
  if (!existsSync(configFile) || !existsSync(join(repo, 'index.html'))) {
    log(`The preview pane is off: ${repo} is not a checkout of the site (no vite.config.ts).`);
    return undefined;
  }
  const { createServer } = await import('vite');
  /** Drafts by absolute file path: the data file's text while an entry is being edited. */
  const drafts = new Map<string, string>();
  const vite = await createServer({
    configFile,
    root: repo,
    logLevel: 'warn',
    clearScreen: false,
    appType: 'spa',
    // Its own dependency cache: a `npm run dev` of the same checkout (or of one sharing its
    // node_modules) keeps its own, and neither re-optimises under the other.
    cacheDir: join(repo, 'node_modules/.cache/content-editor-vite'),
    server: {
      middlewareMode: true,
      // Hot updates over the edit server's own port.
      ws: { server: httpServer },
      // A scratch checkout links the project's node_modules (fonts resolve there).
      fs: { allow: [repo, join(PROJECT, 'node_modules')] },
    },
    plugins: [
      {
        name: 'content-editor:drafts',
        enforce: 'pre',
        load(id) {
          return drafts.get(id.split('?')[0] ?? id);
        },
      },
    ],
  });

  /**
   * Shows an entry's data (as the editor holds it) in the preview.
   * @param path the data file (null for a project not yet published)
   */
  async function draft(path: string | null | undefined, data: unknown): Promise<PreviewAnswer> {
    if (!path) {
      return {
        note: 'A new project is shown here once it is published (its page is made from its file).',
      };
    }
    const route = previewRoute(path);
    if (!route) throw new SaveError(`${path} is not a content file the editor may show.`);
    const note = previewNote(path);
    const file = join(repo, path);
    const existing = await readFile(file, 'utf8').catch(() => undefined);
    let text;
    try {
      ({ text } = prepareSave({ path, raw: JSON.stringify(data) }, [], { existing, draft: true }));
    } catch (error) {
      if (!(error instanceof SaveError)) throw error;
      return { route, note, refused: error.message.replace(`${path} was not saved: `, '') };
    }
    if (drafts.get(file) !== text) {
      if (text === existing) drafts.delete(file);
      else drafts.set(file, text);
      for (const module of vite.moduleGraph.getModulesByFile(file) ?? []) {
        await vite.reloadModule(module);
      }
    }
    return { route, note };
  }

  return {
    middlewares: vite.middlewares,
    draft,
    /** After a save: the file holds the entry now, and the server reads it again. */
    forget: (path: string) => drafts.delete(join(repo, path)),
    close: () => vite.close(),
  };
}
