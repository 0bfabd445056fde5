import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { configDefaults } from 'vitest/config';
import {
  DEFAULT_SITE_URL,
  EMAILJS_ID_VARIABLES,
  missingContactWarnings,
  missingEmailjsWarnings,
  readEnv,
} from './src/config/env-schema.ts';
import { readRecaptchaSiteKey } from './src/config/recaptcha-key.ts';
import { fieldAt } from './src/motion/motion-fields.ts';
import { fieldProblem, needsCustomEase } from './src/motion/motion-values.ts';
import type { MotionConfig } from './src/motion/motion.config.ts';
import { contentCheck } from './scripts/content/check-content.ts';
import { customEases } from './scripts/build/custom-eases.ts';
import { LOCAL_OUTBOX_IDS, localOutbox, type OutboxIds } from './scripts/dev-server/outbox.ts';
import { minifyStyledCssPlugin } from './scripts/build/minify-styled-css.ts';
import { motionStudioEndpoint } from './scripts/dev-server/motion-studio-endpoint.ts';
import { styledComponentIds } from './scripts/build/styled-component-ids.ts';

/** Names every malformed VITE_* variable, and at build every missing EmailJS ID and the inbox. */
function envCheck(mode: string, command: 'build' | 'serve'): Plugin {
  return {
    name: 'agency:env-check',
    configResolved(config) {
      const raw = loadEnv(mode, config.envDir || process.cwd(), 'VITE_');
      const { problem: keyProblem } = readRecaptchaSiteKey(raw);
      for (const problem of [...readEnv(raw).problems, ...(keyProblem ? [keyProblem] : [])]) {
        config.logger.warn(`[env] ${problem.message}`);
      }
      if (command !== 'build') return;
      for (const warning of missingContactWarnings(raw)) config.logger.warn(`[env] ${warning}`);
      if (!raw.VITE_SITE_URL?.trim()) {
        config.logger.warn(
          `[env] VITE_SITE_URL is not set: this build's canonical, sitemap and share URLs point at ${DEFAULT_SITE_URL}`,
        );
      }
    },
  };
}

/**
 * The motion config, read only when a build asks for it. This file never imports it: Vite restarts the
 * dev server (and the page reloads) when a module its config imports changes, and the studio's Save
 * rewrites this one, which HMR alone must deliver (decision 0025). The specifier is computed, so the
 * config's bundler leaves the import to Node and does not list the file among its dependencies.
 */
async function readMotionConfig(): Promise<MotionConfig> {
  const file = new URL('./src/motion/motion.config.ts', import.meta.url);
  const module = (await import(file.href)) as { motion: MotionConfig };
  return module.motion;
}

/**
 * The unit test files that render the whole app in jsdom. Each is CPU-bound for seconds (jsdom's
 * style cascade, for every GSAP read), so they run one at a time after the other files. Beside a
 * second worker, on two cores with a busy loop holding one, the long visit's four returns took
 * 3.5-4.3 s against Vitest's 5 s for a test; alone beside the busy loop, 1.5-1.8 s (1.1-1.2 s quiet).
 */
const WHOLE_APP_TESTS = ['src/app/long-visit.test.tsx', 'src/entry-server.test.tsx'];

export default defineConfig(({ command, mode }) => {
  let outboxIds: OutboxIds | undefined;
  if (command === 'serve') {
    const raw = loadEnv(mode, process.cwd(), 'VITE_');
    const noEmailjs = missingEmailjsWarnings(raw).length === EMAILJS_ID_VARIABLES.length;
    // No EmailJS configured: point the site at the local outbox with placeholder IDs.
    if (noEmailjs && !raw.VITE_EMAILJS_ORIGIN?.trim()) {
      process.env.VITE_EMAILJS_PUBLIC_KEY = LOCAL_OUTBOX_IDS.publicKey;
      process.env.VITE_EMAILJS_SERVICE_ID = LOCAL_OUTBOX_IDS.serviceId;
      process.env.VITE_EMAILJS_TEMPLATE_ID = LOCAL_OUTBOX_IDS.templateId;
      process.env.VITE_EMAILJS_ORIGIN = '/';
    }
    const { publicKey, serviceId, templateId } = readEnv(loadEnv(mode, process.cwd(), 'VITE_')).env
      .emailjs;
    if (publicKey && serviceId && templateId) outboxIds = { publicKey, serviceId, templateId };
  }
  return {
    // `@/` is src/: an import names the layer it reaches into, not how many folders up it is.
    resolve: { alias: { '@/': fileURLToPath(new URL('./src/', import.meta.url)) } },
    plugins: [
      styledComponentIds(),
      react(),
      minifyStyledCssPlugin(),
      envCheck(mode, command),
      // src/content/data/ against its schema and the media on disk: a build stops on a problem.
      contentCheck({ skip: Boolean(process.env.VITEST) }),
      localOutbox(outboxIds),
      motionStudioEndpoint({ fieldAt, fieldProblem }),
      // CustomEase where a GSAP ease is drawn: in a build (and the unit tests) only if the config draws
      // one; in the dev server always, where the studio draws them.
      customEases({
        needed: async (run) =>
          (run === 'serve' && !process.env.VITEST) || needsCustomEase(await readMotionConfig()),
      }),
    ],
    build: {
      target: 'es2022',
      // NO_MINIFY=1 keeps readable function names for profiling (decision 0009).
      minify: process.env.NO_MINIFY ? false : undefined,
      // Maps without a sourceMappingURL; scripts/build/build.ts moves them out of the site (for an error
      // tracker), so the public never gets the source.
      sourcemap: 'hidden',
    },
    server: {
      // Chokidar drops a change that follows another within 50 ms and never reports the last one
      // (decision 0013): hold each change until the file has been still for 50 ms, then report it once.
      watch: { awaitWriteFinish: { stabilityThreshold: 50, pollInterval: 10 } },
    },
    preview: {
      port: 4173,
      strictPort: true,
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      // styled-components injects its rules as a production build does (insertRule), not as text. Its
      // development default appends a text node per rule, and jsdom re-parses the whole sheet for
      // each one (the long-visit test: 3.3 s instead of 2.5 s; the whole unit suite: 17 s of tests
      // instead of 14.7 s).
      env: { SC_DISABLE_SPEEDY: 'false' },
      // Node 25+ puts web storage of its own on the global (undefined without `--localstorage-file`),
      // and Vitest then leaves out jsdom's: the tests use jsdom's, as the page has the browser's.
      execArgv: process.allowedNodeEnvironmentFlags.has('--no-experimental-webstorage')
        ? ['--no-experimental-webstorage']
        : [],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: [
              'src/**/*.test.{ts,tsx}',
              'scripts/**/*.test.ts',
              'tools/**/*.test.ts',
              'tests/**/*.test.ts',
              'eslint.config.test.ts',
            ],
            exclude: [...configDefaults.exclude, ...WHOLE_APP_TESTS],
            // Two files at a time (the machine's two cores; Vitest's default leaves one idle), each
            // still in its own process and environment.
            maxWorkers: 2,
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true,
          test: {
            name: 'whole-app',
            include: WHOLE_APP_TESTS,
            // One at a time, after the rest: see WHOLE_APP_TESTS.
            maxWorkers: 1,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  };
});
