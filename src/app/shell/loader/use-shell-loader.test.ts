import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { motion } from '../../../motion/motion.config';
import { handOverDelay, heroArrivedAt, useShellLoader } from './use-shell-loader';

type Outcome = 'load' | 'error' | 'never';

/** A stand-in for `Image` whose load outcome each test decides. */
function stubImage(outcome: Outcome) {
  const created: string[] = [];
  class FakeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(value: string) {
      created.push(value);
      queueMicrotask(() => {
        if (outcome === 'load') this.onload?.();
        if (outcome === 'error') this.onerror?.();
      });
    }
  }
  vi.stubGlobal('Image', FakeImage);
  return created;
}

describe('useShellLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stores the source, sets animation-start, and clears loading exactly 1000 ms after load', async () => {
    const created = stubImage('load');
    const { result } = renderHook(() => useShellLoader('/hero.webp', 'idle'));
    expect(result.current.phase).toBe('preloading');
    await act(async () => {
      await Promise.resolve();
    });
    expect(created).toEqual(['/hero.webp']);
    expect(result.current).toMatchObject({
      phase: 'revealing',
      imageSrc: '/hero.webp',
      animationStart: true,
    });
    act(() => {
      vi.advanceTimersByTime(motion.loader.dismissDelayMs - 1);
    });
    expect(result.current.phase).toBe('revealing');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.phase).toBe('idle');
  });

  it('counts the 1000 ms from when the image arrived: a boot that came later waits only what is left', async () => {
    stubImage('load');
    vi.advanceTimersByTime(5000);
    const now = performance.now();
    // The head's preload brought the image 300 ms before the app could look at it.
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([
      { responseEnd: now - 300 } as PerformanceResourceTiming,
    ]);
    const { result } = renderHook(() => useShellLoader('/hero.webp', 'idle'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(result.current.phase).toBe('revealing');
    const left = result.current.handOverMs;
    expect(left).toBe(motion.loader.dismissDelayMs - 300);
    act(() => {
      vi.advanceTimersByTime(left - 1);
    });
    expect(result.current.phase).toBe('revealing');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.phase).toBe('idle');
  });

  it('logs "Failed to load hero image" and clears loading when the image fails', async () => {
    stubImage('error');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useShellLoader('/hero.webp', 'idle'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(error).toHaveBeenCalledWith('Failed to load hero image');
    expect(result.current.phase).toBe('idle');
  });

  it('never traps the page: gives up after the bounded fallback when the image hangs', () => {
    stubImage('never');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useShellLoader('/hero.webp', 'idle'));
    act(() => {
      vi.advanceTimersByTime(motion.loader.fallbackMs - 1);
    });
    expect(result.current.phase).toBe('preloading');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.phase).toBe('idle');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('shows the loader again while a navigation loads, and preloads again once it is done', async () => {
    const created = stubImage('load');
    const { result, rerender } = renderHook(
      ({ navigation }: { navigation: 'idle' | 'loading' }) =>
        useShellLoader('/hero.webp', navigation),
      { initialProps: { navigation: 'idle' } },
    );
    await act(async () => {
      await Promise.resolve();
    });
    act(() => {
      vi.advanceTimersByTime(motion.loader.dismissDelayMs);
    });
    expect(result.current.phase).toBe('idle');

    rerender({ navigation: 'loading' });
    expect(result.current).toMatchObject({
      phase: 'preloading',
      animationStart: false,
      returning: true,
    });
    await act(async () => {
      await Promise.resolve();
    });
    expect(created).toHaveLength(1);

    rerender({ navigation: 'idle' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(created).toHaveLength(2);
    expect(result.current.phase).toBe('revealing');
    act(() => {
      vi.advanceTimersByTime(motion.loader.dismissDelayMs);
    });
    expect(result.current.phase).toBe('idle');
  });
});

describe('the hand-over after the hero image arrived', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the full 1000 ms when the app looks as the image arrives', () => {
    expect(handOverDelay(5000, 5000)).toBe(motion.loader.dismissDelayMs);
  });

  it('is what is left of the 1000 ms when the image came earlier, never less than the lift', () => {
    expect(handOverDelay(5000, 5300)).toBe(motion.loader.dismissDelayMs - 300);
    expect(handOverDelay(5000, 9000)).toBe(motion.loader.minHandOverMs);
  });

  it('takes the arrival from the earliest finished fetch of that image by this page', () => {
    const spy = vi
      .spyOn(performance, 'getEntriesByName')
      .mockReturnValue([
        { responseEnd: 900 } as PerformanceResourceTiming,
        { responseEnd: 400 } as PerformanceResourceTiming,
        { responseEnd: 0 } as PerformanceResourceTiming,
      ]);
    expect(heroArrivedAt('/assets/hero.webp', 2000)).toBe(400);
    expect(spy).toHaveBeenCalledWith(`${window.location.origin}/assets/hero.webp`, 'resource');
  });

  it('is now when the page never fetched it (no timing entry)', () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    expect(heroArrivedAt('/assets/hero.webp', 2000)).toBe(2000);
  });
});
