import { init, send, EmailJSResponseStatus } from '@emailjs/browser';
import type { Env } from '@/config/env';
import type { OutgoingMessage } from './message';

/** The only module that talks to EmailJS. */

export class ContactConfigError extends Error {
  constructor(
    readonly variable: string,
    what: string,
  ) {
    super(`EmailJS ${what} is missing: set ${variable}`);
    this.name = 'ContactConfigError';
  }
}

/** EmailJS answered, and not with success: 400 (bad request), 429 (quota used up), 5xx… */
export class DeliveryRefusedError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(`EmailJS answered ${status}: ${text}`);
    this.name = 'DeliveryRefusedError';
  }
}

/** No answer at all: the network failed (offline, connection reset, blocked). */
export class DeliveryNetworkError extends Error {
  constructor(cause: unknown) {
    super(
      `EmailJS could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'DeliveryNetworkError';
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

/**
 * Sends one project request: resolves when EmailJS accepted it, rejects with a typed error otherwise.
 * No timeout and no rate limit here: the request line decides how long to wait and when a visitor may
 * send again (EmailJS's own `limitRate` answers with the same 429 as a used-up quota, and starts before
 * the send succeeds). The library's fetch cannot be aborted: decision 0008.
 */
export async function sendProjectRequest(
  message: OutgoingMessage,
  emailjs: Env['emailjs'],
): Promise<void> {
  const config = requireEmailConfig(emailjs);
  init({ publicKey: config.publicKey, origin: config.origin });
  try {
    await send(
      config.serviceId,
      config.templateId,
      { ...message },
      { publicKey: config.publicKey },
    );
  } catch (error) {
    // The library rejects with its status object for any answer, and with fetch's TypeError for none.
    if (error instanceof EmailJSResponseStatus && error.status > 0) {
      throw new DeliveryRefusedError(error.status, error.text);
    }
    throw new DeliveryNetworkError(error);
  }
}
