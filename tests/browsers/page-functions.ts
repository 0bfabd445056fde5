// The cross-browser cases' page functions: typed, linted, and sent to the page as they are (their text),
// so each is self-contained and uses nothing from this module's scope.

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

/**
 * Brings the tab panels to the middle of the viewport and returns the viewport centre of the tab named
 * `name` (null when there is none): the block in view and the place to click, in one round trip.
 */
export function revealTab(name: string): { x: number; y: number } | null {
  document
    .querySelector('[role="tabpanel"]')
    ?.scrollIntoView({ block: 'center', behavior: 'instant' });
  const tab = Array.from(document.querySelectorAll('[role="tab"]')).find(
    (element) => element.textContent?.trim() === name,
  );
  if (!tab) return null;
  const box = tab.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/** A change of the selected tab, on the page's clock. */
export interface TabSelection {
  name: string;
  /** `performance.now()` when it reached the page. */
  at: number;
  /** The trusted click (its number, from 1) in whose task it came; null when it came by itself. */
  click: number | null;
}

/** A media event of the watched video, on the page's clock. */
export interface VideoEvent {
  type: string;
  at: number;
  /** The video's `currentTime` then, in seconds. */
  time: number;
}

/** What `logAboutTabs` records on the About page. */
export interface AboutLog {
  selections: TabSelection[];
  /** The trusted clicks, each with the time it reached the page and the text of the tab it hit. */
  clicks: Array<{ at: number; tab: string }>;
  video: VideoEvent[];
  /** The section's `data-rotation` ("running" or "paused") whenever it changes. */
  rotation: Array<{ state: string; at: number }>;
}

type AboutLogWindow = Window & { aboutLog?: AboutLog & { waiters: Array<() => void> } };

/**
 * Starts a log, on the page's own clock (`performance.now()`), of every change of the selected tab, of
 * every trusted click (stamped by a capture listener before the page's own handlers run) and of the
 * media events of video number `videoIndex`. A selection made within a click's task (its handlers and
 * the microtasks after them, where React commits a click's update and the observer hears of it) is
 * marked with that click: so a case tells a selection the click made from one the rotation made, and
 * times the rotation without the round trips of its driver. Returns true once it listens.
 */
export function logAboutTabs(videoIndex: number): true {
  const log: AboutLog & { waiters: Array<() => void> } = {
    selections: [],
    clicks: [],
    video: [],
    rotation: [],
    waiters: [],
  };
  (window as AboutLogWindow).aboutLog = log;
  const selectedName = () =>
    document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim() ?? '';
  let inClick: number | null = null;
  addEventListener(
    'click',
    (event) => {
      if (!event.isTrusted) return;
      const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
      log.clicks.push({ at: performance.now(), tab: tab?.textContent?.trim() ?? '' });
      const click = log.clicks.length;
      inClick = click;
      // The next task: the click's own task, its microtasks included, has ended by then.
      setTimeout(() => {
        if (inClick === click) inClick = null;
      });
    },
    { capture: true },
  );
  let last = '';
  const note = () => {
    const name = selectedName();
    if (name !== last) {
      log.selections.push({ name, at: performance.now(), click: inClick });
      log.waiters.splice(0).forEach((wake) => wake());
    }
    last = name;
  };
  note();
  new MutationObserver(note).observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-selected'],
  });
  const section = document.querySelector('[role="tablist"]')?.closest('[data-rotation]');
  const noteRotation = () =>
    log.rotation.push({
      state: section?.getAttribute('data-rotation') ?? '',
      at: performance.now(),
    });
  noteRotation();
  if (section) {
    new MutationObserver(noteRotation).observe(section, {
      attributes: true,
      attributeFilter: ['data-rotation'],
    });
  }
  const video = document.querySelectorAll('video')[videoIndex];
  if (!video) throw new Error(`no video number ${videoIndex + 1}`);
  for (const type of ['playing', 'timeupdate', 'pause', 'waiting']) {
    video.addEventListener(type, () =>
      log.video.push({ type, at: performance.now(), time: video.currentTime }),
    );
  }
  return true;
}

/**
 * Resolves with the first selection of the tab named `name` in the log of `logAboutTabs` (at once
 * when it is there already): a wait on the page's own signal, not on a poll of it.
 */
export function tabSelected(name: string): Promise<TabSelection> {
  const log = (window as AboutLogWindow).aboutLog;
  if (!log) return Promise.reject(new Error('no tab log: call logAboutTabs first'));
  return new Promise((resolve) => {
    const check = () => {
      const found = log.selections.find((selection) => selection.name === name);
      if (found) resolve(found);
      else log.waiters.push(check);
    };
    check();
  });
}

/** The log that `logAboutTabs` keeps. */
export function aboutLog(): AboutLog | null {
  const log = (window as AboutLogWindow).aboutLog;
  return log
    ? { selections: log.selections, clicks: log.clicks, video: log.video, rotation: log.rotation }
    : null;
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
