import { NotFoundStatus } from '../../ui/status-screen/not-found-status';

/** Any path the site does not have. */
export function NotFoundScreen() {
  return <NotFoundStatus />;
}
