import { text, type EnvProblem, type RawEnv } from './env-schema.ts';

/**
 * VITE_EMAILJS_RECAPTCHA_SITE_KEY, the site key of a reCAPTCHA v2 checkbox, for an EmailJS template
 * with its CAPTCHA verification on (src/features/contact/recaptcha.tsx). Read apart from `readEnv`,
 * by the lazy form (`recaptcha-env.ts`), so its check is not in every page's first load; the build
 * warns with the same problem (vite.config.ts) and turns the CSP on by the same rule
 * (scripts/build/hosting.ts, held to this one by its test).
 */
export function readRecaptchaSiteKey(raw: RawEnv): {
  key: string | undefined;
  problem: EnvProblem | null;
} {
  const key = text(raw, 'VITE_EMAILJS_RECAPTCHA_SITE_KEY');
  // Google's site keys are letters, digits, "-" and "_"; anything else would fail inside the widget,
  // out of sight, so it is refused here with a reason.
  if (key === undefined || /^[\w-]+$/.test(key)) return { key, problem: null };
  return {
    key: undefined,
    problem: {
      variable: 'VITE_EMAILJS_RECAPTCHA_SITE_KEY',
      message: `VITE_EMAILJS_RECAPTCHA_SITE_KEY must be a reCAPTCHA site key (letters, digits, "-", "_"), got "${key}"; the CAPTCHA is off`,
    },
  };
}
