import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeScrollEngine as engine } from './fake-scroll-engine';
import { ScrollEngineContext, type ScrollEngineApi } from './scroll-engine-context';
import { useLockScroll } from './use-lock-scroll';

function Lock({ locked }: { locked: boolean }) {
  useLockScroll(locked);
  return null;
}

function mount(api: ScrollEngineApi, locked: boolean) {
  const ui = (value: boolean) => (
    <ScrollEngineContext.Provider value={api}>
      <Lock locked={value} />
    </ScrollEngineContext.Provider>
  );
  const view = render(ui(locked));
  return { ...view, lock: (value: boolean) => view.rerender(ui(value)) };
}

/** One frame: its animation-frame callbacks, then the tasks they queued. */
function nextFrame() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

describe('useLockScroll', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops the page after the frame that shows what locked it, not in the same task', () => {
    const api = engine();
    const { lock, unmount } = mount(api, false);
    lock(true);
    expect(api.stop).not.toHaveBeenCalled();
    nextFrame();
    expect(api.stop).toHaveBeenCalledTimes(1);
    lock(false);
    expect(api.start).toHaveBeenCalledTimes(1);
    unmount();
    expect(api.start).toHaveBeenCalledTimes(1);
  });

  it('never stops the page for a lock released before that frame', () => {
    const api = engine();
    const { lock, unmount } = mount(api, true);
    lock(false);
    nextFrame();
    nextFrame();
    expect(api.stop).not.toHaveBeenCalled();
    expect(api.start).not.toHaveBeenCalled();
    unmount();
  });

  it('releases a lock held when the component goes', () => {
    const api = engine();
    const { unmount } = mount(api, true);
    nextFrame();
    expect(api.stop).toHaveBeenCalledTimes(1);
    unmount();
    expect(api.start).toHaveBeenCalledTimes(1);
  });
});
