// The in-page waits, one module for every runner, benchmark and soak: typed functions sent to the page
// as they are (Playwright's `page.evaluate`, the cross-browser pages' `evaluate`), so each is
// self-contained and uses nothing from this module's scope. Each waits for the page's own signal, never
// for a fixed time:
// - ready: `appShown` (the app, its screen's heading, no loader), `fontsReady`;
// - settled: `imagesReady` and `stillOverThreeFrames`, the one wait before a screenshot;
// - scroll still: `armScrollEnd` before the input, `scrollEnded` after it (the end of a scroll), or
//   `armWheelCount` and `wheelsEnded` (wheels that may move nothing);
// - a frame: `twoFrames`, what the page scheduled for the next frame has run;
// - idle: `idle`, the page has a moment with nothing to do (its deferred work has run).

/**
 * Ready: resolves once the app's main landmark holds its screen's heading and no loader covers it (the
 * first load, and a lazy screen's first visit), on the page's own record of its DOM.
 */
export function appShown(): Promise<true> {
  const shown = () =>
    document.querySelector('main#main h1') !== null &&
    document.querySelector('[data-testid="loader"]') === null;
  return new Promise((resolve) => {
    if (shown()) {
      resolve(true);
      return;
    }
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(true);
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  });
}

/** Resolves once the page's web fonts are in. */
export async function fontsReady(): Promise<true> {
  await document.fonts.ready;
  return true;
}

/**
 * Web fonts in, and the images that meet the viewport loaded and decoded (`all`: every image, lazy ones
 * made eager, for a full-page shot). False while one is still loading.
 */
export async function imagesReady(all: boolean): Promise<boolean> {
  await document.fonts.ready;
  const inView = (img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  };
  const images = Array.from(document.images).filter((img) => all || inView(img));
  if (all) for (const img of images) img.loading = 'eager';
  if (!images.every((img) => img.complete)) return false;
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  return true;
}

/**
 * Nothing moves: the running finite animations and transitions have ended (an endless spinner is left
 * to the screenshot, which stops it; a paused animation's end never comes), then the scroll position and
 * every inline style (GSAP's tweens, the stack's transforms and pin) hold over three frames, and no
 * finite animation or transition runs at their end: one that started during those frames (a class
 * change, a hover) moves nothing inline and would otherwise pass for stillness. False to be asked again.
 *
 * `timersFromMs`: a running animation with more than this left is a timer's progress (the About tabs'
 * 10 s bar, which starts the next one when it ends), not a movement to wait out, and is left running;
 * for a step that waits between inputs. By default every finite animation is waited out (a screenshot).
 */
export async function stillOverThreeFrames(timersFromMs?: number | null): Promise<boolean> {
  const left = (animation: Animation) => {
    const timing = animation.effect?.getComputedTiming();
    return Number(timing?.endTime ?? 0) - Number(timing?.localTime ?? 0);
  };
  const runningFinite = () =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity &&
          (timersFromMs == null || left(animation) <= timersFromMs),
      );
  await Promise.all(runningFinite().map((animation) => animation.finished.catch(() => undefined)));
  const state = () =>
    `${window.scrollX},${window.scrollY}|${Array.from(
      document.querySelectorAll<HTMLElement>('[style]'),
      (el) => el.style.cssText,
    ).join('|')}`;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const before = state();
  await frame();
  await frame();
  await frame();
  return state() === before && runningFinite().length === 0;
}

type ScrollEndWindow = Window & { scrollEnd?: Promise<number> };

/** The page side of `scrollEnd` (tests/support/site-steps.ts): starts listening. */
export function armScrollEnd(): true {
  const root = document.documentElement;
  const lenis = root.classList.contains('lenis');
  (window as ScrollEndWindow).scrollEnd = new Promise((resolve) => {
    if (!lenis) {
      addEventListener('scroll', () => resolve(window.scrollY), { once: true, capture: true });
      return;
    }
    let wheeled = false;
    const onWheel = () => (wheeled = true);
    const onEnd = (event: Event) => {
      const fromLenis =
        event instanceof CustomEvent &&
        (event.detail as { lenisScrollEnd?: boolean } | null)?.lenisScrollEnd === true;
      if (!wheeled || !fromLenis || root.classList.contains('lenis-scrolling')) return;
      removeEventListener('wheel', onWheel, { capture: true });
      removeEventListener('scrollend', onEnd);
      resolve(window.scrollY);
    };
    addEventListener('wheel', onWheel, { capture: true, passive: true });
    addEventListener('scrollend', onEnd);
  });
  return true;
}

/** The page side of `scrollEnd`: resolves with the position the armed scroll ended at. */
export function scrollEnded(): Promise<number> {
  const armed = (window as ScrollEndWindow).scrollEnd;
  return armed ?? Promise.reject(new Error('no scroll end armed: call scrollEnd first'));
}

type WheelCountWindow = Window & { wheels?: number; wheelCounter?: boolean };

/**
 * The page side of a wheel that need not move the page (at its top, or a run of them: `wheelAndSettle`
 * in tests/support/soak.ts): counts the wheel events that reach the page from now. Lenis only.
 */
export function armWheelCount(): true {
  if (!document.documentElement.classList.contains('lenis')) {
    throw new Error('the wheel count waits for Lenis: this page scrolls without it');
  }
  const counter = window as WheelCountWindow;
  counter.wheels = 0;
  if (!counter.wheelCounter) {
    counter.wheelCounter = true;
    addEventListener('wheel', () => (counter.wheels = (counter.wheels ?? 0) + 1), {
      capture: true,
      passive: true,
    });
  }
  return true;
}

/**
 * Scroll still after `wheels` wheel events: each has reached the page (counted by `armWheelCount`), and
 * Lenis no longer marks it as scrolling (`lenis-scrolling` on <html>, set in a wheel's own dispatch and
 * cleared when its scroll completes), so a wheel that moves nothing ends too. False to be asked again.
 */
export function wheelsEnded(wheels: number): boolean {
  return (
    (window as WheelCountWindow).wheels === wheels &&
    !document.documentElement.classList.contains('lenis-scrolling')
  );
}

/** Resolves two frames from now: what the page scheduled for the next frame has run. */
export function twoFrames(): Promise<true> {
  return new Promise((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => done(true))),
  );
}

/**
 * Resolves when the page is idle: the browser's own idle callback (the work a page defers to idle has
 * run), bounded by its `timeout` so that a page never idle still answers. Chromium and Firefox; WebKit
 * has no idle callback and resolves at the next frame.
 */
export function idle(): Promise<true> {
  return new Promise((done) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => done(true), { timeout: 2000 });
    else requestAnimationFrame(() => done(true));
  });
}
