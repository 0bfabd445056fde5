import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router-dom';
import { routes } from './routes';
import { primeHomeContent, type PrerenderedContent } from '@/screens/home/home-content';

/** Where the prerender leaves the router's data for hydration: a JSON data block, not a script. */
export const HYDRATION_DATA_ID = 'router-hydration-data';

interface PrerenderedPage {
  /** The path this HTML was rendered for (404.html answers many others). */
  path: string;
  /** React Router's hydration data (src/entry-server.tsx), and the home content where it has it. */
  state: HydrationState & PrerenderedContent;
}

/** The prerendered page's data, when the HTML in the document was rendered for this very path. */
export function readPrerenderedPage(): PrerenderedPage | null {
  const block = document.getElementById(HYDRATION_DATA_ID);
  if (!block?.textContent) return null;
  const page = JSON.parse(block.textContent) as PrerenderedPage;
  // Hosts may serve /about/index.html at /about/ as well as /about.
  const bare = (path: string) => path.replace(/(.)\/+$/, '$1');
  return bare(page.path) === bare(window.location.pathname) ? page : null;
}

/**
 * The browser router. When hydrating prerendered HTML, the lazy screens of the current URL are loaded
 * first, so the first render matches the HTML instead of showing a fallback. If one cannot load (a
 * deploy removed its chunk, the network dropped), the page is rendered afresh instead: the router then
 * loads it itself and its error screen decides (reload once, then "500 Error").
 */
export async function createRouter(
  page: PrerenderedPage | null,
): Promise<{ router: ReturnType<typeof createBrowserRouter>; hydrate: boolean }> {
  let hydrationData: HydrationState | undefined;
  if (page) {
    // The home content the page carries, so that the home route need not fetch it.
    primeHomeContent(page.state);
    const matches = matchRoutes(routes, window.location) ?? [];
    try {
      await Promise.all(
        matches.map(async ({ route }) => {
          if (typeof route.lazy !== 'function') return;
          const loaded = await route.lazy();
          Object.assign(route, { ...loaded, lazy: undefined });
        }),
      );
      // React Router's public way in for a router state rendered elsewhere (here, the prerender).
      hydrationData = page.state;
    } catch {
      // A screen could not load: no hydration data, the page renders afresh.
    }
  }
  return {
    router: createBrowserRouter(routes, { hydrationData }),
    hydrate: hydrationData !== undefined,
  };
}
