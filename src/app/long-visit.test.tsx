import { act, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { whenEasesReady } from 'virtual:custom-eases';
import { App } from '@/app/app';
import { routes } from '@/app/routes';
import { loadContactForm } from '@/features/contact/use-contact-form-module';
import { countLiveLenisInstances } from '@/motion/engine';
import { ScrollTrigger } from '@/motion/gsap';
import { getMotion } from '@/motion/motion-store';

// A long visit must not grow the page's listeners. GSAP's matchMedia() gives a new MediaQueryList a
// listener for each query it is handed and never takes it back, and the home and about sections set
// up their motion with it on every visit. Browsers hand out a new list for every window.matchMedia
// call, as the stand-in below does; it counts the listeners left on all of them.

/** The listeners of every list handed out, added and not removed. */
const mediaListeners: Set<unknown>[] = [];
const countMediaListeners = () => mediaListeners.reduce((sum, own) => sum + own.size, 0);

// A plain property, not vi.spyOn (whose property setter would replace the mock's implementation).
const setupMatchMedia = Object.getOwnPropertyDescriptor(window, 'matchMedia');
function installMatchMedia(): void {
  const matchMedia = (query: string): MediaQueryList => {
    // A listener added twice to the same list is there once, as in the DOM.
    const own = new Set<unknown>();
    mediaListeners.push(own);
    return {
      // Motion allowed (`not (prefers-reduced-motion: reduce)` holds), a narrow screen otherwise.
      matches: query.startsWith('not ('),
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: unknown) => {
        if (listener) own.add(listener);
      },
      removeEventListener: (_type: string, listener: unknown) => {
        if (listener) own.delete(listener);
      },
      addListener: (listener) => {
        if (listener) own.add(listener);
      },
      removeListener: (listener) => {
        if (listener) own.delete(listener);
      },
      dispatchEvent: () => false,
    };
  };
  Object.defineProperty(window, 'matchMedia', {
    value: matchMedia,
    configurable: true,
    writable: true,
  });
}

/** Listeners on window, added and not removed. */
const windowListeners = new Set<string>();
const listenerIds = new WeakMap<object, number>();
let nextListenerId = 0;
function installWindowListenerCount(): void {
  const key = (
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options: unknown,
  ) => {
    if (!listener) return null;
    let id = listenerIds.get(listener);
    if (id === undefined) {
      id = nextListenerId += 1;
      listenerIds.set(listener, id);
    }
    const capture =
      typeof options === 'boolean'
        ? options
        : Boolean((options as AddEventListenerOptions | undefined)?.capture);
    return `${type} ${id} ${capture}`;
  };
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    const entry = key(type, listener, options);
    if (entry) windowListeners.add(entry);
    add(type, listener, options);
  });
  vi.spyOn(window, 'removeEventListener').mockImplementation((type, listener, options) => {
    const entry = key(type, listener, options);
    if (entry) windowListeners.delete(entry);
    remove(type, listener, options);
  });
}

/**
 * The hero as a browser has it: loaded as soon as it is asked for. jsdom never loads an image, which
 * left the loader up until its fallback, on the wall clock: a test slower than that saw it lift halfway.
 */
class LoadedImage {
  constructor() {
    const image = document.createElement('img');
    queueMicrotask(() => image.dispatchEvent(new Event('load')));
    return image;
  }
}

/** What a visit may hold while the page is open, and must not add to each time it comes back. */
function holdings() {
  return {
    mediaQueryListeners: countMediaListeners(),
    windowListeners: windowListeners.size,
    scrollTriggers: ScrollTrigger.getAll().length,
    lenis: countLiveLenisInstances(),
  };
}

describe('a long visit', () => {
  let router: ReturnType<typeof createMemoryRouter>;
  let unmount: () => void = () => undefined;
  let once: ReturnType<typeof holdings>;
  const visit = async (path: string) => {
    await act(() => router.navigate(path));
    expect(router.state.location.pathname).toBe(path);
  };

  // The first load, then a first round trip: every chunk imported, every section set up once. What
  // that holds is the measure for the four returns the tests make. It is set-up, not the tests' own
  // work: with it, the test took 3.4-4.2 s on a quiet machine and over Vitest's 5 s with a busy loop on
  // one core; the four returns alone take 1.1-1.3 s, and 2.6-3.2 s with the busy loop.
  //
  // The page's timers (the loader's hand-over and fallback, the idle fetch of the contact form) run on
  // a clock the test moves: the loader lifts when the test says, and never because the machine was
  // slow. The census is taken on the page as a visitor has it: the loader gone, the form's code in.
  //
  // Three hooks (the first load; the loader settled; the first round trip), each with Vitest's 10 s for
  // a hook: in one, the set-up took over 10 s on a machine busier than two busy cores.
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('Image', LoadedImage);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    installMatchMedia();
    installWindowListenerCount();
    router = createMemoryRouter(routes, { initialEntries: ['/'] });
    // Its own root, not Testing Library's render: that one is unmounted after each test, and the visit
    // goes on over several.
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    act(() => root.render(<App router={router} />));
    unmount = () => act(() => root.unmount());
    await act(() => router.navigate('/'));
  });
  beforeAll(async () => {
    // The hero is in and GSAP can play the config's eases: the loader hands over, then lifts.
    await act(() => new Promise<void>((ready) => whenEasesReady(ready)));
    expect(document.querySelector('.animation-start')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(getMotion().loader.dismissDelayMs);
    });
    expect(screen.queryByTestId('loader')).toBeNull();
    // The form's code, as the page has it once idle: the next home mounts the form ahead.
    await act(() => loadContactForm());
  });
  beforeAll(async () => {
    await visit('/about');
    await visit('/');
    expect(document.querySelector('#name')).not.toBeNull();
    once = holdings();
  });
  afterAll(() => {
    unmount();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    router.dispose();
    vi.restoreAllMocks();
    if (setupMatchMedia) Object.defineProperty(window, 'matchMedia', setupMatchMedia);
    mediaListeners.length = 0;
    windowListeners.clear();
  });

  it('holds one Lenis, and media listeners, after leaving and entering home once', () => {
    expect(once.lenis).toBe(1);
    expect(once.mediaQueryListeners).toBeGreaterThan(0);
  });

  // One return a test, each with Vitest's 5 s for a test to itself: the four returns in one test took
  // 2.0-4.7 s on two busy cores.
  let returns = 1;
  it.each([2, 3, 4, 5])(
    'holds as much after leaving and entering home again (return %i of five) as after once',
    async () => {
      await visit('/about');
      await visit('/');
      returns += 1;
      expect(holdings(), `after ${returns} returns`).toEqual(once);
    },
  );
});
