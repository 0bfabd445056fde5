import type { MotionConfig } from './motion.config';

/**
 * The motion studio's schema: every tunable constant of `motion.config.ts` with its label, kind, range
 * and the spec's value where the spec fixes one, in a tree shaped like the config and checked
 * against it by the compiler. The studio lists it and its save endpoint checks against it. It imports
 * only a type: the dev server (vite.config.ts) reads it too.
 */
export type MotionPath = readonly (string | number)[];

/** `number`; a GSAP ease name ('expo.out'); a CSS `cubic-bezier(…)`. */
export type MotionFieldKind = 'number' | 'gsapEase' | 'cssEase';

/** A number's field. */
export interface NumberField {
  label: string;
  kind: 'number';
  /** The range the studio offers and the endpoint accepts, and the input's step. */
  min?: number;
  max?: number;
  step?: number;
  /** The value the spec fixes: saving another asks the designer to confirm. */
  spec?: number;
}

/** An ease's field: a GSAP ease name or a CSS `cubic-bezier(…)`. */
export interface EaseField {
  label: string;
  kind: 'gsapEase' | 'cssEase';
}

type FieldNode<T> = T extends number
  ? NumberField
  : T extends string
    ? EaseField
    : T extends readonly (infer U)[]
      ? readonly FieldNode<U>[]
      : FieldTree<T>;

/** A tree shaped like `T` with a field in place of each number and ease: a wrong key fails typecheck. */
export type FieldTree<T> = { readonly [K in keyof T]: FieldNode<T[K]> };

/** A field and where its value sits in the config, as the studio and the save endpoint use it. */
export type MotionField = Omit<NumberField, 'kind'> & { path: MotionPath; kind: MotionFieldKind };

const ms = (max: number, step = 50) => ({ kind: 'number' as const, min: 0, max, step });
const seconds = (max: number, step = 0.05) => ({ kind: 'number' as const, min: 0, max, step });
const px = (max: number, step = 1, min = 0) => ({ kind: 'number' as const, min, max, step });
const share = (min = 0, max = 1, step = 0.01) => ({ kind: 'number' as const, min, max, step });
const gsapEase = { kind: 'gsapEase' as const };
const cssEase = { kind: 'cssEase' as const };

/** Every constant's field, where the constant sits in `motion.config.ts`. */
export const motionFieldTree = {
  scroll: {
    lerp: { label: 'Smoothing (lerp)', ...share(0.01, 1) },
    wheelMultiplier: { label: 'Wheel speed', ...share(0.1, 5, 0.1) },
    touchMultiplier: { label: 'Touch speed', ...share(0.1, 5, 0.1) },
  },

  loader: {
    dismissDelayMs: { label: 'Dismiss delay (ms)', ...ms(10000), spec: 1000 },
    fallbackMs: { label: 'Fallback (ms)', ...ms(30000, 500) },
    exitDurationS: { label: 'Exit duration (s)', ...seconds(5) },
    exitDelayS: { label: 'Exit delay (s)', ...seconds(3) },
    exitEase: { label: 'Exit ease', ...gsapEase },
    brandRiseMs: { label: 'Brand rise (ms)', ...ms(5000) },
    sweepMs: { label: 'Progress sweep (ms)', ...ms(10000) },
    returnFadeMs: { label: 'Return fade (ms)', ...ms(3000) },
    announceDelayMs: { label: 'Announce delay (ms)', ...ms(2000, 10) },
  },

  navbar: {
    hideAfterPx: { label: 'Hide after (px)', ...px(1000), spec: 10 },
    plainBelowPx: { label: 'Plain below (px)', ...px(2000, 5), spec: 100 },
    transitionMs: { label: 'Navbar transition (ms)', ...ms(3000) },
  },

  cursor: {
    smoothing: { label: 'Cursor smoothing', ...share(0.01, 1), spec: 0.2 },
    sizePx: { label: 'Cursor size (px)', ...px(96, 1, 2) },
    hoverScale: { label: 'Hover scale', ...share(0.5, 8, 0.1) },
    transitionMs: { label: 'Cursor transition (ms)', ...ms(3000) },
  },

  // Stacked cards (spec §4) and their depth (decision 0011)
  stack: {
    startOffsets: [
      { label: 'Card 1 start offset (px)', ...px(10000, 10), spec: 750 },
      { label: 'Card 2 start offset (px)', ...px(10000, 10), spec: 1500 },
      { label: 'Card 3 start offset (px)', ...px(10000, 10), spec: 2250 },
    ],
    minOffset: { label: 'Card min offset (px)', ...px(2000, 5), spec: 125 },
    fixedUntil: { label: 'Fixed until scroll (px)', ...px(20000, 10), spec: 2500 },
    coveredScale: { label: 'Covered scale', ...share(0.5, 1) },
    coveredDim: { label: 'Covered dim', ...share(0, 1, 0.05) },
    coverLeadPx: { label: 'Cover lead (px)', ...px(3000, 10) },
    edgeStepPx: { label: 'Covered edge step (px)', ...px(60) },
    bottomGapPx: { label: 'Gap below a card (px)', ...px(400, 2) },
  },

  eye: {
    radiusPx: { label: 'Eye radius (px)', ...px(40, 0.1), spec: 3.8 },
    fullReachPx: { label: 'Eye full reach (px)', ...px(3000, 10, 1) },
    followS: { label: 'Eye follow (s)', ...seconds(5) },
    followEase: { label: 'Eye follow ease', ...gsapEase },
  },

  home: {
    heroEntrance: {
      durationS: { label: 'Hero duration (s)', ...seconds(5) },
      staggerS: { label: 'Hero stagger (s)', ...seconds(2, 0.01) },
      distancePx: { label: 'Hero distance (px)', ...px(400, 4) },
      delayS: { label: 'Hero delay (s)', ...seconds(5) },
      artFromScale: { label: 'Hero art from scale', ...share(0.2, 2) },
    },
  },

  reveal: {
    durationS: { label: 'Reveal duration (s)', ...seconds(5) },
    distancePx: { label: 'Reveal distance (px)', ...px(400, 4) },
    startAt: { label: 'Reveal start (0–1)', ...share(0, 1, 0.05) },
  },

  about: {
    tabRotationMs: {
      label: 'Tab rotation (ms)',
      ...ms(120000, 500),
      spec: 10000,
    },
    testimonialRotationMs: {
      label: 'Testimonial rotation (ms)',
      ...ms(120000, 250),
      spec: 4000,
    },
    testimonialHideDelayMs: {
      label: 'Testimonial hide delay (ms)',
      ...ms(120000, 250),
      spec: 3000,
    },
    quoteFadeMs: { label: 'Quote fade (ms)', ...ms(5000) },
    panelFadeMs: { label: 'Tab panel fade (ms)', ...ms(5000) },
    rotateWhenVisibleShare: {
      label: 'Rotate when visible (share)',
      ...share(0, 1, 0.05),
    },
    videoFadeMs: { label: 'Video fade (ms)', ...ms(5000) },
  },

  modal: {
    durationS: { label: 'Modal open duration (s)', ...seconds(3) },
    distancePx: { label: 'Modal rise (px)', ...px(400, 2) },
    fromScale: { label: 'Modal from scale', ...share(0.5, 1.5) },
    ease: { label: 'Modal ease', ...gsapEase },
  },

  // The spec's spinner
  spinner: {
    size: { label: 'Spinner size (px)', ...px(200, 1, 8), spec: 40 },
    stroke: { label: 'Spinner stroke (px)', ...px(20, 0.5, 0.5), spec: 3 },
    speed: { label: 'Spinner speed (turns/s)', ...share(0.1, 10, 0.1), spec: 1 },
  },

  ease: {
    entrance: { label: 'Entrance ease (GSAP)', ...gsapEase },
    state: { label: 'State ease (GSAP)', ...gsapEase },
  },
  cssEase: {
    entrance: { label: 'Entrance ease (CSS)', ...cssEase },
    state: { label: 'State ease (CSS)', ...cssEase },
  },

  hoverMs: { label: 'Hover and focus (ms)', ...ms(2000, 10) },
} as const satisfies FieldTree<MotionConfig>;

/** Any branch or leaf of a field tree, as the walker reads it. */
type AnyFieldNode =
  NumberField | EaseField | readonly AnyFieldNode[] | { [key: string]: AnyFieldNode };

/** A leaf: a branch of the tree never has a `kind` (the config has no constant of that name). */
const isField = (node: AnyFieldNode): node is NumberField | EaseField =>
  'kind' in node && typeof node.kind === 'string';

/** The tree's fields in the config's order, each with its path. */
function flatten(node: AnyFieldNode, path: MotionPath): MotionField[] {
  if (isField(node)) return [{ path, ...node }];
  return Object.entries(node).flatMap(([key, child]) =>
    flatten(child, [...path, Array.isArray(node) ? Number(key) : key]),
  );
}

/** Every field, in the config's order: what the studio lists and the endpoint checks. */
export const motionFields: readonly MotionField[] = flatten(motionFieldTree, []);

/** A path as one string: `about.tabRotationMs`, `stack.startOffsets.0`. */
export function pathKey(path: MotionPath): string {
  return path.join('.');
}

export function fieldAt(path: MotionPath): MotionField | undefined {
  const key = pathKey(path);
  return motionFields.find((field) => pathKey(field.path) === key);
}
