import { env } from '@/config/env';
import { clearDraftIfSent } from './drafts';
import { sendProjectRequest } from './email-client';
import { createRequestLine } from './request-line';
import { markSent } from './send-limit';

/** The page's one request line, sending through EmailJS. */
export const requestLine = createRequestLine((message) => sendProjectRequest(message, env.emailjs));

// Whatever is on screen when a request is delivered (even late, even with the modal gone), the pace
// starts and the sent draft is cleared.
requestLine.onOutcome((outcome) => {
  if (outcome.type !== 'sent') return;
  markSent();
  clearDraftIfSent(outcome.key, outcome.message);
});
