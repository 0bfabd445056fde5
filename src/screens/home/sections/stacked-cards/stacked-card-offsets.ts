import { motion } from '../../../../motion/motion.config';

export interface StackGeometry {
  /** spec: 750, 1500, 2250 — each card's top edge at scroll 0. */
  startOffsets: readonly number[];
  /** spec: 125 — no card rises above this line while stacking. */
  minOffset: number;
  /** spec: 2500 — from this scroll on the cards are released and scroll away with the page. */
  fixedUntil: number;
}

/**
 * The stacked cards' geometry (spec §4 "Home layout"): the top edge of each card in the viewport, in
 * px, at scroll position `scroll`. On wide screens card i sits at max(125, B_i − scroll) while
 * scroll < 2500; from 2500 on all three are released together at the line they reached and move with
 * the page. On narrow screens the cards sit in the document flow: there is no scroll-driven geometry (null).
 */
export function stackedCardOffsets(
  scroll: number,
  isWide: boolean,
  geometry: StackGeometry = motion.stackedCards,
): number[] | null {
  if (!isWide) return null;
  const { startOffsets, minOffset, fixedUntil } = geometry;
  const held = Math.min(scroll, fixedUntil);
  const releasedBy = Math.max(0, scroll - fixedUntil);
  return startOffsets.map((start) => Math.max(minOffset, start - held) - releasedBy);
}

/**
 * The document position at which the released cards sit: the spec's "absolute offset of 1650" is
 * measured from the stack's origin at fixedUntil + minOffset − endOffset (= 975 px).
 */
export function releasedCardTop(geometry: StackGeometry = motion.stackedCards): number {
  return geometry.fixedUntil + geometry.minOffset;
}
