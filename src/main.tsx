import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createRouter, readPrerenderedPage } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the site into');

if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

// The designers' motion studio (development, opened with `?tune`) plugs into the motion code before the
// first render, so every timeline built reaches it; without `?tune` its code is not even fetched. A
// production build has no trace of it.
if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('tune')) {
  const { connectStudio } = await import('@/features/motion-studio/studio-state');
  connectStudio();
}

const page = readPrerenderedPage();
const { router, hydrate } = await createRouter(page);
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

if (hydrate) {
  // As a transition, hydration works in slices of a few milliseconds and lets the browser in between
  // (input, paint), instead of one long task; the loader covers the page meanwhile (decision 0009).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // No HTML for this path (the dev server, or 404.html answering an unknown path), or its screen could
  // not load: render afresh. The HTML there (its loader) stays until React's first commit replaces it,
  // so nothing blinks between.
  createRoot(container).render(app);
}
