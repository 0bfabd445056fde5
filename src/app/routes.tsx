import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { LoaderFallback } from './shell/loader/loader';
import { RootLayout } from './shell/root-layout';
import { recovering } from './chunk-recovery';
import { RouteErrorScreen } from './route-error-screen';
import type { RouteHandle } from './route-handle';
import { paths } from '@/config/paths';
import { loadHomeContent } from '@/screens/home/home-content';
import { BlankScreen } from '@/ui/blank-screen/blank-screen';

/** A screen's lazy chunk: its `component` export, and its `loader` export where it has one. */
function screen<C extends string, L extends string = never>(
  load: () => Promise<Record<C, ComponentType> & Record<L, LoaderFunction>>,
  component: C,
  loader?: L,
): RouteObject['lazy'] {
  return recovering(async () => {
    const module = await load();
    return loader
      ? { Component: module[component], loader: module[loader] }
      : { Component: module[component] };
  });
}

/**
 * The route table. A screen's `handle` states what differs from a plain screen (`RouteHandle`): a
 * static footer. (Which motion a screen plays is the studio's to know: src/features/motion-studio.) Every screen is a lazy chunk, loaded on its first visit (`recovering`: a load that
 * works clears the one-reload guard of a chunk that could not load).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    caseSensitive: true,
    Component: RootLayout,
    // The layout itself failed: the error screen stands alone.
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: LoaderFallback,
    children: [
      {
        // Screen errors render inside the shell, with the navbar still there.
        ErrorBoundary: RouteErrorScreen,
        children: [
          {
            id: 'home',
            index: true,
            // The screen and its content (src/screens/home/home-content.ts) load together, once.
            lazy: screen(async () => {
              const [module] = await Promise.all([
                import('@/screens/home/home-screen'),
                loadHomeContent(),
              ]);
              return module;
            }, 'HomeScreen'),
          },
          {
            path: paths.portfolio,
            caseSensitive: true,
            lazy: screen(() => import('@/screens/portfolio/portfolio-screen'), 'PortfolioScreen'),
          },
          {
            path: paths.project,
            caseSensitive: true,
            lazy: screen(
              () => import('@/screens/project/project-screen'),
              'ProjectScreen',
              'projectLoader',
            ),
          },
          {
            path: paths.services,
            caseSensitive: true,
            lazy: screen(() => import('@/screens/services/services-screen'), 'ServicesScreen'),
          },
          {
            path: paths.about,
            caseSensitive: true,
            handle: { footer: 'static' } satisfies Partial<RouteHandle>,
            lazy: screen(() => import('@/screens/about/about-screen'), 'AboutScreen'),
          },
          {
            path: '*',
            caseSensitive: true,
            lazy: screen(() => import('@/screens/not-found/not-found-screen'), 'NotFoundScreen'),
          },
        ],
      },
    ],
  },
  ...paths.earlyAccess.map((path): RouteObject => ({
    path,
    caseSensitive: true,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: BlankScreen,
    lazy: screen(() => import('@/screens/early-access/early-access-screen'), 'EarlyAccessScreen'),
  })),
];
