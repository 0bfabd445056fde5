import type { FolderApi } from 'tweakpane';
import { CubicBezier, type CubicBezierApi } from '@tweakpane/plugin-essentials';
import { readField } from '@/motion/config-path';
import { gsap } from '@/motion/gsap';
import { pathKey, type MotionField } from '@/motion/motion-fields';
import { formatEasePath, parseEasePath } from '@/motion/motion-values';
import { getMotion } from '@/motion/motion-store';
import { fitNamedEase } from './ease-fit';
import {
  fieldRow,
  formatBezier,
  guardCurve,
  nameRow,
  toBezier,
  type StudioMessage,
} from './pane-rows';
import { offeredGsapEases } from './studio-eases';

/** The rows of the studio's pane, one per field of the motion config (build-pane.ts lays them out). */

/** What a row does with an edit, and where it tells the designer a value was refused. */
export interface RowActions {
  change: (field: MotionField, value: number | string) => void;
  message: (message: StudioMessage | null) => void;
}

/** A field's row (or rows): its elements, and what shows the live config on them again. */
export interface FieldRow {
  elements: HTMLElement[];
  refresh: () => void;
}

/** A field's row in `folder`: a curve editor for a CSS ease, a slider with its number otherwise. */
export function addFieldRow(folder: FolderApi, field: MotionField, actions: RowActions): FieldRow {
  const live = () => readField(getMotion(), field.path);
  if (field.kind === 'cssEase') {
    const blade = folder.addBlade({
      view: 'cubicbezier',
      value: toBezier(live()).toObject(),
      expanded: false,
      label: field.label,
      picker: 'inline',
    }) as CubicBezierApi;
    blade.on('change', (event) => actions.change(field, formatBezier(event.value)));
    guardCurve(blade.element, field, actions.message);
    fieldRow(blade.element, field, actions.change, actions.message);
    return {
      elements: [blade.element],
      refresh: () => {
        blade.value = toBezier(live());
      },
    };
  }
  const values = { [pathKey(field.path)]: live() };
  const binding = folder.addBinding(values, pathKey(field.path), {
    label: field.label,
    min: field.min,
    max: field.max,
    step: field.step,
  });
  binding.on('change', (event: { value: unknown }) => {
    if (typeof event.value === 'number') actions.change(field, event.value);
  });
  fieldRow(binding.element, field, actions.change, actions.message);
  return {
    elements: [binding.element],
    refresh: () => {
      values[pathKey(field.path)] = live();
      binding.refresh();
    },
  };
}

/** The list's entry for a drawn curve. */
const DRAWN = 'drawn';

/** The graph's curve as a GSAP ease, to the hundredth as its text shows it: saved as the designer reads it. */
const drawnEase = (curve: CubicBezier) =>
  formatEasePath(curve.toObject().map((n) => Math.round(n * 100) / 100));

/**
 * A GSAP ease: a list of GSAP's named eases and "Drawn curve", and under it the curve, handles on a graph
 * with their numbers as text. Moving a handle makes the ease that curve (a CustomEase path); picking a
 * name redraws the curve as the closest cubic to it, where the next drawing starts.
 */
export function addGsapEaseRow(
  folder: FolderApi,
  field: MotionField,
  actions: RowActions,
): FieldRow {
  const curveLabel = `${field.label} curve`;
  const shown = { ease: '', curve: new CubicBezier() };
  const show = (value: string) => {
    const drawn = parseEasePath(value);
    shown.ease = drawn ? DRAWN : value;
    shown.curve = new CubicBezier(...(drawn ?? fitNamedEase(value, gsap.parseEase(value))));
  };
  show(String(readField(getMotion(), field.path)));
  // The file may name an ease GSAP knows that the list leaves out (`power2`, `linear`): listed too.
  const names = [...new Set([...offeredGsapEases, ...(shown.ease === DRAWN ? [] : [shown.ease])])];
  const list = folder.addBinding(shown, 'ease', {
    label: field.label,
    options: {
      ...Object.fromEntries(names.map((name) => [name, name])),
      'Drawn curve': DRAWN,
    },
  });
  const blade = folder.addBlade({
    view: 'cubicbezier',
    value: shown.curve.toObject(),
    expanded: false,
    label: curveLabel,
    picker: 'inline',
  }) as CubicBezierApi;
  /** Set while the rows show a value, so that showing it is not taken for an edit. */
  let showing = false;
  const showOnRows = (value: string) => {
    showing = true;
    show(value);
    list.refresh();
    blade.value = shown.curve;
    showing = false;
  };
  list.on('change', (event) => {
    if (showing) return;
    const value = event.value === DRAWN ? drawnEase(blade.value) : event.value;
    showOnRows(value);
    actions.change(field, value);
  });
  blade.on('change', (event) => {
    if (showing) return;
    const value = drawnEase(event.value);
    showing = true;
    shown.ease = DRAWN;
    list.refresh();
    showing = false;
    actions.change(field, value);
  });
  fieldRow(list.element, field, actions.change, actions.message);
  guardCurve(blade.element, { ...field, label: curveLabel }, actions.message);
  nameRow(blade.element, curveLabel);
  return {
    elements: [list.element, blade.element],
    refresh: () => showOnRows(String(readField(getMotion(), field.path))),
  };
}
