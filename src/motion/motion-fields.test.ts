import { readField } from './config-path';
import { motion, type MotionConfig } from './motion.config';
import {
  motionFields,
  motionFieldTree,
  pathKey,
  type EaseField,
  type FieldTree,
  type NumberField,
} from './motion-fields';

const minOffset: NumberField = { label: 'Card min offset (px)', kind: 'number', min: 0 };
const ease: EaseField = { label: 'Exit ease', kind: 'gsapEase' };
const { hoverMs, ...withoutHover } = motionFieldTree;

// Type-level: `npm run typecheck` fails when one of these plants stops being an error.
const planted = [
  {
    ...motionFieldTree,
    // @ts-expect-error -- a key the config's `stack` does not have
    stack: { ...motionFieldTree.stack, minOfset: minOffset },
  } satisfies FieldTree<MotionConfig>,
  {
    ...motionFieldTree,
    // @ts-expect-error -- a group the config no longer has
    stackedCards: { minOffset },
  } satisfies FieldTree<MotionConfig>,
  {
    ...motionFieldTree,
    // @ts-expect-error -- an ease's field on a number
    stack: { ...motionFieldTree.stack, minOffset: ease },
  } satisfies FieldTree<MotionConfig>,
  // @ts-expect-error -- a constant without a field
  withoutHover satisfies FieldTree<MotionConfig>,
];

describe('the studio schema', () => {
  it('is checked against the config by the compiler: keys, kinds, every constant', () => {
    expect(motionFieldTree satisfies FieldTree<MotionConfig>).toBeDefined();
    expect(planted).toHaveLength(4);
    expect(hoverMs.label).toBe('Hover and focus (ms)');
  });

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

  it("lists the fields in the config's order, each with its path", () => {
    expect(motionFields.filter((field) => field.path[0] === 'stack')).toHaveLength(10);
    expect(motionFields[0]).toEqual({
      path: ['scroll', 'lerp'],
      label: 'Smoothing (lerp)',
      kind: 'number',
      min: 0.01,
      max: 1,
      step: 0.01,
    });
    expect(motionFields.find((field) => field.label === 'Card 2 start offset (px)')?.path).toEqual([
      'stack',
      'startOffsets',
      1,
    ]);
    expect(motionFields.at(-1)?.path).toEqual(['hoverMs']);
  });
});
