// Writes a complete HTML file per route (and 404.html) into a client build, from the server entry.
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A route rendered by the server entry (src/entry-server.tsx `render`).
 */
export interface RenderedPage {
  html: string;
  head: string;
  styles: string;
  status: number;
  state: unknown;
}
/**
 * What the build's server bundle of src/entry-server.tsx exports.
 */
export interface ServerEntry {
  render: (path: string, origin: string) => Promise<RenderedPage>;
  prerenderPaths: () => string[];
  siteFiles: (rendered: string[]) => Record<string, string>;
}

/** The data block the browser router hydrates from (src/app/router.tsx reads it). */
const HYDRATION_DATA_ID = 'router-hydration-data';
/** Any path no route names: the not-found screen renders for it. */
const NOT_FOUND_PATH = '/404';

/** JSON safe inside HTML: no `</script>` or comment can end the block early. */
const jsonForHtml = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export function fillTemplate(template: string, page: RenderedPage, path: string) {
  const data = `<script type="application/json" id="${HYDRATION_DATA_ID}">${jsonForHtml({ path, state: page.state })}</script>`;
  return template
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `${page.head}\n    ${page.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}`);
}

/**
 * A page must not point link previews at a share image the build does not contain.
 */
async function assertShareImage(outDir: string, head: string, path: string) {
  const image = /<meta property="og:image" content="[^"]*?(\/share\/[^"]+)"/.exec(head)?.[1];
  if (!image) throw new Error(`Prerender: ${path} has no og:image`);
  try {
    await access(join(outDir, image));
  } catch {
    throw new Error(`Prerender: ${path} names ${image}, which is not in public/share/`);
  }
}

const fileFor = (outDir: string, path: string) =>
  path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');

/**
 * The bundle's stylesheets (fonts, Lenis: about 1 KB gzip) inlined: no render-blocking request queued
 * behind the scripts on a slow connection, so the prerendered page paints as soon as it arrives.
 */
export async function inlineStylesheets(template: string, outDir: string) {
  const links = [
    ...template.matchAll(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g),
  ];
  let html = template;
  for (const [tag, href = ''] of links) {
    const css = await readFile(join(outDir, href), 'utf8');
    const inline = `<style>${css.replace(/\/\*# sourceMappingURL=[^*]*\*\//, '')}</style>`;
    html = html.replace(tag, () => inline);
  }
  return html;
}

/**
 * Writes every route's page, 404.html and the site files; returns what it wrote.
 */
export async function prerender({
  outDir,
  serverEntry,
  origin = 'http://localhost',
}: {
  outDir: string;
  serverEntry: string;
  origin?: string;
}) {
  const { render, prerenderPaths, siteFiles } = (await import(
    pathToFileURL(serverEntry).href
  )) as ServerEntry;
  const template = await inlineStylesheets(
    await readFile(join(outDir, 'index.html'), 'utf8'),
    outDir,
  );
  const written: string[] = [];
  for (const path of prerenderPaths()) {
    const page = await render(path, origin);
    if (page.status !== 200)
      throw new Error(`Prerender: ${path} rendered with status ${page.status}`);
    await assertShareImage(outDir, page.head, path);
    const file = fileFor(outDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, fillTemplate(template, page, path));
    written.push(path);
  }
  const notFound = await render(NOT_FOUND_PATH, origin);
  await writeFile(join(outDir, '404.html'), fillTemplate(template, notFound, NOT_FOUND_PATH));
  for (const [name, text] of Object.entries(siteFiles(written)))
    await writeFile(join(outDir, name), text);
  return [...written, '404.html'];
}
