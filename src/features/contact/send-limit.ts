/**
 * The site's own pace: after a request was delivered, the next may be sent this much later (one per
 * 10 s from a browser). It starts only after a success, so a failed attempt can be retried at once.
 */
export const SEND_INTERVAL_MS = 10_000;

const KEY = 'contact-last-sent-at';

/** Remembers a delivery (localStorage: one pace for every tab of the site). */
export function markSent(now = Date.now()): void {
  try {
    window.localStorage.setItem(KEY, String(now));
  } catch {
    // Storage blocked: the pace simply isn't kept.
  }
}

/** Milliseconds until another request may be sent; 0 when it may be sent now. */
export function waitBeforeNextSend(now = Date.now()): number {
  let last: number;
  try {
    last = Number(window.localStorage.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
  const elapsed = now - last;
  // A clock set back (elapsed < 0) must not lock a visitor out.
  if (elapsed < 0 || elapsed >= SEND_INTERVAL_MS) return 0;
  return SEND_INTERVAL_MS - elapsed;
}
