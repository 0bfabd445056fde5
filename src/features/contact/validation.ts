import { contactCopy, DESCRIPTION_MAX_LENGTH } from '../../content/contact';

export interface ContactFields {
  name: string;
  email: string;
  description: string;
}

export type ContactField = keyof ContactFields;

export type Validation = { ok: true } | { ok: false; message: string; field: ContactField };

/** spec §5: non-space text, one at sign, non-space text, a dot, non-space text. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'description'];

/** The spec's checks, in its order; the field to focus is the first one at fault. */
export function validateContact(fields: ContactFields): Validation {
  const empty = FIELD_ORDER.find((field) => fields[field].trim() === '');
  if (empty) return { ok: false, message: contactCopy.errors.empty, field: empty };
  if (!EMAIL_SHAPE.test(fields.email.trim())) {
    return { ok: false, message: contactCopy.errors.email, field: 'email' };
  }
  if (fields.description.length > DESCRIPTION_MAX_LENGTH) {
    return { ok: false, message: contactCopy.errors.tooLong, field: 'description' };
  }
  return { ok: true };
}
