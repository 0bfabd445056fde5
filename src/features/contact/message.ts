import type { ContactFields } from './validation';

/** The outgoing message (spec §3, §7): exactly these five fields. */
export interface OutgoingMessage {
  to_email: string;
  from_name: string;
  from_email: string;
  message: string;
  amount: number | string;
  /** The CAPTCHA's token, in builds that ask for one (recaptcha.tsx, RECAPTCHA_PARAM). */
  'g-recaptcha-response'?: string;
}

/**
 * EmailJS's own limit on a request's template variables (50 KB on its free plan), as JSON in UTF-8:
 * the only cap on what a visitor may write (the spec sets none). Decision 0008.
 */
export const TEMPLATE_PARAMS_MAX_BYTES = 50_000;

/** Home sends the number 0; services sends the chosen package's amount as a string. */
export function buildMessage(
  fields: ContactFields,
  amount: number | string,
  toEmail: string,
): OutgoingMessage {
  return {
    to_email: toEmail,
    from_name: fields.name.trim(),
    from_email: fields.email.trim(),
    message: fields.description.trim(),
    amount,
  };
}

const encoder = new TextEncoder();

/** The size EmailJS measures: the template variables as JSON, in UTF-8 bytes. */
export function encodedSize(message: OutgoingMessage): number {
  return encoder.encode(JSON.stringify(message)).length;
}

export type SizeCheck =
  | { ok: true }
  /** Too long: the description may have at most `maxLength` characters (of this very text). */
  | { ok: false; field: 'description'; maxLength: number; length: number }
  /** Too long even with an empty description: the name or the address is the cause. */
  | { ok: false; field: 'name'; maxLength: 0; length: number };

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Whether the message fits EmailJS's limit and, if not, how long its description may be. The answer is
 * exact for the visitor's own text (letters outside ASCII take more bytes), so cutting the description
 * to that length always makes it fit.
 */
export function checkMessageSize(
  message: OutgoingMessage,
  maxBytes = TEMPLATE_PARAMS_MAX_BYTES,
): SizeCheck {
  if (encodedSize(message) <= maxBytes) return { ok: true };
  const text = message.message;
  const fits = (length: number) =>
    encodedSize({ ...message, message: text.slice(0, length) }) <= maxBytes;
  if (!fits(0)) return { ok: false, field: 'name', maxLength: 0, length: text.length };
  // The longest prefix that fits: the size grows with the prefix, so a binary search finds it.
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  // Never advise cutting a letter written with two UTF-16 units in half.
  if (low > 0 && isHighSurrogate(text.charCodeAt(low - 1))) low -= 1;
  return { ok: false, field: 'description', maxLength: low, length: text.length };
}
