// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkContent, DATA_DIR } from './check-content.ts';
import { describe, expect, it } from 'vitest';
import { formatDepartures, SPEC_RULES, specDepartures } from './check-spec.ts';

type Json = Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);

/** The shipped content, made to say what the spec says (whatever the agency has changed since). */
async function asTheSpecSays(): Promise<Map<string, unknown>> {
  const { data } = await checkContent();
  const spec = new Map([...data].map(([file, value]) => [file, clone(value)]));
  for (const rule of SPEC_RULES) {
    if (!('equals' in rule) || !spec.has(rule.file)) continue;
    const keys = rule.field.match(/[^.[\]]+/g) ?? [];
    const parent = keys
      .slice(0, -1)
      .reduce<Json>((node, key) => node[key] as Json, spec.get(rule.file) as Json);
    parent[keys.at(-1) as string] = clone(rule.equals);
  }
  return spec;
}
/** `data` with one file changed. */
function edited(data: Map<string, unknown>, file: string, change: (value: Json) => void) {
  const copy = new Map(data);
  const value = clone(copy.get(file)) as Json;
  change(value);
  copy.set(file, value);
  return copy;
}
const list = (value: Json, ...keys: string[]) =>
  keys.reduce<Json>((node, key) => node[key] as Json, value) as unknown as Json[];

describe('npm run check:spec, the report of where the content departs from the spec', () => {
  it('lists each departure by file and field, with the spec’s words and the content’s', async () => {
    const spec = await asTheSpecSays();
    // Made to say the spec's words, the content departs in none of them (counts and patterns are the
    // agency's as it wrote them, so they are left out here).
    const worded = new Set(
      SPEC_RULES.filter((rule) => 'equals' in rule).map((rule) => `${rule.file} ${rule.field}`),
    );
    expect(
      specDepartures(spec).filter((departure) =>
        worded.has(`${departure.file.slice('src/content/data/'.length)} ${departure.field}`),
      ),
    ).toEqual([]);

    const price = edited(spec, 'packages.json', (value) => {
      (list(value, 'packages')[0] as Json).amount = 6500;
    });
    expect(
      formatDepartures(specDepartures(price).filter((d) => d.field === 'packages[0].amount')),
    ).toBe(
      'src/content/data/packages.json: packages[0].amount: the spec says 5000 (§3, the package table); it is 6500',
    );
    const quote = edited(spec, 'about.json', (value) => {
      const items = list(value, 'testimonials', 'items');
      items.push({ ...items[0] }, { ...items[0] });
      items.splice(3);
    });
    expect(specDepartures(quote).find((d) => d.field === 'testimonials.items')).toBeUndefined();
    const fourth = edited(quote, 'about.json', (value) => {
      const items = list(value, 'testimonials', 'items');
      items.push({ ...items[0] });
    });
    expect(specDepartures(fourth).find((d) => d.field === 'testimonials.items')).toMatchObject({
      file: 'src/content/data/about.json',
      says: '3 entries',
      is: '4',
    });
    const third = new Map(spec).set(
      'projects/nimbus.json',
      clone(spec.get('projects/tirthdom.json')),
    );
    expect(
      formatDepartures(specDepartures(third).filter((d) => d.file.endsWith('projects/'))),
    ).toMatch(
      /^src\/content\/data\/projects\/: \(one file per project\): the spec says 2 projects \(§3\); it is \d+: .*nimbus/,
    );
    const heading = edited(spec, 'home.json', (value) => {
      (value.hero as Json).heading = 'Fly higher.';
    });
    expect(
      formatDepartures(specDepartures(heading).filter((d) => d.field === 'hero.heading')),
    ).toBe(
      'src/content/data/home.json: hero.heading: the spec says "Empowering Businesses to Fly High on the Web." (§1); it is "Fly higher."',
    );
  });

  it('compares listed texts in any case, as the spec writes them ("clean modern UI/UX")', async () => {
    const spec = await asTheSpecSays();
    const shouted = edited(spec, 'packages.json', (value) => {
      const first = list(value, 'packages')[0] as Json;
      first.features = (first.features as string[]).map((text) => text.toUpperCase());
    });
    expect(specDepartures(shouted).filter((d) => d.field === 'packages[0].features')).toEqual([]);
    const other = edited(spec, 'packages.json', (value) => {
      (list(value, 'packages')[0] as Json).features = ['Responsive visual web design'];
    });
    expect(specDepartures(other).filter((d) => d.field === 'packages[0].features')).toHaveLength(1);
  });

  it('is a report: it exits 0 when the content departs, 1 with --strict', () => {
    const root = mkdtempSync(join(tmpdir(), 'check-spec-'));
    try {
      cpSync(DATA_DIR, join(root, DATA_DIR), { recursive: true });
      cpSync('src/assets', join(root, 'src/assets'), { recursive: true });
      const file = join(root, DATA_DIR, 'packages.json');
      const packages = JSON.parse(readFileSync(file, 'utf8')) as { packages: Json[] };
      (packages.packages[0] as Json).amount = 6543;
      writeFileSync(file, JSON.stringify(packages));
      const run = (...args: string[]) =>
        spawnSync(process.execPath, [resolve('scripts/content/check-spec.ts'), ...args], {
          cwd: root,
          encoding: 'utf8',
        });
      const report = run();
      expect(report.status).toBe(0);
      expect(report.stdout).toMatch(/^The content departs from the specification/);
      expect(report.stdout).toContain(
        'packages.json: packages[0].amount: the spec says 5000 (§3, the package table); it is 6543',
      );
      expect(run('--strict').status).toBe(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
