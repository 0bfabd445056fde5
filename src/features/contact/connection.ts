import { useSyncExternalStore } from 'react';

// The browser's connection, one source for the whole contact feature: the window's `online` and
// `offline` events are listened to once while anything here listens, however many readers there are.

const listeners = new Set<() => void>();
const EVENTS = ['online', 'offline'] as const;
const onConnectionEvent = () => listeners.forEach((listener) => listener());

/** Calls `listener` on every `online` / `offline` event; returns the unsubscribe. */
function subscribe(listener: () => void): () => void {
  if (!listeners.size) for (const type of EVENTS) window.addEventListener(type, onConnectionEvent);
  listeners.add(listener);
  return () => {
    // A listener unsubscribed by an earlier one during an event is skipped (Set iteration).
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
  return subscribe(() => {
    if (navigator.onLine) onBack();
  });
}

/** Whether the browser believes it is online, kept up to date (online when prerendered). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
