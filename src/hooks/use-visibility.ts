import { useEffect, useState } from 'react';

/**
 * Whether at least `share` of the element is in the viewport (0: any of it, or touching its edge);
 * `assume` until the observer has answered, or where there is none.
 */
export function useInView(element: Element | null, { share = 0, assume = false } = {}): boolean {
  const [inView, setInView] = useState(assume);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) =>
        setInView(entry ? entry.isIntersecting && entry.intersectionRatio >= share : assume),
      { threshold: share },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, share, assume]);
  return inView;
}

/** Whether the browser tab is visible. */
export function usePageVisible(): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const onChange = () => setVisible(!document.hidden);
    onChange();
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}
