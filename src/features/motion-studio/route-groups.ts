import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { motionGroups, shellGroups, type MotionGroup, type MotionGroupId } from './studio-groups';

/**
 * The motion each screen plays beyond the shell's, by its route's path: the studio's business, kept
 * here so that the route table (and the production bundle) carries none of it.
 */
const screenGroups: ReadonlyArray<{ path: string; groups: readonly MotionGroupId[] }> = [
  { path: paths.home, groups: ['hero', 'eye', 'stack', 'reveal'] },
  // The project cards' hover rides on the reveal's duration.
  { path: paths.portfolio, groups: ['reveal'] },
  // A project page reveals its gallery.
  { path: paths.project, groups: ['reveal'] },
  { path: paths.about, groups: ['about', 'reveal'] },
];

/** The groups of the screen at `pathname` (none for a screen with no motion of its own). */
export function screenGroupsAt(pathname: string): readonly MotionGroupId[] {
  return (
    screenGroups.find(({ path }) => matchPath({ path, caseSensitive: true, end: true }, pathname))
      ?.groups ?? []
  );
}

/**
 * The studio's sections for the screen at `pathname`: its own motion first, then the shell's (loader,
 * navbar, cursor, scroll, modal, …).
 */
export function routeGroups(pathname: string): MotionGroup[] {
  const ids = new Set<MotionGroupId>([...screenGroupsAt(pathname), ...shellGroups]);
  return motionGroups.filter((group) => ids.has(group.id));
}
