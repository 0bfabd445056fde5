import { readField } from '@/motion/config-path';
import type { MotionConfig } from '@/motion/motion.config';
import { motionFields, pathKey } from '@/motion/motion-fields';
import { parseOverrides, type Overrides } from './overrides';

/** A version of the motion kept to compare with another: every value, by field path. */
export interface Take {
  readonly name: string;
  readonly values: Overrides;
}

/** Takes survive a reload of the tab, as unsaved edits do. */
export const TAKES_KEY = 'motion-studio:takes';
export const TAKE_NAME_MAX = 24;

/** Every value of `config` by field path, under `name`: what a take keeps. */
export function takeOf(name: string, config: MotionConfig): Take {
  const values: Record<string, number | string> = {};
  for (const field of motionFields) {
    const value = readField(config, field.path);
    if (typeof value === 'number' || typeof value === 'string') values[pathKey(field.path)] = value;
  }
  return { name, values };
}

/** Why `name` cannot name a take, or null. */
export function takeNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'A take needs a name.';
  if (trimmed.length > TAKE_NAME_MAX) {
    return `A take's name has at most ${TAKE_NAME_MAX} characters.`;
  }
  return null;
}

/** `takes` with `take` added, or in place of the one of the same name. */
export function withTake(takes: readonly Take[], take: Take): Take[] {
  const at = takes.findIndex((candidate) => candidate.name === take.name);
  return at === -1 ? [...takes, take] : takes.map((candidate, i) => (i === at ? take : candidate));
}

/** The first of A, B, C… that no take is called yet. */
export function nextTakeName(takes: readonly Take[]): string {
  const names = new Set(takes.map((take) => take.name));
  for (let code = 65; code <= 90; code += 1) {
    const name = String.fromCharCode(code);
    if (!names.has(name)) return name;
  }
  return `Take ${takes.length + 1}`;
}

/** The take after the one called `current` (the first when there is none), for the switch key. */
export function takeAfter(takes: readonly Take[], current: string | null): Take | undefined {
  const at = takes.findIndex((take) => take.name === current);
  return takes[(at + 1) % takes.length];
}

/**
 * Takes read back from the tab's storage: each value checked against its field, as a shared link's
 * are (a field renamed or a value out of range since is dropped and named in `problems`).
 */
export function parseTakes(text: string | null): { takes: Take[]; problems: string[] } {
  if (!text) return { takes: [], problems: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { takes: [], problems: ['The kept takes are not readable; cleared.'] };
  }
  if (!Array.isArray(raw))
    return { takes: [], problems: ['The kept takes are not a list; cleared.'] };
  const takes: Take[] = [];
  const problems: string[] = [];
  for (const entry of raw as unknown[]) {
    const { name, values } = (entry ?? {}) as { name?: unknown; values?: unknown };
    if (typeof name !== 'string' || takeNameProblem(name)) {
      problems.push('A kept take has no usable name; dropped.');
      continue;
    }
    const parsed = parseOverrides(JSON.stringify(values ?? null));
    problems.push(...parsed.problems.map((problem) => `Take ${name}: ${problem}`));
    takes.push({ name, values: parsed.overrides });
  }
  return { takes, problems };
}
