import { readField } from './config-path';
import type { MotionConfig } from './motion.config';
import { getMotion, subscribeMotion } from './motion-store';

/** Every leaf of the config that CSS can take (numbers and ease strings), as a dotted path. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends number | string
    ? `${P}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MotionCssPath = Leaves<MotionConfig>;

function read(path: MotionCssPath): number | string {
  return readField(getMotion(), path.split('.')) as number | string;
}

const cssName = (path: string) => `--motion-${path.replace(/\./g, '-')}`;
/** The paths CSS reads, so the studio's live values reach them (development only). */
const used = new Set<MotionCssPath>();

/**
 * A motion constant as CSS: `200ms` for `cssMotion('hoverMs', 'ms')`, times `scale` (a number) or as an
 * ease. In production it is the literal value. In development it is a custom property with that value
 * as fallback, which the motion studio sets live, so a tuned transition applies without a reload.
 */
export function cssMotion(path: MotionCssPath, unit = '', scale = 1): string {
  const value = read(path);
  if (import.meta.env.DEV) {
    used.add(path);
    return typeof value === 'string'
      ? `var(${cssName(path)}, ${value})`
      : `calc(var(${cssName(path)}, ${value}) * ${scale}${unit})`;
  }
  return typeof value === 'string' ? value : `${value * scale}${unit}`;
}

/** One `unit` divided by the constant: a duration from a rate (`1s` per turn at `spinner.speed`). */
export function cssMotionPer(path: MotionCssPath, unit: string): string {
  const value = read(path) as number;
  if (import.meta.env.DEV) {
    used.add(path);
    return `calc(1${unit} / var(${cssName(path)}, ${value}))`;
  }
  return `${1 / value}${unit}`;
}

if (import.meta.env.DEV) {
  // The live values, on the root element: every rule using cssMotion reads them.
  subscribeMotion(() => {
    const root = document.documentElement.style;
    for (const path of used) root.setProperty(cssName(path), String(read(path)));
  });
}
