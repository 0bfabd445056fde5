import './styles/fonts';

// The page's entry: the prerendered HTML paints first, then the app loads, so on a slow connection the
// hero image and fonts are not queued behind the scripts.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./main');
  });
});
