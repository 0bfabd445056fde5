import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { motion } from '@/motion/motion.config';
import { useShellLoader } from './use-shell-loader';

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
