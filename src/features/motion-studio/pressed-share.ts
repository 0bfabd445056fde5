import type { PointerEvent } from 'react';

/**
 * Where a press (and the drag it starts) is along its element: the share of its width from its left
 * edge, the element holding the pointer until it is released; null for a move without a press. The
 * scroll map and the timeline's ruler scrub with it.
 */
export function pressedShare(event: PointerEvent<HTMLElement>): number | null {
  const target = event.currentTarget;
  if (event.type === 'pointerdown') target.setPointerCapture(event.pointerId);
  else if (!target.hasPointerCapture(event.pointerId)) return null;
  const box = target.getBoundingClientRect();
  return (event.clientX - box.left) / box.width;
}
