import type { MotionGroupId } from '../../src/features/motion-studio/studio-groups';

/**
 * The filmstrips: every motion group the studio offers as a timeline (scroll-driven or time-based) is
 * shot as a row of frames, each frame its own baseline, so a change shows as the frame it is in
 * (`filmstrips.test.ts` fails when a timeline group has none). Data only: the unit test reads it too.
 */
export interface FilmstripFrame {
  /** The frame's baseline file name (no extension), what a failure and the review page name. */
  name: string;
  /** Under the frame in the composed strip: where in the motion it is. */
  label: string;
  /** The scroll position (scroll-driven) or the milliseconds since the motion started (time-based). */
  at: number;
}

export interface Filmstrip {
  /** The folder of its frames' baselines and the name of the composed strip. */
  shot: string;
  title: string;
  frames: readonly FilmstripFrame[];
}

const pad = (value: number) => String(value).padStart(4, '0');

/** Frames of a scroll-driven motion, named by their scroll position. */
const atScroll = (positions: readonly number[]): FilmstripFrame[] =>
  positions.map((at) => ({ name: `scrollY-${pad(at)}`, label: `scrollY ${at}`, at }));

/** Frames of a time-based motion, named by their time on a stepped clock. */
const atTime = (moments: ReadonlyArray<readonly [number, string]>): FilmstripFrame[] =>
  moments.map(([at, label]) => ({ name: `t${pad(at)}ms`, label: `+${at} ms: ${label}`, at }));

export const filmstrips = {
  stack: {
    shot: 'stack-filmstrip-1440x900',
    title: 'Home, stacked cards, 1440x900: the viewport at scrollY',
    frames: atScroll(Array.from({ length: 13 }, (_, index) => index * 250)),
  },
  /**
   * The moments of the hand-over, in ms after the hero image has loaded. Then the loader turns to
   * "revealing": the curtain lift (0.15 s delay, 0.8 s expo.inOut) and the hero entrance (from +100 ms)
   * start together, and the loader unmounts at +1000 (motion.config.ts `loader`). The curtain barely
   * moves at either end: it passes a third at +528 (34 %) and two thirds at +576 (68 %).
   */
  loader: {
    shot: 'loader-filmstrip-1440x900',
    title: 'Loader hand-over to the hero, 1440x900',
    frames: atTime([
      [0, 'hero loaded, loader up'],
      [528, 'curtain 1/3 lifted'],
      [576, 'curtain 2/3 lifted'],
      [640, 'curtain clearing'],
      [2000, 'settled'],
    ]),
  },
  /**
   * The hero's entrance (motion.config.ts `home.heroEntrance`: from +100 ms, 1.1 s, staggered 0.09 s),
   * on the same clock as the loader: mostly under the curtain, its tail once the curtain has cleared.
   */
  hero: {
    shot: 'hero-filmstrip-1440x900',
    title: 'Hero entrance after the hand-over, 1440x900',
    frames: atTime([
      [704, 'curtain gone, words rising'],
      [800, 'rising'],
      [960, 'settling'],
      [1200, 'art at rest'],
      [1600, 'done'],
    ]),
  },
  /** The project-request modal rising and growing into place (`modal`: 0.45 s expo.out). */
  modal: {
    shot: 'modal-filmstrip-1440x900',
    title: `Home, "Let's Discuss" opens the modal, 1440x900`,
    frames: atTime([
      [16, 'first frame'],
      [48, 'rising'],
      [96, 'growing'],
      [192, 'nearly there'],
      [464, 'in place'],
    ]),
  },
  /** About, a click on "Story": its panel fades in (`about.panelFadeMs`: 500 ms). */
  about: {
    shot: 'about-panel-filmstrip-1440x900',
    title: 'About, "Story" clicked: its panel fades in, 1440x900',
    frames: atTime([
      [16, 'first frame'],
      [128, 'fading in'],
      [256, 'half'],
      [384, 'most'],
      [528, 'in'],
    ]),
  },
  /** Home, the benefits' first row rising into view once its top passes 85 % of the viewport (`reveal`). */
  reveal: {
    shot: 'reveal-filmstrip-1440x900',
    title: 'Home, a benefit revealed on scroll, 1440x900',
    frames: atTime([
      [16, 'triggered'],
      [160, 'rising'],
      [320, 'half'],
      [560, 'most'],
      [960, 'in place'],
    ]),
  },
} as const satisfies Partial<Record<MotionGroupId, Filmstrip>>;

export type FilmstripGroup = keyof typeof filmstrips;

/** The half-size frame of a 1440x900 viewport a strip keeps: a one-word change still shows. */
export const FRAME_SIZE = { width: 720, height: 450 } as const;
