import { readEnv } from './env-schema';

const reading = readEnv(import.meta.env);

for (const problem of reading.problems) {
  console.warn(`[env] ${problem.message}`);
}

/** The site's configuration, read once from `import.meta.env`. The only place that reads `VITE_*`. */
export const env = reading.env;
export type { Env } from './env-schema';
