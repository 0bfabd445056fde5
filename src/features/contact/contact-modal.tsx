import { Fragment, useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { contactCopy } from '../../content/contact';
import { Button } from '../../ui/button/button';
import { Modal } from '../../ui/modal/modal';
import { Spinner } from '../../ui/spinner/spinner';
import { VisuallyHidden } from '../../ui/visually-hidden/visually-hidden';
import { useContactForm } from './use-contact-form';
import { CONTACT_FIELDS } from './validation';

export interface ContactModalProps {
  variant: 'home' | 'services';
  open: boolean;
  amount: number | string;
  /** Shown above the form on services: the package the request is for. */
  context?: string;
  draftKey: string;
  onClose: () => void;
  onSent: () => void;
}

const ERROR_ID = 'contact-error';
/** Not a name browsers autofill: only bots fill this field. */
const HONEYPOT_ID = 'contact-hp-leave-empty';

/** The contact / project-request modal (loaded on first open, with the e-mail library). */
export default function ContactModal(props: ContactModalProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={props.open}
      title={contactCopy.titles[props.variant]}
      onClose={props.onClose}
      closeLabel={contactCopy.close}
      busy={busy}
    >
      {/* Remounted per draft (per package on services), so each form restores its own text. */}
      <ContactForm key={props.draftKey} {...props} onSubmittingChange={setBusy} />
    </Modal>
  );
}

function ContactForm({
  amount,
  context,
  draftKey,
  onSent,
  onSubmittingChange,
}: ContactModalProps & { onSubmittingChange: (submitting: boolean) => void }) {
  const honeypot = useRef<HTMLInputElement>(null);
  const readHoneypot = useCallback(() => honeypot.current?.value ?? '', []);
  const { fields, submitting, error, onChange, onSubmit } = useContactForm({
    draftKey,
    amount,
    honeypot: readHoneypot,
    onSent,
    onSubmittingChange,
  });
  const copy = contactCopy.fields;

  return (
    <StyledForm noValidate onSubmit={onSubmit}>
      {context && <StyledContext>{context}</StyledContext>}
      {CONTACT_FIELDS.map((field) => {
        const control = {
          id: field,
          placeholder: copy[field].placeholder,
          value: fields[field],
          onChange,
          'aria-invalid': error?.field === field || undefined,
          'aria-describedby': error?.field === field ? ERROR_ID : undefined,
        };
        return (
          <Fragment key={field}>
            <label htmlFor={field}>{copy[field].label}</label>
            {field === 'description' ? (
              <textarea rows={4} {...control} />
            ) : (
              <input
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={field}
                {...control}
              />
            )}
          </Fragment>
        );
      })}
      <StyledHoneypot aria-hidden="true">
        <label htmlFor={HONEYPOT_ID}>{contactCopy.honeypotLabel}</label>
        <input id={HONEYPOT_ID} ref={honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </StyledHoneypot>
      {error && (
        <StyledError id={ERROR_ID} role="alert">
          {error.message}
        </StyledError>
      )}
      <StyledActions>
        {/* aria-disabled, not disabled: the button keeps keyboard focus while the request is sent. */}
        <Button type="submit" aria-disabled={submitting}>
          {contactCopy.submit}
        </Button>
        {submitting && <Spinner />}
        {/* Always present, so the change to "Sending…" is announced. */}
        <VisuallyHidden role="status">{submitting ? contactCopy.sending : ''}</VisuallyHidden>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  label {
    margin-top: ${({ theme }) => theme.space(2)};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSize.small};
  }

  input,
  textarea {
    width: 100%;
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.color.hairline};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.color.ink};
    resize: vertical;
  }

  input::placeholder,
  textarea::placeholder {
    color: ${({ theme }) => theme.color.muted};
  }

  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.error};
  }

  button[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
    transform: none;
  }
`;

const StyledContext = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const StyledHoneypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const StyledError = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.color.error};
  color: ${({ theme }) => theme.color.text};
  background: rgba(255, 107, 91, 0.12);
`;

const StyledActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
