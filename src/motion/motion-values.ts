import { pathKey, type MotionField } from './motion-fields.ts';

/**
 * What a value of the motion config may be: the grammar of its eases and the check of a value against
 * its field, shared by the studio (its rows) and the dev server's save endpoint (vite.config.ts).
 */

/** GSAP's named eases: what a GSAP ease of the config may be (part of its grammar). */
export const gsapEaseNames: readonly string[] = [
  'none',
  ...[
    'power1',
    'power2',
    'power3',
    'power4',
    'sine',
    'expo',
    'circ',
    'back',
    'elastic',
    'bounce',
  ].flatMap((name) => [`${name}.in`, `${name}.out`, `${name}.inOut`]),
];

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
    return gsapEaseNames.includes(value) ? null : `${name} must be one of GSAP's named eases`;
  }
  return parseCubicBezier(value)
    ? null
    : `${name} must be cubic-bezier(x1, y1, x2, y2) with x1 and x2 from 0 to 1`;
}
