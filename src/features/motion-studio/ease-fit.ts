import { EASE_Y_RANGE, type Cubic } from '@/motion/motion-values';

/** Where a cubic's coordinate is at `t` (0 to 1), for ends 0 and 1 and handles `a` and `b`. */
const bezier = (a: number, b: number, t: number) =>
  3 * a * t * (1 - t) ** 2 + 3 * b * t ** 2 * (1 - t) + t ** 3;

/** The curve's y where its x is `x` (x rises with t: its handles' x are from 0 to 1). */
export function cubicAt([x1, y1, x2, y2]: Cubic, x: number): number {
  let low = 0;
  let high = 1;
  for (let step = 0; step < 30; step += 1) {
    const t = (low + high) / 2;
    if (bezier(x1, x2, t) < x) low = t;
    else high = t;
  }
  return bezier(y1, y2, (low + high) / 2);
}

const SAMPLES = Array.from({ length: 41 }, (_, index) => index / 40);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The one cubic closest to `ease` (least squares, at 41 points along the curve, each against the ease
 * at the curve's x there): where a designer's drawing starts when a named ease becomes a drawn curve, so
 * the handles first show the motion already on the page. A search on each handle coordinate in turn,
 * with steps halved from 0.25 to 0.001; a few milliseconds.
 */
export function fitCubic(ease: (progress: number) => number): Cubic {
  const cost = ([x1, y1, x2, y2]: Cubic) =>
    SAMPLES.reduce((sum, t) => sum + (bezier(y1, y2, t) - ease(bezier(x1, x2, t))) ** 2, 0);
  let best: Cubic = [0.33, 0.33, 0.67, 0.67];
  let bestCost = cost(best);
  for (let step = 0.25; step >= 0.001; step /= 2) {
    for (let improved = true; improved;) {
      improved = false;
      for (let coordinate = 0; coordinate < 4; coordinate += 1) {
        for (const delta of [-step, step]) {
          const next: Cubic = [...best];
          const isX = coordinate % 2 === 0;
          next[coordinate] = clamp(
            (next[coordinate] ?? 0) + delta,
            isX ? 0 : EASE_Y_RANGE.min,
            isX ? 1 : EASE_Y_RANGE.max,
          );
          const nextCost = cost(next);
          if (nextCost < bestCost - 1e-12) {
            best = next;
            bestCost = nextCost;
            improved = true;
          }
        }
      }
    }
  }
  return best.map((n) => Math.round(n * 1000) / 1000) as Cubic;
}

const fitted = new Map<string, Cubic>();

/** `fitCubic` of a named GSAP ease, worked out once per name. */
export function fitNamedEase(name: string, ease: (progress: number) => number): Cubic {
  let cubic = fitted.get(name);
  if (!cubic) {
    cubic = fitCubic(ease);
    fitted.set(name, cubic);
  }
  return cubic;
}
