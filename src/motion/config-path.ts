import type { MotionConfig } from './motion.config';
import type { MotionPath } from './motion-fields';

/** Reading and writing one constant of the motion config by its path (`['about', 'tabRotationMs']`). */
type Tree = Record<string | number, unknown>;

/** The number or ease at `path`, or undefined when there is none. */
export function readField(config: MotionConfig, path: MotionPath): number | string | undefined {
  let node: unknown = config;
  for (const key of path) node = (node as Tree | undefined)?.[key];
  return typeof node === 'number' || typeof node === 'string' ? node : undefined;
}

/** A copy of `config` with one value replaced; arrays and objects on the path are copied, the rest shared. */
export function writeField(
  config: MotionConfig,
  path: MotionPath,
  value: number | string,
): MotionConfig {
  const write = (node: unknown, depth: number): unknown => {
    if (depth === path.length) return value;
    const key = path[depth] as string | number;
    if (Array.isArray(node)) {
      const copy: unknown[] = [...(node as unknown[])];
      copy[key as number] = write(copy[key as number], depth + 1);
      return copy;
    }
    const copy: Tree = { ...(node as Tree) };
    copy[key] = write(copy[key], depth + 1);
    return copy;
  };
  return write(config, 0) as MotionConfig;
}
