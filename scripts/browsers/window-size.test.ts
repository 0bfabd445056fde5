import { describe, expect, it } from 'vitest';
import { sizeViewport } from './window-size.mjs';

/**
 * A window whose manager applies each asked size only after the page has been measured `lag`
 * times since, as GTK does under load; its frame adds 0 x 38 px to the viewport.
 */
function lateWindow(lag: number, initial = { width: 1024, height: 768 }) {
  let outer = { ...initial };
  const pending: { width: number; height: number; after: number }[] = [];
  let reads = 0;
  const asked: string[] = [];
  return {
    asked,
    window: {
      viewport: (): Promise<[number, number]> => {
        reads += 1;
        while (pending[0] && pending[0].after <= reads) {
          const { width, height } = pending.shift()!;
          outer = { width, height };
        }
        return Promise.resolve([outer.width, outer.height - 38]);
      },
      // The manager reports the size it was asked for at once, as GTK's window does.
      outer: () => Promise.resolve(pending.at(-1) ?? outer),
      setOuter: (width: number, height: number) => {
        asked.push(`${width}x${height}`);
        pending.push({ width, height, after: reads + lag });
        return Promise.resolve();
      },
    },
  };
}

describe('sizeViewport', () => {
  it('sizes the window once when the new size shows at once', async () => {
    const { window, asked } = lateWindow(0);
    await sizeViewport(window, 1440, 900);
    expect(await window.viewport()).toEqual([1440, 900]);
    expect(asked).toEqual(['1440x938']);
  });

  it('waits for a late size before it measures again, instead of adding the difference twice', async () => {
    const { window, asked } = lateWindow(3);
    await sizeViewport(window, 1440, 900, { pollMs: 1 });
    expect(await window.viewport()).toEqual([1440, 900]);
    expect(asked).toEqual(['1440x938']);
  });

  it('does not ask again a window that keeps its size (a minimum width), and returns that size', async () => {
    const { window, asked } = lateWindow(Number.POSITIVE_INFINITY);
    expect(await sizeViewport(window, 390, 844, { settleMs: 50, pollMs: 5 })).toEqual([1024, 730]);
    expect(asked).toEqual(['390x882']);
  });
});
