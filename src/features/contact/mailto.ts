import { contactCopy } from '@/content/contact';
import type { ContactFields } from './validation';

const NOTHING_TYPED: ContactFields = { name: '', email: '', description: '' };

/**
 * A `mailto:` link to the agency, for when the form cannot be used (scripts off or failed, the form's
 * code not loading). `subject` names what is asked for (a package); a draft's name is added to it, and
 * its description, then its name and address, make the body. Nothing at all: the bare address.
 */
export function mailtoHref(
  to: string,
  { draft = NOTHING_TYPED, subject }: { draft?: ContactFields; subject?: string } = {},
): string {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const description = draft.description.trim();
  if (!name && !email && !description && subject === undefined) return `mailto:${to}`;
  const { fields, unavailable } = contactCopy;
  const topic = subject ?? unavailable.mailSubject;
  const details = [
    name && `${fields.name.label}: ${name}`,
    email && `${fields.email.label}: ${email}`,
  ].filter(Boolean);
  const body = [description, details.join('\n')].filter(Boolean).join('\n\n');
  // RFC 6068: line breaks in a body are written CRLF.
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  const query = [`subject=${encode(name ? `${topic}: ${name}` : topic)}`];
  if (body) query.push(`body=${encode(body)}`);
  return `mailto:${to}?${query.join('&')}`;
}

/** The subject of a call to action's e-mail: a project request, naming the package when there is one. */
export function requestSubject(context?: string): string {
  const { mailSubject } = contactCopy.unavailable;
  return context ? `${mailSubject}: ${context}` : mailSubject;
}
