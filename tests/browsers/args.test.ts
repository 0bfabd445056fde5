import { describe, expect, it } from 'vitest';
import { BROWSERS, parseBrowserArguments } from './args.ts';

describe('npm run test:browsers -- ...', () => {
  it('runs all three browsers when none is named', () => {
    expect(parseBrowserArguments([])).toEqual({
      browsers: [...BROWSERS],
      update: false,
      reuseBuild: false,
      rest: [],
    });
  });

  it('runs the browsers named, in every spelling, once each', () => {
    expect(parseBrowserArguments(['--browser', 'webkit']).browsers).toEqual(['webkit']);
    expect(parseBrowserArguments(['--browser=firefox']).browsers).toEqual(['firefox']);
    expect(
      parseBrowserArguments(['--browser', 'firefox,webkit', '--browser', 'firefox']).browsers,
    ).toEqual(['firefox', 'webkit']);
  });

  it('refuses an unknown or missing browser, naming the three', () => {
    expect(() => parseBrowserArguments(['--browser', 'safari'])).toThrow(
      'unknown browser safari: one of chromium, firefox, webkit',
    );
    expect(() => parseBrowserArguments(['--browser'])).toThrow('--browser needs a name');
  });

  it('passes everything else to Vitest and reads --update-visual', () => {
    expect(
      parseBrowserArguments(['-t', 'navbar', '--update-visual', '--browser', 'chromium']),
    ).toEqual({
      browsers: ['chromium'],
      update: true,
      reuseBuild: false,
      rest: ['-t', 'navbar'],
    });
  });

  it('reads --reuse-build: serve the e2e build the Playwright suite has just made', () => {
    expect(parseBrowserArguments(['--reuse-build']).reuseBuild).toBe(true);
    expect(parseBrowserArguments(['--reuse-build']).rest).toEqual([]);
  });
});
