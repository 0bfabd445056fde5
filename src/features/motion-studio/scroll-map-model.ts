import { fieldAt, type MotionField, type MotionPath } from '@/motion/motion-fields';
import type { MotionConfig } from '@/motion/motion.config';

/**
 * The scroll map's content, worked out from the page and the config (no DOM here): a bar per
 * ScrollTrigger, and the stack's cards as lines of their top against the scroll with handles.
 */

/** One ScrollTrigger: where it starts and ends, in page scroll px, and what it moves. */
export interface TriggerSpan {
  label: string;
  start: number;
  end: number;
}

/** A row of the map: the triggers with one label (the reveals of a section), left to right. */
export interface MapRow {
  label: string;
  spans: { start: number; end: number }[];
}

/** The rows of the map: one per label, in the order their first trigger starts. */
export function mapRows(spans: readonly TriggerSpan[]): MapRow[] {
  const rows = new Map<string, MapRow>();
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const row = rows.get(span.label) ?? { label: span.label, spans: [] };
    row.spans.push({ start: span.start, end: Math.max(span.start, span.end) });
    rows.set(span.label, row);
  }
  return [...rows.values()];
}

/** How a ScrollTrigger is named on the map: by the heading of its section, else by its element. */
export function triggerLabel(trigger: Element | null | undefined): string {
  if (!trigger) return 'Page';
  const section = trigger.closest('section, header, footer');
  const heading = section?.querySelector('h1, h2, h3')?.textContent.trim();
  if (heading) return `Reveal: ${heading}`;
  return `Reveal: ${trigger.id ? `#${trigger.id}` : trigger.tagName.toLowerCase()}`;
}

/** A handle of the stack: which field it edits and how it sits on the map. */
export interface StackHandle {
  field: MotionField;
  /** `scroll`: dragged along the scroll (x); `top`: dragged up and down (a card's top, y). */
  axis: 'scroll' | 'top';
  /** Where it sits, in scroll px (x) or top px (y). */
  at: number;
  /** The field's value for the handle at `at`. */
  valueAt: (at: number) => number;
  /** Where it is drawn on the stack's graph: at a scroll (x), on a top (y) or below the graph. */
  spot: { scroll: number; top: number | 'below' };
  /** What the handle is named: the field's label, on the scroll map. */
  name: string;
  /** What it says about itself (its value and what the value means here). */
  text: string;
  /** Its value, as the graph writes it beside the handle (live while it is dragged). */
  mark: string;
}

const field = (path: MotionPath): MotionField => {
  const found = fieldAt(path);
  if (!found) throw new Error(`No motion field at ${path.join('.')}`);
  return found;
};

/**
 * The stack's handles: each card where it lands at the min offset (its start offset less the min
 * offset), the min offset itself (a top), and fixedUntil. Card tops follow the spec: max(minOffset,
 * startOffset − scroll) until fixedUntil, then carried up with the page.
 */
export function stackHandles(config: MotionConfig): StackHandle[] {
  const { startOffsets, minOffset, fixedUntil } = config.stack;
  const cards = startOffsets.map((start, index): StackHandle => {
    const card = field(['stack', 'startOffsets', index]);
    return {
      field: card,
      axis: 'scroll',
      at: start - minOffset,
      valueAt: (at) => at + minOffset,
      spot: { scroll: start - minOffset, top: minOffset },
      name: `${card.label} on the scroll map`,
      text: `Card ${index + 1} lands at scroll ${start - minOffset} px (start offset ${start} px)`,
      mark: String(start),
    };
  });
  const minOffsetField = field(['stack', 'minOffset']);
  const fixedUntilField = field(['stack', 'fixedUntil']);
  return [
    ...cards,
    {
      field: minOffsetField,
      axis: 'top',
      at: minOffset,
      valueAt: (at) => at,
      spot: { scroll: 0, top: minOffset },
      name: `${minOffsetField.label} on the scroll map`,
      text: `Cards stop ${minOffset} px below the top of the screen`,
      mark: `min offset ${minOffset}`,
    },
    {
      field: fixedUntilField,
      axis: 'scroll',
      at: fixedUntil,
      valueAt: (at) => at,
      spot: { scroll: fixedUntil, top: 'below' },
      name: `${fixedUntilField.label} on the scroll map`,
      text: `The cards are fixed until scroll ${fixedUntil} px, then released`,
      mark: `fixed until ${fixedUntil}`,
    },
  ];
}

/** A card's top (px from the top of the screen) at `scroll`, as the stack moves it. */
export function cardTop(
  startOffset: number,
  minOffset: number,
  fixedUntil: number,
  scroll: number,
): number {
  if (scroll < fixedUntil) return Math.max(minOffset, startOffset - scroll);
  return Math.max(minOffset, startOffset - fixedUntil) - (scroll - fixedUntil);
}

/** The corners of a card's line (scroll, top), from the top of the page to `end`. */
export function cardLine(
  startOffset: number,
  minOffset: number,
  fixedUntil: number,
  end: number,
): [number, number][] {
  const points: [number, number][] = [[0, startOffset]];
  const lands = startOffset - minOffset;
  if (lands > 0 && lands < fixedUntil) points.push([lands, minOffset]);
  points.push([fixedUntil, cardTop(startOffset, minOffset, fixedUntil, fixedUntil)]);
  if (end > fixedUntil) points.push([end, cardTop(startOffset, minOffset, fixedUntil, end)]);
  return points;
}

/** A value from a handle's place: on the field's step, within its range. */
export function snapToField(field: MotionField, value: number): number {
  const step = field.step ?? 1;
  const snapped = Math.round(value / step) * step;
  return Math.min(field.max ?? Infinity, Math.max(field.min ?? -Infinity, snapped));
}

/** Keys that move the playhead (100 px a step; Home and End too) or a handle (its field's step). */
export const KEY_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

/** The least room a ruler label takes, in px of the map: four digits of its 10 px monospace, and a gap. */
export const RULER_LABEL_PX = 28;

/**
 * The ruler's step in px of scroll, for a map `widthPx` wide showing `end` px: the smallest of 250, 500
 * (on which the stack's values fall: 750 halfway, 1500, 2250 halfway, 2500), 1,000, 2,000 and 5,000
 * whose labels do not touch.
 */
export function rulerStep(end: number, widthPx: number): number {
  const steps = [250, 500, 1000, 2000, 5000];
  return steps.find((step) => (step / end) * widthPx >= RULER_LABEL_PX) ?? 10_000;
}
