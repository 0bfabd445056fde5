import {
  initialLoaderState,
  isLoaderShown,
  loaderReducer,
  type LoaderState,
} from './loader-machine';

const loaded = (state: LoaderState = initialLoaderState) =>
  loaderReducer(state, { type: 'image-loaded', src: '/hero.webp' });

describe('loaderReducer', () => {
  it('starts loading, with no image and no animation-start class', () => {
    expect(initialLoaderState).toEqual({
      phase: 'preloading',
      imageSrc: null,
      animationStart: false,
      returning: false,
    });
    expect(isLoaderShown(initialLoaderState)).toBe(true);
  });

  it('on load stores the source and sets animation-start, still covering the screen', () => {
    const state = loaded();
    expect(state).toEqual({
      phase: 'revealing',
      imageSrc: '/hero.webp',
      animationStart: true,
      returning: false,
    });
    expect(isLoaderShown(state)).toBe(true);
  });

  it('clears loading on dismiss (the 1000 ms timer) after a load', () => {
    const state = loaderReducer(loaded(), { type: 'dismiss' });
    expect(state.phase).toBe('idle');
    expect(isLoaderShown(state)).toBe(false);
    expect(state.imageSrc).toBe('/hero.webp');
  });

  it('ignores a dismiss before the image has loaded', () => {
    expect(loaderReducer(initialLoaderState, { type: 'dismiss' })).toBe(initialLoaderState);
  });

  it('clears loading at once when the image fails, and lets the content show', () => {
    const state = loaderReducer(initialLoaderState, { type: 'image-failed' });
    expect(state).toEqual({
      phase: 'idle',
      imageSrc: null,
      animationStart: true,
      returning: false,
    });
  });

  it('clears loading when the image neither loads nor fails in time', () => {
    expect(loaderReducer(initialLoaderState, { type: 'timed-out' }).phase).toBe('idle');
  });

  it('resets the class and shows the loader again when a navigation starts loading', () => {
    const idle = loaderReducer(loaded(), { type: 'dismiss' });
    const state = loaderReducer(idle, { type: 'navigation-loading' });
    expect(state).toEqual({
      phase: 'preloading',
      imageSrc: '/hero.webp',
      animationStart: false,
      returning: true,
    });
    expect(isLoaderShown(state)).toBe(true);
  });

  it('ignores a late load or failure once the loader is gone', () => {
    const idle = loaderReducer(loaded(), { type: 'dismiss' });
    expect(loaderReducer(idle, { type: 'image-failed' })).toBe(idle);
    expect(loaderReducer(idle, { type: 'image-loaded', src: '/other.webp' })).toBe(idle);
  });
});
