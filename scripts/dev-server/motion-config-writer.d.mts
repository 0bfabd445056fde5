import type { MotionField, MotionPath } from '../../src/motion/motion-fields.ts';

/** One constant to write: its path in `motion` and its new value. */
export interface MotionChange {
  path: readonly (string | number)[];
  value: number | string;
}

export interface MotionChangeResult {
  /** The new source; `source` itself when nothing changed. */
  code: string;
  /** The keys (`about.tabRotationMs`) whose value changed, in the order given. */
  changed: string[];
}

/** A change the writer refuses: its message names the path and why. */
export class MotionConfigError extends Error {}

export function applyMotionChanges(
  source: string,
  changes: readonly MotionChange[],
  fieldAt: (path: MotionPath) => MotionField | undefined,
  fieldProblem: (field: MotionField, value: unknown) => string | null,
): MotionChangeResult;
