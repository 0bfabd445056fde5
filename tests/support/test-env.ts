/** Ports and environment of the end-to-end runs: one place, read by the config and the specs. */
// Not 4173: `npm run preview` may be serving a build without the test environment there.
export const SITE_PORT = 4273;
export const EXTERNAL_PORT = 4274;
export const SITE_ORIGIN = `http://127.0.0.1:${SITE_PORT}`;
/** The development server, for what exists only in development (the designers' tuning mode). */
export const DEV_PORT = 4275;
export const DEV_ORIGIN = `http://127.0.0.1:${DEV_PORT}`;
export const EXTERNAL_ORIGIN = `http://127.0.0.1:${EXTERNAL_PORT}`;
export const EARLY_ACCESS_URL = `${EXTERNAL_ORIGIN}/early-access`;

/** The build under test: production mode, pointed at local stand-ins for everything external. */
export const testBuildEnv = {
  VITE_EARLY_ACCESS_URL: EARLY_ACCESS_URL,
  VITE_SITE_URL: SITE_ORIGIN,
  VITE_CONTACT_TO_EMAIL: 'inbox@example.com',
};
