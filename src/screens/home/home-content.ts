import type { home } from '@/content/home';

/** The home page's copy and pictures (src/content/home.ts, from src/content/data/home.json). */
export type HomeContent = typeof home;

/** Where a prerendered page leaves the home content, in its router state (src/entry-server.tsx). */
export interface PrerenderedContent {
  content?: { home?: HomeContent };
}

let loaded: HomeContent | undefined;

/**
 * Takes the home content a prerendered page carries (its router state), so that the home screen needs
 * no request for it: the first load's code holds no copy.
 */
export function primeHomeContent(state: unknown): void {
  const home = (state as PrerenderedContent | null)?.content?.home;
  if (home) loaded = home;
}

/**
 * The home content, loaded with the home screen's chunk (the route's `lazy`): from the prerendered
 * page when it carries it, else from its own chunk. Loaded once; later visits need nothing, so a
 * return to the home page is no route navigation that loads (the shell's loader stays away).
 */
export async function loadHomeContent(): Promise<HomeContent> {
  loaded ??= (await import('@/content/home')).home;
  return loaded;
}

/** The home content once loaded (the prerender puts it in the page's state). */
export function loadedHomeContent(): HomeContent | undefined {
  return loaded;
}

/** The home page's content, for any section of it: loaded before the screen renders. */
export function useHomeContent(): HomeContent {
  if (!loaded) throw new Error('The home content is read before the home route has loaded it');
  return loaded;
}
