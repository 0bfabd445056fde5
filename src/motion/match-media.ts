import { gsap } from './gsap';

type MatchMediaFunction = (query: string) => MediaQueryList;

/** The MediaQueryList of each query, per `window.matchMedia` (the browser's, or a test's stand-in). */
const sharedLists = new WeakMap<MatchMediaFunction, Map<string, MediaQueryList>>();

/**
 * `gsap.matchMedia().add(conditions, setup)`, without the listeners GSAP leaves behind.
 *
 * GSAP (3.15) asks `window.matchMedia` for a new MediaQueryList for each query of `add()` and gives it
 * its media-change handler, and neither `revert()` nor `kill()` ever removes it (greensock/GSAP#654):
 * every mount of a section with a `gsap.matchMedia()` left one live MediaQueryList and listener per
 * query, 8 for each visit of the home page and 3 for the about page (and 1 more on each turn of its
 * tabs), so a long visit's listeners grew without end (+181 between route changes 8 and 80).
 *
 * Here GSAP is handed the same MediaQueryList for the same query every time: adding its one handler to a
 * list that has it already adds nothing (the DOM ignores a duplicate listener), so the page keeps one
 * listener per distinct query for the whole visit. Everything else is GSAP's own: the conditions, the
 * context that collects and reverts the setup's animations and ScrollTriggers, and what a media change
 * does (revert, set up again, ScrollTrigger's refresh). Call it where `gsap.matchMedia()` was called
 * (inside a `useGSAP` callback), and revert the result as before.
 */
export function matchMedia(
  conditions: string | Record<string, string>,
  setup: gsap.ContextFunc,
): gsap.MatchMedia {
  const mm = gsap.matchMedia();
  // Left as it is and put back below; only GSAP's own calls, during add(), see the shared lists.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const own = window.matchMedia;
  let lists = sharedLists.get(own);
  if (!lists) {
    lists = new Map();
    sharedLists.set(own, lists);
  }
  const known = lists;
  window.matchMedia = (query) => {
    let list = known.get(query);
    if (!list) {
      list = own.call(window, query);
      known.set(query, list);
    }
    return list;
  };
  try {
    mm.add(conditions, setup);
  } finally {
    window.matchMedia = own;
  }
  return mm;
}
