import { readRecaptchaSiteKey } from './recaptcha-key';

const reading = readRecaptchaSiteKey({
  VITE_EMAILJS_RECAPTCHA_SITE_KEY: import.meta.env.VITE_EMAILJS_RECAPTCHA_SITE_KEY as
    string | undefined,
});
if (reading.problem) console.warn(`[env] ${reading.problem.message}`);

/** The build's reCAPTCHA site key (recaptcha-key.ts), or undefined: no CAPTCHA. */
export const recaptchaSiteKey = reading.key;
