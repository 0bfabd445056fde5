import {
  DEFAULT_CONTACT_TO_EMAIL,
  DEFAULT_EARLY_ACCESS_URL,
  DEFAULT_SITE_URL,
  EMAILJS_DEFAULT_ORIGIN,
  missingContactWarnings,
  missingEmailjsWarnings,
  readEnv,
} from './env-schema';

describe('missingEmailjsWarnings (npm run build names each missing EmailJS variable)', () => {
  it('names every missing ID, and nothing when all are set', () => {
    expect(missingEmailjsWarnings({ VITE_EMAILJS_SERVICE_ID: 'service_1' })).toEqual([
      'VITE_EMAILJS_PUBLIC_KEY is not set: project requests from this build will fail until it is',
      'VITE_EMAILJS_TEMPLATE_ID is not set: project requests from this build will fail until it is',
    ]);
    expect(
      missingEmailjsWarnings({
        VITE_EMAILJS_PUBLIC_KEY: 'pk',
        VITE_EMAILJS_SERVICE_ID: 's',
        VITE_EMAILJS_TEMPLATE_ID: ' ',
      }),
    ).toHaveLength(1);
  });
});

describe('missingContactWarnings (the build also names a missing agency inbox)', () => {
  it('warns when VITE_CONTACT_TO_EMAIL is not set, like a missing EmailJS ID', () => {
    const ids = {
      VITE_EMAILJS_PUBLIC_KEY: 'pk',
      VITE_EMAILJS_SERVICE_ID: 's',
      VITE_EMAILJS_TEMPLATE_ID: 't',
    };
    expect(missingContactWarnings(ids)).toEqual([
      'VITE_CONTACT_TO_EMAIL is not set: project requests from this build are addressed to hello@example.com',
    ]);
    expect(missingContactWarnings({ ...ids, VITE_CONTACT_TO_EMAIL: 'inbox@agency.dev' })).toEqual(
      [],
    );
    expect(missingContactWarnings({})).toHaveLength(4);
  });
});

describe('readEnv', () => {
  it('gives a working local default for everything when nothing is set', () => {
    const { env, problems } = readEnv({});
    expect(problems).toEqual([]);
    expect(env).toEqual({
      emailjs: {
        publicKey: undefined,
        serviceId: undefined,
        templateId: undefined,
        origin: EMAILJS_DEFAULT_ORIGIN,
      },
      contactToEmail: DEFAULT_CONTACT_TO_EMAIL,
      earlyAccessUrl: DEFAULT_EARLY_ACCESS_URL,
      siteUrl: DEFAULT_SITE_URL,
    });
    expect(EMAILJS_DEFAULT_ORIGIN).toBe('https://api.emailjs.com');
  });

  it('reads every variable of the public contract, trimmed', () => {
    const { env, problems } = readEnv({
      VITE_EMAILJS_PUBLIC_KEY: ' pk_123 ',
      VITE_EMAILJS_SERVICE_ID: 'service_abc',
      VITE_EMAILJS_TEMPLATE_ID: 'template_xyz',
      VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:5173/',
      VITE_CONTACT_TO_EMAIL: 'inbox@agency.dev',
      VITE_EARLY_ACCESS_URL: 'https://early.example.org/join',
      VITE_SITE_URL: 'https://agency.example.org/',
    });
    expect(problems).toEqual([]);
    expect(env.emailjs).toEqual({
      publicKey: 'pk_123',
      serviceId: 'service_abc',
      templateId: 'template_xyz',
      origin: 'http://127.0.0.1:5173',
    });
    expect(env.contactToEmail).toBe('inbox@agency.dev');
    expect(env.earlyAccessUrl).toBe('https://early.example.org/join');
    expect(env.siteUrl).toBe('https://agency.example.org');
  });

  it('treats empty and whitespace-only values as unset', () => {
    const { env } = readEnv({ VITE_EMAILJS_SERVICE_ID: '   ', VITE_SITE_URL: '' });
    expect(env.emailjs.serviceId).toBeUndefined();
    expect(env.siteUrl).toBe(DEFAULT_SITE_URL);
  });

  it('names the variable and falls back when a value is malformed', () => {
    const { env, problems } = readEnv({
      VITE_SITE_URL: 'agency.example.org',
      VITE_EARLY_ACCESS_URL: 'javascript:alert(1)',
      VITE_CONTACT_TO_EMAIL: 'not-an-email',
    });
    expect(env.siteUrl).toBe(DEFAULT_SITE_URL);
    expect(env.earlyAccessUrl).toBe(DEFAULT_EARLY_ACCESS_URL);
    expect(env.contactToEmail).toBe(DEFAULT_CONTACT_TO_EMAIL);
    expect(problems.map((p) => p.variable)).toEqual([
      'VITE_CONTACT_TO_EMAIL',
      'VITE_EARLY_ACCESS_URL',
      'VITE_SITE_URL',
    ]);
    expect(problems[1]?.message).toContain('VITE_EARLY_ACCESS_URL must be an absolute http(s) URL');
  });

  it('accepts a root-relative early-access page but not a relative site URL', () => {
    expect(readEnv({ VITE_EARLY_ACCESS_URL: '/soon.html' }).env.earlyAccessUrl).toBe('/soon.html');
    expect(readEnv({ VITE_SITE_URL: '/x' }).problems).toHaveLength(1);
  });
});
