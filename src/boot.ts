import '@/styles/fonts';

// The page's entry: the prerendered HTML paints first, then the app loads, so on a slow connection the
// hero image and fonts are not queued behind the scripts.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};
requestAnimationFrame(() => setTimeout(start));
// A tab opened in the background gets no animation frames: start anyway.
setTimeout(start, 250);
