import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The cross-browser suite (npm run test:browsers, through tests/browsers/run.ts, which serves the
// build and runs one Vitest per browser, side by side). One case at a time in each: a case drives its
// browser's one page.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/browsers/**/*.browsers.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['verbose'],
  },
});
