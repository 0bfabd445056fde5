import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  motionGroups,
  shellGroups,
  type MotionGroup,
  type MotionGroupId,
} from '@/motion/motion-fields';

/** The motion each screen plays, beyond the shell's (loader, navbar, cursor, scroll, modal, …). */
const screenGroups: readonly { path: string; groups: readonly MotionGroupId[] }[] = [
  { path: paths.home, groups: ['hero', 'eye', 'stack', 'reveal'] },
  { path: paths.about, groups: ['about', 'reveal'] },
  // The project cards' hover rides on the reveal's duration; a project page reveals its gallery.
  { path: paths.portfolio, groups: ['reveal'] },
  { path: paths.project, groups: ['reveal'] },
  { path: paths.services, groups: [] },
];

/** The studio's sections on `pathname`: the screen's own, then the shell's. */
export function routeGroups(pathname: string): MotionGroup[] {
  const screen =
    screenGroups.find(({ path }) => matchPath({ path, caseSensitive: true, end: true }, pathname))
      ?.groups ?? [];
  const ids = new Set<MotionGroupId>([...screen, ...shellGroups]);
  return motionGroups.filter((group) => ids.has(group.id));
}
