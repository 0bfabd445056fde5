import { Fragment, useCallback, useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { recaptchaSiteKey } from '@/config/recaptcha-env';
import { contactCopy } from '@/content/contact';
import { contactFormCopy } from '@/content/contact-form';
import { Button } from '@/ui/button/button';
import { Spinner } from '@/ui/spinner/spinner';
import { visuallyHidden } from '@/ui/visually-hidden/visually-hidden';
import { actionRow, errorBox } from './contact.styles';
import { Recaptcha, type RecaptchaHandle } from './recaptcha';
import { useContactForm } from './use-contact-form';
import { CONTACT_FIELDS } from './validation';

// The lazy half of the contact feature: the form, its rules and the e-mail library. The host (always
// loaded) fetches it when the page is idle, so the modal opens even offline. Decision 0008.
export { requestLine } from './project-request-line';

export interface ContactFormProps {
  amount: number | string;
  /** Shown above the form on services: the package the request is for. */
  context?: string;
  draftKey: string;
  /** A request of this form was delivered (or a bot was sent away). */
  onSent: () => void;
  onSubmittingChange: (submitting: boolean) => void;
}

const ERROR_ID = 'contact-error';
const PRIVACY_ID = 'contact-privacy';
/** Not a name browsers autofill: only bots fill this field. */
const HONEYPOT_ID = 'contact-hp-leave-empty';

/** The contact / project-request form, inside the host's modal. */
export function ContactForm({
  amount,
  context,
  draftKey,
  onSent,
  onSubmittingChange,
}: ContactFormProps) {
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // Arriving in a modal that is already open (this code was still loading), the form takes the focus
  // the modal gave its first control, Close: the visitor starts typing their name at once.
  useEffect(() => {
    const dialog = form.current?.closest('dialog');
    const active = document.activeElement;
    if (!dialog?.open) return;
    if (
      active === document.body ||
      active === dialog ||
      active === dialog.querySelector('button')
    ) {
      document.getElementById(CONTACT_FIELDS[0] ?? '')?.focus();
    }
  }, []);
  const readHoneypot = useCallback(() => honeypot.current?.value ?? '', []);
  const captcha = useRef<RecaptchaHandle>(null);
  // The widget's handle, for the form's rules: read when they run (the widget mounts after the form).
  const captchaRules = useMemo<RecaptchaHandle>(
    () => ({
      token: () => captcha.current?.token() ?? null,
      reset: () => captcha.current?.reset(),
    }),
    [],
  );
  const { fields, submitting, error, notice, onChange, onSubmit, onCaptchaPassed } = useContactForm(
    {
      draftKey,
      amount,
      honeypot: readHoneypot,
      captcha: recaptchaSiteKey ? captchaRules : undefined,
      onSent,
      onSubmittingChange,
    },
  );
  const copy = contactCopy.fields;
  // One live region: "Sending…" for screen readers; the slow connection and the like for everyone.
  const status = notice ?? (submitting ? contactFormCopy.sending : '');

  return (
    <StyledForm ref={form} noValidate onSubmit={onSubmit}>
      {context && <StyledContext>{context}</StyledContext>}
      {CONTACT_FIELDS.map((field) => {
        const control = {
          id: field,
          placeholder: copy[field].placeholder,
          value: fields[field],
          onChange,
          // Locked while the request is in flight: what is sent is what is shown.
          readOnly: submitting,
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
        <label htmlFor={HONEYPOT_ID}>{contactFormCopy.honeypotLabel}</label>
        <input id={HONEYPOT_ID} ref={honeypot} type="text" tabIndex={-1} autoComplete="off" />
      </StyledHoneypot>
      {recaptchaSiteKey && (
        <Recaptcha
          siteKey={recaptchaSiteKey}
          draft={fields}
          ref={captcha}
          onToken={onCaptchaPassed}
        />
      )}
      {error && (
        <StyledError id={ERROR_ID} role="alert">
          {error.message}
        </StyledError>
      )}
      <StyledActions>
        {/* aria-disabled, not disabled: the button keeps keyboard focus while the request is sent. */}
        <Button type="submit" aria-disabled={submitting} aria-describedby={PRIVACY_ID}>
          {contactFormCopy.submit}
        </Button>
        {submitting && <Spinner />}
        {/* Always present, so each change is announced. */}
        <StyledStatus role="status" $shown={notice !== null}>
          {status}
        </StyledStatus>
      </StyledActions>
      <StyledPrivacy id={PRIVACY_ID}>{contactFormCopy.privacy}</StyledPrivacy>
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
  ${errorBox}
  margin-top: ${({ theme }) => theme.space(2)};
`;

const StyledActions = styled.div`
  ${actionRow}
  margin-top: ${({ theme }) => theme.space(4)};
`;

const StyledPrivacy = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.small};
`;

/** Hidden but announced ("Sending…"), or shown beside the spinner (a notice). */
const StyledStatus = styled.p<{ $shown: boolean }>`
  ${({ $shown }) => ($shown ? '' : visuallyHidden)}
  flex: 1 1 16rem;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.small};
`;
