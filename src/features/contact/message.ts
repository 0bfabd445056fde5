import type { ContactFields } from './validation';

/** The outgoing message (spec §3, §7): exactly these five fields. */
export interface OutgoingMessage {
  to_email: string;
  from_name: string;
  from_email: string;
  message: string;
  amount: number | string;
}

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
