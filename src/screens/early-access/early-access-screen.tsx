import { useLayoutEffect } from 'react';
import { env } from '@/config/env';
import { screens } from '@/content/screens';
import { site } from '@/content/site';
import { BlankScreen } from '@/ui/blank-screen/blank-screen';
import { PageTitle } from '@/ui/page-title/page-title';
import { VisuallyHidden } from '@/ui/visually-hidden/visually-hidden';
import { pageTitle } from '@/content/site';

/**
 * /aptiz and /aptiz/early-access: a blank black screen that at once sends the browser to the external
 * early-access site. `replace`, so Back does not land here again.
 */
export function EarlyAccessScreen() {
  useLayoutEffect(() => {
    window.location.replace(env.earlyAccessUrl);
  }, []);

  return (
    <BlankScreen>
      <PageTitle title={pageTitle(screens.earlyAccess.title)} />
      <VisuallyHidden role="status">
        {site.redirectingLabel} <a href={env.earlyAccessUrl}>Continue to early access</a>
      </VisuallyHidden>
    </BlankScreen>
  );
}
