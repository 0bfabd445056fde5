import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The cross-browser suite (npm run test:browsers, through scripts/browsers/run.mjs, which serves the
// build and says which browsers to run). One browser at a time, one case at a time: each case drives a
// real browser, and the machine has two cores.
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
