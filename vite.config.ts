import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readEnv } from './src/config/env-schema.ts';
import { createOutbox } from './scripts/outbox/outbox.mjs';

const EMAILJS_IDS = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
] as const;

/** Names every malformed VITE_* variable, and at build every missing EmailJS ID. */
function envCheck(mode: string, command: 'build' | 'serve'): Plugin {
  return {
    name: 'agency:env-check',
    configResolved(config) {
      const raw = loadEnv(mode, config.envDir || process.cwd(), 'VITE_');
      for (const problem of readEnv(raw).problems) config.logger.warn(`[env] ${problem.message}`);
      if (command !== 'build') return;
      for (const name of EMAILJS_IDS) {
        if (!raw[name]?.trim()) {
          config.logger.warn(
            `[env] ${name} is not set: project requests from this build will fail until it is`,
          );
        }
      }
    },
  };
}

/** `npm run dev` answers EmailJS calls itself: messages land in .outbox/ and at /__outbox. */
function localOutbox(): Plugin {
  return {
    name: 'agency:local-outbox',
    apply: 'serve',
    configureServer(server) {
      const outbox = createOutbox({ log: (line) => server.config.logger.info(line) });
      server.middlewares.use((request, response, next) => {
        void outbox(request, response, next);
      });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  if (command === 'serve') {
    const raw = loadEnv(mode, process.cwd(), 'VITE_');
    // No EmailJS configured: point the site at the local outbox with placeholder IDs.
    if (EMAILJS_IDS.every((name) => !raw[name]?.trim()) && !raw.VITE_EMAILJS_ORIGIN?.trim()) {
      process.env.VITE_EMAILJS_PUBLIC_KEY = 'local-outbox-public-key';
      process.env.VITE_EMAILJS_SERVICE_ID = 'local_outbox_service';
      process.env.VITE_EMAILJS_TEMPLATE_ID = 'local_outbox_template';
      process.env.VITE_EMAILJS_ORIGIN = '/';
    }
  }
  return {
    plugins: [react(), envCheck(mode, command), localOutbox()],
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
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      css: false,
    },
  };
});
