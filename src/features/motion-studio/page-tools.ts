// What the studio adds to the page outside its own panel: GSDevTools' bar and ScrollTrigger's markers.

/** The name of the landmark that holds GSDevTools' bar (its own markup names nothing around it). */
export const DEVTOOLS_LABEL = 'GSDevTools timeline controls';

/**
 * ScrollTrigger's markers are a picture for the eye; the scroll map says the same in words. Each one
 * the page draws (into the body, outside any landmark) is hidden from assistive technology as it comes.
 * Returns the function that stops watching.
 */
export function hideMarkersFromReaders(root: HTMLElement = document.body): () => void {
  const mark = () => {
    for (const marker of root.querySelectorAll('[class^="gsap-marker-"]:not([aria-hidden])')) {
      marker.setAttribute('aria-hidden', 'true');
    }
  };
  mark();
  const observer = new MutationObserver(mark);
  observer.observe(root, { childList: true });
  return () => observer.disconnect();
}
