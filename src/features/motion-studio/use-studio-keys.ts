import { useEffect, useRef } from 'react';

export interface StudioKeys {
  undo: () => void;
  redo: () => void;
  /** The switch key: the next take. */
  nextTake: () => void;
}

/** The key that switches to the next take (no modifier, outside text fields). */
export const SWITCH_KEY = 't';

/** Whether typing in `target` is typing text (a field, a list, an editable region). */
function isTextEntry(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches('input, textarea, select'))
  );
}

/**
 * The studio's keys, on the whole page: Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes, T
 * switches takes. The page's own fields (the contact form) and the take's name keep the browser's undo;
 * the studio's value fields use the studio's, since every keystroke there is already an edit.
 */
export function useStudioKeys(keys: StudioKeys): void {
  const latest = useRef(keys);
  useEffect(() => {
    latest.current = keys;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const target = event.target;
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && (key === 'z' || (key === 'y' && event.ctrlKey))) {
        const studioField =
          target instanceof HTMLElement &&
          target.closest('[data-motion-studio]') !== null &&
          !target.hasAttribute('data-native-undo');
        if (isTextEntry(target) && !studioField) return;
        event.preventDefault();
        if (key === 'y' || event.shiftKey) latest.current.redo();
        else latest.current.undo();
        return;
      }
      if (command || event.shiftKey || key !== SWITCH_KEY || isTextEntry(target)) return;
      // Not while the project-request modal holds the page.
      if (document.querySelector('dialog[open]')) return;
      event.preventDefault();
      latest.current.nextTake();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
