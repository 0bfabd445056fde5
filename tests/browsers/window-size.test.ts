import { describe, expect, it } from 'vitest';
import { sizeViewport } from './window-size.ts';

/**
 * A window whose manager applies each asked size `lag` turns of the event loop after it was asked (as
 * GTK does under load), never narrower than `minWidth`, and then tells the page with a resize event
 * (none when the size does not change); its frame adds 0 x 38 px to the viewport.
 */
function gtkWindow({ lag = 0, minWidth = 0, initial = { width: 1024, height: 768 } } = {}) {
  let outer = { ...initial };
  const resizeListeners: Array<() => void> = [];
  const asked: string[] = [];
  const viewport = (): [number, number] => [outer.width, outer.height - 38];
  const later = async () => {
    for (let turn = 0; turn < lag; turn += 1) await new Promise((done) => setImmediate(done));
  };
  return {
    asked,
    window: {
      viewport: () => Promise.resolve(viewport()),
      outer: () => Promise.resolve({ ...outer }),
      setOuter: (width: number, height: number) => {
        asked.push(`${width}x${height}`);
        const next = { width: Math.max(width, minWidth), height };
        void later().then(() => {
          if (next.width === outer.width && next.height === outer.height) return;
          outer = next;
          resizeListeners.splice(0).forEach((listener) => listener());
        });
        return Promise.resolve();
      },
      nextResize: () => {
        const resized = new Promise<[number, number]>((resolve) =>
          resizeListeners.push(() => resolve(viewport())),
        );
        return Promise.resolve(() => resized);
      },
    },
  };
}

describe('sizeViewport', () => {
  it('sizes the window once when the new size shows at once', async () => {
    const { window, asked } = gtkWindow();
    expect(await sizeViewport(window, 1440, 900)).toEqual([1440, 900]);
    expect(asked).toEqual(['1440x938']);
  });

  it("waits for a late size (the page's resize event) before it measures again, instead of adding the difference twice", async () => {
    const { window, asked } = gtkWindow({ lag: 20 });
    expect(await sizeViewport(window, 1440, 900)).toEqual([1440, 900]);
    expect(await window.viewport()).toEqual([1440, 900]);
    expect(asked).toEqual(['1440x938']);
  });

  it('asks a window with a minimum width for that width, once, and returns the size it took', async () => {
    const { window, asked } = gtkWindow({ lag: 5, minWidth: 447 });
    expect(await sizeViewport(window, 390, 844, { minWidth: 447 })).toEqual([447, 844]);
    expect(asked).toEqual(['447x882']);
  });

  it('asks nothing of a window that has the size already, or is as narrow as it goes (no resize would come)', async () => {
    const same = gtkWindow({ initial: { width: 1440, height: 938 } });
    expect(await sizeViewport(same.window, 1440, 900)).toEqual([1440, 900]);
    expect(same.asked).toEqual([]);
    const narrowest = gtkWindow({ minWidth: 447, initial: { width: 447, height: 882 } });
    expect(await sizeViewport(narrowest.window, 390, 844, { minWidth: 447 })).toEqual([447, 844]);
    expect(narrowest.asked).toEqual([]);
  });
});
