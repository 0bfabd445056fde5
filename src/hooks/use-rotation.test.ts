import { act, renderHook } from '@testing-library/react';
import type { FocusEvent, PointerEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotation } from './use-rotation';

// The spec's About rotations, written out so that this generic hook's tests do not read the site's config.
const tabRotationMs = 10000;
const testimonialRotationMs = 4000;
const testimonialHideDelayMs = 3000;

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};
const mouse = { pointerType: 'mouse' } as PointerEvent;

describe('useRotation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('spec: the About tabs move on every 10000 ms, wrapping after the third', () => {
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: tabRotationMs }));
    expect(tabRotationMs).toBe(10000);
    expect(result.current.index).toBe(0);
    advance(tabRotationMs - 1);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
    advance(tabRotationMs);
    expect(result.current.index).toBe(2);
    advance(tabRotationMs);
    expect(result.current.index).toBe(0);
  });

  it('spec: testimonials hide after 3000 ms and move on at 4000 ms', () => {
    expect([testimonialRotationMs, testimonialHideDelayMs]).toEqual([4000, 3000]);
    const { result } = renderHook(() =>
      useRotation({
        count: 3,
        intervalMs: testimonialRotationMs,
        hideDelayMs: testimonialHideDelayMs,
      }),
    );
    advance(testimonialHideDelayMs - 1);
    expect(result.current).toMatchObject({ index: 0, hiding: false });
    advance(1);
    expect(result.current).toMatchObject({ index: 0, hiding: true });
    advance(testimonialRotationMs - testimonialHideDelayMs);
    expect(result.current).toMatchObject({ index: 1, hiding: false });
  });

  it('a selection restarts the timer', () => {
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: tabRotationMs }));
    advance(tabRotationMs - 100);
    act(() => result.current.select(2));
    advance(tabRotationMs - 1);
    expect(result.current.index).toBe(2);
    advance(1);
    expect(result.current.index).toBe(0);
  });

  it('hover holds it, and leaving resumes the slot where it stopped; touch does not hold it', () => {
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: tabRotationMs }));
    act(() => result.current.hoverProps.onPointerEnter({ pointerType: 'touch' } as PointerEvent));
    expect(result.current.paused).toBe(false);
    advance(6000);
    act(() => result.current.hoverProps.onPointerEnter(mouse));
    advance(tabRotationMs * 3);
    expect(result.current).toMatchObject({ index: 0, paused: true });
    act(() => result.current.hoverProps.onPointerLeave(mouse));
    advance(tabRotationMs - 6000 - 1);
    expect(result.current.index).toBe(0);
    advance(1);
    expect(result.current.index).toBe(1);
  });

  it('a held testimonial shows again, and hides on resuming if its time to hide had passed', () => {
    const { result } = renderHook(() =>
      useRotation({
        count: 3,
        intervalMs: testimonialRotationMs,
        hideDelayMs: testimonialHideDelayMs,
      }),
    );
    advance(testimonialHideDelayMs + 200);
    expect(result.current.hiding).toBe(true);
    act(() => result.current.hoverProps.onPointerEnter(mouse));
    expect(result.current.hiding).toBe(false);
    advance(testimonialRotationMs * 2);
    act(() => result.current.hoverProps.onPointerLeave(mouse));
    advance(0);
    expect(result.current).toMatchObject({ index: 0, hiding: true });
    advance(testimonialRotationMs - testimonialHideDelayMs - 200);
    expect(result.current).toMatchObject({ index: 1, hiding: false });
  });

  it('keyboard focus holds it until focus leaves; a mouse click focus does not', () => {
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: tabRotationMs }));
    const region = document.createElement('div');
    const keyboardFocus = { target: document.createElement('button') };
    Object.defineProperty(keyboardFocus.target, 'matches', { value: () => true });
    act(() => result.current.focusProps.onFocus(keyboardFocus as unknown as FocusEvent));
    advance(tabRotationMs * 2);
    expect(result.current.index).toBe(0);
    act(() =>
      result.current.focusProps.onBlur({
        currentTarget: region,
        relatedTarget: null,
      } as unknown as FocusEvent),
    );
    advance(tabRotationMs);
    expect(result.current.index).toBe(1);

    const mouseFocus = { target: document.createElement('button') };
    Object.defineProperty(mouseFocus.target, 'matches', { value: () => false });
    act(() => result.current.focusProps.onFocus(mouseFocus as unknown as FocusEvent));
    advance(tabRotationMs);
    expect(result.current.index).toBe(2);
  });

  it('the control pauses and plays; play wins over hover', () => {
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: tabRotationMs }));
    expect(result.current.playing).toBe(true);
    act(() => result.current.togglePlaying());
    advance(tabRotationMs * 2);
    expect(result.current).toMatchObject({ index: 0, playing: false, paused: true });
    act(() => result.current.hoverProps.onPointerEnter(mouse));
    act(() => result.current.togglePlaying());
    advance(tabRotationMs);
    expect(result.current).toMatchObject({ index: 1, playing: true });
  });

  it('does not rotate under reduced motion unless the visitor presses play', () => {
    mockReducedMotion(true);
    const { result } = renderHook(() => useRotation({ count: 3, intervalMs: tabRotationMs }));
    advance(tabRotationMs * 3);
    expect(result.current).toMatchObject({ index: 0, playing: false });
    act(() => result.current.togglePlaying());
    advance(tabRotationMs);
    expect(result.current.index).toBe(1);
  });
});
