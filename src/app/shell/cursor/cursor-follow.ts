export interface Point {
  x: number;
  y: number;
}

/** One frame of the cursor's follow: it covers `smoothing` (spec: 0.2) of the remaining distance. */
export function followStep(current: Point, target: Point, smoothing: number): Point {
  return {
    x: current.x + (target.x - current.x) * smoothing,
    y: current.y + (target.y - current.y) * smoothing,
  };
}

/** Elements over which the cursor grows. */
export const INTERACTIVE_SELECTOR =
  'a[href], button, [role="button"], [role="tab"], summary, label';
