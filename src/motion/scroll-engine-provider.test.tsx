import { StrictMode, useEffect, useRef } from 'react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { countLiveLenisInstances } from './engine';
import { ScrollTrigger, useGSAP } from './gsap';
import { ScrollEngineProvider } from './scroll-engine-provider';
import { useScrollEngine } from './scroll-engine-context';

function Section() {
  const scope = useRef<HTMLDivElement>(null);
  useGSAP(
    () => {
      ScrollTrigger.create({ trigger: scope.current, start: 'top bottom' });
    },
    { scope },
  );
  return <div ref={scope}>section</div>;
}

const probe: { api: ReturnType<typeof useScrollEngine> | null } = { api: null };
function Probe() {
  const api = useScrollEngine();
  useEffect(() => {
    probe.api = api;
  }, [api]);
  return null;
}

function Page() {
  return (
    <StrictMode>
      <ScrollEngineProvider>
        <Probe />
        <Section />
        <Section />
      </ScrollEngineProvider>
    </StrictMode>
  );
}

describe('ScrollEngineProvider under StrictMode', () => {
  it('leaves exactly one Lenis instance and no duplicate ScrollTriggers after the double mount', () => {
    const { unmount } = render(<Page />);
    expect(countLiveLenisInstances()).toBe(1);
    expect(ScrollTrigger.getAll()).toHaveLength(2);
    expect(document.documentElement.classList.contains('lenis')).toBe(true);

    unmount();
    expect(countLiveLenisInstances()).toBe(0);
    expect(ScrollTrigger.getAll()).toHaveLength(0);
  });

  it('uses native scrolling (no Lenis) under prefers-reduced-motion: reduce', () => {
    const original = window.matchMedia.bind(window);
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...original(query),
      matches: query.includes('prefers-reduced-motion: reduce'),
    }));
    try {
      const { unmount } = render(<Page />);
      expect(countLiveLenisInstances()).toBe(0);
      expect(probe.api?.isSmooth()).toBe(false);
      probe.api?.stop();
      expect(document.documentElement.style.overflow).toBe('hidden');
      probe.api?.start();
      expect(document.documentElement.style.overflow).toBe('');
      unmount();
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps the page stopped until every lock is released', () => {
    const { unmount } = render(<Page />);
    const html = document.documentElement;
    probe.api?.stop();
    probe.api?.stop();
    probe.api?.start();
    expect(html.classList.contains('lenis-stopped')).toBe(true);
    probe.api?.start();
    expect(html.classList.contains('lenis-stopped')).toBe(false);
    unmount();
  });
});

describe('the engine reports every scroll of the page', () => {
  function scrollWindowTo(y: number) {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  }

  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });

  it.each([
    ['with Lenis', false],
    ['under reduced motion', true],
  ])('%s: each window scroll event reaches the subscribers, until they leave', (_, reduce) => {
    const original = window.matchMedia.bind(window);
    const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...original(query),
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    }));
    try {
      const { unmount } = render(<Page />);
      const seen: number[] = [];
      const off = probe.api?.onScroll((y) => seen.push(y));
      // A scroll Lenis did not make (the scrollbar, a script), then two more.
      scrollWindowTo(40);
      scrollWindowTo(160);
      scrollWindowTo(120);
      expect(seen).toEqual([40, 160, 120]);
      expect(probe.api?.scrollY()).toBe(120);
      off?.();
      scrollWindowTo(300);
      expect(seen).toEqual([40, 160, 120]);
      unmount();
      // A destroyed engine no longer listens.
      scrollWindowTo(500);
      expect(seen).toEqual([40, 160, 120]);
    } finally {
      spy.mockRestore();
    }
  });
});
