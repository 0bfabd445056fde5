import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import {
  DEFAULT_SITE_URL,
  EMAILJS_ID_VARIABLES,
  missingEmailjsWarnings,
  readEnv,
} from './src/config/env-schema.ts';
import { createOutbox } from './scripts/outbox/outbox.mjs';
import { styledComponentIds } from './scripts/vite/styled-component-ids.mjs';

/** Names every malformed VITE_* variable, and at build every missing EmailJS ID. */
function envCheck(mode: string, command: 'build' | 'serve'): Plugin {
  return {
    name: 'agency:env-check',
    configResolved(config) {
      const raw = loadEnv(mode, config.envDir || process.cwd(), 'VITE_');
      for (const problem of readEnv(raw).problems) config.logger.warn(`[env] ${problem.message}`);
      if (command !== 'build') return;
      for (const warning of missingEmailjsWarnings(raw)) config.logger.warn(`[env] ${warning}`);
      if (!raw.VITE_SITE_URL?.trim()) {
        config.logger.warn(
          `[env] VITE_SITE_URL is not set: this build's canonical, sitemap and share URLs point at ${DEFAULT_SITE_URL}`,
        );
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
    const noEmailjs = missingEmailjsWarnings(raw).length === EMAILJS_ID_VARIABLES.length;
    // No EmailJS configured: point the site at the local outbox with placeholder IDs.
    if (noEmailjs && !raw.VITE_EMAILJS_ORIGIN?.trim()) {
      process.env.VITE_EMAILJS_PUBLIC_KEY = 'local-outbox-public-key';
      process.env.VITE_EMAILJS_SERVICE_ID = 'local_outbox_service';
      process.env.VITE_EMAILJS_TEMPLATE_ID = 'local_outbox_template';
      process.env.VITE_EMAILJS_ORIGIN = '/';
    }
  }
  return {
    plugins: [styledComponentIds(), react(), envCheck(mode, command), localOutbox()],
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
