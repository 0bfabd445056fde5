import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gsap } from './gsap';
import { matchMedia } from './match-media';

// A browser's matchMedia: a new list for every call, each with its own listeners (a duplicate is added
// once), `matches` read from the media state below. A plain property, not vi.spyOn (whose property
// setter would replace the mock's implementation).
const media = new Map<string, boolean>();
const lists: { query: string; listeners: Set<() => void> }[] = [];
const setupMatchMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia');

/** A new matchMedia for each test: the helper keeps its lists per matchMedia function. */
const createMatchMedia = () => (query: string) => fakeList(query);
let fakeMatchMedia = createMatchMedia();

function fakeList(query: string): MediaQueryList {
  const listeners = new Set<() => void>();
  lists.push({ query, listeners });
  const add = (listener: unknown) => {
    if (typeof listener === 'function') listeners.add(listener as () => void);
  };
  const remove = (listener: unknown) => {
    if (typeof listener === 'function') listeners.delete(listener as () => void);
  };
  return {
    get matches() {
      return media.get(query) ?? false;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: unknown) => add(listener),
    removeEventListener: (_type: string, listener: unknown) => remove(listener),
    addListener: add,
    removeListener: remove,
    dispatchEvent: () => false,
  };
}

const liveListeners = () => lists.reduce((sum, list) => sum + list.listeners.size, 0);

/** The media state changes, and every list of that query tells its listeners (GSAP debounces by 2 ms). */
function change(query: string, matches: boolean): void {
  vi.advanceTimersByTime(10);
  media.set(query, matches);
  for (const list of lists)
    if (list.query === query) for (const listener of list.listeners) listener();
}

describe('matchMedia (gsap.matchMedia without its leak)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fakeMatchMedia = createMatchMedia();
    Object.defineProperty(window, 'matchMedia', {
      value: fakeMatchMedia,
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    if (setupMatchMedia) Object.defineProperty(window, 'matchMedia', setupMatchMedia);
    media.clear();
    lists.length = 0;
  });

  it('leaves one listener per query, however many times a section is set up and reverted', () => {
    for (let mount = 0; mount < 5; mount += 1) {
      matchMedia(
        { all: 'all', wide: '(min-width: 900px)', reduced: '(reduced)' },
        () => {},
      ).revert();
    }
    expect(liveListeners()).toBe(2);
  });

  it('runs the setup while a condition holds, reverts it when it stops, as GSAP does', () => {
    media.set('(min-width: 900px)', true);
    const element = document.createElement('div');
    const setups: boolean[] = [];
    const mm = matchMedia(
      { wide: '(min-width: 900px)', narrow: '(max-width: 899px)' },
      (context) => {
        setups.push(Boolean(context.conditions?.wide));
        gsap.set(element, { opacity: 0.5 });
      },
    );
    expect(setups).toEqual([true]);
    expect(element.style.opacity).toBe('0.5');

    change('(min-width: 900px)', false);
    expect(setups).toEqual([true]);
    expect(element.style.opacity).toBe('');

    change('(max-width: 899px)', true);
    expect(setups).toEqual([true, false]);
    mm.revert();
    expect(element.style.opacity).toBe('');
    // The window's own matchMedia is back.
    expect(Object.getOwnPropertyDescriptor(window, 'matchMedia')?.value).toBe(fakeMatchMedia);
  });
});
