import type { FolderApi } from 'tweakpane';
import { readField } from '@/motion/config-path';
import { gsap } from '@/motion/gsap';
import { pathKey, type MotionField } from '@/motion/motion-fields';
import { formatEaseCurve, parseEasePath } from '@/motion/motion-values';
import { getMotion } from '@/motion/motion-store';
import { fitNamedEase } from './curve-model';
import { fieldRow, nameRow, type StudioMessage } from './pane-rows';
import { offeredGsapEases } from './studio-eases';

/** The rows of the studio's pane, one per field of the motion config (build-pane.ts lays them out). */

/** What a row does with an edit, and where it tells the designer a value was refused. */
export interface RowActions {
  change: (field: MotionField, value: number | string) => void;
  message: (message: StudioMessage | null) => void;
  /** Shows an ease's field in the curve editor. */
  editCurve: (field: MotionField) => void;
}

/** A field's row (or rows): its elements, and what shows the live config on them again. */
export interface FieldRow {
  elements: HTMLElement[];
  refresh: () => void;
}

/** The button that takes an ease to the curve editor, named for its field. */
function addCurveButton(folder: FolderApi, field: MotionField, actions: RowActions, label = '') {
  const button = folder.addButton({ title: 'Edit curve', label });
  button.on('click', () => actions.editCurve(field));
  const name = `Edit ${field.label} in the curve editor`;
  button.element.querySelector('button')?.setAttribute('aria-label', name);
  return button;
}

/**
 * A field's row in `folder`: a slider with its number, or for a CSS ease a button to the curve editor,
 * where its value is drawn and written in full.
 */
export function addFieldRow(folder: FolderApi, field: MotionField, actions: RowActions): FieldRow {
  const live = () => readField(getMotion(), field.path);
  if (field.kind === 'cssEase') {
    const button = addCurveButton(folder, field, actions, field.label);
    fieldRow(button.element, field, actions.change, actions.message);
    return { elements: [button.element], refresh: () => {} };
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

/**
 * A GSAP ease: a list of GSAP's named eases and "Drawn curve", and a button to the curve editor. Picking
 * "Drawn curve" on a named ease makes it the drawn curve closest to that ease, where a drawing starts.
 */
export function addGsapEaseRow(
  folder: FolderApi,
  field: MotionField,
  actions: RowActions,
): FieldRow {
  const shown = { ease: '' };
  const show = (value: string) => {
    shown.ease = parseEasePath(value) ? DRAWN : value;
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
  /** Set while the row shows a value, so that showing it is not taken for an edit. */
  let showing = false;
  const showOnRow = (value: string) => {
    showing = true;
    show(value);
    list.refresh();
    showing = false;
  };
  list.on('change', (event) => {
    if (showing) return;
    const live = String(readField(getMotion(), field.path));
    if (event.value === DRAWN && parseEasePath(live)) return;
    const value =
      event.value === DRAWN
        ? formatEaseCurve(fitNamedEase(live, gsap.parseEase(live) ?? ((x: number) => x)))
        : event.value;
    showOnRow(value);
    actions.change(field, value);
  });
  fieldRow(list.element, field, actions.change, actions.message);
  const button = addCurveButton(folder, field, actions);
  nameRow(list.element, field.label);
  return {
    elements: [list.element, button.element],
    refresh: () => showOnRow(String(readField(getMotion(), field.path))),
  };
}
