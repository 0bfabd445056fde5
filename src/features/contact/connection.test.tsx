import { act, render, screen } from '@testing-library/react';
import { vi, type MockInstance } from 'vitest';
import { onReconnect, useOnline } from './connection';

function Reader({ name }: { name: string }) {
  return <p>{`${name}: ${useOnline() ? 'online' : 'offline'}`}</p>;
}

function renderReaders() {
  return render(
    <>
      <Reader name="a" />
      <Reader name="b" />
      <Reader name="c" />
    </>,
  );
}

/** How many window listeners of `type` the spy saw added (or removed). */
const countOf = (spy: MockInstance<Window['addEventListener']>, type: string) =>
  spy.mock.calls.filter(([listened]) => listened === type).length;

function goOffline(onLine: MockInstance<() => boolean>) {
  onLine.mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

function goOnline(onLine: MockInstance<() => boolean>) {
  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

describe('connection', () => {
  let onLine: MockInstance<() => boolean>;
  let added: MockInstance<Window['addEventListener']>;
  let removed: MockInstance<Window['removeEventListener']>;

  beforeEach(() => {
    onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    added = vi.spyOn(window, 'addEventListener');
    removed = vi.spyOn(window, 'removeEventListener');
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('listens to the window once, however many readers and reconnect handlers there are', () => {
    const view = renderReaders();
    const stops = [onReconnect(() => undefined), onReconnect(() => undefined)];
    expect(countOf(added, 'online')).toBe(1);
    expect(countOf(added, 'offline')).toBe(1);

    stops.forEach((stop) => stop());
    expect(countOf(removed, 'online')).toBe(0);
    view.unmount();
    expect(countOf(removed, 'online')).toBe(1);
    expect(countOf(removed, 'offline')).toBe(1);
  });

  it('moves every reader together when the connection goes and comes back', () => {
    renderReaders();
    expect(screen.getAllByText(/: online$/)).toHaveLength(3);

    goOffline(onLine);
    expect(screen.getAllByText(/: offline$/)).toHaveLength(3);

    goOnline(onLine);
    expect(screen.getAllByText(/: online$/)).toHaveLength(3);
  });

  it('calls a reconnect handler on each `online` event only, until it stops', () => {
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onReconnect(first);
    const stopSecond = onReconnect(second);

    goOffline(onLine);
    expect(first).not.toHaveBeenCalled();
    goOnline(onLine);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    stopFirst();
    goOnline(onLine);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);

    stopSecond();
    expect(countOf(removed, 'online')).toBe(1);
  });

  it('skips a handler that an earlier one stopped during the same event', () => {
    const later = vi.fn();
    let stopLater: () => void = () => undefined;
    const stopFirst = onReconnect(() => stopLater());
    stopLater = onReconnect(later);
    goOnline(onLine);
    expect(later).not.toHaveBeenCalled();
    stopFirst();
  });
});
