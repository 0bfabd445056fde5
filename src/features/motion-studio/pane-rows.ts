import { CubicBezier } from '@tweakpane/plugin-essentials';
import type { MotionField } from '@/motion/motion-fields';
import { fieldProblem, parseCubicBezier } from '@/motion/motion-values';

/** What the studio tells the designer, in its status region. */
export interface StudioMessage {
  tone: 'info' | 'error';
  text: string;
}

/** A CSS `cubic-bezier(…)` as the curve editor's value (linear when it cannot be read). */
export const toBezier = (value: unknown) =>
  new CubicBezier(...(parseCubicBezier(String(value)) ?? [0, 0, 1, 1]));

/** The curve editor's value as a CSS `cubic-bezier(…)`. */
export const formatBezier = (bezier: CubicBezier) =>
  `cubic-bezier(${bezier
    .toObject()
    .map((n) => Math.round(n * 1000) / 1000)
    .join(', ')})`;

/**
 * Calls `apply` on every keystroke in a pane's number field with its number (null while empty):
 * typing applies at once, where Tweakpane itself waits for Enter or blur.
 */
export function whenTyped(input: HTMLInputElement, apply: (value: number | null) => void): void {
  input.addEventListener('input', () => {
    apply(input.value.trim() === '' ? null : Number(input.value));
  });
}

/**
 * Accessible names on a pane row: each input, list and unnamed button is named by the row's label; the
 * slider beside a number is a pointer shortcut (the text field takes the arrow keys).
 */
export function nameRow(element: HTMLElement, name: string): void {
  for (const control of element.querySelectorAll<HTMLElement>('input, select')) {
    control.setAttribute('aria-label', name);
  }
  // A curve: its text field is the value; the button opens the editor, whose fields are the points.
  const points = element.querySelectorAll<HTMLInputElement>('.tp-cbzpv input');
  ['x1', 'y1', 'x2', 'y2'].forEach((point, index) => {
    points[index]?.setAttribute('aria-label', `${name}: ${point}`);
  });
  for (const button of element.querySelectorAll<HTMLButtonElement>('button')) {
    if (!button.textContent.trim()) button.setAttribute('aria-label', `Edit ${name} on a graph`);
  }
  for (const slider of element.querySelectorAll<HTMLElement>('[tabindex]')) {
    if (slider.matches('input, select, button')) continue;
    slider.tabIndex = -1;
    slider.setAttribute('aria-hidden', 'true');
  }
}

/**
 * A curve row: text Tweakpane cannot read as four numbers (x from 0 to 1) is refused with a message,
 * not replaced by its fallback curve; the folded editor's fields are out of the tab order.
 */
export function guardCurve(
  element: HTMLElement,
  field: MotionField,
  setMessage: (message: StudioMessage | null) => void,
): void {
  const text = element.querySelector<HTMLInputElement>('.tp-cbzv_t input');
  element.addEventListener(
    'change',
    (event) => {
      if (!text || event.target !== text) return;
      const valid = parseCubicBezier(`cubic-bezier(${text.value})`) !== null;
      text.setAttribute('aria-invalid', String(!valid));
      if (valid) return;
      // Capture phase: Tweakpane never sees the text, so the curve stays as it was.
      event.stopPropagation();
      setMessage({
        tone: 'error',
        text: `${field.label} must be four numbers, x1, y1, x2, y2, with x1 and x2 from 0 to 1 (e.g. 0.16, 1, 0.3, 1).`,
      });
    },
    true,
  );
  const view = element.querySelector<HTMLElement>('.tp-cbzv');
  const picker = element.querySelector<HTMLElement>('.tp-cbzv_p');
  const toggle = element.querySelector<HTMLButtonElement>('.tp-cbzv_b');
  if (!view || !picker) return;
  const sync = () => {
    const open = view.classList.contains('tp-cbzv-expanded');
    picker.inert = !open;
    toggle?.setAttribute('aria-expanded', String(open));
  };
  sync();
  new MutationObserver(sync).observe(view, { attributes: true, attributeFilter: ['class'] });
}

/** A field's row: named, typed values applied as soon as they are valid, a spec value marked. */
export function fieldRow(
  element: HTMLElement,
  field: MotionField,
  change: (field: MotionField, value: number | string) => void,
  setMessage: (message: StudioMessage | null) => void,
): void {
  nameRow(element, field.label);
  for (const input of element.querySelectorAll<HTMLInputElement>('input')) {
    if (field.spec !== undefined) {
      input.setAttribute('aria-description', `The spec's value is ${field.spec}`);
    }
    if (field.kind !== 'number') continue;
    whenTyped(input, (value) => {
      const problem = value === null ? `${field.label} needs a number` : fieldProblem(field, value);
      input.setAttribute('aria-invalid', String(Boolean(problem)));
      if (problem) setMessage({ tone: 'error', text: `${problem}.` });
      else if (value !== null) change(field, value);
    });
  }
  if (field.spec !== undefined) {
    const text = element.querySelector('.tp-lblv_l');
    const mark = document.createElement('span');
    mark.className = 'studio-spec';
    mark.textContent = 'spec';
    mark.title = `The spec fixes this at ${field.spec}: saving another value asks first.`;
    mark.setAttribute('aria-hidden', 'true');
    text?.append(' ', mark);
  }
}
