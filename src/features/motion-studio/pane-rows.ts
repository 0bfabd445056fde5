import type { MotionField } from '@/motion/motion-fields';
import { fieldProblem } from '@/motion/motion-values';

/** What the studio tells the designer, in its status region. */
export interface StudioMessage {
  tone: 'info' | 'error';
  text: string;
}

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
  for (const slider of element.querySelectorAll<HTMLElement>('[tabindex]')) {
    if (slider.matches('input, select, button')) continue;
    slider.tabIndex = -1;
    slider.setAttribute('aria-hidden', 'true');
  }
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
