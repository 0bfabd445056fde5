/**
 * A value that is read, replaced and watched: the shape React's `useSyncExternalStore` reads
 * (`subscribe`, and `get` for the snapshot). The store of the site's module-level state: the motion
 * studio's switches and the contact form's request line. (The motion config the page reads keeps its
 * own, smaller, in src/motion/motion-store.ts: it is in the first load, under its budget.)
 */
export interface Store<T> {
  /** The value now: the same object until the next `set`, as a snapshot must be. */
  get: () => T;
  /** Replaces the value and tells every listener, even when it is the same. */
  set: (next: T) => void;
  /** Calls `listener` after every `set`; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      value = next;
      // Those subscribed at the change, each once, even one an earlier listener unsubscribes.
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
