import type * as CustomEasePlugin from './custom-ease-plugin';
import { gsap } from './gsap';

/**
 * Calls `ready` once GSAP can play every ease of the motion config.
 * The page imports `whenEasesReady` from `virtual:custom-eases` (scripts/build/custom-eases.ts), which
 * is one of these two: the config draws no ease (and the build holds no CustomEase), or it does. Both
 * ship in the first load, so both are kept to a few bytes.
 */

/** No drawn ease: GSAP plays every ease of the config already. */
export const easesReadyNow = (ready: () => void) => ready();

/**
 * A drawn ease: `ready` once GSAP's CustomEase (`loading`: ./custom-ease-plugin.ts, a chunk of its own
 * requested as the app starts) is registered, or has failed to load: then GSAP plays a drawn curve as its
 * default ease, and `cssEase` linearly. Kept this small: it ships in the first load where the config draws
 * an ease.
 */
export function easesReadyWhen(loading: Promise<typeof CustomEasePlugin>) {
  const registered = loading.then((plugin) => plugin.registerCustomEase(gsap)).catch(() => {});
  return (ready: () => void) => registered.then(ready);
}
