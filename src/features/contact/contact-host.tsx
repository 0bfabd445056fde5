import { lazy, Suspense, useEffect, useState } from 'react';
import { contactCopy } from '../../content/contact';
import { Banner } from '../../ui/banner/banner';
import { onContactOpen, type ContactRequest } from './contact-seam';
import type { ContactModalProps } from './contact-modal';

// The modal, the form and the e-mail library load on the first open, not with the page. If that
// code cannot load (offline, a new deploy), the visitor still gets a modal that says so.
const ContactModal = lazy(() =>
  import('./contact-modal').catch(() => import('./contact-unavailable')),
);

/**
 * Answers `openContact()` on a page: opens the contact modal (home: "Get In Touch", amount 0;
 * services: "PROJECT REQUEST", the package's amount) and shows the page's success banner.
 */
export function ContactHost({ variant }: { variant: ContactModalProps['variant'] }) {
  const [request, setRequest] = useState<ContactRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(
    () =>
      onContactOpen((next) => {
        setRequest(next);
        setSent(false);
        setOpen(true);
      }),
    [],
  );

  const draftKey = `${variant}${request?.packageId ? `:${request.packageId}` : ''}`;
  const success = contactCopy.success;
  return (
    <>
      {request && (
        <Suspense fallback={null}>
          <ContactModal
            variant={variant}
            open={open}
            amount={request.amount}
            context={request.context}
            draftKey={draftKey}
            onClose={() => setOpen(false)}
            onSent={() => {
              setOpen(false);
              setSent(true);
            }}
          />
        </Suspense>
      )}
      <Banner
        open={sent}
        tone={variant === 'home' ? 'neutral' : 'success'}
        title={variant === 'home' ? undefined : success.servicesTitle}
        message={variant === 'home' ? success.home : success.services}
        dismissLabel={success.dismiss}
        onDismiss={() => setSent(false)}
      />
    </>
  );
}
