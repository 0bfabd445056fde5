import { fieldAt } from './motion-fields';
import {
  cubicCurve,
  fieldProblem,
  formatEaseCurve,
  formatEasePath,
  parseEasePath,
} from './motion-values';

describe('a drawn GSAP ease', () => {
  it('is a CustomEase path of cubic segments from 0,0 to 1,1, read back to its points', () => {
    expect(parseEasePath('M0,0 C0.2,0 0.1,1 1,1')).toEqual(cubicCurve([0.2, 0, 0.1, 1]));
    expect(parseEasePath(' M0,0 C.34,1.56 .64,1 1,1 ')).toEqual(cubicCurve([0.34, 1.56, 0.64, 1]));
    expect(parseEasePath(formatEasePath([0.123456, -0.5, 1, 1.9999]))).toEqual(
      cubicCurve([0.123, -0.5, 1, 2]),
    );
    expect(formatEasePath([0.3, -0, 0, 1])).toBe('M0,0 C0.3,0 0,1 1,1');
    // Several segments: an overshoot that settles, as one path.
    const settle = 'M0,0 C0.1,0.6 0.3,1.2 0.5,1.15 C0.7,1.1 0.8,1 1,1';
    expect(parseEasePath(settle)).toEqual([
      { c1: { x: 0.1, y: 0.6 }, c2: { x: 0.3, y: 1.2 }, to: { x: 0.5, y: 1.15 } },
      { c1: { x: 0.7, y: 1.1 }, c2: { x: 0.8, y: 1 }, to: { x: 1, y: 1 } },
    ]);
    expect(formatEaseCurve(parseEasePath(settle) ?? [])).toBe(settle);
    // CustomEase's own spelling: one C for every segment.
    expect(parseEasePath('M0,0 C0.1,0.6 0.3,1.2 0.5,1.15 0.7,1.1 0.8,1 1,1')).toEqual(
      parseEasePath(settle),
    );
  });

  it('refuses points outside the graph or moving back in time, and anything but cubic segments', () => {
    for (const value of [
      'M0,0 C1.2,0 0.1,1 1,1',
      'M0,0 C0.2,0 -0.1,1 1,1',
      'M0,0 C0.2,-1.5 0.1,1 1,1',
      'M0,0 C0.2,0 0.1,2.5 1,1',
      // A second segment starting before the first ends, or a handle outside its segment's time.
      'M0,0 C0.2,0 0.1,1 0.5,0.5 C0.4,0.6 0.9,1 1,1',
      'M0,0 C0.2,0 0.6,1 0.5,0.5 C0.6,0.6 0.9,1 1,1',
      'M0,0 C0.2,0 0.3,1 0.6,0.5 C0.7,0.6 0.9,1 0.5,1',
      'M0,0 C0.2,0 0.1,1 1,1 C1,1 1,1',
      'M0,0 C0.2,0 0.1,1 1,0.9',
      'cubic-bezier(0.2, 0, 0.1, 1)',
      'power2.out',
    ]) {
      expect(parseEasePath(value), value).toBeNull();
    }
  });

  it('is a value of every GSAP ease field, beside the named eases; a CSS ease stays a cubic-bezier', () => {
    const gsapEase = fieldAt(['loader', 'exitEase']);
    const css = fieldAt(['cssEase', 'state']);
    if (!gsapEase || !css) throw new Error('no ease fields');
    expect(fieldProblem(gsapEase, 'M0,0 C0.7,0 0.3,1 1,1')).toBeNull();
    expect(fieldProblem(gsapEase, 'expo.inOut')).toBeNull();
    // Any ease GSAP knows by name, asked of GSAP; nothing else, and no ease with its config in brackets.
    for (const name of ['none', 'power2', 'linear', 'sine.in']) {
      expect(fieldProblem(gsapEase, name), name).toBeNull();
    }
    for (const name of ['expo.sideways', 'wobble.out', 'elastic.out(1, 0.3)', '']) {
      expect(fieldProblem(gsapEase, name), name).not.toBeNull();
    }
    expect(fieldProblem(gsapEase, 'M0,0 C1.7,0 0.3,1 1,1')).toBe(
      "Exit ease (loader.exitEase) must be one of GSAP's named eases or a drawn curve, M0,0 Cx1,y1 x2,y2 1,1 (more segments: … Cx1,y1 x2,y2 x,y C… 1,1) whose points move right, each handle between its segment's ends, every y from -1 to 2",
    );
    expect(fieldProblem(css, 'M0,0 C0.7,0 0.3,1 1,1')).not.toBeNull();
  });

  it('is checked exactly as it will be written: no padding around it, only CSS whitespace inside', () => {
    const gsapEase = fieldAt(['loader', 'exitEase']);
    const css = fieldAt(['cssEase', 'state']);
    if (!gsapEase || !css) throw new Error('no ease fields');
    expect(fieldProblem(css, 'cubic-bezier(0.2,\n1,\t0.3, 1)')).toBeNull();
    for (const padded of [
      '\n cubic-bezier(0.2, 1, 0.3, 1) \u2028',
      ' cubic-bezier(0.2, 1, 0.3, 1)',
      'cubic-bezier(0.2, 1, 0.3, 1)\u00a0',
    ]) {
      expect(fieldProblem(css, padded), JSON.stringify(padded)).toBe(
        'State ease (CSS) (cssEase.state) must not begin or end with a space or a line break',
      );
    }
    expect(fieldProblem(gsapEase, 'M0,0 C0.7,0 0.3,1 1,1\n')).toBe(
      'Exit ease (loader.exitEase) must not begin or end with a space or a line break',
    );
    // Inside, a browser reads only CSS's whitespace: JavaScript's \s also matches these.
    for (const inner of ['\u2028', '\u00a0', '\u3000']) {
      expect(
        fieldProblem(css, `cubic-bezier(0.2,${inner}1, 0.3, 1)`),
        JSON.stringify(inner),
      ).not.toBeNull();
    }
  });
});
