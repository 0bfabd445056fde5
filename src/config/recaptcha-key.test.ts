import { readRecaptchaSiteKey } from './recaptcha-key';

describe('readRecaptchaSiteKey (VITE_EMAILJS_RECAPTCHA_SITE_KEY)', () => {
  it('is off when unset or blank', () => {
    expect(readRecaptchaSiteKey({})).toEqual({ key: undefined, problem: null });
    expect(readRecaptchaSiteKey({ VITE_EMAILJS_RECAPTCHA_SITE_KEY: '  ' }).key).toBeUndefined();
  });

  it('reads a site key, trimmed', () => {
    const key = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';
    expect(readRecaptchaSiteKey({ VITE_EMAILJS_RECAPTCHA_SITE_KEY: ` ${key} ` })).toEqual({
      key,
      problem: null,
    });
  });

  it('refuses what is not a key, naming the variable, and turns the CAPTCHA off', () => {
    expect(readRecaptchaSiteKey({ VITE_EMAILJS_RECAPTCHA_SITE_KEY: '"6Le key"' })).toEqual({
      key: undefined,
      problem: {
        variable: 'VITE_EMAILJS_RECAPTCHA_SITE_KEY',
        message:
          'VITE_EMAILJS_RECAPTCHA_SITE_KEY must be a reCAPTCHA site key (letters, digits, "-", "_"), got ""6Le key""; the CAPTCHA is off',
      },
    });
  });
});
