import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '@/styles/global-style';
import { theme } from '@/styles/theme';

/** Theme and global styles: the same in the browser and in the prerender. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/**
 * The router's updates render at once, not as transitions (`useTransitions={false}`): a transition's
 * render yields to the visitor's input and is thrown away when that input updates the page, and
 * Chromium keeps every `<img>` it built inside a `<picture>` registered with the document's media
 * queries for good, so each interrupted route change kept a whole page alive (decision 0029,
 * tests/e2e/long-visit.spec.ts). A page renders in one go instead: measured, no slower to answer a
 * navbar click (`npm run bench:interact`).
 */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  );
}
