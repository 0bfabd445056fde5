import { motion } from '@/motion/motion.config';
import { pupilOffset } from './pupil-offset';

const PUPIL_FULL_REACH_PX = motion.eye.fullReachPx;

const length = (v: { x: number; y: number }) => Math.hypot(v.x, v.y);
const centre = { x: 500, y: 400 };

describe('pupilOffset (spec: the eye follows the mouse within a 3.8 px radius)', () => {
  it('uses the spec radius of 3.8 px', () => {
    expect(motion.eye.radiusPx).toBe(3.8);
  });

  it('gives exactly 3.8 px for a far pointer, in its direction', () => {
    const offset = pupilOffset({ x: 1900, y: 400 }, centre);
    expect(offset.x).toBeCloseTo(3.8, 10);
    expect(offset.y).toBeCloseTo(0, 10);
    expect(length(pupilOffset({ x: -3000, y: -2000 }, centre))).toBeCloseTo(3.8, 10);
  });

  it('never goes past 3.8 px, however far the pointer', () => {
    for (const pointer of [
      { x: 1e6, y: 0 },
      { x: 0, y: -1e6 },
      { x: 500 + PUPIL_FULL_REACH_PX, y: 400 },
    ]) {
      expect(length(pupilOffset(pointer, centre))).toBeLessThanOrEqual(3.8 + 1e-9);
    }
  });

  it('gives less than 3.8 px for a near pointer', () => {
    const near = pupilOffset({ x: 530, y: 440 }, centre);
    expect(length(near)).toBeGreaterThan(0);
    expect(length(near)).toBeLessThan(3.8);
    expect(near.x).toBeGreaterThan(0);
    expect(near.y).toBeGreaterThan(0);
  });

  it('rests at the centre when the pointer is on it', () => {
    expect(pupilOffset(centre, centre)).toEqual({ x: 0, y: 0 });
  });
});
