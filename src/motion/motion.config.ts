/**
 * Every timing, offset and easing of the site, named, in one place. A designer tunes the site here.
 * Numbers quoted from the spec (§4, §9) are marked "spec".
 */
export const motion = {
  scroll: {
    /** Lenis interpolation per frame: lower is smoother and slower. */
    lerp: 0.1,
    wheelMultiplier: 1,
    touchMultiplier: 1.4,
  },

  loader: {
    /** spec: the loader's hand-over waits this long after the hero image has loaded. */
    dismissDelayMs: 1000,
    /** Safety net: dismiss the loader if the hero image neither loads nor fails in this time. */
    fallbackMs: 8000,
    /** Curtain lift that hands the screen over to the hero; ends before dismissDelayMs. */
    exitDurationS: 0.8,
    exitDelayS: 0.15,
    exitEase: 'expo.inOut',
    /** The brand rising in, the progress sweep, the fade when a navigation brings the loader back. */
    brandRiseMs: 600,
    sweepMs: 1200,
    returnFadeMs: 200,
    /** The status text arrives just after its live region, so screen readers announce it. */
    announceDelayMs: 60,
  },

  navbar: {
    /** spec: scrolling down hides the navbar only once the page is past this point. */
    hideAfterPx: 10,
    /** spec: near the top the navbar keeps a plain background, over the hero. */
    plainBelowPx: 100,
    transitionMs: 400,
  },

  cursor: {
    /** spec: the share of the remaining distance to the pointer the cursor covers each frame. */
    smoothing: 0.2,
    sizePx: 14,
    hoverScale: 3,
    transitionMs: 250,
  },

  /** The home page's stacked cards. */
  stack: {
    /**
     * spec §4: each card's top is max(minOffset, start − scroll) until fixedUntil, when the three
     * are released together. The spec's other two numbers (fixed from 750, absolute 1650) describe
     * how its reference switched CSS positioning; one pinned stage gives the same tops from these
     * (decision 0004).
     */
    startOffsets: [750, 1500, 2250],
    minOffset: 125,
    fixedUntil: 2500,
    /**
     * A covered card shrinks and dims a little while the next one lands on it, and its top edge
     * shows above the card in front, one step per card in front (decision 0011); gap below a card.
     */
    coveredScale: 0.94,
    coveredDim: 0.45,
    coverLeadPx: 420,
    edgeStepPx: 9,
    bottomGapPx: 32,
  },

  eye: {
    /** spec: how far the pupil may travel from its rest point (px). */
    radiusPx: 3.8,
    /** A pointer this far (px) from the eye or further puts the pupil at the edge of its travel. */
    fullReachPx: 240,
    /** How quickly the pupil catches up with the pointer. */
    followS: 0.35,
    followEase: 'power3.out',
  },

  home: {
    /** The hero's entrance, started by the loader's animation-start class. */
    heroEntrance: {
      durationS: 1.1,
      staggerS: 0.09,
      distancePx: 48,
      delayS: 0.1,
      artFromScale: 0.92,
    },
  },

  /** Every screen's sections below the fold rise into view when their top passes this share of the viewport. */
  reveal: { durationS: 0.9, distancePx: 56, startAt: 0.85 },

  about: {
    /** spec: the Mission, Story and Philosophy tabs take turns on this interval. */
    tabRotationMs: 10000,
    /** spec: the testimonials' cycle, and the point in it at which a quote starts to hide. */
    testimonialRotationMs: 4000,
    testimonialHideDelayMs: 3000,
    /** A quote fades out (from the hide delay) and the next fades in over this long. */
    quoteFadeMs: 600,
    /** A tab's panel fades in when it becomes active. */
    panelFadeMs: 500,
    /** A rotation runs only while at least this share of its block is on screen. */
    rotateWhenVisibleShare: 0.25,
    /** A background video fades in over its poster once it plays. */
    videoFadeMs: 600,
  },

  /** The project-request modal opening: it rises and grows into place. */
  modal: {
    durationS: 0.45,
    distancePx: 24,
    fromScale: 0.97,
    ease: 'expo.out',
  },

  spinner: {
    /** spec: the sending spinner, in px (size, stroke) and turns per second (speed). */
    size: 40,
    stroke: 3,
    speed: 1,
  },

  /** GSAP eases, and their CSS twins for transitions and keyframes. */
  ease: {
    entrance: 'expo.out',
    state: 'power2.inOut',
  },
  cssEase: {
    entrance: 'cubic-bezier(0.16, 1, 0.3, 1)',
    state: 'cubic-bezier(0.65, 0, 0.35, 1)',
  },

  /** Hover and focus feedback of links and buttons. */
  hoverMs: 200,
} as const;

/** The config's shape with its literal values widened, so a tuned copy type-checks. */
type Widen<T> = T extends number
  ? number
  : T extends string
    ? string
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };

export type MotionConfig = Widen<typeof motion>;
