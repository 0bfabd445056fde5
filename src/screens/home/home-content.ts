import { useLoaderData } from 'react-router-dom';

/**
 * The home route's loader: the page's copy and pictures (src/content/home.ts, from
 * src/content/data/home.json), in a chunk of their own. A prerendered home page carries them as its
 * router data, so the first load's code holds no copy; a visit that starts elsewhere fetches them on
 * the way home.
 */
export async function homeLoader() {
  return (await import('@/content/home')).home;
}

export type HomeContent = Awaited<ReturnType<typeof homeLoader>>;

/** The home page's content, for any section of it. */
export function useHomeContent(): HomeContent {
  return useLoaderData<typeof homeLoader>();
}
