import { getMotion } from '@/motion/motion-store';

export interface NavbarState {
  /** Slid out of view. */
  hidden: boolean;
  /** Bottom border drawn (added when the bar first hides on the way down). */
  bordered: boolean;
  /** Plain (transparent) background near the top of the page. */
  plain: boolean;
}

export const initialNavbarState: NavbarState = { hidden: false, bordered: false, plain: true };

/**
 * The navbar rule of the spec (§4, §9): hide when the scroll position is greater than the previous one
 * and greater than 10 px (adding the bottom border); show when scrolling up; plain below 100 px.
 */
export function nextNavbarState(
  state: NavbarState,
  scroll: number,
  previousScroll: number,
  config: { hideAfterPx: number; plainBelowPx: number } = getMotion().navbar,
): NavbarState {
  const scrollingDownPastThreshold = scroll > previousScroll && scroll > config.hideAfterPx;
  const scrollingUp = scroll < previousScroll;
  const hidden = scrollingDownPastThreshold ? true : scrollingUp ? false : state.hidden;
  const bordered = scrollingDownPastThreshold
    ? true
    : scroll <= config.hideAfterPx
      ? false
      : state.bordered;
  const plain = scroll < config.plainBelowPx;
  if (hidden === state.hidden && bordered === state.bordered && plain === state.plain) return state;
  return { hidden, bordered, plain };
}
