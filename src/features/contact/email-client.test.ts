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

const { requireEmailConfig, sendProjectRequest, DeliveryRefusedError, DeliveryNetworkError } =
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

  it("sends with the service and template IDs and the public key, without EmailJS's rate limit", async () => {
    send.mockResolvedValue({ status: 200, text: 'OK' });
    await sendProjectRequest(message, config);
    expect(init).toHaveBeenCalledWith({ publicKey: 'pk', origin: 'https://api.emailjs.com' });
    expect(send).toHaveBeenCalledWith('service_1', 'template_1', message, { publicKey: 'pk' });
  });

  it('never calls EmailJS when an ID is missing', async () => {
    await expect(sendProjectRequest(message, { ...config, serviceId: undefined })).rejects.toThrow(
      /service ID is missing/,
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('reports every answer that is not a success as refused, a 429 included', async () => {
    for (const [status, text] of [
      [400, 'The template ID is invalid'],
      [429, 'Too Many Requests'],
      [500, 'Internal Server Error'],
    ] as const) {
      send.mockRejectedValueOnce(new EmailJSResponseStatus(status, text));
      const failure = sendProjectRequest(message, config);
      await expect(failure).rejects.toBeInstanceOf(DeliveryRefusedError);
      await expect(failure).rejects.toMatchObject({ status, text });
    }
  });

  it('reports no answer at all (fetch failing) as a network error', async () => {
    send.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendProjectRequest(message, config)).rejects.toBeInstanceOf(DeliveryNetworkError);
  });
});
