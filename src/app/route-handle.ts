import { useMatches } from 'react-router-dom';
import type { MotionGroupId } from '@/motion/motion-fields';

/** What a screen's route says about itself, beside its path in the route table (react-router `handle`). */
export interface RouteHandle {
  /** The motion the screen plays beyond the shell's: the designers' studio lists these groups. */
  motion: readonly MotionGroupId[];
  /** The footer: static in the flow, or revealed from under the page as it ends. */
  footer: 'static' | 'revealed';
}

/** A screen that states nothing: no motion of its own, the revealed footer. */
export const plainScreen: RouteHandle = { motion: [], footer: 'revealed' };

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'motion' in handle &&
    Array.isArray(handle.motion) &&
    'footer' in handle &&
    (handle.footer === 'static' || handle.footer === 'revealed')
  );
}

/** The handle of the deepest matched route that has one (the screen's). */
export function routeHandleOf(matches: readonly { handle: unknown }[]): RouteHandle {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return plainScreen;
}

/** The matched screen's handle. */
export function useRouteHandle(): RouteHandle {
  return routeHandleOf(useMatches());
}
