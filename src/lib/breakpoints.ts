/** The viewport sizes at which the layout changes; media queries and matchMedia both read them. */
export const breakpoints = {
  /** The spec's desktop breakpoint: inline navbar links, two-column sections. */
  wide: 992,
  /** Below this viewport height a pinned card could not show all its text: the stack stays in the flow. */
  stackMinHeight: 700,
} as const;
