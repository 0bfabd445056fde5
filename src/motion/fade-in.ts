import { gsap } from './gsap';

/**
 * An element's opacity from 0 to 1 as a GSAP tween (the studio can scrub it) that reads no style. A
 * tween of a CSS property reads its computed value first, twice for `fromTo`, and each read makes the
 * browser recalculate the page's styles inside the click that started it; this one tweens a plain
 * number and writes it. The element's own opacity is back when the tween ends; call the returned
 * `restore` where the tween is reverted (its context's cleanup) so an interrupted fade leaves none.
 */
export function fadeIn(
  element: HTMLElement,
  vars: { duration: number; ease: string },
): { tween: gsap.core.Tween; restore: () => void } {
  const state = { opacity: 0 };
  const restore = () => element.style.removeProperty('opacity');
  element.style.opacity = '0';
  const tween = gsap.to(state, {
    opacity: 1,
    ...vars,
    onUpdate: () => {
      element.style.opacity = String(state.opacity);
    },
    onComplete: restore,
  });
  return { tween, restore };
}
