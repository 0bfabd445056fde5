import { gsap } from 'gsap';
import { readField } from './config-path.ts';
import { motionFields, pathKey, type MotionField } from './motion-fields.ts';
import type { MotionConfig } from './motion.config.ts';

/**
 * What a value of the motion config may be: the grammar of its eases and the check of a value against
 * its field, shared by the studio (its rows) and the dev server's save endpoint (vite.config.ts).
 */

/** The shape of a GSAP ease's name: `none`, `sine`, `power2.out`, `expo.inOut` (no config in brackets). */
const EASE_NAME = /^[a-z][a-z0-9]*(\.(in|out|inOut))?$/i;

/** Whether `value` is one of GSAP's named eases (asked of GSAP itself). */
export function isNamedGsapEase(value: string): boolean {
  return EASE_NAME.test(value) && typeof gsap.parseEase(value) === 'function';
}

/** CSS's own whitespace (space, tab, line feed, carriage return, form feed), not JavaScript's `\s`. */
const CSS_SPACE = String.raw`[ \t\n\r\f]*`;
const CUBIC_NUMBER = `${CSS_SPACE}(-?[\\d.]+)${CSS_SPACE}`;
const CUBIC_BEZIER = new RegExp(
  String.raw`^cubic-bezier\(${Array(4).fill(CUBIC_NUMBER).join(',')}\)$`,
);

/** The four numbers of a CSS `cubic-bezier(…)`, or null when it is not one (x values must be 0–1). */
export function parseCubicBezier(value: string): [number, number, number, number] | null {
  const match = CUBIC_BEZIER.exec(value.trim());
  if (!match) return null;
  const numbers = match.slice(1).map(Number) as [number, number, number, number];
  if (numbers.some((n) => !Number.isFinite(n))) return null;
  if (numbers[0] < 0 || numbers[0] > 1 || numbers[2] < 0 || numbers[2] > 1) return null;
  return numbers;
}

/** A curve's two handles: x1, y1, x2, y2 (the ends are 0,0 and 1,1). */
export type Cubic = [number, number, number, number];

/** A point of a drawn ease: x is the share of the time, y the share of the change. */
export interface EasePoint {
  x: number;
  y: number;
}

/** A cubic segment of a drawn ease: its two handles and the point it ends at (it starts where the last ended). */
export interface EaseSegment {
  c1: EasePoint;
  c2: EasePoint;
  to: EasePoint;
}

/** A drawn ease: cubic segments from 0,0, the last ending at 1,1. */
export type EaseCurve = readonly EaseSegment[];

/** How far a drawn GSAP ease may overshoot (y of its points), below 0 and above 1. */
export const EASE_Y_RANGE = { min: -1, max: 2 } as const;
/** The most segments a drawn ease may have. */
export const MAX_EASE_SEGMENTS = 16;

const NUMBER = String.raw`-?(?:\d+\.?\d*|\.\d+)`;
const PAIR = new RegExp(`^(${NUMBER}),(${NUMBER})$`);

/**
 * A drawn GSAP ease: GSAP's CustomEase path of cubic segments from 0,0 to 1,1
 * (`M0,0 C0.2,0 0.1,1 1,1`, or `M0,0 C0.2,0 0.3,1.2 0.5,1.1 C0.7,1 0.8,1 1,1` for two), which GSAP reads
 * as an ease once CustomEase is registered. Its segments, or null when `value` is not one: each
 * segment's points move right (its handles between its ends), every y within EASE_Y_RANGE.
 */
export function parseEasePath(value: string): EaseCurve | null {
  const body = /^M\s*0\s*,\s*0\s*C([\s\S]*)$/.exec(value.trim());
  if (!body?.[1]) return null;
  const pairs = body[1]
    .replace(/\s*,\s*/g, ',')
    .split(/[\sC]+/)
    .filter(Boolean)
    .map((pair) => PAIR.exec(pair));
  if (pairs.length === 0 || pairs.length % 3 !== 0 || pairs.length / 3 > MAX_EASE_SEGMENTS) {
    return null;
  }
  const points: EasePoint[] = [];
  for (const pair of pairs) {
    if (!pair) return null;
    points.push({ x: Number(pair[1]), y: Number(pair[2]) });
  }
  const segments: EaseSegment[] = [];
  let from: EasePoint = { x: 0, y: 0 };
  for (let index = 0; index < points.length; index += 3) {
    const [c1, c2, to] = points.slice(index, index + 3) as [EasePoint, EasePoint, EasePoint];
    const inSegment = (point: EasePoint) => point.x >= from.x && point.x <= to.x;
    if (to.x <= from.x || !inSegment(c1) || !inSegment(c2)) return null;
    segments.push({ c1, c2, to });
    from = to;
  }
  const inY = ({ y }: EasePoint) => y >= EASE_Y_RANGE.min && y <= EASE_Y_RANGE.max;
  if (from.x !== 1 || from.y !== 1 || !points.every(inY)) return null;
  return segments;
}

const decimals = (n: number) => String(Math.round(n * 1000) / 1000 || 0);
const point = ({ x, y }: EasePoint) => `${decimals(x)},${decimals(y)}`;

/** A drawn ease as the CustomEase path that `parseEasePath` reads back (three decimals). */
export function formatEaseCurve(curve: EaseCurve): string {
  return `M0,0 ${curve.map(({ c1, c2, to }) => `C${point(c1)} ${point(c2)} ${point(to)}`).join(' ')}`;
}

/** One cubic's handles as a drawn ease of one segment. */
export function cubicCurve([x1, y1, x2, y2]: readonly number[]): EaseCurve {
  return [{ c1: { x: x1 ?? 0, y: y1 ?? 0 }, c2: { x: x2 ?? 1, y: y2 ?? 1 }, to: { x: 1, y: 1 } }];
}

/** Handles as the CustomEase path of one segment (three decimals). */
export function formatEasePath(cubic: readonly number[]): string {
  return formatEaseCurve(cubicCurve(cubic));
}

/** Whether a GSAP ease of `config` is a drawn curve, which the page needs GSAP's CustomEase to play. */
export function needsCustomEase(config: MotionConfig): boolean {
  return motionFields.some(
    (field) =>
      field.kind === 'gsapEase' && parseEasePath(String(readField(config, field.path))) !== null,
  );
}

/** Why `value` cannot be this field's value, or null when it can. */
export function fieldProblem(field: MotionField, value: unknown): string | null {
  const name = `${field.label} (${pathKey(field.path)})`;
  if (field.kind === 'number') {
    if (typeof value !== 'number' || !Number.isFinite(value)) return `${name} must be a number`;
    if (field.min !== undefined && value < field.min)
      return `${name} must be at least ${field.min}`;
    if (field.max !== undefined && value > field.max) return `${name} must be at most ${field.max}`;
    return null;
  }
  if (typeof value !== 'string') return `${name} must be an ease, as text`;
  // Checked as it will be written: a value is never trimmed into shape, so what passes is what is saved.
  if (value !== value.trim()) return `${name} must not begin or end with a space or a line break`;
  if (field.kind === 'gsapEase') {
    return isNamedGsapEase(value) || parseEasePath(value)
      ? null
      : `${name} must be one of GSAP's named eases or a drawn curve, M0,0 Cx1,y1 x2,y2 1,1 (more segments: … Cx1,y1 x2,y2 x,y C… 1,1) whose points move right, each handle between its segment's ends, every y from ${EASE_Y_RANGE.min} to ${EASE_Y_RANGE.max}`;
  }
  return parseCubicBezier(value)
    ? null
    : `${name} must be cubic-bezier(x1, y1, x2, y2) with x1 and x2 from 0 to 1`;
}
