import type { ReactNode } from 'react';
import { env } from '@/config/env';
import { useHydrated } from '@/hooks/use-hydrated';
import { Button, ButtonAnchor } from '@/ui/button/button';
import { openContact, type ContactRequest } from './contact-seam';
import { mailtoHref, requestSubject } from './mailto';

interface ContactCtaProps {
  request: ContactRequest;
  children: ReactNode;
  'aria-describedby'?: string;
}

/**
 * A call to action that asks for a project. The prerendered page has a `mailto:` link to the agency,
 * its subject naming the package, which works with scripts off or failed; the app turns it into the
 * button that opens the spec's modal.
 */
export function ContactCta({ request, children, ...aria }: ContactCtaProps) {
  const hydrated = useHydrated();
  if (!hydrated) {
    const subject = requestSubject(request.context);
    return (
      <ButtonAnchor href={mailtoHref(env.contactToEmail, { subject })} {...aria}>
        {children}
      </ButtonAnchor>
    );
  }
  return (
    <Button type="button" onClick={() => openContact(request)} {...aria}>
      {children}
    </Button>
  );
}
