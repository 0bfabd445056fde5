// Sizing a browser window so that its page's viewport has an exact size, when the window manager
// (here GTK, for WebKit's MiniBrowser) applies a new size some time after it was asked for.

export interface SizableWindow {
  /** The page's innerWidth and innerHeight. */
  viewport: () => Promise<[number, number]>;
  /** The window's outer size. */
  outer: () => Promise<{ width: number; height: number }>;
  /** Asks for an outer size. */
  setOuter: (width: number, height: number) => Promise<void>;
  /** Listens, from now, for the page's next resize event, and returns the wait for it, which resolves with the viewport's size then (and fails, saying so, when none comes in a bounded time). */
  nextResize: () => Promise<() => Promise<[number, number]>>;
}

/**
 * Sizes `window` so that the viewport is `width` x `height`, as far as the window allows: GTK
 * applies a size when it gets to it, after `setOuter` has answered. Measured again before the page
 * sees it, the old viewport and the new window added the difference twice (a 1440x900 page came
 * out 1856x1070 under load). So each request is followed by the page's own resize event, and the
 * viewport is measured then, never before. A size the window cannot take brings no resize event: a
 * width under `minWidth` (MiniBrowser is never narrower than 447 px) is asked as `minWidth`, and a
 * size the window has already is not asked at all; the caller checks the size it needs.
 * @returns The viewport's size in the end.
 */
export async function sizeViewport(
  window: SizableWindow,
  width: number,
  height: number,
  { minWidth = 0 }: { minWidth?: number } = {},
): Promise<[number, number]> {
  let [innerW, innerH] = await window.viewport();
  for (let request = 0; request < 4 && (innerW !== width || innerH !== height); request += 1) {
    const outer = await window.outer();
    const askedW = Math.max(outer.width + width - innerW, minWidth);
    const askedH = outer.height + height - innerH;
    if (askedW === outer.width && askedH === outer.height) break;
    const resized = await window.nextResize();
    await window.setOuter(askedW, askedH);
    [innerW, innerH] = await resized();
  }
  return [innerW, innerH];
}
