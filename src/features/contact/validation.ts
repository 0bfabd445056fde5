import { isEmailShape } from '@/lib/email-shape';
import { contactFormCopy } from '@/content/contact-form';

export interface ContactFields {
  name: string;
  email: string;
  description: string;
}

export type ContactField = keyof ContactFields;

export type Validation = { ok: true } | { ok: false; message: string; field: ContactField };

/** The fields, in the order the spec checks them; also their element ids ("updated by field id"). */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'description'];

/**
 * The spec's checks, in its order; the field to focus is the first one at fault. No length limit here
 * (spec §5): only the e-mail service's own limit applies, checked on the outgoing message.
 */
export function validateContact(fields: ContactFields): Validation {
  const empty = CONTACT_FIELDS.find((field) => fields[field].trim() === '');
  if (empty) return { ok: false, message: contactFormCopy.errors.empty, field: empty };
  if (!isEmailShape(fields.email.trim())) {
    return { ok: false, message: contactFormCopy.errors.email, field: 'email' };
  }
  return { ok: true };
}
