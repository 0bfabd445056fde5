// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decapConfig, hostedBackend } from './decap-config.ts';
import { decapScript } from './editor-script.ts';
import { adminHeaders, writeHostedEditor } from './hosted-editor.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const github = { CONTENT_EDITOR_BACKEND: 'github', CONTENT_EDITOR_REPO: 'agency/site' };
const gitea = {
  CONTENT_EDITOR_BACKEND: 'gitea',
  CONTENT_EDITOR_REPO: 'agency/site',
  CONTENT_EDITOR_BRANCH: 'live',
  CONTENT_EDITOR_BASE_URL: 'https://codeberg.org/',
  CONTENT_EDITOR_APP_ID: 'c1d2',
};

/** Every field name of a Decap field list, nested ones included. */
function names(fields: readonly { name: string; fields?: unknown; field?: unknown }[]): string[] {
  return fields.flatMap((field) => [
    field.name,
    ...names((field.fields ?? []) as typeof fields),
    ...names(field.field ? [field.field as (typeof fields)[number]] : []),
  ]);
}

describe('the content editor on the deployed site (scripts/content/hosted-editor.ts)', () => {
  it('is built only when CONTENT_EDITOR_BACKEND asks for it', () => {
    expect(hostedBackend({})).toBeUndefined();
    expect(hostedBackend({ CONTENT_EDITOR_BACKEND: '  ' })).toBeUndefined();
  });

  it("configures Decap's GitHub backend (an OAuth proxy at base_url) and its Gitea one (PKCE)", () => {
    expect(hostedBackend(github)).toEqual({ name: 'github', repo: 'agency/site', branch: 'main' });
    expect(
      hostedBackend({ ...github, CONTENT_EDITOR_BASE_URL: 'https://auth.example.com' }),
    ).toMatchObject({ base_url: 'https://auth.example.com' });
    expect(hostedBackend(gitea)).toEqual({
      name: 'gitea',
      repo: 'agency/site',
      branch: 'live',
      app_id: 'c1d2',
      api_root: 'https://codeberg.org/api/v1',
      base_url: 'https://codeberg.org',
    });
  });

  it('names every variable set wrong, and what it must hold', () => {
    expect(() => hostedBackend({ CONTENT_EDITOR_BACKEND: 'gitlab', CONTENT_EDITOR_REPO: 'site' }))
      .toThrow(`The hosted content editor is not configured:
  CONTENT_EDITOR_BACKEND is "gitlab": it must be github or gitea.
  CONTENT_EDITOR_REPO is "site": it must be the repository as owner/name, like agency/site.`);
    expect(() => hostedBackend({ ...gitea, CONTENT_EDITOR_APP_ID: '' })).toThrow(
      /CONTENT_EDITOR_APP_ID is not set: a gitea editor needs the client ID/,
    );
    expect(() =>
      hostedBackend({ ...github, CONTENT_EDITOR_BASE_URL: 'http://auth.example.com' }),
    ).toThrow(
      /CONTENT_EDITOR_BASE_URL is "http:\/\/auth\.example\.com": it must be an https address/,
    );
  });

  it("has the local editor's collections and fields, without the edit server's own", () => {
    const local = decapConfig({ origin: 'http://127.0.0.1:4400' });
    const hosted = decapConfig({
      origin: 'https://www.example.com',
      hosted: hostedBackend(github)!,
    });
    expect(hosted).not.toHaveProperty('local_backend');
    expect(hosted.backend).toMatchObject({
      name: 'github',
      repo: 'agency/site',
      branch: 'main',
      commit_messages: { update: 'Edit {{collection}} “{{slug}}” (content editor)' },
    });
    expect(hosted.site_url).toBe('https://www.example.com');
    expect(hosted.collections.map((collection) => collection.name)).toEqual(
      local.collections.map((collection) => collection.name),
    );
    const [pages, projects] = hosted.collections;
    const [localPages, localProjects] = local.collections;
    // Every field of the schemas, less the upload fields and the Page address.
    const without = (list: string[]) => list.filter((name) => !['upload', 'slug'].includes(name));
    expect(pages!.files!.map((file) => names(file.fields))).toEqual(
      localPages!.files!.map((file) => without(names(file.fields))),
    );
    expect(names(projects!.fields!)).toEqual(without(names(localProjects!.fields!)));
    expect(names(localProjects!.fields!)).toContain('upload');
    // A new project's file is named from its title.
    expect(projects!.slug).toBe('{{slug}}');
  });

  it('writes /admin/ into the build: the page, its configuration and Decap', async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'hosted-editor-'));
    dirs.push(outDir);
    const lines: string[] = [];
    const backend = hostedBackend(gitea)!;
    await writeHostedEditor(outDir, backend, {
      siteUrl: 'https://www.example.com/',
      log: (line) => lines.push(line),
    });
    const config = JSON.parse(await readFile(join(outDir, 'admin/config.yml'), 'utf8')) as {
      backend: { name: string };
      site_url: string;
    };
    expect(config).toEqual(
      JSON.parse(
        JSON.stringify(decapConfig({ origin: 'https://www.example.com', hosted: backend })),
      ),
    );
    expect(await readFile(join(outDir, 'admin/index.html'), 'utf8')).toContain(
      '<script src="decap-cms.js"></script>',
    );
    expect(
      (await readFile(join(outDir, 'admin/decap-cms.js'))).equals(
        await readFile(await decapScript({ log: () => {} })),
      ),
    ).toBe(true);
    // The headers /admin/ needs are said where the build runs, as adminHeaders gives them.
    const csp = new Map(adminHeaders(backend)).get('Content-Security-Policy')!;
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).toContain("connect-src 'self' https://codeberg.org;");
    expect(lines.join('\n')).toContain(`Content-Security-Policy: ${csp}`);
  });
});
