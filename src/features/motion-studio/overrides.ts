import { readField, writeField } from '@/motion/config-path';
import type { MotionConfig } from '@/motion/motion.config';
import { fieldAt, motionFields, pathKey, type MotionField } from '@/motion/motion-fields';
import { fieldProblem } from '@/motion/motion-values';

/** The studio's unsaved edits: a value per field, keyed by its dotted path. */
export type Overrides = Readonly<Record<string, number | string>>;

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
  const pick = Object.fromEntries(
    keys.map((key) => [key, (config as Record<string, unknown>)[key]]),
  );
  const body = JSON.stringify(pick, null, 2)
    .replace(/"([A-Za-z_$][\w$]*)":/g, '$1:')
    .replace(/"/g, "'");
  return `// Paste into src/motion/motion.config.ts, replacing these keys:\n${body.slice(2, -2)},`;
}
