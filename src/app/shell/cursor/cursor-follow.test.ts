import { followStep, hasSettled } from './cursor-follow';
import { motion } from '@/motion/motion.config';

describe('followStep', () => {
  it('uses the spec smoothing factor of 0.2 per frame', () => {
    expect(motion.cursor.smoothing).toBe(0.2);
  });

  it('covers 0.2 of the remaining distance each frame', () => {
    const next = followStep({ x: 0, y: 0 }, { x: 100, y: -50 }, 0.2);
    expect(next.x).toBeCloseTo(20);
    expect(next.y).toBeCloseTo(-10);
  });

  it('converges on the pointer without overshooting', () => {
    let point = { x: 0, y: 0 };
    for (let frame = 0; frame < 60; frame += 1) point = followStep(point, { x: 300, y: 200 }, 0.2);
    expect(point.x).toBeLessThanOrEqual(300);
    expect(300 - point.x).toBeLessThan(0.01);
    expect(200 - point.y).toBeLessThan(0.01);
  });
});

describe('hasSettled', () => {
  it('stops the dot within 0.1 px of the pointer, not before', () => {
    expect(hasSettled({ x: 299.95, y: 200.05 }, { x: 300, y: 200 })).toBe(true);
    expect(hasSettled({ x: 299.8, y: 200 }, { x: 300, y: 200 })).toBe(false);
    expect(hasSettled({ x: 300, y: 199.5 }, { x: 300, y: 200 })).toBe(false);
  });

  it('is reached from any distance in a bounded number of frames', () => {
    let point = { x: 0, y: 0 };
    let frames = 0;
    while (!hasSettled(point, { x: 1440, y: 900 }) && frames < 1000) {
      point = followStep(point, { x: 1440, y: 900 }, 0.2);
      frames += 1;
    }
    expect(frames).toBeLessThan(60);
  });
});
