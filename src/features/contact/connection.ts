import { useSyncExternalStore } from 'react';

// The browser's connection, one source for the whole contact feature: the window's `online` and
// `offline` events are listened to once while anything here listens, however many readers there are.

type Listener = (online: boolean) => void;

const listeners = new Set<Listener>();
const EVENTS = ['online', 'offline'] as const;

function onConnectionEvent(event: Event): void {
  // A listener unsubscribed by an earlier one during this event is skipped (Set iteration).
  listeners.forEach((listener) => listener(event.type === 'online'));
}

/** Calls `listener` on every `online` / `offline` event (with which one); returns the unsubscribe. */
function subscribe(listener: Listener): () => void {
  if (!listeners.size) for (const type of EVENTS) window.addEventListener(type, onConnectionEvent);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) {
      for (const type of EVENTS) window.removeEventListener(type, onConnectionEvent);
    }
  };
}

/** Whether the browser believes it is online now (`navigator.onLine`). */
export function isOnline(): boolean {
  return navigator.onLine;
}

/** Calls `onBack` each time the connection comes back (the `online` event); returns the unsubscribe. */
export function onReconnect(onBack: () => void): () => void {
  return subscribe((online) => {
    if (online) onBack();
  });
}

/** Whether the browser believes it is online, kept up to date (online when prerendered). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
