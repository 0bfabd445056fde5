import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders on the server or hydrates its HTML, true once the app runs the page: a
 * prerendered element can work without scripts and turn into its scripted form after hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
