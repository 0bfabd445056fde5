// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig, UserConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

let envDir = '';
/** Vite reads VITE_* from the process too (vitest's own dev config sets the outbox placeholders). */
const inherited = Object.entries(process.env).filter(([key]) => key.startsWith('VITE_'));

beforeAll(async () => {
  envDir = await mkdtemp(join(tmpdir(), 'env-check-'));
  for (const [key] of inherited) delete process.env[key];
});

afterAll(async () => {
  await rm(envDir, { recursive: true, force: true });
  for (const [key, value] of inherited) process.env[key] = value;
});

/** Runs the config's env check as `vite build` would, with `env` as the project's .env; returns the warnings. */
async function buildWarnings(env: Record<string, string>): Promise<string[]> {
  await writeFile(
    join(envDir, '.env'),
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  );
  const config = (viteConfig as (env: { command: 'build'; mode: string }) => UserConfig)({
    command: 'build',
    mode: 'production',
  });
  const plugin = (config.plugins as Plugin[]).find((entry) => entry.name === 'agency:env-check');
  const warnings: string[] = [];
  const resolved = { envDir, logger: { warn: (text: string) => warnings.push(text) } };
  (plugin?.configResolved as (config: ResolvedConfig) => void)(
    resolved as unknown as ResolvedConfig,
  );
  return warnings;
}

describe('the build names what project requests need', () => {
  const complete = {
    VITE_SITE_URL: 'https://skyward.example',
    VITE_EMAILJS_PUBLIC_KEY: 'pk',
    VITE_EMAILJS_SERVICE_ID: 'service_1',
    VITE_EMAILJS_TEMPLATE_ID: 'template_1',
    VITE_CONTACT_TO_EMAIL: 'inbox@skyward.example',
  };

  it('warns about nothing when everything is set', async () => {
    expect(await buildWarnings(complete)).toEqual([]);
  });

  it('warns without VITE_CONTACT_TO_EMAIL, as it does without an EmailJS ID', async () => {
    const rest: Record<string, string> = { ...complete };
    delete rest.VITE_CONTACT_TO_EMAIL;
    delete rest.VITE_EMAILJS_SERVICE_ID;
    expect(await buildWarnings(rest)).toEqual([
      '[env] VITE_EMAILJS_SERVICE_ID is not set: project requests from this build will fail until it is',
      '[env] VITE_CONTACT_TO_EMAIL is not set: project requests from this build are addressed to hello@example.com',
    ]);
  });
});
