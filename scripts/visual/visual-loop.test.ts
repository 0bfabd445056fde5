// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { accept, select } from './accept.mjs';
import { toleranceFor, worstNoise, type Measurement } from './noise.mjs';
import { review } from './review.mjs';
import {
  clearDiffering,
  compareShots,
  readDiffering,
  recordDiffering,
  shotId,
  SUITES,
  tolerance,
  TOLERANCES_FILE,
  type DifferingShot,
} from './shots.mjs';

/** How many pixels differ, as both suites count them. */
const differingPixels = (expected: Buffer, actual: Buffer) => compareShots(expected, actual).pixels;

/** A w×h PNG, black with the pixels of `white` (indexes) white. */
function png(width: number, height: number, white: number[] = []): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) {
    const on = white.includes(i) ? 255 : 0;
    image.data.set([on, on, on, 255], i * 4);
  }
  return PNG.sync.write(image);
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'visual-loop-'));
  vi.stubEnv('VISUAL_RESULTS_DIR', join(dir, 'results'));
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

/** A shot that differed: its baseline (black) and what the run took (one white pixel more). */
function differing(suite: DifferingShot['suite'], browser: string, name: string): DifferingShot {
  const baseline = join(dir, 'baselines', suite, browser, `${name}.png`);
  const actual = join(dir, 'actual', suite, browser, `${name}.png`);
  for (const [file, image] of [
    [baseline, png(4, 4)],
    [actual, png(4, 4, [5])],
  ] as const) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, image);
  }
  const shot = { suite, browser, name, baseline, actual, pixels: 1, tolerance: 0 };
  recordDiffering(shot);
  return shot;
}

describe('tolerances', () => {
  test('every suite and browser has one, never looser than the noise its measurements saw', () => {
    const file = JSON.parse(readFileSync(TOLERANCES_FILE, 'utf8')) as {
      tolerances: Record<string, { maxDiffPixels: number; browser?: string }>;
      measurements?: Measurement[];
    };
    const keys = ['visual/chromium', 'browsers/chromium', 'browsers/firefox', 'browsers/webkit'];
    expect(Object.keys(file.tolerances).sort()).toEqual(keys.sort());
    for (const key of keys) {
      const [suite = '', browser = ''] = key.split('/');
      // Measured in the browser the tolerance names (the visual suite's: the headless shell).
      const worst = worstNoise(file.measurements ?? [], key, file.tolerances[key]?.browser);
      expect(tolerance(suite as DifferingShot['suite'], browser), key).toBe(toleranceFor(worst));
    }
    // Measured in the browser CI runs the visual suite in (.ci/run installs it): a literal, so that a
    // machine without the shell, whose suite falls back to the full browser, still passes this test.
    expect(file.tolerances['visual/chromium']?.browser).toBe('chromium-headless-shell');
  });

  test('a tolerance counts only the noise of the browser it guards', () => {
    const measurements: Measurement[] = [
      { worst: { 'visual/chromium': { pixels: 152 } } },
      {
        browsers: { 'visual/chromium': 'chromium-headless-shell' },
        worst: { 'visual/chromium': { pixels: 4 } },
      },
    ];
    expect(worstNoise(measurements, 'visual/chromium', 'chromium-headless-shell')).toBe(4);
    expect(worstNoise(measurements, 'visual/chromium', 'chromium')).toBe(152);
    expect(worstNoise(measurements, 'visual/chromium', undefined)).toBe(152);
  });

  test('zero where no noise was seen; just above it where some was', () => {
    expect(toleranceFor(0)).toBe(0);
    expect(toleranceFor(1)).toBe(3);
    expect(toleranceFor(17)).toBe(22);
    expect(toleranceFor(400)).toBe(500);
  });

  test('pixels are counted at the suites’ threshold; a size change counts them all', () => {
    expect(differingPixels(png(4, 4), png(4, 4))).toBe(0);
    expect(differingPixels(png(4, 4), png(4, 4, [0, 15]))).toBe(2);
    expect(differingPixels(png(4, 4), png(4, 5))).toBe(20);
  });
});

describe('the record of differing shots', () => {
  test('each suite records its own; a run of one clears only its own', () => {
    const a = differing('visual', 'chromium', 'home-top-1440x900');
    const b = differing('browsers', 'webkit', 'home-top');
    expect(readDiffering().map(shotId)).toEqual([shotId(b), shotId(a)]);
    clearDiffering('browsers');
    expect(readDiffering(SUITES).map(shotId)).toEqual(['visual/chromium/home-top-1440x900']);
  });
});

describe('npm run visual:accept', () => {
  test('accepts exactly the shots named, by id, glob or bare name; the others stay as they were', () => {
    const shots = [
      differing('visual', 'chromium', 'stack-filmstrip-1440x900/scrollY-0750'),
      differing('visual', 'chromium', 'home-top-1440x900'),
      differing('browsers', 'firefox', 'home-top'),
      differing('browsers', 'webkit', 'home-top'),
    ];
    const ids = (names: string[]) => select(names, readDiffering()).map(shotId).sort();
    expect(ids(['browsers/webkit/home-top'])).toEqual(['browsers/webkit/home-top']);
    expect(ids(['browsers/*/home-top'])).toEqual([
      'browsers/firefox/home-top',
      'browsers/webkit/home-top',
    ]);
    expect(ids(['home-top*'])).toEqual([
      'browsers/firefox/home-top',
      'browsers/webkit/home-top',
      'visual/chromium/home-top-1440x900',
    ]);
    expect(ids(['visual/chromium/stack-filmstrip-1440x900/*'])).toEqual([
      'visual/chromium/stack-filmstrip-1440x900/scrollY-0750',
    ]);

    accept(select(['browsers/firefox/home-top'], readDiffering()));
    const [frame, home, firefox, webkit] = shots.map((shot) =>
      differingPixels(readFileSync(shot.baseline), readFileSync(shot.actual)),
    );
    expect({ frame, home, firefox, webkit }).toEqual({ frame: 1, home: 1, firefox: 0, webkit: 1 });
    // Accepted, it no longer differs.
    expect(readDiffering().map(shotId)).not.toContain('browsers/firefox/home-top');
  });

  test('a name that matches nothing accepts nothing and lists what differs', () => {
    const shot = differing('browsers', 'webkit', 'about-top');
    expect(() => select(['about-top', 'nope'], readDiffering())).toThrow(
      /no shot of the last run differs as "nope"; nothing accepted\.\n.*browsers\/webkit\/about-top/s,
    );
    expect(() => select([], readDiffering())).toThrow(/name the shots to accept/);
    expect(differingPixels(readFileSync(shot.baseline), readFileSync(shot.actual))).toBe(1);
  });
});

describe('the review page', () => {
  test('shows every differing shot of the suites asked for, and its path is the last line', () => {
    differing('visual', 'chromium', 'stack-filmstrip-1440x900/scrollY-0750');
    differing('browsers', 'firefox', 'home-top');
    differing('browsers', 'webkit', 'home-top');
    const lines: string[] = [];
    vi.mocked(console.info).mockImplementation((line: string) => lines.push(line));
    const report = review(SUITES);
    expect(report).not.toBeNull();
    expect(existsSync(report ?? '')).toBe(true);
    const made = JSON.parse(readFileSync(join(report ?? '', '..', 'reg.json'), 'utf8')) as {
      failedItems: string[];
    };
    expect(made.failedItems.sort()).toEqual([
      'browsers/firefox/home-top.png',
      'browsers/webkit/home-top.png',
      'visual/chromium/stack-filmstrip-1440x900/scrollY-0750.png',
    ]);
    expect(lines.at(-1)).toMatch(/^visual review: .*review\/index\.html$/);
    expect(lines.join('\n')).toContain('browsers/webkit/home-top (1 px, 0 allowed)');
  });

  test('with nothing differing, says so and leaves no page of an earlier run', () => {
    differing('browsers', 'webkit', 'home-top');
    expect(review(['browsers'])).not.toBeNull();
    clearDiffering('browsers');
    expect(review(['browsers'])).toBeNull();
    expect(existsSync(join(dir, 'results', 'review'))).toBe(false);
  });
});
