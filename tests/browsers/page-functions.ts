// The cross-browser cases' page functions: typed, linted, and sent to the page as they are (their text),
// so each is self-contained and uses nothing from this module's scope.

/** Resolves once the page's web fonts are in. */
export async function fontsReady(): Promise<true> {
  await document.fonts.ready;
  return true;
}

/**
 * The viewport box of the first rendered element matching `selector` whose whitespace-normalised text
 * is `text` (any text when it is omitted), brought into view first when `reveal` is set and it is not;
 * null when there is none.
 */
export function boxOf({
  selector,
  text,
  reveal = false,
}: {
  selector: string;
  text?: string;
  reveal?: boolean;
}): { left: number; top: number; width: number; height: number; bottom: number } | null {
  const element = Array.from(document.querySelectorAll(selector)).find(
    (el) =>
      el.getClientRects().length > 0 &&
      (text === undefined || (el.textContent ?? '').replace(/\s+/g, ' ').trim() === text),
  );
  if (!element) return null;
  let box = element.getBoundingClientRect();
  if (reveal && (box.top < 0 || box.bottom > window.innerHeight)) {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    box = element.getBoundingClientRect();
  }
  return { left: box.left, top: box.top, width: box.width, height: box.height, bottom: box.bottom };
}

/**
 * The id and value of each field of the open dialog labelled by one of `labels` (its label starts with
 * it), in order; null until every one is there.
 */
export function fieldsByLabel(labels: string[]): Array<{ id: string; value: string }> | null {
  const controls = labels.map((label) => {
    const found = Array.from(document.querySelectorAll('dialog[open] label')).find((el) =>
      (el.textContent ?? '').trim().startsWith(label),
    );
    const control = (found as HTMLLabelElement | undefined)?.control;
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
      ? { id: control.id, value: control.value }
      : null;
  });
  return controls.every((control) => control !== null) ? controls : null;
}

/**
 * True when focus is on the field labelled `label` (the label starts with it), else null. The form's code
 * may arrive after the modal opens (focus then starts on Close, and the form takes it when it arrives):
 * a case waits for Name.
 */
export function isFocusedOn(label: string): true | null {
  const focused = document.activeElement as HTMLInputElement | null;
  return focused?.labels?.[0]?.textContent?.trim().startsWith(label) ? true : null;
}

/** The label text of the focused field (or the text of the focused element); null when none is. */
export function focusedName(): string | null {
  const el = document.activeElement as HTMLInputElement | null;
  if (!el || el === document.body) return null;
  const label = el.labels?.[0]?.textContent ?? el.textContent ?? '';
  return label.replace(/\s+/g, ' ').trim();
}

/** The open modal dialog's accessible name (its labelling heading), or null when none is open. */
export function openDialogName(): string | null {
  const dialog = document.querySelector('dialog[open]');
  if (!dialog) return null;
  const label = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  return (label?.textContent ?? '').trim();
}

/** Whether the selected tab is the one named `name`. */
export function selectedTab(name: string): boolean {
  return document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() === name;
}

/** Where `logTabSelections` keeps its log on the page. */
type TabLogWindow = Window & { tabSelections?: Array<{ name: string; at: number }> };

/**
 * Starts a log of every change of the selected tab, each with the time it reached the page
 * (`performance.now()`), so a case can time the rotation on the page's own clock and not on the
 * round trips of its driver. Returns true once it listens.
 */
export function logTabSelections(): true {
  const log: Array<{ name: string; at: number }> = [];
  (window as TabLogWindow).tabSelections = log;
  let last = '';
  const note = () => {
    const name =
      document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() ?? '';
    if (name !== last) log.push({ name, at: performance.now() });
    last = name;
  };
  note();
  new MutationObserver(note).observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-selected'],
  });
  return true;
}

/** The log that `logTabSelections` keeps (empty before it starts). */
export function tabSelections(): Array<{ name: string; at: number }> {
  return (window as TabLogWindow).tabSelections ?? [];
}

type ScrollEndWindow = Window & { scrollEnd?: Promise<number> };

/** The page side of `scrollEnd` (tests/browsers/support.ts): starts listening. */
export function armScrollEnd(): true {
  const root = document.documentElement;
  const lenis = root.classList.contains('lenis');
  (window as ScrollEndWindow).scrollEnd = new Promise((resolve) => {
    if (!lenis) {
      addEventListener('scroll', () => resolve(window.scrollY), { once: true, capture: true });
      return;
    }
    let wheeled = false;
    const onWheel = () => (wheeled = true);
    const onEnd = (event: Event) => {
      const fromLenis =
        event instanceof CustomEvent &&
        (event.detail as { lenisScrollEnd?: boolean } | null)?.lenisScrollEnd === true;
      if (!wheeled || !fromLenis || root.classList.contains('lenis-scrolling')) return;
      removeEventListener('wheel', onWheel, { capture: true });
      removeEventListener('scrollend', onEnd);
      resolve(window.scrollY);
    };
    addEventListener('wheel', onWheel, { capture: true, passive: true });
    addEventListener('scrollend', onEnd);
  });
  return true;
}

/** The page side of `scrollEnd`: resolves with the position the armed scroll ended at. */
export function scrollEnded(): Promise<number> {
  const armed = (window as ScrollEndWindow).scrollEnd;
  return armed ?? Promise.reject(new Error('no scroll end armed: call scrollEnd first'));
}

type RestyleWindow = Window & { restyledAfterResize?: Promise<true> };

/**
 * Listens for the next resize of the window and then for the first change of the stacked cards' stage's
 * inline style after it (ScrollTrigger's refresh re-pinning it); `restyledAfterResize` waits for both.
 */
export function armRestyleAfterResize(): true {
  const stage = document.querySelector('section[aria-labelledby="work-heading"]');
  if (!stage) throw new Error('no stage');
  (window as RestyleWindow).restyledAfterResize = new Promise((resolve) => {
    addEventListener(
      'resize',
      () => {
        new MutationObserver((_, observer) => {
          observer.disconnect();
          resolve(true);
        }).observe(stage, { attributes: true, attributeFilter: ['style'] });
      },
      { once: true },
    );
  });
  return true;
}

/** The page side of the wait `armRestyleAfterResize` armed. */
export function restyledAfterResize(): Promise<true> {
  const armed = (window as RestyleWindow).restyledAfterResize;
  return armed ?? Promise.reject(new Error('nothing armed: call armRestyleAfterResize first'));
}
