import { useMatches } from 'react-router-dom';

/** What a screen's route says about itself, beside its path in the route table (react-router `handle`). */
export interface RouteHandle {
  /** The footer: revealed from under the page as it ends, or static in the flow. */
  footer: 'revealed' | 'static';
}

/** A screen whose route has no handle: the revealed footer. */
const plainScreen: RouteHandle = { footer: 'revealed' };

/** The screen's handle (the deepest matched route's), what it does not say taken from `plainScreen`. */
export function routeHandleOf(matches: readonly { handle: unknown }[]): RouteHandle {
  const handle = matches.findLast((match) => match.handle)?.handle as
    Partial<RouteHandle> | undefined;
  return { ...plainScreen, ...handle };
}

/** The matched screen's handle. */
export function useRouteHandle(): RouteHandle {
  return routeHandleOf(useMatches());
}
