import {
  motionGroups,
  shellGroups,
  type MotionGroup,
  type MotionGroupId,
} from '@/motion/motion-fields';

/**
 * The studio's sections for a screen: the screen's own motion (its route's `handle`, in
 * src/app/routes.tsx), then the shell's (loader, navbar, cursor, scroll, modal, …).
 */
export function routeGroups(screen: readonly MotionGroupId[]): MotionGroup[] {
  const ids = new Set<MotionGroupId>([...screen, ...shellGroups]);
  return motionGroups.filter((group) => ids.has(group.id));
}
