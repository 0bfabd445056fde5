// @vitest-environment node
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create } from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_DIR, decapScript, DECAP_VERSION, unpackScript } from './editor-script.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("the editor's Decap script (scripts/content/editor-script.ts)", () => {
  it('is in place once npm ci has run (its postinstall), so the editor needs no network', () => {
    expect(existsSync(join(CACHE_DIR, `decap-cms-${DECAP_VERSION}.js`))).toBe(true);
  });

  it('is taken from the cache without asking npm', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'editor-script-'));
    dirs.push(cache);
    const script = join(cache, `decap-cms-${DECAP_VERSION}.js`);
    await writeFile(script, '// cached');
    const env = { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' };
    expect(await decapScript({ cache, log: () => {}, env })).toBe(script);
  });

  it('takes dist/decap-cms.js out of the package’s tarball, and nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'editor-script-'));
    dirs.push(dir);
    // A package as npm packs it: every file under package/.
    await mkdir(join(dir, 'src/package/dist'), { recursive: true });
    await writeFile(join(dir, 'src/package/dist/decap-cms.js'), '// Decap');
    await writeFile(join(dir, 'src/package/package.json'), '{}');
    const tgz = join(dir, 'decap-cms.tgz');
    await create({ gzip: true, file: tgz, cwd: join(dir, 'src') }, ['package']);
    const out = join(dir, 'out');
    await mkdir(out);
    const script = await unpackScript(tgz, out);
    expect(script).toBe(join(out, 'decap-cms.js'));
    expect(await readFile(join(out, 'decap-cms.js'), 'utf8')).toBe('// Decap');
    expect(existsSync(join(out, 'package.json'))).toBe(false);

    const none = join(dir, 'none.tgz');
    await create({ gzip: true, file: none, cwd: join(dir, 'src') }, ['package/package.json']);
    const empty = join(dir, 'empty');
    await mkdir(empty);
    expect(await unpackScript(none, empty)).toBeUndefined();
  });

  it('says why it could not be fetched, and what fetches it', async () => {
    const cache = await mkdtemp(join(tmpdir(), 'editor-script-'));
    const npmCache = await mkdtemp(join(tmpdir(), 'editor-script-npm-'));
    dirs.push(cache, npmCache);
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
