// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { create } from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_DIR, decapScript, DECAP_VERSION, unpackScript } from './editor-script.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A scratch folder, removed after the test. */
async function scratch() {
  const dir = await mkdtemp(join(tmpdir(), 'editor-script-'));
  dirs.push(dir);
  return dir;
}

/** A package's `files` (path → text) packed as npm packs them, under package/, then unpacked. */
async function unpacked(files: Record<string, string>) {
  const [dir, out] = [await scratch(), await scratch()];
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, 'package', path)), { recursive: true });
    await writeFile(join(dir, 'package', path), text);
  }
  const tgz = join(dir, 'package.tgz');
  await create({ gzip: true, file: tgz, cwd: dir }, ['package']);
  return { out, script: await unpackScript(tgz, out) };
}

describe("the editor's Decap script (scripts/content/editor-script.ts)", () => {
  it('is in place once npm ci has run (its postinstall), so the editor needs no network', () => {
    expect(existsSync(join(CACHE_DIR, `decap-cms-${DECAP_VERSION}.js`))).toBe(true);
  });

  it('is taken from the cache without asking npm', async () => {
    const cache = await scratch();
    const script = join(cache, `decap-cms-${DECAP_VERSION}.js`);
    await writeFile(script, '// cached');
    const env = { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' };
    expect(await decapScript({ cache, log: () => {}, env })).toBe(script);
  });

  it('takes dist/decap-cms.js out of the package’s tarball, and nothing else', async () => {
    const { out, script } = await unpacked({
      'dist/decap-cms.js': '// Decap',
      'package.json': '{}',
    });
    expect(script).toBe(join(out, 'decap-cms.js'));
    expect(await readFile(join(out, 'decap-cms.js'), 'utf8')).toBe('// Decap');
    expect(await readdir(out)).toEqual(['decap-cms.js']);
    expect((await unpacked({ 'package.json': '{}' })).script).toBeUndefined();
  });

  it('says why it could not be fetched, and what fetches it', async () => {
    const [cache, npmCache] = [await scratch(), await scratch()];
    const env = {
      ...process.env,
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_cache: npmCache,
      npm_config_fetch_retries: '0',
      // As under `npm test` in CI: npm's own log silenced.
      npm_config_loglevel: 'silent',
    };
    await expect(decapScript({ cache, log: () => {}, env })).rejects.toThrow(
      `Decap CMS ${DECAP_VERSION} could not be fetched with npm pack (ECONNREFUSED). npm ci fetches it once, with the npm registry in reach; then the editor needs no network.`,
    );
  });
});
