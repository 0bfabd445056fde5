import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => cleanup());

// ScrollTrigger, once a file has used it, checks the scroll on a 250 ms interval for the life of the
// process; left running, it fires after jsdom is gone ("requestAnimationFrame is not defined"). Stop it
// with the file, in the files that registered it (GSAP alone, used to read an ease, starts no timer).
afterAll(async () => {
  if (typeof window === 'undefined' || !('gsapVersions' in window)) return;
  const { gsap } = await import('gsap');
  // A registered plugin is one of GSAP's globals (a method GSAP's types leave out).
  const { globals } = gsap.core as unknown as { globals: () => Record<string, unknown> };
  if (!globals().ScrollTrigger) return;
  const { ScrollTrigger } = await import('gsap/ScrollTrigger');
  ScrollTrigger.disable(false);
});

// Browser stand-ins, for tests that run in jsdom (node-environment tests have no window).
if (typeof window !== 'undefined') installBrowserStandIns();

function installBrowserStandIns(): void {
  // jsdom lacks these browser APIs that Lenis, GSAP and the media-query hooks use.
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    });
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
  }

  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: { ready: Promise.resolve() },
      configurable: true,
    });
  }

  // jsdom has <dialog> but not its modal methods.
  if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
    Object.assign(HTMLDialogElement.prototype, {
      showModal(this: HTMLDialogElement) {
        this.setAttribute('open', '');
      },
      close(this: HTMLDialogElement) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      },
    });
  }
}
