// @vitest-environment node
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkEmailParams,
  createOutbox,
  CROSS_SITE_REFUSAL,
  type OutboxOptions,
} from './outbox.ts';
import { seemFrom } from './seem-from';

/** The one site allowed to call this outbox from another origin. */
const SITE = 'http://127.0.0.1:4273';

/**
 * An outbox on a free port, storing into a fresh folder; `close` removes both. `remoteAddress`: the
 * address its requests seem to come from (another machine), as the socket would say.
 */
async function startOutbox(
  options: Omit<OutboxOptions, 'dir'>,
  { remoteAddress }: { remoteAddress?: string } = {},
) {
  const folder = await mkdtemp(join(tmpdir(), 'outbox-'));
  const outbox = createOutbox({ dir: folder, ...options });
  const listening: Server = createServer((request, response) => {
    seemFrom(request, remoteAddress);
    void outbox(request, response);
  });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return {
    dir: folder,
    origin: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => listening.close(resolve));
      await rm(folder, { recursive: true, force: true });
    },
  };
}

let origin = '';
let dir = '';
let close = () => Promise.resolve();
const lines: string[] = [];

beforeAll(async () => {
  ({ origin, dir, close } = await startOutbox({
    allowedOrigins: [SITE],
    ids: { publicKey: 'pk', serviceId: 'service_1', templateId: 'template_1' },
    log: (line) => lines.push(line),
  }));
});

afterAll(() => close());

const valid = {
  lib_version: '4.4.1',
  user_id: 'pk',
  service_id: 'service_1',
  template_id: 'template_1',
  template_params: {
    to_email: 'a@b.co',
    from_name: 'Ada',
    from_email: 'ada@example.org',
    message: 'Hi',
    amount: 0,
  },
};

describe('checkEmailParams', () => {
  it('names the first missing parameter, like the real service', () => {
    expect(checkEmailParams(valid)).toBeNull();
    expect(checkEmailParams({ ...valid, user_id: '' })).toMatch(/user_id/);
    expect(checkEmailParams({ ...valid, service_id: undefined })).toMatch(/service_id/);
    expect(checkEmailParams({ ...valid, template_id: 3 })).toMatch(/template_id/);
    expect(checkEmailParams({ ...valid, template_params: 'x' })).toMatch(/template_params/);
    expect(checkEmailParams({ ...valid, lib_version: undefined })).toMatch(/lib_version/);
  });

  it('refuses a lib_version that is not a version number', () => {
    for (const lib_version of ['latest', '4.4', '4.4.1; rm -rf', 'v4.4.1'])
      expect(checkEmailParams({ ...valid, lib_version })).toMatch(
        /lib_version parameter must be a version number/,
      );
  });

  it('refuses IDs other than the configured ones, as EmailJS answers', () => {
    const ids = { publicKey: 'pk', serviceId: 'service_1', templateId: 'template_1' };
    expect(checkEmailParams(valid, ids)).toBeNull();
    expect(checkEmailParams({ ...valid, service_id: 'service_2' }, ids)).toBe(
      'The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin',
    );
    expect(checkEmailParams({ ...valid, template_id: 'template_x' }, ids)).toMatch(
      /^The template ID is invalid/,
    );
    expect(checkEmailParams({ ...valid, user_id: 'other' }, ids)).toMatch(
      /^The Public Key is invalid/,
    );
  });
});

describe('the local outbox', () => {
  it('stores a JSON send, answers 200 "OK", logs one line and lists it', async () => {
    const response = await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect((await readdir(dir)).filter((file) => file.endsWith('.json'))).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/Ada <ada@example.org> → a@b.co · amount 0/);
    const listed = (await (await fetch(`${origin}/__outbox`)).json()) as {
      template_params: unknown;
    }[];
    expect(listed[0]?.template_params).toEqual(valid.template_params);
  });

  it('accepts send-form with form data, the form fields becoming the template params', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      lib_version: '4.4.1',
      user_id: 'pk',
      service_id: 'service_1',
      template_id: 'template_1',
      from_name: 'Grace',
      from_email: 'grace@example.org',
    })) {
      form.append(key, value);
    }
    const response = await fetch(`${origin}/api/v1.0/email/send-form`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(200);
    const listed = (await (await fetch(`${origin}/__outbox`)).json()) as {
      endpoint: string;
      template_params: Record<string, string>;
    }[];
    const saved = listed.find((record) => record.endpoint === '/api/v1.0/email/send-form');
    expect(saved?.template_params).toEqual({ from_name: 'Grace', from_email: 'grace@example.org' });
  });

  it('answers 400 with the reason for a bad request, and stores nothing', async () => {
    const before = (await readdir(dir)).length;
    const missing = await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'POST',
      body: JSON.stringify({ ...valid, service_id: '' }),
    });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toMatch(/service_id/);
    const garbage = await fetch(`${origin}/api/v1.0/email/send`, { method: 'POST', body: '{nope' });
    expect(garbage.status).toBe(400);
    expect((await readdir(dir)).length).toBe(before);
  });

  it('answers 413 to a body over 1 MB, and keeps the terminal line free of control characters', async () => {
    const huge = await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'POST',
      body: 'x'.repeat(1_100_000),
    });
    expect(huge.status).toBe(413);
    await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'POST',
      body: JSON.stringify({
        ...valid,
        template_params: { ...valid.template_params, from_name: 'Eve\u001b[2J\n[outbox] forged' },
      }),
    });
    // eslint-disable-next-line no-control-regex -- no control character may reach the terminal
    expect(lines.at(-1)).not.toMatch(/[\u0000-\u001f]/);
    expect(lines.at(-1)).toContain('Eve [2J [outbox] forged');
  });

  it('skips a stored file that is not valid JSON when listing', async () => {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'zzz-broken.json'), '{ not json');
    const listed = await fetch(`${origin}/__outbox`);
    expect(listed.status).toBe(200);
    expect(Array.isArray(await listed.json())).toBe(true);
  });

  it('allows the site it serves to call it from another origin (CORS preflight)', async () => {
    const preflight = await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: { origin: SITE },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('refuses any other origin with 403 and stores nothing', async () => {
    const before = (await readdir(dir)).length;
    const planted = await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(planted.status).toBe(403);
    expect(await planted.text()).toBe(CROSS_SITE_REFUSAL);
    expect(planted.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: { origin: 'null' },
    });
    expect(preflight.status).toBe(403);
    expect((await readdir(dir)).length).toBe(before);
  });

  it('answers an unknown service ID with 400 and the reason', async () => {
    const response = await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'POST',
      body: JSON.stringify({ ...valid, service_id: 'service_typo' }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^The service ID is invalid/);
  });
});

describe("the dev server's outbox (same-origin)", () => {
  let devOrigin = '';
  let devDir = '';
  let closeDev = () => Promise.resolve();

  beforeAll(async () => {
    ({
      origin: devOrigin,
      dir: devDir,
      close: closeDev,
    } = await startOutbox({ log: () => undefined }));
  });

  afterAll(() => closeDev());

  const post = (headers: Record<string, string>) =>
    fetch(`${devOrigin}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(valid),
    });

  it('takes a request from its own pages', async () => {
    const response = await post({ origin: devOrigin, 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a cross-site form post (by Origin, or by Sec-Fetch-Site) and writes no file', async () => {
    const before = (await readdir(devDir)).length;
    expect((await post({ origin: 'https://attacker.example' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await readdir(devDir)).length).toBe(before);
  });
});

describe('the outbox seen from another machine (`npm run dev -- --host`)', () => {
  const PHONE = '192.168.1.23';

  it.each([
    ['by default', undefined],
    ['with allowNetwork false', false],
  ])(
    'refuses the listing and a send %s with 403, one line saying how to opt in, and stores nothing',
    async (_, allowNetwork) => {
      const other = await startOutbox(
        { log: () => undefined, ...(allowNetwork === undefined ? {} : { allowNetwork }) },
        { remoteAddress: PHONE },
      );
      try {
        const listing = await fetch(`${other.origin}/__outbox`);
        expect(listing.status).toBe(403);
        const reason = await listing.text();
        expect(reason).toBe(
          `Only this machine may call it, not ${PHONE}: to let the network in, start the dev server with DEV_ENDPOINTS_ALLOW_NETWORK=1`,
        );
        const sent = await fetch(`${other.origin}/api/v1.0/email/send`, {
          method: 'POST',
          // Origin equal to the Host: what passed before.
          headers: { 'content-type': 'application/json', origin: other.origin },
          body: JSON.stringify(valid),
        });
        expect(sent.status).toBe(403);
        expect(await readdir(other.dir)).toEqual([]);
      } finally {
        await other.close();
      }
    },
  );

  it('answers the network when the developer opts in', async () => {
    const other = await startOutbox(
      { log: () => undefined, allowNetwork: true },
      { remoteAddress: PHONE },
    );
    try {
      const sent = await fetch(`${other.origin}/api/v1.0/email/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: other.origin },
        body: JSON.stringify(valid),
      });
      expect(sent.status).toBe(200);
      expect((await fetch(`${other.origin}/__outbox`)).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
