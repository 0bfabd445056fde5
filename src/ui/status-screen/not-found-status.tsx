import { paths } from '../../config/paths';
import { screens } from '../../content/screens';
import { ButtonLink } from '../button/button';
import { StatusScreen } from './status-screen';

/** "404 Not Found": for unknown paths (the catch-all route) and unknown projects (the route boundary). */
export function NotFoundStatus() {
  const copy = screens.notFound;
  return (
    <StatusScreen copy={copy} actions={<ButtonLink to={paths.home}>{copy.action}</ButtonLink>} />
  );
}
