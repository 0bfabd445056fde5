import {
  claimChunkReload,
  forgetChunkReload,
  isChunkLoadError,
  recovering,
} from './chunk-recovery';

describe('chunk recovery (a deploy replaced the chunks of an open tab)', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises the chunk-load errors of Chromium, Firefox, Safari and Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://site/assets/about-screen-x.js',
      'error loading dynamically imported module: https://site/assets/about-screen-x.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/index-x.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once per path; again only after a route loaded', async () => {
    expect(claimChunkReload('/services')).toBe(true);
    // The same page asking again (a second render) gets the same answer.
    expect(claimChunkReload('/services')).toBe(true);
    // After the reload (a new page: the stored guard is what remains) the same path is not reloaded.
    expect(sessionStorage.getItem('chunk-reload')).toBe('/services');
    await recovering(() => Promise.resolve('loaded'))();
    expect(sessionStorage.getItem('chunk-reload')).toBeNull();
    forgetChunkReload();
  });

  it('answers no for a path already reloaded for on an earlier page', () => {
    sessionStorage.setItem('chunk-reload', '/about');
    expect(claimChunkReload('/about')).toBe(false);
  });
});
