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

const CUBIC_BEZIER =
  /^cubic-bezier\(\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*,\s*(-?[\d.]+)\s*\)$/;

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

const NUMBER = String.raw`(-?(?:\d+\.?\d*|\.\d+))`;
const EASE_PATH = new RegExp(
  String.raw`^M\s*0\s*,\s*0\s*C\s*${NUMBER}\s*,\s*${NUMBER}\s+${NUMBER}\s*,\s*${NUMBER}\s+1\s*,\s*1$`,
);
/** How far a drawn GSAP ease may overshoot (y of its handles), below 0 and above 1. */
export const EASE_Y_RANGE = { min: -1, max: 2 } as const;

/**
 * A drawn GSAP ease: GSAP's CustomEase path of one cubic segment from 0,0 to 1,1
 * (`M0,0 C0.2,0 0.1,1 1,1`), which GSAP reads as an ease once CustomEase is registered. Its handles, or
 * null when `value` is not one (x from 0 to 1, y within EASE_Y_RANGE).
 */
export function parseEasePath(value: string): Cubic | null {
  const match = EASE_PATH.exec(value.trim());
  if (!match) return null;
  const [x1, y1, x2, y2] = match.slice(1).map(Number) as Cubic;
  const inX = (x: number) => x >= 0 && x <= 1;
  const inY = (y: number) => y >= EASE_Y_RANGE.min && y <= EASE_Y_RANGE.max;
  return inX(x1) && inX(x2) && inY(y1) && inY(y2) ? [x1, y1, x2, y2] : null;
}

/** Handles as the CustomEase path that `parseEasePath` reads back (three decimals). */
export function formatEasePath(cubic: readonly number[]): string {
  const [x1, y1, x2, y2] = cubic.map((n) => String(Math.round(n * 1000) / 1000 || 0));
  return `M0,0 C${x1},${y1} ${x2},${y2} 1,1`;
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
  if (field.kind === 'gsapEase') {
    return isNamedGsapEase(value) || parseEasePath(value)
      ? null
      : `${name} must be one of GSAP's named eases or a drawn curve, M0,0 Cx1,y1 x2,y2 1,1 with x1 and x2 from 0 to 1 and y1 and y2 from ${EASE_Y_RANGE.min} to ${EASE_Y_RANGE.max}`;
  }
  return parseCubicBezier(value)
    ? null
    : `${name} must be cubic-bezier(x1, y1, x2, y2) with x1 and x2 from 0 to 1`;
}
