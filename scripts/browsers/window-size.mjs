// Sizing a browser window so that its page's viewport has an exact size, when the window manager
// (here GTK, for WebKit's MiniBrowser) applies a new size some time after it was asked for.
import { setTimeout as delay } from 'node:timers/promises';

/**
 * @typedef {object} SizableWindow
 * @property {() => Promise<[number, number]>} viewport The page's innerWidth and innerHeight.
 * @property {() => Promise<{ width: number, height: number }>} outer The window's outer size.
 * @property {(width: number, height: number) => Promise<void>} setOuter Asks for an outer size.
 */

/**
 * Sizes `window` so that the viewport is `width` x `height`, as far as the window allows: GTK
 * applies a size when it gets to it, after `setOuter` has answered. Measured again before the page
 * sees it, the old viewport and the new window added the difference twice (a 1440x900 page came
 * out 1856x1070 under load). So after each request this waits for the page to see a new size, and
 * asks again only then; a window that does not change within `settleMs` (MiniBrowser is never
 * narrower than 447 px) is not asked again, and the caller checks the size it needs.
 * @param {SizableWindow} window
 * @param {number} width
 * @param {number} height
 * @param {{ settleMs?: number, pollMs?: number }} [options]
 * @returns {Promise<[number, number]>} The viewport's size in the end.
 */
export async function sizeViewport(window, width, height, { settleMs = 1_000, pollMs = 20 } = {}) {
  let [innerW, innerH] = await window.viewport();
  for (let request = 0; request < 4 && (innerW !== width || innerH !== height); request += 1) {
    const outer = await window.outer();
    await window.setOuter(outer.width + width - innerW, outer.height + height - innerH);
    const [beforeW, beforeH] = [innerW, innerH];
    const until = Date.now() + settleMs;
    while (innerW === beforeW && innerH === beforeH) {
      if (Date.now() > until) return [innerW, innerH];
      await delay(pollMs);
      [innerW, innerH] = await window.viewport();
    }
  }
  return [innerW, innerH];
}
