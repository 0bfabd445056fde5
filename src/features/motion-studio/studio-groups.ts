import type { MotionConfig } from '@/motion/motion.config';
import { motionFields, type MotionField } from '@/motion/motion-fields';

/** A section of the studio. */
export type MotionGroupId =
  | 'scroll'
  | 'loader'
  | 'navbar'
  | 'cursor'
  | 'modal'
  | 'spinner'
  | 'eases'
  | 'hover'
  | 'hero'
  | 'eye'
  | 'stack'
  | 'reveal'
  | 'about';

export interface MotionGroup {
  id: MotionGroupId;
  title: string;
  /** Scroll-driven (scrub and markers) or time-based (replay and GSDevTools), or neither. */
  timeline: 'scroll' | 'time' | 'none';
}

/** The studio's sections, in the order it shows them: the page's own first, then the shell's. */
export const motionGroups: readonly MotionGroup[] = [
  { id: 'hero', title: 'Hero entrance', timeline: 'time' },
  { id: 'eye', title: 'Eye', timeline: 'none' },
  { id: 'stack', title: 'Stacked cards', timeline: 'scroll' },
  { id: 'reveal', title: 'Reveals', timeline: 'scroll' },
  { id: 'about', title: 'About: tabs, testimonials, fades', timeline: 'time' },
  { id: 'loader', title: 'Loader', timeline: 'time' },
  { id: 'navbar', title: 'Navbar', timeline: 'none' },
  { id: 'cursor', title: 'Cursor', timeline: 'none' },
  { id: 'scroll', title: 'Scroll (Lenis)', timeline: 'none' },
  { id: 'modal', title: 'Modal', timeline: 'time' },
  { id: 'spinner', title: 'Spinner', timeline: 'none' },
  { id: 'eases', title: 'Eases', timeline: 'none' },
  { id: 'hover', title: 'Hover and focus', timeline: 'none' },
];

/** The shell's groups: every route shows them. */
export const shellGroups: readonly MotionGroupId[] = [
  'loader',
  'navbar',
  'cursor',
  'scroll',
  'modal',
  'spinner',
  'eases',
  'hover',
];

/** The section each part of the config is shown in: a new part fails typecheck until it has one. */
const groupOfSection = {
  scroll: 'scroll',
  loader: 'loader',
  navbar: 'navbar',
  cursor: 'cursor',
  stack: 'stack',
  eye: 'eye',
  home: 'hero',
  reveal: 'reveal',
  about: 'about',
  modal: 'modal',
  spinner: 'spinner',
  ease: 'eases',
  cssEase: 'eases',
  hoverMs: 'hover',
} as const satisfies Record<keyof MotionConfig, MotionGroupId>;

/** The section a field is shown in: the one of its part of the config. */
export function groupOf(field: MotionField): MotionGroupId {
  return groupOfSection[field.path[0] as keyof MotionConfig];
}

/** The fields a section shows, in the config's order. */
export function fieldsOf(group: MotionGroupId): MotionField[] {
  return motionFields.filter((field) => groupOf(field) === group);
}
