import { describe, expect, it } from 'vitest';
import { BUDGETS } from './bench-scroll.ts';
import { frameStats } from './frame-record.ts';

const repeat = (times: number, ms: number): number[] => Array.from({ length: times }, () => ms);

/** rAF timestamps from frame intervals. */
const timestamps = (intervals: number[]) =>
  intervals.reduce<number[]>((times, interval) => [...times, (times.at(-1) ?? 0) + interval], [0]);

describe('scroll benchmark', () => {
  it('has the scroll budgets: 4x p95 16.7 ms without long frames, 6x p95 33.4 ms', () => {
    expect(BUDGETS).toEqual([
      { rate: 4, p95Ms: 16.7, maxLongFrames: 0 },
      { rate: 6, p95Ms: 33.4, maxLongFrames: Infinity },
    ]);
  });

  it('reads p50 and p95 from the intervals between frames', () => {
    // 96 frames on time, 4 dropped (33.3 ms): p95 stays on time; 6 dropped: it does not.
    const fine = frameStats(timestamps([...repeat(96, 16.67), ...repeat(4, 33.33)]), []);
    expect(fine.p50).toBeCloseTo(16.67);
    expect(fine.p95).toBeCloseTo(16.67);
    const janky = frameStats(timestamps([...repeat(94, 16.67), ...repeat(6, 33.33)]), []);
    expect(janky.p95).toBeCloseTo(33.33);
    expect(janky.max).toBeCloseTo(33.33);
  });

  it('counts only animation frames longer than 50 ms', () => {
    expect(frameStats([0, 16.7], [20, 50, 50.5, 120]).longFrames).toBe(2);
  });
});
