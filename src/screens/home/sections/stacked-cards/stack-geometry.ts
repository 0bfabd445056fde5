import type { MotionConfig } from '@/motion/motion.config';

/** Where the cards start, stop and are released (spec §4). */
export type StackGeometry = Pick<
  MotionConfig['stack'],
  'startOffsets' | 'minOffset' | 'fixedUntil'
>;

/**
 * The stacked cards' geometry (spec §4 "Home layout"): the top edge of each card in the viewport, in
 * px, at scroll position `scroll`. On wide screens card i sits at
 * max(minOffset, startOffsets[i] − scroll) until fixedUntil; from there on all three are released
 * together at the line they reached and move with the page. On narrow screens the cards sit in the
 * document flow: no scroll-driven geometry (null).
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

/**
 * What the stack's markup, styles and timeline need, worked out once from the geometry, under the
 * geometry's names (the motion config's, which are the spec's: offsets, minimum, fixed range).
 */
export interface StackLayout {
  /** Each card's start offset as placed: its top at scroll 0 (never above the min offset). */
  startOffsets: readonly number[];
  /** Each card's top when the stack is released, at fixedUntil. */
  released: readonly number[];
  /** No card rises above this line while stacking. */
  minOffset: number;
  /** The scroll position until which the cards are fixed (the end of the pin), then released. */
  fixedUntil: number;
  /**
   * The document position of the released cards: the min offset, seen from fixedUntil. (The spec's
   * absolute 1650 is this line measured from the stack's origin.)
   */
  releasedTop: number;
}

export function stackLayout(geometry: StackGeometry): StackLayout {
  return {
    startOffsets: stackedCardOffsets(0, true, geometry) ?? [],
    released: stackedCardOffsets(geometry.fixedUntil, true, geometry) ?? [],
    minOffset: geometry.minOffset,
    fixedUntil: geometry.fixedUntil,
    releasedTop: geometry.fixedUntil + geometry.minOffset,
  };
}
