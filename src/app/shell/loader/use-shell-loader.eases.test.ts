import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { motion } from '@/motion/motion.config';
import { useShellLoader } from './use-shell-loader';

// A config with a drawn ease: GSAP's CustomEase arrives in a chunk of its own, when this test says.
const eases = vi.hoisted(() => {
  let arrive = () => undefined as void;
  const customEases = new Promise<{ registerCustomEase: () => void }>((resolve) => {
    arrive = () => resolve({ registerCustomEase: () => undefined });
  });
  return { customEases, arrive: () => arrive() };
});
vi.mock('virtual:custom-eases', async () => {
  const { easesReadyWhen } = await import('@/motion/custom-eases');
  return { whenEasesReady: easesReadyWhen(eases.customEases) };
});

class LoadingImage {
  onload: (() => void) | null = null;
  set src(_: string) {
    queueMicrotask(() => this.onload?.());
  }
}

describe('useShellLoader with a drawn ease in the config', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('Image', LoadingImage);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('hands over only once CustomEase has arrived, and never later than the fallback', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, unmount } = renderHook(() => useShellLoader('/hero.webp', 'idle'));
    await act(async () => {
      await Promise.resolve();
    });
    // The image has loaded; the curves have not: the hero's entrance waits.
    expect(result.current.phase).toBe('preloading');
    act(() => {
      vi.advanceTimersByTime(motion.loader.fallbackMs - 1);
    });
    expect(result.current.phase).toBe('preloading');
    expect(warn).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.phase).toBe('idle');
    expect(warn).toHaveBeenCalledWith(
      `Hero not ready after ${motion.loader.fallbackMs} ms; showing the page anyway`,
    );
    unmount();

    const second = renderHook(() => useShellLoader('/hero.webp', 'idle'));
    await act(async () => {
      await Promise.resolve();
    });
    expect(second.result.current.phase).toBe('preloading');
    await act(async () => {
      eases.arrive();
      await eases.customEases;
    });
    expect(second.result.current).toMatchObject({ phase: 'revealing', animationStart: true });
  });
});
