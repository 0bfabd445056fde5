import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { paths } from '@/config/paths';
import { screens } from '@/content/screens';
import { BlankScreen } from '@/ui/blank-screen/blank-screen';
import { Button, ButtonAnchor } from '@/ui/button/button';
import { StatusScreen } from '@/ui/status-screen/status-screen';
import { NotFoundStatus } from '@/screens/not-found/not-found-status';
import { claimChunkReload, isChunkLoadError } from './chunk-recovery';
import { pageTitle } from '@/content/site';

/**
 * The route error boundary: a 404 thrown by a route (an unknown project) shows the not-found screen; a
 * screen whose code cannot load (a deploy replaced it) reloads the page once; anything else (or the
 * same failure after that reload) shows "500 Error" with a way home.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const reloading = !notFound && isChunkLoadError(error) && claimChunkReload(pathname);

  useEffect(() => {
    if (reloading) window.location.reload();
    else if (!notFound) console.error('Route error', error);
  }, [error, notFound, reloading]);

  if (notFound) return <NotFoundStatus />;
  if (reloading) return <BlankScreen aria-busy="true" />;

  const copy = screens.error;
  return (
    <StatusScreen
      title={pageTitle(copy.title)}
      copy={copy}
      actions={
        <>
          {/* A full page load: the app restarts clean, with fresh chunks after a deploy. */}
          <ButtonAnchor href={paths.home}>{copy.action}</ButtonAnchor>
          <Button type="button" $variant="ghost" onClick={() => window.location.reload()}>
            {copy.retry}
          </Button>
        </>
      }
    />
  );
}
