import { readEnv } from './env-schema';

const reading = readEnv(import.meta.env);

for (const problem of reading.problems) {
  console.warn(`[env] ${problem.message}`);
}

/**
 * The site's configuration, read once from `import.meta.env`: the only place that reads `VITE_*`, but
 * for the CAPTCHA's key, which the lazy form reads itself (`recaptcha-env.ts`).
 */
export const env = reading.env;
export type { Env } from './env-schema';
