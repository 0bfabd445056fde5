/**
 * Numbers and texts of the spec that more than one suite checks (the Playwright suites and the
 * cross-browser suite), written out from the spec rather than read from the implementation. No test
 * framework here: both runners import it.
 */

/**
 * The spec's stack (§4 "Home layout"): the three offsets start at 750, 1500 and 2250 and decrease with
 * the scroll down to a floor of 125; at or beyond 2500 the three are released together (absolute, 1650
 * from the stack's origin at 975), so from there they move with the page.
 */
export const SPEC_STACK = { starts: [750, 1500, 2250], floor: 125, releasedAt: 2500 } as const;

/** The viewport top of each card at a scroll position, from the spec's numbers. */
export function specCardTops(scroll: number): number[] {
  const { starts, floor, releasedAt } = SPEC_STACK;
  if (scroll < releasedAt) return starts.map((start) => Math.max(floor, start - scroll));
  // Released: each card sits where it was at the release, and the page carries it up.
  return starts.map((start) => Math.max(floor, start - releasedAt) - (scroll - releasedAt));
}

/** Each route's level-1 heading, and how its document title starts. */
export const ROUTE_HEADINGS = [
  { path: '/', heading: 'Empowering Businesses to Fly High on the Web.', title: /^Home \|/ },
  { path: '/portfolio', heading: 'Happy Customers :', title: /^Portfolio \|/ },
  { path: '/portfolio/alphabeads', heading: 'Alphabeads', title: /^Alphabeads \|/ },
  { path: '/portfolio/tirthdom', heading: 'Tirthdom', title: /^Tirthdom \|/ },
  { path: '/services', heading: 'What We Offer :', title: /^Services \|/ },
  {
    path: '/about',
    heading: 'Where every spark of imagination ignites innovation.',
    title: /^About \|/,
  },
  { path: '/nope', heading: '404 Not Found', title: /Page not found/ },
] as const;

/** The spec's texts of the request flow. */
export const HOME_BANNER = 'Request sent successfully You will get your response soon.';
export const SERVICES_BANNER = 'Request sent successfully. You will get your response soon.';
export const FAILED = 'Failed to send your request. Please try again later.';
