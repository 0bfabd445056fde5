import { gsap } from './gsap';
import { cssEase } from './css-ease';

/** The progress a `linear()` easing gives at `time` (0..1), with its stops evenly spaced. */
function linearAt(easing: string, time: number): number {
  const stops = /^linear\((.*)\)$/.exec(easing)?.[1]?.split(', ').map(Number) ?? [];
  const position = time * (stops.length - 1);
  const index = Math.min(stops.length - 2, Math.floor(position));
  const from = stops[index] ?? NaN;
  const to = stops[index + 1] ?? NaN;
  return from + (to - from) * (position - index);
}

describe('cssEase', () => {
  it('writes a GSAP ease as a CSS linear() from 0 to 1', () => {
    const easing = cssEase('expo.out');
    expect(easing).toMatch(/^linear\(0, [\d., ]+, 1\)$/);
    expect(cssEase('none')).toContain('0.5, ');
  });

  it.each(['expo.out', 'power3.out', 'power2.inOut', 'sine.in'])(
    'follows %s within 1.5 % of its travel all along',
    (ease) => {
      const curve = gsap.parseEase(ease);
      const easing = cssEase(ease);
      for (let time = 0; time <= 1; time += 0.01) {
        expect(Math.abs(linearAt(easing, time) - curve(time))).toBeLessThan(0.015);
      }
    },
  );
});
