// The production build: the client bundle, then every route prerendered to HTML from the route table.
// Run: node scripts/build/build.ts [--outDir dist] [--logLevel warn] [--manifest]   (npm run build type-checks first, then runs this)
// The source maps (hidden: no sourceMappingURL) go to <outDir>-sourcemaps/, outside the site, and so does
// the manifest with --manifest (<outDir>-sourcemaps/manifest.json, which the budgets read).
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, loadEnv } from 'vite';
import { DEFAULT_SITE_URL } from '../../src/config/env-schema.ts';
import { hostedBackend } from '../content/decap-config.ts';
import { writeHostedEditor } from '../content/hosted-editor.ts';
import { commandLine, CommandLineError } from '../lib/cli.ts';
import { writeHostingFiles } from './hosting.ts';
import { prerender } from './prerender.ts';

import type { LogLevel } from 'vite';

const LOG_LEVELS: readonly LogLevel[] = ['info', 'warn', 'error', 'silent'];
const { outDir, logLevel, manifest } = commandLine(
  'Usage: node scripts/build/build.ts [--outDir dist] [--logLevel info|warn|error|silent] [--manifest]',
  () => {
    const { values } = parseArgs({
      options: {
        outDir: { type: 'string', default: 'dist' },
        logLevel: { type: 'string', default: 'warn' },
        manifest: { type: 'boolean', default: false },
      },
      strict: true,
    });
    const level = LOG_LEVELS.find((name) => name === values.logLevel);
    if (!level) throw new CommandLineError(`--logLevel ${values.logLevel} is not a Vite log level`);
    return { outDir: resolve(values.outDir), logLevel: level, manifest: values.manifest };
  },
);
const ssrDir = resolve('node_modules/.cache/prerender', outDir.replace(/\W+/g, '_'));
// The content editor on the deployed site, when CONTENT_EDITOR_BACKEND asks for it: read first, so a
// variable set wrong stops the build before anything is built.
let editorBackend: ReturnType<typeof hostedBackend>;
try {
  editorBackend = hostedBackend(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

await build({
  logLevel,
  build: { outDir, emptyOutDir: true, manifest },
});
await build({
  logLevel,
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, sourcemap: false },
  ssr: { noExternal: true },
});

/**
 * Moves every .map file of `dir` into `target`, keeping their paths; returns how many.
 */
async function moveSourceMaps(dir: string, target: string) {
  await rm(target, { recursive: true, force: true });
  let moved = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const from = join(entry.parentPath, entry.name);
    const to = join(target, relative(dir, from));
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to);
    moved += 1;
  }
  return moved;
}
await moveSourceMaps(outDir, `${outDir}-sourcemaps`);
if (manifest) {
  await mkdir(`${outDir}-sourcemaps`, { recursive: true });
  await rename(join(outDir, '.vite/manifest.json'), join(`${outDir}-sourcemaps`, 'manifest.json'));
  await rm(join(outDir, '.vite'), { recursive: true, force: true });
}

await prerender({ outDir, serverEntry: join(ssrDir, 'entry-server.js') });
const viteEnv = loadEnv('production', process.cwd(), 'VITE_');
await writeHostingFiles(outDir, process.env.VITE_EMAILJS_ORIGIN ?? viteEnv.VITE_EMAILJS_ORIGIN, {
  recaptchaSiteKey: viteEnv.VITE_EMAILJS_RECAPTCHA_SITE_KEY,
});
await rm(ssrDir, { recursive: true, force: true });
if (editorBackend) {
  await writeHostedEditor(outDir, editorBackend, {
    siteUrl: process.env.VITE_SITE_URL?.trim() || viteEnv.VITE_SITE_URL?.trim() || DEFAULT_SITE_URL,
  });
}
