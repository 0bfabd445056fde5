import { paths } from '@/config/paths';
import { screens } from '@/content/screens';
import { ButtonLink } from '@/ui/button/button';
import { StatusScreen } from '@/ui/status-screen/status-screen';
import { pageTitle } from '@/content/site';

/** "404 Not Found": for unknown paths (the catch-all route) and unknown projects (the route boundary). */
export function NotFoundStatus() {
  const copy = screens.notFound;
  return (
    <StatusScreen
      title={pageTitle(copy.title)}
      copy={copy}
      actions={<ButtonLink to={paths.home}>{copy.action}</ButtonLink>}
    />
  );
}
