/**
 * The shell's loading state (spec §4 "Shell loading"):
 * preloading --image-loaded--> revealing (source stored, animation-start set) --dismiss (1000 ms)--> idle
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
}

export type LoaderEvent =
  | { type: 'image-loaded'; src: string }
  | { type: 'image-failed' }
  | { type: 'timed-out' }
  | { type: 'dismiss' }
  | { type: 'navigation-loading' };

export const initialLoaderState: LoaderState = {
  phase: 'preloading',
  imageSrc: null,
  animationStart: false,
  returning: false,
};

export function loaderReducer(state: LoaderState, event: LoaderEvent): LoaderState {
  switch (event.type) {
    case 'image-loaded':
      if (state.phase !== 'preloading') return state;
      return { ...state, phase: 'revealing', imageSrc: event.src, animationStart: true };
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
      return { ...state, phase: 'preloading', animationStart: false, returning: true };
  }
}

/** The loader covers the screen in every phase but idle. */
export function isLoaderShown(state: LoaderState): boolean {
  return state.phase !== 'idle';
}
