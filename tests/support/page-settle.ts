// The one wait before a screenshot, in the page: typed functions that both browser runners send to the
// page as they are (Playwright's `page.evaluate`, the cross-browser pages' `evaluate`), so each is
// self-contained: it uses nothing from this module's scope.

/**
 * Web fonts in, and the images that meet the viewport loaded and decoded (`all`: every image, lazy ones
 * made eager, for a full-page shot). False while one is still loading.
 */
export async function imagesReady(all: boolean): Promise<boolean> {
  await document.fonts.ready;
  const inView = (img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  };
  const images = Array.from(document.images).filter((img) => all || inView(img));
  if (all) for (const img of images) img.loading = 'eager';
  if (!images.every((img) => img.complete)) return false;
  await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  return true;
}

/**
 * Nothing moves: the running finite animations and transitions have ended (an endless spinner is left
 * to the screenshot, which stops it; a paused animation's end never comes), then the scroll position and
 * every inline style (GSAP's tweens, the stack's transforms and pin) hold over three frames, and no
 * finite animation or transition runs at their end: one that started during those frames (a class
 * change, a hover) moves nothing inline and would otherwise pass for stillness. False to be asked again.
 */
export async function stillOverThreeFrames(): Promise<boolean> {
  const runningFinite = () =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      );
  await Promise.all(runningFinite().map((animation) => animation.finished.catch(() => undefined)));
  const state = () =>
    `${window.scrollX},${window.scrollY}|${Array.from(
      document.querySelectorAll<HTMLElement>('[style]'),
      (el) => el.style.cssText,
    ).join('|')}`;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const before = state();
  await frame();
  await frame();
  await frame();
  return state() === before && runningFinite().length === 0;
}
