import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { env } from '../../config/env';
import { contactCopy } from '../../content/contact';
import { clearDraft, emptyFields, loadDraft, saveDraft } from './drafts';
import { ContactConfigError, RateLimitedError, sendProjectRequest } from './email-client';
import { buildMessage } from './message';
import {
  CONTACT_FIELDS,
  validateContact,
  type ContactField,
  type ContactFields,
} from './validation';

export interface ContactFormState {
  fields: ContactFields;
  submitting: boolean;
  error: { message: string; field: ContactField | null } | null;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const isField = (id: string): id is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(id);

/**
 * The contact form's state (spec §4): fields updated by id and kept as a draft, validation in the
 * spec's order, one send per submit, success or failure. `honeypot` is a field only bots fill.
 */
export function useContactForm({
  draftKey,
  amount,
  honeypot,
  onSent,
  onSubmittingChange,
}: {
  draftKey: string;
  amount: number | string;
  honeypot: () => string;
  onSent: () => void;
  onSubmittingChange: (submitting: boolean) => void;
}): ContactFormState {
  const [fields, setFields] = useState<ContactFields>(() => loadDraft(draftKey));
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<ContactFormState['error']>(null);
  const inFlight = useRef(false);

  useEffect(() => {
    onSubmittingChange(submitting);
  }, [submitting, onSubmittingChange]);

  const onChange: ContactFormState['onChange'] = (event) => {
    const { id, value } = event.currentTarget;
    if (!isField(id)) return;
    const next = { ...fields, [id]: value };
    setFields(next);
    saveDraft(draftKey, next);
    // The field being corrected is no longer marked invalid.
    if (error?.field === id) setError(null);
  };

  const succeed = () => {
    clearDraft(draftKey);
    setFields(emptyFields);
    setError(null);
    onSent();
  };

  const onSubmit: ContactFormState['onSubmit'] = (event) => {
    event.preventDefault();
    // One send per submit: a double click or a second Enter while sending does nothing.
    if (inFlight.current) return;
    if (honeypot() !== '') {
      succeed(); // A bot gets a success it can't tell from the real one; nothing is sent.
      return;
    }
    const validation = validateContact(fields);
    if (!validation.ok) {
      setError({ message: validation.message, field: validation.field });
      document.getElementById(validation.field)?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    sendProjectRequest(buildMessage(fields, amount, env.contactToEmail), env.emailjs)
      .then(succeed, (failure: unknown) => {
        if (failure instanceof ContactConfigError) console.error(failure.message);
        const message =
          failure instanceof RateLimitedError
            ? contactCopy.errors.rateLimited
            : contactCopy.errors.failed;
        setError({ message, field: null });
      })
      .finally(() => {
        inFlight.current = false;
        setSubmitting(false);
      });
  };

  return { fields, submitting, error, onChange, onSubmit };
}
