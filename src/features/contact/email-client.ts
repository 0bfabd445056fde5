import { init, send, EmailJSResponseStatus } from '@emailjs/browser';
import type { Env } from '../../config/env';
import type { OutgoingMessage } from './message';

/** The only module that talks to EmailJS. */

/** One send per 10 s from a browser (EmailJS limitRate). */
export const SEND_THROTTLE_MS = 10_000;
/** A send that has not answered by then counts as failed. */
export const SEND_TIMEOUT_MS = 15_000;

export class ContactConfigError extends Error {
  constructor(
    readonly variable: string,
    what: string,
  ) {
    super(`EmailJS ${what} is missing: set ${variable}`);
    this.name = 'ContactConfigError';
  }
}

export class RateLimitedError extends Error {
  constructor() {
    super('EmailJS rate limit: one request per 10 seconds');
    this.name = 'RateLimitedError';
  }
}

export class SendTimeoutError extends Error {
  constructor() {
    super(`EmailJS did not answer within ${SEND_TIMEOUT_MS} ms`);
    this.name = 'SendTimeoutError';
  }
}

interface EmailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  origin: string;
}

/** The three IDs EmailJS requires (spec §5), each missing one named in the error. */
export function requireEmailConfig(emailjs: Env['emailjs']): EmailConfig {
  if (!emailjs.publicKey) throw new ContactConfigError('VITE_EMAILJS_PUBLIC_KEY', 'public key');
  if (!emailjs.serviceId) throw new ContactConfigError('VITE_EMAILJS_SERVICE_ID', 'service ID');
  if (!emailjs.templateId) throw new ContactConfigError('VITE_EMAILJS_TEMPLATE_ID', 'template ID');
  return {
    publicKey: emailjs.publicKey,
    serviceId: emailjs.serviceId,
    templateId: emailjs.templateId,
    // "/" means this site's own origin (the local outbox in development).
    origin: new URL(emailjs.origin, window.location.href).origin,
  };
}

/** Where EmailJS keeps the time of the last send (its `init` would otherwise drop the default store). */
const RATE_LIMIT_ID = 'project-request';

/** Blocked storage (privacy settings) must not break sending: the limit is then simply not kept. */
function guarded<T>(action: () => T, fallback: T): Promise<T> {
  try {
    return Promise.resolve(action());
  } catch {
    return Promise.resolve(fallback);
  }
}

const rateLimitStorage = {
  get: (key: string) => guarded(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string) =>
    guarded(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string) => guarded(() => window.localStorage.removeItem(key), undefined),
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new SendTimeoutError()), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(describe(error)));
      },
    );
  });
}

function describe(error: unknown): string {
  if (error instanceof EmailJSResponseStatus)
    return `EmailJS answered ${error.status}: ${error.text}`;
  return String(error);
}

/** Sends one project request; resolves on success, rejects with a typed error otherwise. */
export async function sendProjectRequest(
  message: OutgoingMessage,
  emailjs: Env['emailjs'],
): Promise<void> {
  const config = requireEmailConfig(emailjs);
  init({ publicKey: config.publicKey, origin: config.origin, storageProvider: rateLimitStorage });
  try {
    await withTimeout(
      send(
        config.serviceId,
        config.templateId,
        { ...message },
        {
          publicKey: config.publicKey,
          limitRate: { id: RATE_LIMIT_ID, throttle: SEND_THROTTLE_MS },
        },
      ),
      SEND_TIMEOUT_MS,
    );
  } catch (error) {
    if (error instanceof Error && /answered 429/.test(error.message)) throw new RateLimitedError();
    // EmailJS marks the time before sending; a send that failed must not block the visitor's retry.
    await rateLimitStorage.remove(RATE_LIMIT_ID);
    throw error;
  }
}
