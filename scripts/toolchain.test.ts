// @vitest-environment node
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');

interface LockEntry {
  engines?: { node?: string } | string[];
  os?: string[];
  cpu?: string[];
}
const manifest = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockEntry> };
const supported = manifest.engines.node;
const nvmrc = read('.nvmrc').trim();

/** npm's `os`/`cpu` rule: a list of names, or of names to leave out ("!win32"). */
const fits = (list: string[] | undefined, value: string) =>
  !list ||
  list.includes(value) ||
  (list.every((name) => name.startsWith('!')) && !list.includes(`!${value}`));

describe('the Node.js the project says it supports (package.json engines)', () => {
  it('is one every installed package supports: npm ci warns of no engine', () => {
    const refusing = Object.entries(lock.packages)
      // What npm installs on this platform (not another system's optional binaries).
      .filter(([path, entry]) => path !== '' && fits(entry.os, process.platform))
      .filter(([, entry]) => fits(entry.cpu, process.arch))
      .flatMap(([path, entry]) => {
        const wants = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        if (!wants || semver.subset(supported, wants, { includePrerelease: false })) return [];
        return [`${path.replace(/^.*node_modules\//, '')} wants node ${wants}`];
      });
    expect(refusing).toEqual([]);
  });

  it('has no end-of-life line in it (Node 20 ended on 2026-04-30)', () => {
    expect(semver.intersects(supported, '<22')).toBe(false);
  });

  it('includes the version .nvmrc names, which CI runs', () => {
    expect(semver.valid(nvmrc)).not.toBeNull();
    expect(semver.satisfies(nvmrc, supported)).toBe(true);
  });

  // .ci/run puts the Node of .nvmrc first on PATH (.ci/node.sh): CI proves that version, whatever
  // the machine has.
  it.runIf(process.env.CI)('is the one running this suite in CI', () => {
    expect(process.versions.node).toBe(nvmrc);
  });
});
