import { isEmailShape } from '../../config/env-schema';
import { contactCopy, DESCRIPTION_MAX_LENGTH } from '../../content/contact';

export interface ContactFields {
  name: string;
  email: string;
  description: string;
}

export type ContactField = keyof ContactFields;

export type Validation = { ok: true } | { ok: false; message: string; field: ContactField };

/** The fields, in the order the spec checks them; also their element ids ("updated by field id"). */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'description'];

/** The spec's checks, in its order; the field to focus is the first one at fault. */
export function validateContact(fields: ContactFields): Validation {
  const empty = CONTACT_FIELDS.find((field) => fields[field].trim() === '');
  if (empty) return { ok: false, message: contactCopy.errors.empty, field: empty };
  if (!isEmailShape(fields.email.trim())) {
    return { ok: false, message: contactCopy.errors.email, field: 'email' };
  }
  // Measured as sent: trimmed.
  if (fields.description.trim().length > DESCRIPTION_MAX_LENGTH) {
    return { ok: false, message: contactCopy.errors.tooLong, field: 'description' };
  }
  return { ok: true };
}
