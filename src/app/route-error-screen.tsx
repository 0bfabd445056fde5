import { paths } from '../config/paths';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useEffect } from 'react';
import { screens } from '../content/screens';
import { Button, ButtonAnchor } from '../ui/button/button';
import { StatusScreen } from '../ui/status-screen/status-screen';
import { NotFoundStatus } from '../ui/status-screen/not-found-status';

/**
 * The route error boundary: a 404 thrown by a route (an unknown project) shows the not-found screen;
 * anything else (a screen that failed to load or render) shows "500 Error" with a way home.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error('Route error', error);
  }, [error, notFound]);

  if (notFound) return <NotFoundStatus />;

  const copy = screens.error;
  return (
    <StatusScreen
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
