import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { heroImage, heroImageSizes } from '@/content/hero';
import { isLoaderShown } from '@/state/loader-machine';
import { ScrollEngineProvider } from '@/motion/scroll-engine-provider';
import { isStudioConnected } from '@/motion/studio-seam';
import { ShellStateContext } from '@/state/shell-state';
import { useHydrated } from '@/hooks/use-hydrated';
import { useMediaQuery } from '@/hooks/use-media-query';
import { wideQuery } from '@/styles/theme';
import { openContact } from '@/features/contact';
import { Cursor } from './cursor/cursor';
import { Footer } from './footer/footer';
import { Loader } from './loader/loader';
import { useShellLoader } from './loader/use-shell-loader';
import { useRouteHandle } from '@/app/route-handle';
import { Navbar } from './navbar/navbar';
import { SkipLink } from './skip-link';
import { useRouteEffects } from './use-route-effects';

const MAIN_ID = 'main';
/** The designers' motion studio (`?tune`, development only): production builds have no trace of it. */
const MotionStudio = import.meta.env.DEV
  ? lazy(() =>
      import('@/features/motion-studio/motion-studio').then((module) => ({
        default: module.MotionStudio,
      })),
    )
  : null;
/** The hero the loader waits for, with the sizes the home page shows it at (the same download). */
const HERO_PRELOAD = { image: heroImage, sizes: heroImageSizes };

/** The shared layout of every route but the early-access ones: navbar, cursor, content, footer. */
export function RootLayout() {
  return (
    <ScrollEngineProvider>
      <Shell />
    </ScrollEngineProvider>
  );
}

function Shell() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const screen = useRouteHandle();
  const loader = useShellLoader(HERO_PRELOAD, navigation.state);
  const wide = useMediaQuery(wideQuery);
  // The small-screen menu belongs to the page it was opened on: a navigation or a wide screen closes it.
  const [menu, setMenu] = useState({ open: false, pathname });
  const menuOpen = menu.open && menu.pathname === pathname && !wide;
  const loaderShown = isLoaderShown(loader);
  // Out of reach under the loader, but only once the app runs: the prerendered page stays usable
  // without scripts (src/boot.ts makes it inert until then when they run).
  const hydrated = useHydrated();
  const covered = loaderShown && hydrated;
  // Opened with `?tune`, the studio stays for the visit (its links drop the query).
  const [tuning] = useState(() => import.meta.env.DEV && isStudioConnected());
  useRouteEffects({ mainId: MAIN_ID, ready: !loaderShown });

  const onMenuOpenChange = useCallback(
    (open: boolean) => {
      setMenu({ open, pathname });
    },
    [pathname],
  );

  return (
    <ShellStateContext.Provider value={loader}>
      <SkipLink targetId={MAIN_ID} inert={covered || menuOpen} />
      {loaderShown && <Loader phase={loader.phase} returning={loader.returning} />}
      <StyledShell
        className={loader.animationStart ? 'animation-start' : undefined}
        inert={covered}
        aria-busy={covered}
      >
        <Navbar menuOpen={menuOpen} onMenuOpenChange={onMenuOpenChange} />
        <Cursor />
        <StyledMain id={MAIN_ID} tabIndex={-1} inert={menuOpen}>
          <Outlet />
        </StyledMain>
        <Footer isStatic={screen.footer === 'static'} inert={menuOpen} />
      </StyledShell>
      {tuning && MotionStudio && (
        <Suspense fallback={null}>
          <MotionStudio openModal={openContact} />
        </Suspense>
      )}
    </ShellStateContext.Provider>
  );
}

/**
 * Painted from the first frame under the opaque loader (inert, so out of reach until it lifts): the
 * prerendered page is there at once for the browser's paint metrics, and the loader reveals it.
 */
const StyledShell = styled.div`
  position: relative;
  min-height: 100vh;
`;

const StyledMain = styled.main`
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.content};
  min-height: 100vh;
  background: ${({ theme }) => theme.color.ink};
  outline: none;
`;
