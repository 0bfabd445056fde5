/**
 * A tab left open across a deploy asks for script chunks that no longer exist. A route whose chunk
 * cannot load reloads the page once, which brings the new deploy's HTML and chunks; only if that
 * fails too does the route show "500 Error". Decision 0008.
 */

/** What browsers (and Vite's preload helper) raise when a chunk cannot be fetched or run. */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|is not a valid JavaScript MIME type/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

const KEY = 'chunk-reload';
/** This page's own claim, so a component rendered twice (StrictMode) gets the same answer. */
let claimed: string | null = null;

/**
 * Whether to reload for `path`: yes the first time; no when this path was already reloaded for and
 * no route has loaded since (the chunk is really missing). Without storage there is no guard against
 * a loop, so no reload.
 */
export function claimChunkReload(path: string): boolean {
  if (claimed === path) return true;
  try {
    if (window.sessionStorage.getItem(KEY) === path) return false;
    window.sessionStorage.setItem(KEY, path);
  } catch {
    return false;
  }
  claimed = path;
  return true;
}

/** A route's chunk loaded: the next failure may reload again. */
export function forgetChunkReload(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** Wraps a route's `lazy`: a successful load clears the reload guard. */
export function recovering<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const loaded = await load();
    if (typeof window !== 'undefined') forgetChunkReload();
    return loaded;
  };
}
