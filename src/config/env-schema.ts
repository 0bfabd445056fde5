/**
 * The public contract of the site's environment variables: names, defaults and validation.
 * Pure (no `import.meta`), so the Vite config can reuse it to warn at build time.
 */
// Relative, not `@/`: the Vite config loads this file before the alias exists.
import { isEmailShape } from '../lib/email-shape.ts';

export const EMAILJS_DEFAULT_ORIGIN = 'https://api.emailjs.com';
export const DEFAULT_CONTACT_TO_EMAIL = 'hello@example.com';
/** A page shipped in `public/`, so `/aptiz` works before the real early-access site exists. */
export const DEFAULT_EARLY_ACCESS_URL = '/early-access.html';
export const DEFAULT_SITE_URL = 'http://localhost:5173';

export type RawEnv = Readonly<Record<string, string | boolean | undefined>>;

export interface Env {
  emailjs: {
    publicKey: string | undefined;
    serviceId: string | undefined;
    templateId: string | undefined;
    origin: string;
  };
  contactToEmail: string;
  earlyAccessUrl: string;
  siteUrl: string;
}

export interface EnvProblem {
  variable: string;
  message: string;
}

export interface EnvReading {
  env: Env;
  problems: EnvProblem[];
}

export const ENV_VARIABLES = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
  'VITE_EMAILJS_ORIGIN',
  'VITE_EMAILJS_RECAPTCHA_SITE_KEY',
  'VITE_CONTACT_TO_EMAIL',
  'VITE_EARLY_ACCESS_URL',
  'VITE_SITE_URL',
] as const;

export type EnvVariable = (typeof ENV_VARIABLES)[number];

/** A variable's value, trimmed; undefined when unset or blank. */
export function text(raw: RawEnv, name: EnvVariable): string | undefined {
  const value = raw[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads every `VITE_*` variable once: typed values, defaults for what is unset, problems for what is wrong. */
export function readEnv(raw: RawEnv): EnvReading {
  const problems: EnvProblem[] = [];

  const url = (name: EnvVariable, fallback: string, allowRootRelative: boolean): string => {
    const value = text(raw, name);
    if (value === undefined) return fallback;
    const ok = isAbsoluteHttpUrl(value) || (allowRootRelative && value.startsWith('/'));
    if (ok) return value.replace(/\/+$/, '') || value;
    problems.push({
      variable: name,
      message: `${name} must be an absolute http(s) URL${allowRootRelative ? ' or a path starting with /' : ''}, got "${value}"; using ${fallback}`,
    });
    return fallback;
  };

  const contactToEmail = (() => {
    const value = text(raw, 'VITE_CONTACT_TO_EMAIL');
    if (value === undefined) return DEFAULT_CONTACT_TO_EMAIL;
    if (isEmailShape(value)) return value;
    problems.push({
      variable: 'VITE_CONTACT_TO_EMAIL',
      message: `VITE_CONTACT_TO_EMAIL must be an e-mail address, got "${value}"; using ${DEFAULT_CONTACT_TO_EMAIL}`,
    });
    return DEFAULT_CONTACT_TO_EMAIL;
  })();

  const env: Env = {
    emailjs: {
      publicKey: text(raw, 'VITE_EMAILJS_PUBLIC_KEY'),
      serviceId: text(raw, 'VITE_EMAILJS_SERVICE_ID'),
      templateId: text(raw, 'VITE_EMAILJS_TEMPLATE_ID'),
      // "/" means this site's own origin (the local outbox in development).
      origin: url('VITE_EMAILJS_ORIGIN', EMAILJS_DEFAULT_ORIGIN, true),
    },
    contactToEmail,
    earlyAccessUrl: url('VITE_EARLY_ACCESS_URL', DEFAULT_EARLY_ACCESS_URL, true),
    siteUrl: url('VITE_SITE_URL', DEFAULT_SITE_URL, false),
  };

  return { env, problems };
}

export const EMAILJS_ID_VARIABLES = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
] as const;

/** The build's warnings: one per EmailJS ID that is not set (sending would fail). */
export function missingEmailjsWarnings(raw: RawEnv): string[] {
  return EMAILJS_ID_VARIABLES.filter((name) => text(raw, name) === undefined).map(
    (name) => `${name} is not set: project requests from this build will fail until it is`,
  );
}

/** The build's warnings about project requests: the EmailJS IDs, and the agency inbox. */
export function missingContactWarnings(raw: RawEnv): string[] {
  const warnings = missingEmailjsWarnings(raw);
  if (text(raw, 'VITE_CONTACT_TO_EMAIL') === undefined) {
    warnings.push(
      `VITE_CONTACT_TO_EMAIL is not set: project requests from this build are addressed to ${DEFAULT_CONTACT_TO_EMAIL}`,
    );
  }
  return warnings;
}
