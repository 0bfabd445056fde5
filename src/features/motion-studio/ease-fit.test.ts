import { gsap } from '@/motion/gsap';
import { cubicAt, fitCubic, fitNamedEase } from './ease-fit';

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
  it('takes a few milliseconds, and a name is fitted once', () => {
    const ease = gsap.parseEase('power4.inOut');
    const start = performance.now();
    fitCubic(ease);
    expect(performance.now() - start).toBeLessThan(50);
    const first = fitNamedEase('power4.inOut', ease);
    expect(fitNamedEase('power4.inOut', () => 0)).toBe(first);
  });
});
