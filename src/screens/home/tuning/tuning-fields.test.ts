import { motion } from '@/motion/motion.config';
import { configSnippet, readField, tuningFields, writeField } from './tuning-fields';

describe('tuning fields', () => {
  it('reads every listed constant from the motion config', () => {
    for (const field of tuningFields)
      expect(Number.isFinite(readField(motion, field.path))).toBe(true);
    expect(readField(motion, ['stackedCards', 'startOffsets', 1])).toBe(1500);
  });

  it('writes a copy without touching the original config', () => {
    const tuned = writeField(motion, ['stackedCards', 'startOffsets', 1], 1400);
    expect(tuned.stackedCards.startOffsets).toEqual([750, 1400, 2250]);
    expect(motion.stackedCards.startOffsets).toEqual([750, 1500, 2250]);
    expect(tuned.eye).toBe(motion.eye);
  });

  it('copies the tuned values out as a TypeScript snippet', () => {
    const snippet = configSnippet(writeField(motion, ['eye', 'radiusPx'], 4.2));
    expect(snippet).toContain('radiusPx: 4.2');
    expect(snippet).toContain('startOffsets: [\n');
    expect(snippet).not.toMatch(/"\w+":/);
  });
});
