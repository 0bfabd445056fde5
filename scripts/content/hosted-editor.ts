// The content editor on the deployed site (opt-in): `npm run build` with CONTENT_EDITOR_BACKEND set
// (github or gitea, and the variables of HOSTED_VARIABLES) adds /admin/ to dist: Decap's script, its
// configuration made from the same schemas as `npm run edit` (decap-config.ts, with the hosted
// backend), and its page. Each Publish there is a commit to the branch the host builds, and the host's
// rebuild (which runs the content check first) publishes it. docs/content.md, "Publishing from the
// deployed site", has the steps. Without CONTENT_EDITOR_BACKEND nothing of the editor is built.
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decapConfig, hostedOrigins } from './decap-config.ts';
import { adminPage, decapScript } from './editor-script.ts';
import type { HostedBackend } from './decap-config.ts';

/** The hosted editor's page: Decap alone (no preview or spec report: they need the edit server). */
export const HOSTED_PAGE = adminPage({ icon: '/favicon.svg' });

/**
 * The response headers /admin/* needs in place of the site's (docs/content.md): Decap compiles its
 * configuration's schema at run time ('unsafe-eval'), talks to the git host's API and its login, shows
 * avatars and pictures from the host, and keeps its login window's opener (so not COOP same-origin).
 */
export function adminHeaders(backend: HostedBackend): [string, string][] {
  const origins = hostedOrigins(backend).join(' ');
  return [
    [
      'Content-Security-Policy',
      `default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; connect-src 'self' ${origins}; object-src 'none'; base-uri 'self'; form-action 'self' ${origins}; frame-ancestors 'none'`,
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Cache-Control', 'no-cache'],
    ['X-Robots-Tag', 'noindex'],
  ];
}

/**
 * Writes dist/admin/ for `backend`; returns the files written.
 */
export async function writeHostedEditor(
  outDir: string,
  backend: HostedBackend,
  { siteUrl, log = console.info }: { siteUrl: string; log?: (line: string) => void },
) {
  const dir = join(outDir, 'admin');
  await mkdir(dir, { recursive: true });
  const config = decapConfig({ origin: siteUrl.replace(/\/$/, ''), hosted: backend });
  const files = {
    'index.html': HOSTED_PAGE,
    // JSON is YAML: Decap reads it as its config.yml.
    'config.yml': `${JSON.stringify(config, null, 2)}\n`,
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  await copyFile(await decapScript({ log }), join(dir, 'decap-cms.js'));
  log(
    [
      `The content editor (${backend.name}, ${backend.repo}, branch ${backend.branch}) is in ${dir}: /admin/ of the site.`,
      'Serve /admin/* with these headers in place of the site’s (docs/content.md):',
      ...adminHeaders(backend).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  );
  return ['index.html', 'config.yml', 'decap-cms.js'].map((name) => join(dir, name));
}
