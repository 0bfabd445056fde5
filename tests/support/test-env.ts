// Ports and environment of the browser runs: one place, read by the Playwright config and its specs
// (through tests/support/test-env.ts) and by the cross-browser runner (tests/browsers/run.ts), which
// serves the same e2e build with nginx and answers its EmailJS calls with the same outbox.
// Not 4173: `npm run preview` may be serving a build without the test environment there.
export const SITE_PORT = 4273;
export const EXTERNAL_PORT = 4274;
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
/** Where the build under test is made (once per run), and its no-EmailJS variant. */
export const BUILD_DIR = 'dist-e2e';
export const NO_CONFIG_BUILD_DIR = 'dist-e2e-noconfig';
/** The development server, for what exists only in development (the designers' tuning mode). */
export const DEV_PORT = 4275;
export const DEV_ORIGIN = `http://127.0.0.1:${DEV_PORT}`;
export const EXTERNAL_ORIGIN = `http://127.0.0.1:${EXTERNAL_PORT}`;
export const EARLY_ACCESS_URL = `${EXTERNAL_ORIGIN}/early-access`;

/** The local outbox (EmailJS stand-in with fault injection) the e2e build sends to. */
export const OUTBOX_PORT = 4276;
export const OUTBOX_ORIGIN = `http://127.0.0.1:${OUTBOX_PORT}`;
export const OUTBOX_DIR = '.outbox-e2e';
export const CONTACT_TO_EMAIL = 'inbox@example.com';

/** A second build with no EmailJS service ID, for the missing-configuration path. */
export const NO_CONFIG_PORT = 4277;
export const NO_CONFIG_ORIGIN = `http://127.0.0.1:${NO_CONFIG_PORT}`;

/** The build under test: production mode, pointed at local stand-ins for everything external. */
export const testBuildEnv = {
  VITE_EARLY_ACCESS_URL: EARLY_ACCESS_URL,
  VITE_SITE_URL: SITE_ORIGIN,
  VITE_CONTACT_TO_EMAIL: CONTACT_TO_EMAIL,
  VITE_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  VITE_EMAILJS_SERVICE_ID: 'e2e_service',
  VITE_EMAILJS_TEMPLATE_ID: 'e2e_template',
  VITE_EMAILJS_ORIGIN: OUTBOX_ORIGIN,
};

/**
 * The scratch checkout of the project the e2e suite's dev server runs in (tests/support/dev-checkout.ts),
 * made afresh when it starts, and the motion config in it: the file that dev server imports, which the
 * motion studio's "Save to source" rewrites (the working tree's never).
 */
export const DEV_CHECKOUT = '.motion-e2e/checkout';
export const MOTION_CONFIG_PATH = 'src/motion/motion.config.ts';
export const MOTION_E2E_FILE = `${DEV_CHECKOUT}/${MOTION_CONFIG_PATH}`;

/** The dev server as a newcomer runs it: no EmailJS configured, so it answers with its own outbox. */
export const devServerEnv = {
  VITE_EARLY_ACCESS_URL: EARLY_ACCESS_URL,
  VITE_CONTACT_TO_EMAIL: CONTACT_TO_EMAIL,
};

export const noConfigBuildEnv = { ...testBuildEnv, VITE_EMAILJS_SERVICE_ID: '' };

/** The cross-browser suite's nginx: the e2e build (BUILD_DIR), served with the shipped config. */
export const BROWSERS_PORT = 4280;
export const BROWSERS_ORIGIN = `http://127.0.0.1:${BROWSERS_PORT}`;
/** Where the cross-browser suite's outbox keeps what it received. */
export const BROWSERS_OUTBOX_DIR = '.outbox-browsers';
