import type { MotionConfig } from '@/motion/motion.config';

/** Every motion constant the home screen uses, as the tuning panel lists it. */
export interface TuningField {
  label: string;
  path: readonly (string | number)[];
  step: number;
}

export const tuningFields: readonly TuningField[] = [
  { label: 'Card 1 start (px)', path: ['stackedCards', 'startOffsets', 0], step: 10 },
  { label: 'Card 2 start (px)', path: ['stackedCards', 'startOffsets', 1], step: 10 },
  { label: 'Card 3 start (px)', path: ['stackedCards', 'startOffsets', 2], step: 10 },
  { label: 'Card floor (px)', path: ['stackedCards', 'minOffset'], step: 5 },
  { label: 'Release at scroll (px)', path: ['stackedCards', 'fixedUntil'], step: 10 },
  { label: 'Covered scale', path: ['home', 'stack', 'coveredScale'], step: 0.01 },
  { label: 'Covered dim', path: ['home', 'stack', 'coveredDim'], step: 0.05 },
  { label: 'Cover lead (px)', path: ['home', 'stack', 'coverLeadPx'], step: 10 },
  { label: 'Covered edge step (px)', path: ['home', 'stack', 'edgeStepPx'], step: 1 },
  { label: 'Eye radius (px)', path: ['eye', 'radiusPx'], step: 0.1 },
  { label: 'Eye follow (s)', path: ['eye', 'followS'], step: 0.05 },
  { label: 'Hero duration (s)', path: ['home', 'heroEntrance', 'durationS'], step: 0.05 },
  { label: 'Hero stagger (s)', path: ['home', 'heroEntrance', 'staggerS'], step: 0.01 },
  { label: 'Hero distance (px)', path: ['home', 'heroEntrance', 'distancePx'], step: 4 },
  { label: 'Hero delay (s)', path: ['home', 'heroEntrance', 'delayS'], step: 0.05 },
  { label: 'Reveal duration (s)', path: ['reveal', 'durationS'], step: 0.05 },
  { label: 'Reveal distance (px)', path: ['reveal', 'distancePx'], step: 4 },
  { label: 'Reveal start (0–1)', path: ['reveal', 'startAt'], step: 0.05 },
];

type Tree = Record<string | number, unknown>;

export function readField(config: MotionConfig, path: TuningField['path']): number {
  let node: unknown = config;
  for (const key of path) node = (node as Tree)[key];
  return typeof node === 'number' ? node : Number.NaN;
}

/** A copy of `config` with one number replaced; arrays and objects on the path are copied, not mutated. */
export function writeField(
  config: MotionConfig,
  path: TuningField['path'],
  value: number,
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

/** The tuned sections as TypeScript, to paste back into motion.config.ts. */
export function configSnippet(config: MotionConfig): string {
  const pick = {
    stackedCards: config.stackedCards,
    eye: config.eye,
    home: config.home,
    reveal: config.reveal,
  };
  const body = JSON.stringify(pick, null, 2)
    .replace(/"([A-Za-z_$][\w$]*)":/g, '$1:')
    .replace(/"/g, "'");
  return `// Paste into src/motion/motion.config.ts, replacing these keys:\n${body.slice(2, -2)},`;
}
