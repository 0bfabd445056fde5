/**
 * The one way to open the contact form: screens call `openContact()`, the contact feature answers.
 * A DOM event keeps callers free of the feature's code, which can then load on first use.
 */
export const CONTACT_OPEN_EVENT = 'agency:contact-open';

export interface ContactRequest {
  /** spec: 0 on the home page; the package amount (as a string) on services. */
  amount: number | string;
  /** Services: the chosen package (its draft is kept apart from the others'). */
  packageId?: string;
  /** A line shown above the form, e.g. the package and its price. */
  context?: string;
}

/** Asks the page's contact host to open the form; true when one answered (this page has the modal). */
export function openContact(request: ContactRequest = { amount: 0 }): boolean {
  const event = new CustomEvent<ContactRequest>(CONTACT_OPEN_EVENT, {
    detail: request,
    cancelable: true,
  });
  return !window.dispatchEvent(event);
}

export function onContactOpen(handler: (request: ContactRequest) => void): () => void {
  const listener = (event: Event) => {
    // Answered: the caller learns that the form opens.
    event.preventDefault();
    handler((event as CustomEvent<ContactRequest>).detail);
  };
  window.addEventListener(CONTACT_OPEN_EVENT, listener);
  return () => window.removeEventListener(CONTACT_OPEN_EVENT, listener);
}
