import { gsap } from '@/motion/gsap';
import { cubicAt, fitCubic, fitNamedEase } from './ease-fit';
import { offeredGsapEases } from './studio-eases';

const worstGap = (ease: (x: number) => number, cubic: Parameters<typeof cubicAt>[0]) =>
  Math.max(
    ...Array.from({ length: 101 }, (_, i) => Math.abs(cubicAt(cubic, i / 100) - ease(i / 100))),
  );

describe('fitting a named ease with one cubic', () => {
  it('reads a cubic at x: the ends, and a straight line as itself', () => {
    expect(cubicAt([0.2, 0, 0.1, 1], 0)).toBeCloseTo(0, 6);
    expect(cubicAt([0.2, 0, 0.1, 1], 1)).toBeCloseTo(1, 6);
    expect(cubicAt([1 / 3, 1 / 3, 2 / 3, 2 / 3], 0.37)).toBeCloseTo(0.37, 6);
  });

  it('starts the drawing on the motion the page already has', () => {
    for (const name of ['power2.out', 'power3.inOut', 'expo.out', 'sine.in', 'back.out']) {
      const ease = gsap.parseEase(name);
      const fitted = fitCubic(ease);
      expect(worstGap(ease, fitted), name).toBeLessThan(0.06);
    }
    // A cubic is drawn again as (nearly) itself.
    const drawn = (x: number) => cubicAt([0.7, 0, 0.3, 1], x);
    expect(worstGap(drawn, fitCubic(drawn))).toBeLessThan(0.01);
  });
});

describe('fitting on the studio’s clock', () => {
  /** `ease`, and how many times it has been read. */
  const counted = (ease: (x: number) => number) => {
    const reads = { count: 0 };
    return {
      reads,
      ease: (x: number) => {
        reads.count += 1;
        return ease(x);
      },
    };
  };
  // A fit's work counted, not timed (a time depends on the machine): it reads the ease 41 times for
  // each cubic it tries, and nothing else it does costs as much. Measured: 13,161 readings (321 cubics)
  // for power4.inOut, at most 29,233 (713 cubics, elastic.in) among the eases the studio lists, which
  // took 1-16 ms a fit, most under 5, on the project's two-core machine. 41,000 readings (1,000 cubics)
  // leave room to tune the search, and catch a fit that does several times the work (a finer last step,
  // more samples, a search that no longer settles) before a designer picking a name would wait for it.
  const READINGS_BUDGET = 41_000;

  it('reads the ease a bounded number of times (a few milliseconds of work), and a name is fitted once', () => {
    const power4 = counted(gsap.parseEase('power4.inOut'));
    fitCubic(power4.ease);
    expect(power4.reads.count).toBeGreaterThan(0);
    expect(power4.reads.count).toBeLessThanOrEqual(READINGS_BUDGET);
    const first = fitNamedEase('power4.inOut', gsap.parseEase('power4.inOut'));
    const again = counted(() => 0);
    expect(fitNamedEase('power4.inOut', again.ease)).toBe(first);
    expect(again.reads.count).toBe(0);
  });

  it('stays within the same budget for every ease the studio lists', () => {
    for (const name of offeredGsapEases) {
      const { reads, ease } = counted(gsap.parseEase(name));
      fitCubic(ease);
      expect(reads.count, name).toBeLessThanOrEqual(READINGS_BUDGET);
    }
  });
});
