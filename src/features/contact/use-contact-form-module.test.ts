import { failedModuleUrl } from './use-contact-form-module';

describe('failedModuleUrl: the chunk a failed dynamic import names', () => {
  it('reads Chromium and Firefox messages', () => {
    expect(
      failedModuleUrl(
        new TypeError(
          'Failed to fetch dynamically imported module: https://example.org/assets/contact-form-Ab1_x.js',
        ),
      ),
    ).toBe('https://example.org/assets/contact-form-Ab1_x.js');
    expect(
      failedModuleUrl(
        new TypeError(
          'error loading dynamically imported module: http://127.0.0.1:4273/assets/contact-form-Zz9.js?retry=2',
        ),
      ),
    ).toBe('http://127.0.0.1:4273/assets/contact-form-Zz9.js');
  });

  it('gives null when the message names no module (Safari)', () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl('offline')).toBeNull();
  });
});
