import { motion } from '@/motion/motion.config';
import { motionFields } from '@/motion/motion-fields';
import { applyOverrides } from './overrides';
import {
  nextTakeName,
  parseTakes,
  TAKE_NAME_MAX,
  takeAfter,
  takeNameProblem,
  takeOf,
  withTake,
} from './takes';

describe('takes', () => {
  it('keep every value by field path, and give it back whole', () => {
    const tuned = applyOverrides(motion, {
      'about.tabRotationMs': 12000,
      'stack.startOffsets.1': 1600,
    });
    const take = takeOf('A', tuned);
    expect(Object.keys(take.values)).toHaveLength(motionFields.length);
    expect(take.values['about.tabRotationMs']).toBe(12000);
    expect(take.values['stack.startOffsets.1']).toBe(1600);
    expect(applyOverrides(motion, take.values)).toEqual(tuned);
  });

  it('survive the tab storage by path, dropping what no longer fits with a reason', () => {
    const kept = JSON.stringify([
      { name: 'A', values: { 'about.tabRotationMs': 12000, 'gone.field': 3 } },
      { name: 'B', values: { 'about.tabRotationMs': -5 } },
      { name: '', values: {} },
    ]);
    const { takes, problems } = parseTakes(kept);
    expect(takes).toEqual([
      { name: 'A', values: { 'about.tabRotationMs': 12000 } },
      { name: 'B', values: {} },
    ]);
    expect(problems).toEqual([
      'Take A: gone.field is not a motion constant; ignored.',
      'Take B: Tab rotation (ms) (about.tabRotationMs) must be at least 0; ignored.',
      'A kept take has no usable name; dropped.',
    ]);
    expect(parseTakes('{').problems).toEqual(['The kept takes are not readable; cleared.']);
    expect(parseTakes(null)).toEqual({ takes: [], problems: [] });
  });

  it('are named A, B… by default, replaced by name, and switched in turn', () => {
    const a = takeOf('A', motion);
    const b = takeOf('B', motion);
    expect(nextTakeName([])).toBe('A');
    expect(nextTakeName([a])).toBe('B');
    expect(withTake([a, b], { name: 'A', values: {} })).toEqual([{ name: 'A', values: {} }, b]);
    expect(takeAfter([a, b], 'A')).toBe(b);
    expect(takeAfter([a, b], 'B')).toBe(a);
    expect(takeAfter([a, b], null)).toBe(a);
    expect(takeAfter([], null)).toBeUndefined();
    expect(takeNameProblem('  ')).toBe('A take needs a name.');
    expect(takeNameProblem('x'.repeat(TAKE_NAME_MAX + 1))).toBe(
      `A take's name has at most ${TAKE_NAME_MAX} characters.`,
    );
  });
});
