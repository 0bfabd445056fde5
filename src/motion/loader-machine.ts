/**
 * The shell's loading state (spec §4 "Shell loading"):
 * preloading --image-loaded--> revealing (source stored, animation-start set) --dismiss (1000 ms after
 * the image arrived)--> idle
 * preloading --image-failed / timed-out--> idle (the page is never held back)
 * any --navigation-loading--> preloading (animation-start reset, loader shown again)
 */
export type LoaderPhase = 'preloading' | 'revealing' | 'idle';

export interface LoaderState {
  phase: LoaderPhase;
  /** The hero image source, stored once it has loaded. */
  imageSrc: string | null;
  /** The animation-start class: set when the hero may play its entrance. */
  animationStart: boolean;
  /** A navigation brought the loader back (it fades in rather than being the first paint). */
  returning: boolean;
  /** While revealing: the time left until the loader is cleared, which its curtain lift fits into. */
  handOverMs: number;
}

export type LoaderEvent =
  | { type: 'image-loaded'; src: string; handOverMs: number }
  | { type: 'image-failed' }
  | { type: 'timed-out' }
  | { type: 'dismiss' }
  | { type: 'navigation-loading' };

export const initialLoaderState: LoaderState = {
  phase: 'preloading',
  imageSrc: null,
  animationStart: false,
  returning: false,
  handOverMs: 0,
};

export function loaderReducer(state: LoaderState, event: LoaderEvent): LoaderState {
  switch (event.type) {
    case 'image-loaded':
      if (state.phase !== 'preloading') return state;
      return {
        ...state,
        phase: 'revealing',
        imageSrc: event.src,
        animationStart: true,
        handOverMs: event.handOverMs,
      };
    case 'image-failed':
    case 'timed-out':
      if (state.phase !== 'preloading') return state;
      // The content must not stay hidden: the entrance runs without the image.
      return { ...state, phase: 'idle', animationStart: true };
    case 'dismiss':
      if (state.phase !== 'revealing') return state;
      return { ...state, phase: 'idle' };
    case 'navigation-loading':
      if (state.phase === 'preloading' && !state.animationStart) return state;
      return {
        ...state,
        phase: 'preloading',
        animationStart: false,
        returning: true,
        handOverMs: 0,
      };
  }
}

/** The loader covers the screen in every phase but idle. */
export function isLoaderShown(state: LoaderState): boolean {
  return state.phase !== 'idle';
}
