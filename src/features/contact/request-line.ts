import { createStore } from '@/lib/store';
import type { OutgoingMessage } from './message';

/** After this long without an answer the visitor is told the connection is slow (the request goes on). */
export const SLOW_NOTICE_AFTER_MS = 15_000;
/** After this long without an answer the attempt counts as failed (and is abandoned, not forgotten). */
export const ABANDON_AFTER_MS = 60_000;

export type LinePhase = 'idle' | 'sending' | 'abandoned';

export interface LineSnapshot {
  /** `sending`: the form is locked. `abandoned`: reported as failed, but its request is still open. */
  readonly phase: LinePhase;
  /** Sending for longer than SLOW_NOTICE_AFTER_MS. */
  readonly slow: boolean;
  /** Whose attempt it is (the form's draft key). */
  readonly key: string | null;
}

export type LineOutcome =
  /** Delivered; `late` when it had been reported as failed (abandoned) before its answer came. */
  | { type: 'sent'; key: string; message: OutgoingMessage; late: boolean }
  /** A real failure (an error answer, a network error) or no answer within ABANDON_AFTER_MS. */
  | { type: 'failed'; key: string; error: unknown }
  /** An abandoned attempt ended without delivery: a new one may start. */
  | { type: 'released'; key: string };

/** No answer in time: the attempt is reported as failed while its request stays open. */
export class RequestAbandonedError extends Error {
  constructor(ms: number) {
    super(`No answer from the e-mail service within ${ms} ms`);
    this.name = 'RequestAbandonedError';
  }
}

/** `busy`: an attempt is being sent. `still-open`: an abandoned attempt has not ended yet. */
export type StartResult = 'started' | 'busy' | 'still-open';

export interface RequestLine {
  snapshot: () => LineSnapshot;
  /** For useSyncExternalStore: called on every snapshot change. */
  subscribe: (onChange: () => void) => () => void;
  onOutcome: (listener: (outcome: LineOutcome) => void) => () => void;
  start: (key: string, message: OutgoingMessage) => StartResult;
}

const IDLE: LineSnapshot = { phase: 'idle', slow: false, key: null };

/**
 * One request at a time, per page: a second one never starts while another is open, including one
 * that was abandoned after ABANDON_AFTER_MS (EmailJS's request cannot be aborted, so it may still be
 * delivered). Its late answer is reported as it really ended. Decision 0008.
 */
export function createRequestLine(
  send: (message: OutgoingMessage) => Promise<void>,
  timing = { slowAfterMs: SLOW_NOTICE_AFTER_MS, abandonAfterMs: ABANDON_AFTER_MS },
): RequestLine {
  const line = createStore(IDLE);
  const listeners = new Set<(outcome: LineOutcome) => void>();
  const emit = (outcome: LineOutcome) => {
    for (const listener of [...listeners]) listener(outcome);
  };

  return {
    snapshot: line.get,
    subscribe: line.subscribe,
    onOutcome(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(key, message) {
      if (line.get().phase === 'sending') return 'busy';
      if (line.get().phase === 'abandoned') return 'still-open';
      line.set({ phase: 'sending', slow: false, key });

      const slowTimer = setTimeout(() => {
        if (line.get().phase === 'sending') line.set({ ...line.get(), slow: true });
      }, timing.slowAfterMs);
      const abandonTimer = setTimeout(() => {
        if (line.get().phase !== 'sending') return;
        line.set({ phase: 'abandoned', slow: false, key });
        emit({ type: 'failed', key, error: new RequestAbandonedError(timing.abandonAfterMs) });
      }, timing.abandonAfterMs);

      let request: Promise<void>;
      try {
        request = send(message);
      } catch (error) {
        request = Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      request.then(
        () => {
          clearTimeout(slowTimer);
          clearTimeout(abandonTimer);
          const late = line.get().phase === 'abandoned';
          line.set(IDLE);
          emit({ type: 'sent', key, message, late });
        },
        (error: unknown) => {
          clearTimeout(slowTimer);
          clearTimeout(abandonTimer);
          const abandoned = line.get().phase === 'abandoned';
          line.set(IDLE);
          // An abandoned attempt was already reported as failed: now it only frees the line.
          emit(abandoned ? { type: 'released', key } : { type: 'failed', key, error });
        },
      );
      return 'started';
    },
  };
}
