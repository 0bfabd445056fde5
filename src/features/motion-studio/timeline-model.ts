import { fieldAt, type MotionField, type MotionPath } from '@/motion/motion-fields';
import type { MotionConfig } from '@/motion/motion.config';
import type { AnimationName } from '@/motion/studio-seam';
import type { MotionGroupId } from './studio-groups';

/**
 * The timeline panel's model: the page's timed motion (loader, hero entrance, About fades, modal,
 * navbar) as tracks of bars on one ruler of seconds, each bar a tween with its start and length, and
 * the field a drag of it changes: its delay (or the stagger), or its duration.
 */

/** What a drag of a bar (or of its end) changes: a field, by so much of its value per second moved. */
export interface BarEdit {
  field: MotionField;
  /** The field's value per second the bar moves: 1000 for a field in ms, 1 in s, 1/k for a stagger. */
  perSecond: number;
}

export interface TimelineBar {
  label: string;
  /** Seconds from the track's zero. */
  start: number;
  duration: number;
  /** The tween's ease (a config value: a GSAP name or path, a CSS cubic-bezier or keyword). */
  ease: string;
  /** A drag of the bar: its delay, or the stagger that places it. */
  move?: BarEdit;
  /** A drag of its end: its duration. */
  resize?: BarEdit;
}

export interface TimelineTrack {
  id: string;
  title: string;
  /** What the track's zero is. */
  from: string;
  bars: TimelineBar[];
  /** The page's GSAP animation the playhead plays (its time 0 at the track's zero). */
  live?: AnimationName;
}

function field(path: MotionPath): MotionField {
  const found = fieldAt(path);
  if (!found) throw new Error(`No motion field at ${path.join('.')}`);
  return found;
}

/** Seconds of a field's value, and what a drag of one second changes it by. */
const perSecondOf = (path: MotionPath) => (String(path[path.length - 1]).endsWith('Ms') ? 1000 : 1);
const edit = (path: MotionPath, share = 1): BarEdit => ({
  field: field(path),
  perSecond: perSecondOf(path) * share,
});

/** The loader's hand-over: the curtain lifting off the hero, and the loader leaving the page. */
function loaderTrack({ loader }: MotionConfig): TimelineTrack {
  return {
    id: 'loader',
    title: 'Loader',
    from: 'the hero image is ready',
    bars: [
      {
        label: 'On screen until removed',
        start: 0,
        ease: 'linear',
        duration: loader.dismissDelayMs / 1000,
        resize: edit(['loader', 'dismissDelayMs']),
      },
      {
        label: 'Curtain lift',
        start: loader.exitDelayS,
        ease: loader.exitEase,
        duration: loader.exitDurationS,
        move: edit(['loader', 'exitDelayS']),
        resize: edit(['loader', 'exitDurationS']),
      },
    ],
  };
}

/** The hero entrance: each line after the one before by the stagger, the art with the first. */
function heroTrack({ home, ease }: MotionConfig, lines: number): TimelineTrack {
  const { delayS, staggerS, durationS } = home.heroEntrance;
  const path = ['home', 'heroEntrance'];
  return {
    id: 'hero',
    title: 'Hero entrance',
    from: 'the hero image is ready (the loader hands over)',
    live: 'hero',
    bars: [
      ...Array.from({ length: lines }, (_, index) => ({
        label: `Line ${index + 1}`,
        start: delayS + index * staggerS,
        duration: durationS,
        ease: ease.entrance,
        // The first line moves the delay (all follow it); a later one, the stagger.
        move: index === 0 ? edit([...path, 'delayS']) : edit([...path, 'staggerS'], 1 / index),
        resize: edit([...path, 'durationS']),
      })),
      {
        label: 'Art',
        start: delayS,
        duration: durationS,
        ease: ease.entrance,
        move: edit([...path, 'delayS']),
        resize: edit([...path, 'durationS']),
      },
    ],
  };
}

/** The About page's fades, each from its own moment. */
function aboutTracks({ about, ease, cssEase }: MotionConfig): TimelineTrack[] {
  return [
    {
      id: 'about-tab',
      title: 'About: tab panel',
      from: 'a tab is chosen',
      live: 'about',
      bars: [
        {
          label: 'Panel fade',
          start: 0,
          duration: about.panelFadeMs / 1000,
          ease: ease.state,
          resize: edit(['about', 'panelFadeMs']),
        },
      ],
    },
    {
      id: 'about-quotes',
      title: 'About: testimonials',
      from: 'a quote is shown',
      bars: [
        {
          label: 'Quote fades out',
          start: about.testimonialHideDelayMs / 1000,
          duration: about.quoteFadeMs / 1000,
          ease: cssEase.state,
          move: edit(['about', 'testimonialHideDelayMs']),
          resize: edit(['about', 'quoteFadeMs']),
        },
        {
          label: 'Next quote fades in',
          start: about.testimonialRotationMs / 1000,
          duration: about.quoteFadeMs / 1000,
          ease: cssEase.state,
          move: edit(['about', 'testimonialRotationMs']),
          resize: edit(['about', 'quoteFadeMs']),
        },
      ],
    },
    {
      id: 'about-video',
      title: 'About: videos',
      from: 'a video starts playing',
      bars: [
        {
          label: 'Video fade',
          start: 0,
          duration: about.videoFadeMs / 1000,
          ease: 'ease',
          resize: edit(['about', 'videoFadeMs']),
        },
      ],
    },
  ];
}

/** The tracks of the route's groups, in the studio's order: the page's own, then the shell's. */
export function timelineTracks(
  config: MotionConfig,
  groups: readonly MotionGroupId[],
  heroLines: number,
): TimelineTrack[] {
  const has = (id: MotionGroupId) => groups.includes(id);
  return [
    ...(has('hero') ? [heroTrack(config, heroLines)] : []),
    ...(has('about') ? aboutTracks(config) : []),
    ...(has('loader') ? [loaderTrack(config)] : []),
    ...(has('modal')
      ? [
          {
            id: 'modal',
            title: 'Modal',
            from: 'a click on a project-request button',
            bars: [
              {
                label: 'Opening',
                start: 0,
                duration: config.modal.durationS,
                ease: config.modal.ease,
                resize: edit(['modal', 'durationS']),
              },
            ],
          },
        ]
      : []),
    ...(has('navbar')
      ? [
          {
            id: 'navbar',
            title: 'Navbar',
            from: 'the page scrolls past its hide point',
            bars: [
              {
                label: 'Hide or show',
                start: 0,
                duration: config.navbar.transitionMs / 1000,
                ease: config.cssEase.state,
                resize: edit(['navbar', 'transitionMs']),
              },
            ],
          },
        ]
      : []),
  ];
}

/** Where a bar's tween is at time `t` of its track: its eased progress, 0 before it, 1 after. */
export function barProgress(bar: TimelineBar, t: number, ease: (x: number) => number): number {
  if (t <= bar.start) return 0;
  if (t >= bar.start + bar.duration || bar.duration <= 0) return 1;
  return ease((t - bar.start) / bar.duration);
}

/** The ruler's end (s): past the last bar's end, in half seconds, at least one second. */
export function rulerEnd(tracks: readonly TimelineTrack[]): number {
  const ends = tracks.flatMap((track) => track.bars.map((bar) => bar.start + bar.duration));
  return Math.max(1, Math.ceil((Math.max(0, ...ends) * 1.1) / 0.5) * 0.5);
}

/** A field's value after a drag of `seconds`, on its step and within its range. */
export function draggedValue(edit: BarEdit, from: number, seconds: number): number {
  const { field } = edit;
  const step = field.step ?? 0.01;
  const raw = from + seconds * edit.perSecond;
  const stepped = Math.round(raw / step) * step;
  const clamped = Math.min(field.max ?? Infinity, Math.max(field.min ?? -Infinity, stepped));
  // Rid of float dust (0.1 + 0.5 = 0.6000000000000001): as many decimals as the step has.
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(clamped.toFixed(decimals));
}

/** The ruler's labelled seconds for `end` seconds across `widthPx`: every 0.25, 0.5, 1 or 2 s. */
export function secondTicks(end: number, widthPx: number): number[] {
  const every = [0.25, 0.5, 1, 2, 5].find((step) => (step / end) * widthPx >= 48) ?? 5;
  return Array.from({ length: Math.floor(end / every + 1e-9) + 1 }, (_, i) => i * every);
}
