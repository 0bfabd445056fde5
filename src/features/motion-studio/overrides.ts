import type { MotionConfig } from '@/motion/motion.config';
import {
  fieldAt,
  fieldProblem,
  motionFields,
  pathKey,
  type MotionField,
  type MotionPath,
} from '@/motion/motion-fields';

/** The studio's unsaved edits: a value per field, keyed by its dotted path. */
export type Overrides = Readonly<Record<string, number | string>>;

type Tree = Record<string | number, unknown>;

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

/** The baseline with every override that still differs from it. */
export function applyOverrides(baseline: MotionConfig, overrides: Overrides): MotionConfig {
  let config = baseline;
  for (const field of motionFields) {
    const value = overrides[pathKey(field.path)];
    if (value !== undefined && value !== readField(baseline, field.path)) {
      config = writeField(config, field.path, value);
    }
  }
  return config;
}

/** The overrides that differ from the baseline: what is unsaved. */
export function unsaved(baseline: MotionConfig, overrides: Overrides): MotionField[] {
  return motionFields.filter((field) => {
    const value = overrides[pathKey(field.path)];
    return value !== undefined && value !== readField(baseline, field.path);
  });
}

/**
 * Overrides read from outside (a shared link, sessionStorage): only known fields with valid values are
 * kept; each refused entry is named in `problems`.
 */
export function parseOverrides(text: string | null): { overrides: Overrides; problems: string[] } {
  if (!text) return { overrides: {}, problems: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { overrides: {}, problems: ['The tuning in the link is not readable JSON; ignored.'] };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { overrides: {}, problems: ['The tuning in the link is not a set of values; ignored.'] };
  }
  const overrides: Record<string, number | string> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const field = fieldAt(key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)));
    if (!field) {
      problems.push(`${key} is not a motion constant; ignored.`);
      continue;
    }
    const problem = fieldProblem(field, value);
    if (problem) problems.push(`${problem}; ignored.`);
    else overrides[key] = value as number | string;
  }
  return { overrides, problems };
}

/** A link that opens the studio on `pathname` with these overrides (`?tune=<encoded>`). */
export function tuningLink(origin: string, pathname: string, overrides: Overrides): string {
  const keys = Object.keys(overrides);
  const value = keys.length ? encodeURIComponent(JSON.stringify(overrides)) : '';
  return `${origin}${pathname}?tune${value ? `=${value}` : ''}`;
}

/** The top-level sections holding these fields (all of them when none), as TypeScript to paste. */
export function configSnippet(config: MotionConfig, fields: readonly MotionField[]): string {
  const keys = fields.length
    ? [...new Set(fields.map((field) => String(field.path[0])))]
    : Object.keys(config);
  const pick = Object.fromEntries(keys.map((key) => [key, (config as Tree)[key]]));
  const body = JSON.stringify(pick, null, 2)
    .replace(/"([A-Za-z_$][\w$]*)":/g, '$1:')
    .replace(/"/g, "'");
  return `// Paste into src/motion/motion.config.ts, replacing these keys:\n${body.slice(2, -2)},`;
}
