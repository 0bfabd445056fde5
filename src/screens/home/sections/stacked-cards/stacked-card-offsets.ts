import { motion } from '../../../../motion/motion.config';

export interface StackGeometry {
  /** Each card's top edge at scroll 0 (the spec's three section offsets). */
  startOffsets: readonly number[];
  /** spec: 125 — no card rises above this line while stacking. */
  minOffset: number;
  /** From this scroll on the cards are released and scroll away with the page (the spec's fixed range end). */
  fixedUntil: number;
}

/**
 * The stacked cards' geometry (spec §4 "Home layout"): the top edge of each card in the viewport, in
 * px, at scroll position `scroll`. On wide screens card i sits at max(floor, start_i − scroll) until the
 * release point; from there on all three are released together at the line they reached and move with
 * the page. On narrow screens the cards sit in the document flow: no scroll-driven geometry (null).
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
 * The document position at which the released cards sit: the spec's absolute end offset
 * (`endOffset`) is measured from the stack's origin at fixedUntil + minOffset − endOffset.
 */
export function releasedCardTop(geometry: StackGeometry = motion.stackedCards): number {
  return geometry.fixedUntil + geometry.minOffset;
}
