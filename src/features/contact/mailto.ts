import { contactCopy } from '@/content/contact';
import type { ContactFields } from './validation';

/**
 * A `mailto:` link to the agency that carries what the visitor typed, for when the form cannot be
 * used: the subject names the sender, the body holds the description, then the name and address.
 */
export function mailtoHref(to: string, draft: ContactFields): string {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const description = draft.description.trim();
  if (!name && !email && !description) return `mailto:${to}`;
  const { fields, unavailable } = contactCopy;
  const subject = name ? `${unavailable.mailSubject}: ${name}` : unavailable.mailSubject;
  const details = [
    name && `${fields.name.label}: ${name}`,
    email && `${fields.email.label}: ${email}`,
  ].filter(Boolean);
  const body = [description, details.join('\n')].filter(Boolean).join('\n\n');
  // RFC 6068: line breaks in a body are written CRLF.
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${to}?subject=${encode(subject)}&body=${encode(body)}`;
}
