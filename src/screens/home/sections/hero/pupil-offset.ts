import { getMotion } from '@/motion/motion-store';

export interface Vector {
  x: number;
  y: number;
}

/**
 * Where the pupil sits relative to its rest point: towards the pointer, `radius` px at most
 * (the spec's eye radius, `motion.eye.radiusPx`). A pointer at least `fullReach` px away gives exactly the radius; a nearer one less.
 */
export function pupilOffset(
  pointer: Vector,
  eyeCentre: Vector,
  radius: number = getMotion().eye.radiusPx,
  fullReach: number = getMotion().eye.fullReachPx,
): Vector {
  const dx = pointer.x - eyeCentre.x;
  const dy = pointer.y - eyeCentre.y;
  const distance = Math.hypot(dx, dy);
  if (distance === 0) return { x: 0, y: 0 };
  const travel = radius * Math.min(1, distance / fullReach);
  return { x: (dx / distance) * travel, y: (dy / distance) * travel };
}
