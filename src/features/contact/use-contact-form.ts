import {
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { env } from '@/config/env';
import { contactCopy } from '@/content/contact';
import { contactFormCopy } from '@/content/contact-form';
import { isOnline, onReconnect } from './connection';
import { emptyFields, holdsSent, loadDraft, saveDraft } from './drafts';
import { ContactConfigError } from './email-client';
import { buildMessage, checkMessageSize } from './message';
import { requestLine } from './project-request-line';
import { RECAPTCHA_PARAM, type RecaptchaHandle } from './recaptcha';
import { waitBeforeNextSend } from './send-limit';
import {
  CONTACT_FIELDS,
  validateContact,
  type ContactField,
  type ContactFields,
} from './validation';

export interface ContactFormError {
  message: string;
  /** The field at fault (marked invalid and focused), or null for a failure of the whole request. */
  field: ContactField | null;
  /** Offline: the message changes when the connection comes back. */
  offline?: boolean;
  /** The CAPTCHA is not ticked: the error goes when it is. */
  captcha?: boolean;
}

export interface ContactFormState {
  fields: ContactFields;
  /** A request of this form is in flight: the form is locked. */
  submitting: boolean;
  error: ContactFormError | null;
  /** A polite status shown to everyone (the slow connection, back online…), or null. */
  notice: string | null;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The CAPTCHA was ticked. */
  onCaptchaPassed: () => void;
}

const isField = (id: string): id is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(id);

const focusField = (field: ContactField) => document.getElementById(field)?.focus();

/**
 * The contact form's state (spec §4): fields updated by id and kept as a draft, validation in the
 * spec's order, then the request through the page's one request line (locked while in flight, slow
 * after 15 s, failed only on a real failure or after 60 s without an answer). `honeypot` is a field
 * only bots fill. `captcha`, in builds with a CAPTCHA: its token (null: not ticked), and its reset after
 * each answer (a token is good for one verification).
 */
export function useContactForm({
  draftKey,
  amount,
  honeypot,
  captcha,
  onSent,
  onSubmittingChange,
}: {
  draftKey: string;
  amount: number | string;
  honeypot: () => string;
  captcha?: RecaptchaHandle;
  onSent: () => void;
  onSubmittingChange: (submitting: boolean) => void;
}): ContactFormState {
  const [fields, setFields] = useState<ContactFields>(() => loadDraft(draftKey));
  const [error, setError] = useState<ContactFormError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Another draft (another package on services): its own text, nothing said yet. Adjusted during the
  // render rather than by remounting, so a click on "Get Started" re-renders the mounted form.
  const [shownKey, setShownKey] = useState(draftKey);
  if (shownKey !== draftKey) {
    setShownKey(draftKey);
    setFields(loadDraft(draftKey));
    setError(null);
    setNotice(null);
  }
  const line = useSyncExternalStore(
    requestLine.subscribe,
    requestLine.snapshot,
    requestLine.snapshot,
  );
  const submitting = line.phase === 'sending' && line.key === draftKey;

  useEffect(() => {
    onSubmittingChange(submitting);
  }, [submitting, onSubmittingChange]);

  // How this form's requests end, whenever they end (a late answer included).
  useEffect(
    () =>
      requestLine.onOutcome((outcome) => {
        if (outcome.key !== draftKey) return;
        if (outcome.type !== 'released') captcha?.reset();
        if (outcome.type === 'sent') {
          // What was sent goes; anything typed since stays.
          setFields((current) => (holdsSent(current, outcome.message) ? emptyFields : current));
          setError(null);
          setNotice(null);
          onSent();
        } else if (outcome.type === 'failed') {
          if (outcome.error instanceof ContactConfigError) console.error(outcome.error.message);
          setError({ message: contactCopy.failed, field: null });
          setNotice(null);
        } else {
          setNotice(contactFormCopy.notices.released);
        }
      }),
    [draftKey, onSent, captcha],
  );

  // Offline at submit: say so again when the connection is back.
  const offline = error?.offline === true;
  useEffect(() => {
    if (!offline) return undefined;
    return onReconnect(() => {
      setError(null);
      setNotice(contactFormCopy.notices.backOnline);
    });
  }, [offline]);

  const onChange: ContactFormState['onChange'] = (event) => {
    const { id, value } = event.currentTarget;
    if (!isField(id) || submitting) return;
    const next = { ...fields, [id]: value };
    setFields(next);
    saveDraft(draftKey, next);
    // The field being corrected is no longer marked invalid.
    if (error?.field === id) setError(null);
  };

  const refuse = (next: ContactFormError) => {
    setError(next);
    setNotice(null);
    if (next.field) focusField(next.field);
  };

  const onSubmit: ContactFormState['onSubmit'] = (event) => {
    event.preventDefault();
    // Locked while this form's request is in flight, whatever time passes.
    if (submitting) return;
    if (honeypot() !== '') {
      // A bot gets a success it can't tell from the real one; nothing is sent.
      setFields(emptyFields);
      setError(null);
      onSent();
      return;
    }
    const validation = validateContact(fields);
    if (!validation.ok) return refuse({ message: validation.message, field: validation.field });
    const token = captcha?.token() ?? null;
    const built = buildMessage(fields, amount, env.contactToEmail);
    // Measured with the token in: EmailJS counts it in the request's size.
    const message = token === null ? built : { ...built, [RECAPTCHA_PARAM]: token };
    const size = checkMessageSize(message);
    if (!size.ok) {
      return refuse(
        size.field === 'name'
          ? { message: contactFormCopy.errors.tooLongName, field: 'name' }
          : {
              message: contactFormCopy.errors.tooLong(size.maxLength, size.length),
              field: 'description',
            },
      );
    }
    if (!isOnline()) {
      return refuse({ message: contactFormCopy.errors.offline, field: null, offline: true });
    }
    const wait = waitBeforeNextSend();
    if (wait > 0) {
      return refuse({
        message: contactFormCopy.errors.rateLimited(Math.ceil(wait / 1000)),
        field: null,
      });
    }
    if (captcha && token === null) {
      return refuse({ message: contactFormCopy.captcha.needed, field: null, captcha: true });
    }
    const started = requestLine.start(draftKey, message);
    if (started === 'still-open') {
      setError(null);
      setNotice(contactFormCopy.notices.stillOpen);
      return;
    }
    if (started === 'started') {
      setError(null);
      setNotice(null);
    }
  };

  const shownNotice = submitting && line.slow ? contactFormCopy.notices.slow : notice;
  const onCaptchaPassed = useCallback(
    () => setError((current) => (current?.captcha ? null : current)),
    [],
  );
  return { fields, submitting, error, notice: shownNotice, onChange, onSubmit, onCaptchaPassed };
}
