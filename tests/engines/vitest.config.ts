import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The cross-engine suite (npm run test:engines, through scripts/engines/run.mjs, which serves the
// build and says which engines to run). One engine at a time, one case at a time: each case drives a
// real browser, and the machine has two cores.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    include: ['tests/engines/**/*.engines.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['verbose'],
  },
});
