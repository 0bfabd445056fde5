import { vi } from 'vitest';

const send = vi.fn();
const init = vi.fn();
vi.mock('@emailjs/browser', () => ({
  send: (...args: unknown[]) => send(...args) as unknown,
  init: (...args: unknown[]) => init(...args) as unknown,
  EmailJSResponseStatus: class {
    constructor(
      readonly status: number,
      readonly text: string,
    ) {}
  },
}));

const { requireEmailConfig, sendProjectRequest, RateLimitedError, SendTimeoutError } =
  await import('./email-client');
const { EmailJSResponseStatus } = await import('@emailjs/browser');

const config = {
  publicKey: 'pk',
  serviceId: 'service_1',
  templateId: 'template_1',
  origin: 'https://api.emailjs.com',
};
const message = {
  to_email: 'a@b.co',
  from_name: 'A',
  from_email: 'c@d.co',
  message: 'm',
  amount: 0,
};

describe('requireEmailConfig (spec §5: a missing ID is an error naming it)', () => {
  it('names each missing ID and the variable to set', () => {
    expect(() => requireEmailConfig({ ...config, publicKey: undefined })).toThrow(
      'EmailJS public key is missing: set VITE_EMAILJS_PUBLIC_KEY',
    );
    expect(() => requireEmailConfig({ ...config, serviceId: undefined })).toThrow(
      'EmailJS service ID is missing: set VITE_EMAILJS_SERVICE_ID',
    );
    expect(() => requireEmailConfig({ ...config, templateId: undefined })).toThrow(
      'EmailJS template ID is missing: set VITE_EMAILJS_TEMPLATE_ID',
    );
  });

  it('resolves "/" to the site\'s own origin', () => {
    expect(requireEmailConfig({ ...config, origin: '/' }).origin).toBe(window.location.origin);
  });
});

describe('sendProjectRequest', () => {
  beforeEach(() => {
    send.mockReset();
    init.mockReset();
  });

  it('sends with the service and template IDs, the public key and a 10 s rate limit', async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    await sendProjectRequest(message, config);
    expect(init).toHaveBeenCalledWith({
      publicKey: 'pk',
      origin: 'https://api.emailjs.com',
      storageProvider: expect.objectContaining({ get: expect.any(Function) as unknown }) as unknown,
    });
    expect(send).toHaveBeenCalledWith('service_1', 'template_1', message, {
      publicKey: 'pk',
      limitRate: { id: 'project-request', throttle: 10_000 },
    });
  });

  it('never calls EmailJS when an ID is missing', async () => {
    await expect(sendProjectRequest(message, { ...config, serviceId: undefined })).rejects.toThrow(
      /service ID is missing/,
    );
    expect(send).not.toHaveBeenCalled();
  });

  it("turns the library's 429 into a rate-limit error", async () => {
    send.mockRejectedValue(new EmailJSResponseStatus(429, 'Too Many Requests'));
    await expect(sendProjectRequest(message, config)).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('fails a send that hangs after 15 s', async () => {
    vi.useFakeTimers();
    try {
      send.mockReturnValue(new Promise(() => undefined));
      const pending = sendProjectRequest(message, config);
      const assertion = expect(pending).rejects.toBeInstanceOf(SendTimeoutError);
      await vi.advanceTimersByTimeAsync(15_000);
      await assertion;
    } finally {
      vi.useRealTimers();
    }
  });
});
