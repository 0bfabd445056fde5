import { gsap } from 'gsap';
import { formatEaseCurve, parseEasePath, type EaseCurve } from '@/motion/motion-values';
import { offeredGsapEases } from './studio-eases';
import {
  addPoint,
  curveAt,
  curveOf,
  fitEase,
  moveGrip,
  removePoint,
  segmentStart,
} from './curve-model';

const worstGap = (curve: EaseCurve, ease: (x: number) => number) =>
  Math.max(
    ...Array.from({ length: 201 }, (_, i) => Math.abs(curveAt(curve, i / 200) - ease(i / 200))),
  );

describe('the curve editor model', () => {
  it('reads a curve where the ease is at a time, through every segment', () => {
    const line = curveOf('M0,0 C0.333,0.333 0.667,0.667 1,1');
    if (!line) throw new Error('no curve');
    expect(curveAt(line, 0.37)).toBeCloseTo(0.37, 3);
    const two = curveOf('M0,0 C0.1,0.2 0.2,0.4 0.3,0.6 C0.5,1 0.8,1 1,1');
    if (!two) throw new Error('no curve');
    expect(curveAt(two, 0.3)).toBeCloseTo(0.6, 6);
    expect(curveAt(two, 1)).toBeCloseTo(1, 6);
    expect(curveOf('cubic-bezier(0.2, 0, 0.1, 1)')).toEqual(curveOf('M0,0 C0.2,0 0.1,1 1,1'));
    expect(curveOf('expo.out')).toBeNull();
  });

  it('adds a point on the line without changing it, and removes it again', () => {
    const start = curveOf('M0,0 C0.7,0 0.3,1 1,1');
    if (!start) throw new Error('no curve');
    const { curve, index } = addPoint(start, 0.4);
    expect(index).toBe(0);
    expect(curve).toHaveLength(2);
    expect(curve[0]?.to.x).toBeCloseTo(0.4, 6);
    expect(worstGap(curve, (x) => curveAt(start, x))).toBeLessThan(1e-6);
    // Saved and read back as one CustomEase path.
    expect(parseEasePath(formatEaseCurve(curve))).toHaveLength(2);
    expect(removePoint(curve, 0)).toHaveLength(1);
    // Without a time: the middle of the longest segment.
    expect(addPoint(curve).curve[1]?.to.x).toBeCloseTo(0.7, 6);
  });

  it('keeps a moved point between its neighbours with its handles, and a handle in its segment', () => {
    const { curve } = addPoint(curveOf('M0,0 C0.2,0 0.8,1 1,1') ?? [], 0.5);
    const moved = moveGrip(curve, { kind: 'point', index: 0 }, { x: 1.4, y: 5 });
    expect(moved[0]?.to.x).toBeLessThan(1);
    expect(moved[0]?.to.y).toBe(2);
    const handle = moveGrip(moved, { kind: 'handle', index: 1, which: 'c1' }, { x: 0, y: 0.5 });
    expect(handle[1]?.c1.x).toBe(segmentStart(handle, 1).x);
    expect(parseEasePath(formatEaseCurve(handle))).not.toBeNull();
    // The end (1,1) stays.
    expect(moveGrip(curve, { kind: 'point', index: 1 }, { x: 0.5, y: 0 })).toBe(curve);
  });

  it('fits every named ease the studio offers within a hundredth, as a path GSAP can play', () => {
    for (const name of offeredGsapEases) {
      const ease = gsap.parseEase(name);
      const curve = fitEase(ease);
      expect(parseEasePath(formatEaseCurve(curve)), name).not.toBeNull();
      // elastic and bounce turn sharply, circ stands upright at an end or its middle: a little more
      // room there.
      expect(worstGap(curve, ease), name).toBeLessThan(
        /elastic|bounce|circ/.test(name) ? 0.03 : 0.012,
      );
    }
    // One segment where one does; several for an overshoot that settles.
    expect(fitEase(gsap.parseEase('power2.out'))).toHaveLength(1);
    expect(fitEase(gsap.parseEase('elastic.out')).length).toBeGreaterThan(3);
  });
});
