import { gsap } from '@/motion/gsap';
import {
  cubicCurve,
  EASE_Y_RANGE,
  MAX_EASE_SEGMENTS,
  parseCubicBezier,
  parseEasePath,
  type EaseCurve,
  type EasePoint,
  type EaseSegment,
} from '@/motion/motion-values';

/**
 * The curve editor's model: a drawn ease as cubic segments from 0,0 to 1,1, what the editor does to it
 * (move a point or a handle, add a point, remove one), where it is at a moment, and the drawn curve
 * closest to one of GSAP's named eases, where a drawing of that ease starts.
 */

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const lerp = (a: EasePoint, b: EasePoint, t: number): EasePoint => ({
  x: a.x + (b.x - a.x) * t,
  y: a.y + (b.y - a.y) * t,
});

/** Where segment `index` starts: 0,0 or the end of the one before. */
export const segmentStart = (curve: EaseCurve, index: number): EasePoint =>
  index === 0 ? { x: 0, y: 0 } : (curve[index - 1]?.to ?? { x: 0, y: 0 });

/** One coordinate of a cubic at `t`, from `p0` through handles `p1`, `p2` to `p3`. */
const cubic = (p0: number, p1: number, p2: number, p3: number, t: number) =>
  (1 - t) ** 3 * p0 + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t ** 2 * p2 + t ** 3 * p3;

/** The segment's t where its x is `x` (its x rises with t: its handles lie between its ends). */
function segmentT(from: EasePoint, { c1, c2, to }: EaseSegment, x: number): number {
  let low = 0;
  let high = 1;
  for (let step = 0; step < 40; step += 1) {
    const t = (low + high) / 2;
    if (cubic(from.x, c1.x, c2.x, to.x, t) < x) low = t;
    else high = t;
  }
  return (low + high) / 2;
}

/** The segment's y at time `x`, within its time. */
const segmentAt = (from: EasePoint, segment: EaseSegment, x: number) =>
  cubic(
    from.y,
    segment.c1.y,
    segment.c2.y,
    segment.to.y,
    segmentT(from, segment, clamp(x, from.x, segment.to.x)),
  );

/** The curve's y at time `x` (0 to 1): the ease it draws, as GSAP's CustomEase plays it. */
export function curveAt(curve: EaseCurve, x: number): number {
  const index = Math.max(
    0,
    curve.findIndex((segment) => x <= segment.to.x),
  );
  const segment = curve[index] ?? curve[curve.length - 1];
  if (!segment) return x;
  return segmentAt(segmentStart(curve, index), segment, x);
}

/** The points of `ease` at `count` + 1 even times from 0 to 1, to draw it as it runs. */
export function sampleEase(ease: (x: number) => number, count = 120): EasePoint[] {
  return Array.from({ length: count + 1 }, (_, index) => ({
    x: index / count,
    y: ease(index / count),
  }));
}

/** CSS's named timing functions, as their curves. */
const CSS_KEYWORDS: Record<string, readonly number[]> = {
  linear: [0, 0, 1, 1],
  ease: [0.25, 0.1, 0.25, 1],
  'ease-in': [0.42, 0, 1, 1],
  'ease-out': [0, 0, 0.58, 1],
  'ease-in-out': [0.42, 0, 0.58, 1],
};

/**
 * Any ease of the config as a function of time (0 to 1): a drawn curve or a CSS cubic-bezier (or
 * keyword) as drawn, a named GSAP ease as GSAP runs it; linear when it is none of those.
 */
export function easeFunction(value: string): (x: number) => number {
  const keyword = CSS_KEYWORDS[value];
  const curve = keyword ? cubicCurve(keyword) : curveOf(value);
  if (curve) return (x) => curveAt(curve, x);
  return gsap.parseEase(value) ?? ((x: number) => x);
}

/** A field's value as a curve: a drawn GSAP ease or a CSS cubic-bezier; null for a named ease. */
export function curveOf(value: string): EaseCurve | null {
  const css = parseCubicBezier(value);
  return css ? cubicCurve(css) : parseEasePath(value);
}

/** What the editor can take hold of: a point between segments, or a handle of a segment. */
export type CurveGrip =
  { kind: 'point'; index: number } | { kind: 'handle'; index: number; which: 'c1' | 'c2' };

/** The grip's place on the curve. */
export function gripPoint(curve: EaseCurve, grip: CurveGrip): EasePoint | undefined {
  const segment = curve[grip.index];
  if (!segment) return undefined;
  return grip.kind === 'point' ? segment.to : segment[grip.which];
}

/** Whether the grip can move: every handle, and every point but the end (1,1). */
export const canMove = (curve: EaseCurve, grip: CurveGrip) =>
  grip.kind === 'handle' || grip.index < curve.length - 1;

/**
 * The curve with `grip` moved to `to`, kept a curve GSAP can play: a point stays between its neighbours
 * and carries its two handles along; a handle stays within its segment's time; every y within
 * EASE_Y_RANGE.
 */
export function moveGrip(curve: EaseCurve, grip: CurveGrip, to: EasePoint): EaseCurve {
  const y = clamp(to.y, EASE_Y_RANGE.min, EASE_Y_RANGE.max);
  const next = curve.map((segment) => ({ ...segment }));
  const segment = next[grip.index];
  if (!segment || !canMove(curve, grip)) return curve;
  const from = segmentStart(curve, grip.index);
  if (grip.kind === 'handle') {
    segment[grip.which] = { x: clamp(to.x, from.x, segment.to.x), y };
    return next;
  }
  const after = next[grip.index + 1];
  if (!after) return curve;
  // A point keeps a thousandth of the time from its neighbours: no segment is ever empty.
  const x = clamp(to.x, from.x + 0.001, after.to.x - 0.001);
  const dx = x - segment.to.x;
  const dy = y - segment.to.y;
  const shift = (point: EasePoint, low: number, high: number) => ({
    x: clamp(point.x + dx, low, high),
    y: clamp(point.y + dy, EASE_Y_RANGE.min, EASE_Y_RANGE.max),
  });
  segment.c2 = shift(segment.c2, from.x, x);
  segment.to = { x, y };
  after.c1 = shift(after.c1, x, after.to.x);
  // The far handles stay within their segments' time, which the point has changed.
  segment.c1 = { ...segment.c1, x: clamp(segment.c1.x, from.x, x) };
  after.c2 = { ...after.c2, x: clamp(after.c2.x, x, after.to.x) };
  return next;
}

/** Splits segment `index` at its `t` into two that draw the same line (de Casteljau). */
function split(curve: EaseCurve, index: number, t: number): EaseCurve {
  const segment = curve[index];
  if (!segment) return curve;
  const from = segmentStart(curve, index);
  const a = lerp(from, segment.c1, t);
  const b = lerp(segment.c1, segment.c2, t);
  const c = lerp(segment.c2, segment.to, t);
  const ab = lerp(a, b, t);
  const bc = lerp(b, c, t);
  const middle = lerp(ab, bc, t);
  return [
    ...curve.slice(0, index),
    { c1: a, c2: ab, to: middle },
    { c1: bc, c2: c, to: segment.to },
    ...curve.slice(index + 1),
  ];
}

/** Whether another point fits (MAX_EASE_SEGMENTS). */
export const canAddPoint = (curve: EaseCurve) => curve.length < MAX_EASE_SEGMENTS;

/**
 * The curve with a point added on it at time `x` (the line is unchanged), or at the middle of its
 * longest segment when `x` is not given. The new point's index, or the curve unchanged and -1 when no
 * point fits there.
 */
export function addPoint(curve: EaseCurve, x?: number): { curve: EaseCurve; index: number } {
  if (!canAddPoint(curve)) return { curve, index: -1 };
  let index: number;
  let at: number;
  if (x === undefined) {
    const lengths = curve.map((segment, i) => segment.to.x - segmentStart(curve, i).x);
    index = lengths.indexOf(Math.max(...lengths));
    const from = segmentStart(curve, index);
    at = (from.x + (curve[index]?.to.x ?? 1)) / 2;
  } else {
    index = curve.findIndex((segment) => x < segment.to.x);
    at = x;
  }
  const segment = curve[index];
  if (!segment) return { curve, index: -1 };
  const from = segmentStart(curve, index);
  if (at - from.x < 0.002 || segment.to.x - at < 0.002) return { curve, index: -1 };
  return { curve: split(curve, index, segmentT(from, segment, at)), index };
}

/**
 * The curve without point `index` (not the end): its two segments become one, from the first's handle
 * out to the second's handle in.
 */
export function removePoint(curve: EaseCurve, index: number): EaseCurve {
  const segment = curve[index];
  const after = curve[index + 1];
  if (!segment || !after) return curve;
  return [
    ...curve.slice(0, index),
    { c1: segment.c1, c2: after.c2, to: after.to },
    ...curve.slice(index + 2),
  ];
}

/**
 * The segment from x0 to x1 that meets `ease` there with its slope there (a cubic Hermite piece: its
 * handles a third of the way in, along the slope), its y kept within EASE_Y_RANGE.
 */
function hermite(ease: (x: number) => number, x0: number, x1: number): EaseSegment {
  // One side only at a segment's end: an ease may turn sharply there (a bounce), and each piece follows
  // the side it lies on.
  const slopeIn = (x: number) => {
    const h = 1e-4;
    return (ease(x) - ease(Math.max(0, x - h))) / Math.max(1e-9, x - Math.max(0, x - h));
  };
  const slopeOut = (x: number) => {
    const h = 1e-4;
    return (ease(Math.min(1, x + h)) - ease(x)) / Math.max(1e-9, Math.min(1, x + h) - x);
  };
  const dx = x1 - x0;
  const y = (value: number) => clamp(value, EASE_Y_RANGE.min, EASE_Y_RANGE.max);
  const m0 = slopeOut(x0);
  const m1 = slopeIn(x1);
  return {
    c1: { x: x0 + dx / 3, y: y(ease(x0) + (m0 * dx) / 3) },
    c2: { x: x1 - dx / 3, y: y(ease(x1) - (m1 * dx) / 3) },
    to: { x: x1, y: y(ease(x1)) },
  };
}

/** The largest gap between a curve's segment and `ease` over its time, and where it is. */
function worstGap(
  ease: (x: number) => number,
  from: EasePoint,
  segment: EaseSegment,
): { gap: number; x: number } {
  let worst = { gap: 0, x: (from.x + segment.to.x) / 2 };
  for (let i = 1; i < 24; i += 1) {
    const x = from.x + ((segment.to.x - from.x) * i) / 24;
    const gap = Math.abs(segmentAt(from, segment, x) - ease(x));
    if (gap > worst.gap) worst = { gap, x };
  }
  return worst;
}

/** Rounded as the saved path writes it (three decimals), so the fit is what is saved. */
const rounded = (curve: EaseCurve): EaseCurve =>
  curve.map((segment) => {
    const r = ({ x, y }: EasePoint) => ({
      x: Math.round(x * 1000) / 1000,
      y: Math.round(y * 1000) / 1000,
    });
    return { c1: r(segment.c1), c2: r(segment.c2), to: r(segment.to) };
  });

/**
 * The drawn curve closest to `ease` (one of GSAP's named eases): where a drawing of it starts. Pieces
 * that meet the ease and its slope at their ends, split where they stray most until every piece is
 * within `tolerance` of the ease (or MAX_EASE_SEGMENTS are used): one segment for `power2.out`, several
 * for `elastic.out`'s swings or `bounce.out`'s bounces.
 */
export function fitEase(ease: (x: number) => number, tolerance = 0.01): EaseCurve {
  // An ease that does not start at 0 or end at 1 (none of GSAP's) is drawn from 0,0 to 1,1 anyway.
  const at = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : ease(x));
  let stops = [0, ...turns(at), 1];
  for (;;) {
    const segments = stops.slice(1).map((x1, i) => hermite(at, stops[i] ?? 0, x1));
    const gaps = segments.map((segment, i) =>
      worstGap(at, { x: stops[i] ?? 0, y: at(stops[i] ?? 0) }, segment),
    );
    // A piece shorter than a hundredth of the time is not split again (a sharp turn stays a turn).
    const worst = gaps
      .filter((_, i) => (stops[i + 1] ?? 1) - (stops[i] ?? 0) >= 0.01)
      .reduce((a, b) => (b.gap > a.gap ? b : a), { gap: 0, x: 0 });
    if (worst.gap <= tolerance || segments.length >= MAX_EASE_SEGMENTS) {
      const last = segments.length - 1;
      return rounded(
        segments.map((segment, i) => (i === last ? { ...segment, to: { x: 1, y: 1 } } : segment)),
      );
    }
    stops = [...stops, worst.x].sort((a, b) => a - b);
  }
}

/**
 * Where the ease turns (its peaks and troughs, and a bounce's sharp landings) by more than a hundredth,
 * at most MAX_EASE_SEGMENTS / 2 of them, the largest: a curve's points belong there, level handles at a
 * peak, so an overshoot and its settling take one segment per swing.
 */
function turns(at: (x: number) => number): number[] {
  const count = 400;
  const ys = Array.from({ length: count + 1 }, (_, i) => at(i / count));
  const found: { x: number; size: number }[] = [];
  let last = 0;
  for (let i = 1; i < count; i += 1) {
    const y = ys[i] ?? 0;
    const before = ys[i - 1] ?? 0;
    const after = ys[i + 1] ?? 0;
    const peak = (y > before && y >= after) || (y < before && y <= after);
    if (!peak) continue;
    const size = Math.abs(y - (ys[last] ?? 0));
    if (size > 0.01 && i / count > 0.01 && i / count < 0.99) found.push({ x: i / count, size });
    last = i;
  }
  return found
    .sort((a, b) => b.size - a.size)
    .slice(0, MAX_EASE_SEGMENTS / 2)
    .map((turn) => turn.x)
    .sort((a, b) => a - b);
}

const fitted = new Map<string, EaseCurve>();

/** `fitEase` of a named GSAP ease, worked out once per name. */
export function fitNamedEase(name: string, ease: (x: number) => number): EaseCurve {
  let curve = fitted.get(name);
  if (!curve) {
    curve = fitEase(ease);
    fitted.set(name, curve);
  }
  return curve;
}
