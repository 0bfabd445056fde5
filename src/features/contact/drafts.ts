import type { OutgoingMessage } from './message';
import type { ContactFields } from './validation';

/** Drafts live in sessionStorage so nothing a visitor typed is lost to a reload or a closed modal. */
const PREFIX = 'contact-draft:';

export const emptyFields: ContactFields = { name: '', email: '', description: '' };

export function loadDraft(key: string): ContactFields {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    if (!raw) return emptyFields;
    const parsed = JSON.parse(raw) as Partial<Record<keyof ContactFields, unknown>>;
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      name: text(parsed.name),
      email: text(parsed.email),
      description: text(parsed.description),
    };
  } catch {
    return emptyFields;
  }
}

export function saveDraft(key: string, fields: ContactFields): void {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(fields));
  } catch {
    // Storage full or blocked: the form still works, the draft just won't survive a reload.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}

/** Whether the fields hold what `message` carried (as sent: trimmed). */
export function holdsSent(fields: ContactFields, message: OutgoingMessage): boolean {
  return (
    fields.name.trim() === message.from_name &&
    fields.email.trim() === message.from_email &&
    fields.description.trim() === message.message
  );
}

/** After a delivery: the draft goes, unless it was changed since (a late answer must not erase edits). */
export function clearDraftIfSent(key: string, message: OutgoingMessage): void {
  if (holdsSent(loadDraft(key), message)) clearDraft(key);
}
