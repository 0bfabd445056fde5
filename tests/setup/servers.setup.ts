import { expect, test as setup } from '@playwright/test';
import {
  DEV_ORIGIN,
  EXTERNAL_ORIGIN,
  NO_CONFIG_ORIGIN,
  OUTBOX_ORIGIN,
  SITE_ORIGIN,
} from '../support/test-env';

// The project every browser suite depends on (playwright.config.ts): each server under test answers.
// Its teardown is the one-at-a-time group, which so runs after all the others, whatever they found.
setup('every server under test answers', async ({ request }) => {
  for (const url of [
    `${SITE_ORIGIN}/`,
    `${NO_CONFIG_ORIGIN}/`,
    `${OUTBOX_ORIGIN}/health`,
    `${EXTERNAL_ORIGIN}/health`,
    `${DEV_ORIGIN}/`,
  ]) {
    expect((await request.get(url)).status(), url).toBe(200);
  }
});
