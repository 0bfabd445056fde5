import { lazy, Suspense, useEffect, useState } from 'react';
import { contactCopy } from '../../content/contact';
import { Banner } from '../../ui/banner/banner';
import { onContactOpen, type ContactRequest } from './contact-seam';

// The modal, the form and the e-mail library load on the first open, not with the page.
const ContactModal = lazy(() => import('./contact-modal'));

/**
 * Answers `openContact()` on a page: opens the contact modal (home: "Get In Touch", amount 0;
 * services: "PROJECT REQUEST", the package's amount) and shows the page's success banner.
 */
export function ContactHost({ variant }: { variant: 'home' | 'services' }) {
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
      {sent &&
        (variant === 'home' ? (
          <Banner
            tone="neutral"
            message={contactCopy.success.home}
            dismissLabel={contactCopy.success.dismiss}
            onDismiss={() => setSent(false)}
          />
        ) : (
          <Banner
            tone="success"
            title={contactCopy.success.servicesTitle}
            message={contactCopy.success.services}
            dismissLabel={contactCopy.success.dismiss}
            onDismiss={() => setSent(false)}
          />
        ))}
    </>
  );
}
