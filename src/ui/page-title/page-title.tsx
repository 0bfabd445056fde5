import { pageTitle } from '../../content/site';

/** Sets the document title for the screen that renders it (React hoists `<title>` into `<head>`). */
export function PageTitle({ screen }: { screen: string }) {
  return <title>{pageTitle(screen)}</title>;
}
