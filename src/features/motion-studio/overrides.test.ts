import { readField } from '@/motion/config-path';
import { motion } from '@/motion/motion.config';
import { motionFields, pathKey } from '@/motion/motion-fields';
import { applyOverrides, configSnippet, parseOverrides, tuningLink, unsaved } from './overrides';
import { routeGroups } from './route-groups';

describe('the studio schema', () => {
  it('names a field for every number and ease of motion.config.ts, each once, within its range', () => {
    const leaves: string[] = [];
    const walk = (node: unknown, path: (string | number)[]) => {
      if (typeof node === 'number' || typeof node === 'string') leaves.push(path.join('.'));
      else if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, index]));
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
      }
    };
    walk(motion, []);
    expect(motionFields.map((field) => pathKey(field.path)).sort()).toEqual(leaves.sort());
    for (const field of motionFields) {
      const value = readField(motion, field.path);
      if (field.kind === 'number') {
        expect(value).toBeGreaterThanOrEqual(field.min ?? -Infinity);
        expect(value).toBeLessThanOrEqual(field.max ?? Infinity);
      }
      if (field.spec !== undefined) expect(value).toBe(field.spec);
    }
    expect(new Set(motionFields.map((field) => field.label)).size).toBe(motionFields.length);
  });
});

describe('overrides', () => {
  it('apply on top of the baseline, sharing every untouched section', () => {
    const tuned = applyOverrides(motion, {
      'about.tabRotationMs': 12000,
      'stack.startOffsets.1': 1600,
    });
    expect(tuned.about.tabRotationMs).toBe(12000);
    expect(tuned.stack.startOffsets).toEqual([750, 1600, 2250]);
    expect(tuned.loader).toBe(motion.loader);
    expect(motion.about.tabRotationMs).toBe(10000);
    expect(
      unsaved(motion, { 'about.tabRotationMs': 12000, hoverMs: motion.hoverMs }).map(
        (f) => f.label,
      ),
    ).toEqual(['Tab rotation (ms)']);
  });

  it('from a link keep only known fields with valid values, naming what they refuse', () => {
    const { overrides, problems } = parseOverrides(
      JSON.stringify({
        'about.tabRotationMs': 12000,
        'about.nope': 1,
        hoverMs: -4,
        'ease.state': 'wobbly',
      }),
    );
    expect(overrides).toEqual({ 'about.tabRotationMs': 12000 });
    expect(problems).toHaveLength(3);
    expect(problems.join(' ')).toMatch(/about\.nope is not a motion constant/);
    expect(parseOverrides('{not json').problems[0]).toMatch(/not readable JSON/);
  });

  it('round-trip through a shared link', () => {
    const link = tuningLink('http://127.0.0.1:5173', '/about', { 'about.tabRotationMs': 12000 });
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/about\?tune=/);
    const value = new URL(link).searchParams.get('tune');
    expect(parseOverrides(value).overrides).toEqual({ 'about.tabRotationMs': 12000 });
    expect(tuningLink('http://x', '/', {})).toBe('http://x/?tune');
  });

  it('copy as TypeScript: the sections of the changed fields', () => {
    const tuned = applyOverrides(motion, { 'stack.minOffset': 200 });
    const snippet = configSnippet(tuned, unsaved(motion, { 'stack.minOffset': 200 }));
    expect(snippet).toContain('minOffset: 200');
    expect(snippet).not.toContain('tabRotationMs');
  });
});

describe('route groups', () => {
  const titles = (path: string) => routeGroups(path).map((group) => group.id);
  it("lists a screen's own groups first, then the shell's", () => {
    expect(titles('/').slice(0, 4)).toEqual(['hero', 'eye', 'stack', 'reveal']);
    expect(titles('/about')).toContain('about');
    expect(titles('/about')).not.toContain('stack');
    expect(titles('/services')).toEqual([
      'loader',
      'navbar',
      'cursor',
      'scroll',
      'modal',
      'spinner',
      'eases',
      'hover',
    ]);
    expect(titles('/portfolio/alphabeads')).toContain('reveal');
  });
});
