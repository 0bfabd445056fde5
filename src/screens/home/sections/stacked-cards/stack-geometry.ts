import type { MotionConfig } from '@/motion/motion.config';

/** Where the cards start, stop and are released (spec §4). */
export type StackGeometry = Pick<
  MotionConfig['stack'],
  'startOffsets' | 'minOffset' | 'fixedUntil'
>;

/**
 * The stacked cards' geometry (spec §4 "Home layout"): the top edge of each card in the viewport, in
 * px, at scroll position `scroll`. On wide screens card i sits at max(floor, start_i − scroll) until the
 * release point; from there on all three are released together at the line they reached and move with
 * the page. On narrow screens the cards sit in the document flow: no scroll-driven geometry (null).
 */
export function stackedCardOffsets(
  scroll: number,
  isWide: boolean,
  geometry: StackGeometry,
): number[] | null {
  if (!isWide) return null;
  const { startOffsets, minOffset, fixedUntil } = geometry;
  const held = Math.min(scroll, fixedUntil);
  const releasedBy = Math.max(0, scroll - fixedUntil);
  return startOffsets.map((start) => Math.max(minOffset, start - held) - releasedBy);
}

/** What the stack's markup, styles and timeline need, worked out once from the geometry. */
export interface StackLayout {
  /** Each card's top at scroll 0. */
  starts: readonly number[];
  /** Each card's top when the stack is released. */
  released: readonly number[];
  /** No card rises above this line while stacking. */
  floor: number;
  /** The scroll position at which the cards are released (the end of the pin). */
  releaseAt: number;
  /**
   * The document position of the released cards: the floor, seen from the release point. (The spec's
   * absolute 1650 is this line measured from the stack's origin.)
   */
  releasedTop: number;
}

export function stackLayout(geometry: StackGeometry): StackLayout {
  return {
    starts: stackedCardOffsets(0, true, geometry) ?? [],
    released: stackedCardOffsets(geometry.fixedUntil, true, geometry) ?? [],
    floor: geometry.minOffset,
    releaseAt: geometry.fixedUntil,
    releasedTop: geometry.fixedUntil + geometry.minOffset,
  };
}
