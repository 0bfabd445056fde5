import { Pane, type FolderApi } from 'tweakpane';
import { pathKey, type MotionField } from '@/motion/motion-fields';
import type { ScrollEngineApi } from '@/motion/scroll-engine-context';
import type { AnimationName } from '@/motion/studio-seam';
import { fieldsOf, type MotionGroup } from './studio-groups';
import { addFieldRow, addGsapEaseRow, type FieldRow } from './field-rows';
import { nameRow, whenTyped, type StudioMessage } from './pane-rows';
import {
  motionPaused,
  motionSpeed,
  playScrollRange,
  setMotionPaused,
  setMotionSpeed,
  SPEEDS,
  stepMotionFrame,
  type RangePlay,
} from './slow-motion';
import {
  getMarkers,
  getTimelineDriver,
  setMarkers,
  setTimelineDriver,
  subscribeStudio,
} from './studio-state';

/** What a group's replay button replays. The loader plays once per page load; the modal on a click. */
export type Replay = AnimationName | 'modal' | 'loader';

const replays: Partial<Record<MotionGroup['id'], { title: string; replay: Replay }>> = {
  hero: { title: 'Replay hero entrance', replay: 'hero' },
  about: { title: 'Replay tab panel fade', replay: 'about' },
  modal: { title: 'Replay modal opening (opens it)', replay: 'modal' },
  loader: { title: 'Replay loader (reloads the page)', replay: 'loader' },
};

export interface PaneActions {
  change: (field: MotionField, value: number | string) => void;
  message: (message: StudioMessage | null) => void;
  replay: (replay: Replay, group: MotionGroup) => void;
  /** The stack's driver switched (scrollbar or GSDevTools). */
  driverChanged: () => void;
  /** Shows an ease's field in the curve editor. */
  editCurve: (field: MotionField) => void;
}

export interface StudioPane {
  /** Every row shows the live config again. */
  refresh(): void;
  /** Marks the rows whose value is unsaved (by dotted path). */
  mark(unsaved: ReadonlySet<string>): void;
  dispose(): void;
}

/**
 * The studio's Tweakpane panel in `host`: the scroll timelines' controls where the route has one, then
 * a folder per group with a row per field and the group's replay. Undone whole by `dispose`.
 */
export function buildPane(
  host: HTMLElement,
  groups: readonly MotionGroup[],
  engine: ScrollEngineApi,
  actions: PaneActions,
): StudioPane {
  const pane = new Pane({ container: host });
  const rows = new Map<string, FieldRow>();
  /** What the pane subscribed to outside itself, undone with it. */
  const cleanups: (() => void)[] = [];

  if (groups.some((group) => group.timeline === 'scroll')) {
    cleanups.push(addScrollControls(pane, groups, engine, actions));
  }
  addTimedSpeed(pane);

  for (const group of groups) {
    const folder: FolderApi = pane.addFolder({ title: group.title });
    for (const field of fieldsOf(group.id)) {
      const row =
        field.kind === 'gsapEase'
          ? addGsapEaseRow(folder, field, actions)
          : addFieldRow(folder, field, actions);
      rows.set(pathKey(field.path), row);
    }
    const replay = replays[group.id];
    if (replay) {
      folder
        .addButton({ title: replay.title })
        .on('click', () => actions.replay(replay.replay, group));
    }
  }

  return {
    refresh() {
      for (const row of rows.values()) row.refresh();
    },
    mark(unsaved) {
      for (const [key, { elements }] of rows) {
        for (const element of elements) element.toggleAttribute('data-unsaved', unsaved.has(key));
      }
    },
    dispose() {
      for (const cleanup of cleanups) cleanup();
      pane.dispose();
      rows.clear();
    },
  };
}

/** Scroll position (typed or dragged), the markers switch and, on the home page, the stack's driver. */
function addScrollControls(
  pane: Pane,
  groups: readonly MotionGroup[],
  engine: ScrollEngineApi,
  actions: PaneActions,
): () => void {
  const folder = pane.addFolder({ title: 'Scroll timelines' });
  const scrub = { position: Math.round(engine.scrollY()), markers: getMarkers() };
  const max = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  const scrubBinding = folder.addBinding(scrub, 'position', {
    label: 'Scroll position (px)',
    min: 0,
    max,
    step: 10,
  });
  nameRow(scrubBinding.element, 'Scroll position (px)');
  const scrollTo = (position: number) => {
    const end = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
    const top = Math.min(Math.max(0, position), end);
    if (Math.abs(top - engine.scrollY()) >= 1) engine.scrollTo(top);
  };
  scrubBinding.on('change', (event) => scrollTo(event.value));
  const scrubField = scrubBinding.element.querySelector('input');
  if (scrubField) {
    whenTyped(scrubField, (position) => {
      if (position !== null && Number.isFinite(position)) scrollTo(position);
    });
  }
  const markers = folder.addBinding(scrub, 'markers', { label: 'ScrollTrigger markers' });
  nameRow(markers.element, 'ScrollTrigger markers');
  markers.on('change', (event) => setMarkers(event.value));
  let stopDriver = () => {};
  if (groups.some((group) => group.id === 'stack')) {
    const drive = { devtools: getTimelineDriver() === 'devtools' };
    const driverLabel = 'Scrub the stack with GSDevTools (off: with the scrollbar and its markers)';
    const driverRow = folder.addBinding(drive, 'devtools', { label: driverLabel });
    nameRow(driverRow.element, driverLabel);
    driverRow.on('change', (event) => {
      if (event.value === (getTimelineDriver() === 'devtools')) return;
      setTimelineDriver(event.value ? 'devtools' : 'scroll');
      actions.driverChanged();
    });
    // The range play and the scroll map hand the stack to the scrollbar too: the switch follows.
    stopDriver = subscribeStudio(() => {
      if (drive.devtools === (getTimelineDriver() === 'devtools')) return;
      drive.devtools = getTimelineDriver() === 'devtools';
      driverRow.refresh();
    });
  }
  const stopRange = addRangePlay(folder, engine, max, () => {
    // Played through the scroll: the stack follows the scrollbar, not GSDevTools.
    if (getTimelineDriver() === 'devtools') {
      setTimelineDriver('scroll');
      actions.driverChanged();
    }
  });
  const offScroll = engine.onScroll((y) => {
    scrub.position = Math.round(y);
    scrubBinding.refresh();
  });
  return () => {
    stopRange();
    offScroll();
    stopDriver();
  };
}

/**
 * Slow motion on the scroll: a range played at a steady speed (0.25× to 1× of SCROLL_PX_PER_S), once or
 * in a loop. Returns what stops it.
 */
function addRangePlay(
  folder: FolderApi,
  engine: ScrollEngineApi,
  max: number,
  beforePlay: () => void,
): () => void {
  const range = { from: 0, to: Math.min(max, 2600), speed: 0.5, loop: false };
  const rows = [
    folder.addBinding(range, 'from', { label: 'Play from (px)', min: 0, max, step: 10 }),
    folder.addBinding(range, 'to', { label: 'Play to (px)', min: 0, max, step: 10 }),
    folder.addBinding(range, 'speed', { label: 'Scroll speed', options: SPEEDS }),
    folder.addBinding(range, 'loop', { label: 'Loop the range' }),
  ];
  for (const row of rows) nameRow(row.element, String(row.label));
  let playing: RangePlay | null = null;
  const button = folder.addButton({ title: 'Play range' });
  const stop = () => {
    playing?.stop();
    playing = null;
    button.title = 'Play range';
  };
  button.on('click', () => {
    if (playing) {
      stop();
      return;
    }
    beforePlay();
    button.title = 'Stop range';
    playing = playScrollRange(engine, range, stop);
  });
  return stop;
}

/**
 * Slow motion on time: every animation of the page (GSAP's and the browser's own) at 1×, 0.5× or
 * 0.25×, kept until set back (across a reload too: the loader's replay); Pause, and one frame back or
 * forward while paused.
 */
function addTimedSpeed(pane: Pane): void {
  const folder = pane.addFolder({ title: 'Slow motion' });
  const speed = { all: motionSpeed() };
  const label = 'Motion speed';
  const row = folder.addBinding(speed, 'all', { label, options: SPEEDS });
  nameRow(row.element, label);
  row.on('change', (event) => setMotionSpeed(event.value));
  const pause = folder.addButton({ title: motionPaused() ? 'Play' : 'Pause' });
  const back = folder.addButton({ title: 'Back one frame' });
  const forward = folder.addButton({ title: 'Forward one frame' });
  const showPaused = () => {
    pause.title = motionPaused() ? 'Play' : 'Pause';
  };
  pause.on('click', () => {
    setMotionPaused(!motionPaused());
    showPaused();
  });
  back.on('click', () => {
    stepMotionFrame(-1);
    showPaused();
  });
  forward.on('click', () => {
    stepMotionFrame(1);
    showPaused();
  });
  // Nothing to undo with the pane: a rebuilt one (another route) keeps the speed and the pause, the
  // designer's to set back.
}
