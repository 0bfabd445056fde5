import { NotFoundStatus } from '@/screens/not-found/not-found-status';

/** Any path the site does not have. */
export function NotFoundScreen() {
  return <NotFoundStatus />;
}
