import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('gives the value it was last set to, the same object until the next set', () => {
    const store = createStore({ count: 0 });
    const first = store.get();
    expect(store.get()).toBe(first);
    store.set({ count: 1 });
    expect(store.get()).toEqual({ count: 1 });
    expect(store.get()).not.toBe(first);
  });

  it('tells each listener of every set until it unsubscribes', () => {
    const store = createStore(0);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(1);
    store.set(1);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells those subscribed at the change, each once, even one an earlier listener unsubscribes', () => {
    const store = createStore(0);
    const later = vi.fn();
    const added = vi.fn();
    let unsubscribeLater = () => {};
    store.subscribe(() => {
      unsubscribeLater();
      store.subscribe(added);
    });
    unsubscribeLater = store.subscribe(later);
    store.set(1);
    expect(later).toHaveBeenCalledTimes(1);
    expect(added).not.toHaveBeenCalled();
  });
});
