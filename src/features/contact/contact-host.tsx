import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { contactCopy } from '@/content/contact';
import { isLoaderShown } from '@/state/loader-machine';
import { useShellState } from '@/state/shell-state';
import { Banner } from '@/ui/banner/banner';
import { Modal } from '@/ui/modal/modal';
import { Spinner } from '@/ui/spinner/spinner';
import { onContactOpen, type ContactRequest } from './contact-seam';
import { ContactUnavailable } from './contact-unavailable';
import { useContactFormModule } from './use-contact-form-module';

/** What the form is mounted with before anyone asked: the home page's request (spec: amount 0). */
const WARM_REQUEST: ContactRequest = { amount: 0 };

export interface ContactHostProps {
  /** Home: "Get In Touch", amount 0, the plain banner. Services: "PROJECT REQUEST", the green one. */
  variant: 'home' | 'services';
}

/**
 * Answers `openContact()` on a page: the contact modal and the page's success banner. The modal and its
 * fallback are part of the page; the form's code (and the e-mail library) is fetched when the page is
 * idle after the loader, so the modal opens whatever the network does by then.
 */
export function ContactHost({ variant }: ContactHostProps) {
  const [request, setRequest] = useState<ContactRequest | null>(null);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const shell = useShellState();
  const form = useContactFormModule({ preload: !isLoaderShown(shell), wanted: open });
  const { module } = form;
  // Mounted ahead, closed, once the form's code is in: the first click then only shows the dialog
  // (no React mount, no styles injected, in the frame the visitor waits for). A transition, so the
  // mount yields to whatever the visitor does meanwhile.
  const [warm, setWarm] = useState(false);
  useEffect(() => {
    if (module) startTransition(() => setWarm(true));
  }, [module]);
  const shown = request ?? (warm ? WARM_REQUEST : null);

  useEffect(
    () =>
      onContactOpen((next) => {
        setRequest(next);
        setSent(false);
        setOpen(true);
      }),
    [],
  );

  const onSent = useCallback(() => {
    setOpen(false);
    setSent(true);
  }, []);

  // A request delivered after its form was left (a late answer, the modal closed) still says so.
  useEffect(
    () =>
      module?.requestLine.onOutcome((outcome) => {
        if (outcome.type === 'sent') onSent();
      }),
    [module, onSent],
  );

  const draftKey = `${variant}${shown?.packageId ? `:${shown.packageId}` : ''}`;
  const success = contactCopy.success;
  // One form; each draft (each package on services) restores its own text in it. The same element
  // while its request is the same, so opening and closing the modal does not render the form again.
  const amount = shown?.amount;
  const context = shown?.context;
  const formElement = useMemo(
    () =>
      module && amount !== undefined ? (
        <module.ContactForm
          amount={amount}
          context={context}
          draftKey={draftKey}
          onSent={onSent}
          onSubmittingChange={setBusy}
        />
      ) : null,
    [module, amount, context, draftKey, onSent],
  );
  return (
    <>
      {shown && (
        <Modal
          open={open}
          title={contactCopy.titles[variant]}
          onClose={() => setOpen(false)}
          closeLabel={contactCopy.close}
          busy={busy}
        >
          {formElement ??
            (form.failed ? (
              <ContactUnavailable draftKey={draftKey} />
            ) : (
              <StyledLoading role="status">
                <Spinner />
                {contactCopy.loading}
              </StyledLoading>
            ))}
        </Modal>
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

const StyledLoading = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.muted};
`;
