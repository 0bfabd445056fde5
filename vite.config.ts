import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readEnv } from './src/config/env-schema.ts';

/** Names every malformed VITE_* variable when the dev server or a build starts. */
function envCheck(mode: string): Plugin {
  return {
    name: 'agency:env-check',
    configResolved(config) {
      const { problems } = readEnv(loadEnv(mode, config.envDir || process.cwd(), 'VITE_'));
      for (const problem of problems) config.logger.warn(`[env] ${problem.message}`);
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), envCheck(mode)],
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
}));
