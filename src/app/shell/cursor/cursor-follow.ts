export interface Point {
  x: number;
  y: number;
}

/** One frame of the cursor's follow: it covers the spec's `smoothing` share of the remaining distance. */
export function followStep(current: Point, target: Point, smoothing: number): Point {
  return {
    x: current.x + (target.x - current.x) * smoothing,
    y: current.y + (target.y - current.y) * smoothing,
  };
}

/** Closer than this to the pointer (px), the dot is put on it and stops moving. */
export const SETTLE_DISTANCE_PX = 0.1;

/** Whether the dot is close enough to the pointer to stop following. */
export function hasSettled(current: Point, target: Point, within = SETTLE_DISTANCE_PX): boolean {
  return Math.abs(target.x - current.x) < within && Math.abs(target.y - current.y) < within;
}

/** Elements over which the cursor grows. */
export const INTERACTIVE_SELECTOR =
  'a[href], button, [role="button"], [role="tab"], summary, label';
