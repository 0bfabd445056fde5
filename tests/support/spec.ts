/**
 * Numbers and texts of the spec that more than one suite checks (the Playwright suites and the
 * cross-browser suite), written out from the spec rather than read from the implementation. No test
 * framework here: both runners import it.
 */

/**
 * The spec's stack (§4 "Home layout"; its summary: "Section offsets 750, 1500, 2250; minimum 125;
 * fixed range 750 to 2500"), under the motion config's names for those numbers: the three offsets
 * start at 750, 1500 and 2250 and decrease with the scroll down to a minimum of 125; the cards are
 * fixed until 2500, and at or beyond it the three are released together (absolute, 1650 from the
 * stack's origin at 975), so from there they move with the page.
 */
export const SPEC_STACK = {
  startOffsets: [750, 1500, 2250],
  minOffset: 125,
  fixedUntil: 2500,
} as const;

/** The viewport top of each card at a scroll position, from the spec's numbers. */
export function specCardTops(scroll: number): number[] {
  const { startOffsets, minOffset, fixedUntil } = SPEC_STACK;
  if (scroll < fixedUntil) return startOffsets.map((start) => Math.max(minOffset, start - scroll));
  // Released: each card sits where it was at fixedUntil, and the page carries it up.
  return startOffsets.map(
    (start) => Math.max(minOffset, start - fixedUntil) - (scroll - fixedUntil),
  );
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
