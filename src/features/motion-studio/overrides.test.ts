import { motion } from '@/motion/motion.config';
import { applyOverrides, configSnippet, parseOverrides, tuningLink, unsaved } from './overrides';

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
