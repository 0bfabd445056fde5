import { describe, expect, it } from 'vitest';
import { ENGINES, parseEngineArguments } from './args.mjs';

describe('npm run test:engines -- ...', () => {
  it('runs all three engines when none is named', () => {
    expect(parseEngineArguments([])).toEqual({
      engines: [...ENGINES],
      update: false,
      reuseBuild: false,
      rest: [],
    });
  });

  it('runs the engines named, in every spelling, once each', () => {
    expect(parseEngineArguments(['--engine', 'webkit']).engines).toEqual(['webkit']);
    expect(parseEngineArguments(['--engine=firefox']).engines).toEqual(['firefox']);
    expect(
      parseEngineArguments(['--engine', 'firefox,webkit', '--engine', 'firefox']).engines,
    ).toEqual(['firefox', 'webkit']);
  });

  it('refuses an unknown or missing engine, naming the three', () => {
    expect(() => parseEngineArguments(['--engine', 'safari'])).toThrow(
      'unknown engine safari: one of chromium, firefox, webkit',
    );
    expect(() => parseEngineArguments(['--engine'])).toThrow('--engine needs a name');
  });

  it('passes everything else to Vitest and reads --update-visual', () => {
    expect(
      parseEngineArguments(['-t', 'navbar', '--update-visual', '--engine', 'chromium']),
    ).toEqual({
      engines: ['chromium'],
      update: true,
      reuseBuild: false,
      rest: ['-t', 'navbar'],
    });
  });

  it('reads --reuse-build: serve the e2e build the Playwright suite has just made', () => {
    expect(parseEngineArguments(['--reuse-build']).reuseBuild).toBe(true);
    expect(parseEngineArguments(['--reuse-build']).rest).toEqual([]);
  });
});
