// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { accept, select } from './accept.ts';
import {
  colourCap,
  LADDER,
  measurementOf,
  readPalette,
  shotName,
  shotTolerance,
  thresholdFor,
  toleranceFor,
  type Measurement,
} from './noise.ts';
import { printReview, startReview } from './review.ts';
import { CONTROLS, otherWord, PLANTS, turnHue } from './self-test.ts';
import {
  clearDiffering,
  compareShots,
  floorFor,
  lastRuns,
  pngArea,
  readDiffering,
  readTolerances,
  recordDiffering,
  ROOT,
  shotId,
  THRESHOLD,
  tolerance,
  type DifferingShot,
} from './shots.ts';

/** How many pixels differ, as both suites count them. */
const differingPixels = (expected: Buffer, actual: Buffer) => compareShots(expected, actual).pixels;

type Rgb = [number, number, number];

/** A w×h PNG of `fill`, with the pixels of `marked` (indexes) in `mark`. */
function png(
  width: number,
  height: number,
  marked: number[] = [],
  fill: Rgb = [0, 0, 0],
  mark: Rgb = [255, 255, 255],
): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i += 1) {
    image.data.set([...(marked.includes(i) ? mark : fill), 255], i * 4);
  }
  return PNG.sync.write(image);
}

const hex = (value: string): Rgb =>
  [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16)) as Rgb;

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
  const actual = join(dir, 'taken', suite, browser, `${name}.png`);
  for (const [file, image] of [
    [baseline, png(4, 4)],
    [actual, png(4, 4, [5])],
  ] as const) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, image);
  }
  const shot = {
    suite,
    browser,
    name,
    baseline,
    actual,
    pixels: 1,
    tolerance: 0,
    title: `takes ${name}`,
  };
  recordDiffering(shot);
  return shot;
}

describe('the threshold and the tolerances', () => {
  const file = readTolerances();
  const measurements = (file.measurements ?? []) as Measurement[];

  test('the threshold is the smallest the recorded noise allows', () => {
    expect(LADDER).toContain(file.threshold);
    expect(measurements.length).toBeGreaterThan(0);
    expect(file.threshold).toBe(thresholdFor(measurements, colourCap(readPalette())));
    expect(THRESHOLD).toBe(file.threshold);
  });

  test('every baseline has its own tolerance, from its own noise, never under its floor', () => {
    const suites = {
      'visual/chromium': join(ROOT, 'tests', 'visual', '__screenshots__'),
      'browsers/chromium': join(ROOT, 'tests', 'browsers', '__screenshots__', 'chromium'),
      'browsers/firefox': join(ROOT, 'tests', 'browsers', '__screenshots__', 'firefox'),
      'browsers/webkit': join(ROOT, 'tests', 'browsers', '__screenshots__', 'webkit'),
    };
    expect(Object.keys(file.tolerances).sort()).toEqual(Object.keys(suites).sort());
    for (const [key, folder] of Object.entries(suites)) {
      const [suite = '', browser = ''] = key.split('/');
      const pngs = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) =>
        name.endsWith('.png'),
      );
      expect(pngs.length, key).toBeGreaterThan(0);
      for (const entry of pngs) {
        const name = shotName(key, entry);
        const baseline = join(folder, entry);
        const head = readFileSync(baseline);
        const floor = floorFor(pngArea(head));
        const own = shotTolerance(measurements, {
          key,
          shot: name,
          threshold: file.threshold,
          browser: file.tolerances[key]?.browser,
          floor,
        });
        expect(file.tolerances[key]?.shots[name], `${key}/${name} is measured`).toBe(own);
        expect(
          tolerance(suite as DifferingShot['suite'], browser, name, baseline),
          `${key}/${name}`,
        ).toBe(own);
      }
    }
    // Measured in the browser CI runs the visual suite in (.ci/run installs it): a literal, so that a
    // machine without the shell, whose suite falls back to the full browser, still passes this test.
    expect(file.tolerances['visual/chromium']?.browser).toBe('chromium-headless-shell');
  });

  test('a shot not measured yet may differ by the floor of its area', () => {
    const baseline = join(dir, 'new.png');
    writeFileSync(baseline, png(1000, 300));
    expect(tolerance('browsers', 'webkit', 'a-new-shot', baseline)).toBe(floorFor(300_000));
    expect(tolerance('browsers', 'webkit', 'a-new-shot')).toBe(0);
    expect(floorFor(1440 * 900)).toBe(Math.floor((1440 * 900) / file.floor.pixelsPer));
  });

  test('the threshold: the smallest of the ladder at which no measurement saw noise past a floor', () => {
    const over = (...steps: number[]): Measurement => ({
      threshold: 0,
      shots: {},
      overFloor: Object.fromEntries(
        LADDER.map((step) => [String(step), steps.includes(step) ? ['x: 9 px'] : []]),
      ),
    });
    expect(thresholdFor([over()], 0.2)).toBe(0);
    expect(thresholdFor([over(0, 0.005), over(0)], 0.2)).toBe(0.01);
    expect(thresholdFor([over(0), over(0, 0.005, 0.01)], 0.2)).toBe(0.02);
    // Never past the largest at which a palette colour's change still counts.
    expect(thresholdFor([over(0, 0.005, 0.01, 0.02, 0.05, 0.1)], 0.01)).toBe(0.01);
  });

  test('the cap: the largest step at which 8 in one channel of every palette colour counts', () => {
    expect(colourCap({ muted: '#A3A1AC' })).toBe(0.01);
    expect(colourCap({ grey: '#808080' })).toBe(0.01);
    expect(colourCap(readPalette())).toBe(0.01);
  });

  test('a shot’s tolerance: its own worst noise at the threshold, in its browser, and its floor', () => {
    const measurements: Measurement[] = [
      {
        threshold: 0.01,
        browsers: { 'visual/chromium': 'chromium-headless-shell' },
        shots: { 'visual/chromium': { a: [0, 8, 1], b: [0, 0] } },
        overFloor: {},
      },
      {
        threshold: 0.01,
        browsers: { 'visual/chromium': 'chromium' },
        shots: { 'visual/chromium': { b: [400] } },
        overFloor: {},
      },
      {
        threshold: 0.2,
        browsers: { 'visual/chromium': 'chromium-headless-shell' },
        shots: { 'visual/chromium': { b: [90] } },
        overFloor: {},
      },
    ];
    const of = (shot: string, floor: number) =>
      shotTolerance(measurements, {
        key: 'visual/chromium',
        shot,
        threshold: 0.01,
        browser: 'chromium-headless-shell',
        floor,
      });
    expect(of('a', 0)).toBe(toleranceFor(8));
    expect(of('a', 13)).toBe(13);
    // Another browser's noise and another threshold's do not count.
    expect(of('b', 0)).toBe(0);
  });

  test('a measurement keeps every shot’s counts at the threshold and who passed a floor at each step', () => {
    const run = (a: number[]) => ({
      'browsers/webkit': { 'home-top': { area: 200_000, counts: a } },
    });
    const measurement = measurementOf([run([9, 3, 0, 0, 0, 0, 0]), run([1, 1, 1, 0, 0, 0, 0])], {
      threshold: 0.01,
      pixelsPer: 100_000,
      load: 'quiet',
    });
    expect(measurement.shots).toEqual({ 'browsers/webkit': { 'home-top': [0, 1] } });
    expect(measurement.overFloor['0']).toEqual(['browsers/webkit/home-top: 9 px']);
    expect(measurement.overFloor['0.005']).toEqual(['browsers/webkit/home-top: 3 px']);
    expect(measurement.overFloor['0.01']).toEqual([]);
    expect(
      shotName('visual/chromium', 'filmstrip.spec.ts/stack-filmstrip-1440x900/scrollY-0250.png'),
    ).toBe('stack-filmstrip-1440x900/scrollY-0250');
  });

  test('zero where no noise was seen; just above it where some was', () => {
    expect(toleranceFor(0)).toBe(0);
    expect(toleranceFor(1)).toBe(3);
    expect(toleranceFor(17)).toBe(22);
    expect(toleranceFor(400)).toBe(500);
  });
});

describe('the comparison sees colour', () => {
  test('pixels are counted at the suites’ threshold; a size change counts them all', () => {
    expect(differingPixels(png(4, 4), png(4, 4))).toBe(0);
    expect(differingPixels(png(4, 4), png(4, 4, [0, 15]))).toBe(2);
    expect(differingPixels(png(4, 4), png(4, 5))).toBe(20);
  });

  // An area of one colour changed, as a palette change paints a button: every pixel of it counts.
  const area = (from: Rgb, to: Rgb) => differingPixels(png(8, 8, [], from), png(8, 8, [], to));

  test('the accent’s hue change (sky #5B8CFF to violet #7C5CFF) counts, where 0.2 saw nothing', () => {
    const palette = JSON.parse(
      readFileSync(join(ROOT, 'src', 'styles', 'palette.json'), 'utf8'),
    ) as Record<string, string>;
    expect(area(hex(palette.sky ?? ''), hex('#7C5CFF'))).toBe(64);
    expect(
      compareShots(png(8, 8, [], hex('#5B8CFF')), png(8, 8, [], hex('#7C5CFF')), 0.2).pixels,
    ).toBe(0);
  });

  test('a shift of 8 in any one channel of `muted` counts', () => {
    const palette = JSON.parse(
      readFileSync(join(ROOT, 'src', 'styles', 'palette.json'), 'utf8'),
    ) as Record<string, string>;
    const muted = hex(palette.muted ?? '');
    for (const channel of [0, 1, 2]) {
      for (const step of [8, -8]) {
        const shifted = [...muted] as Rgb;
        shifted[channel] = (shifted[channel] ?? 0) + step;
        expect(area(muted, shifted), `channel ${channel} ${step}`).toBe(64);
      }
    }
  });
});

describe('the record of differing shots', () => {
  test('each suite records its own, kept outside the runners’ folders; a run clears only its own', () => {
    const a = differing('visual', 'chromium', 'home-top-1440x900');
    const b = differing('browsers', 'webkit', 'home-top');
    // Playwright empties test-results/ when it starts: the record keeps its own copies.
    rmSync(join(dir, 'taken'), { recursive: true });
    const kept = readDiffering();
    expect(kept.map(shotId)).toEqual([shotId(b), shotId(a)]);
    for (const shot of kept) {
      expect(shot.actual.startsWith(join(dir, 'results'))).toBe(true);
      expect(existsSync(shot.actual)).toBe(true);
    }
    clearDiffering('browsers');
    expect(readDiffering().map(shotId)).toEqual(['visual/chromium/home-top-1440x900']);
    expect(Object.keys(lastRuns())).toEqual(['browsers']);
  });
});

describe('npm run visual:accept', () => {
  const ids = (names: string[]) => select(names, readDiffering()).map(shotId).sort();

  test('accepts exactly the shots named, by id, a unique end of one, or a glob; the others stay', () => {
    const shots = [
      differing('visual', 'chromium', 'stack-filmstrip-1440x900/scrollY-0750'),
      differing('visual', 'chromium', 'home-top-1440x900'),
      differing('browsers', 'firefox', 'home-top'),
      differing('browsers', 'webkit', 'home-top'),
      differing('browsers', 'webkit', 'services-top'),
    ];
    expect(ids(['browsers/webkit/home-top'])).toEqual(['browsers/webkit/home-top']);
    expect(ids(['webkit/home-top'])).toEqual(['browsers/webkit/home-top']);
    expect(ids(['services-top'])).toEqual(['browsers/webkit/services-top']);
    expect(ids(['scrollY-0750'])).toEqual([
      'visual/chromium/stack-filmstrip-1440x900/scrollY-0750',
    ]);
    expect(ids(['stack-filmstrip-1440x900/scrollY-0750.png'])).toEqual([
      'visual/chromium/stack-filmstrip-1440x900/scrollY-0750',
    ]);
    expect(ids(['browsers/*/home-top'])).toEqual([
      'browsers/firefox/home-top',
      'browsers/webkit/home-top',
    ]);
    expect(ids(['*/home-top'])).toEqual(['browsers/firefox/home-top', 'browsers/webkit/home-top']);
    expect(ids(['browsers/webkit/*'])).toEqual([
      'browsers/webkit/home-top',
      'browsers/webkit/services-top',
    ]);
    expect(ids(['home-top*'])).toEqual([
      'browsers/firefox/home-top',
      'browsers/webkit/home-top',
      'visual/chromium/home-top-1440x900',
    ]);

    expect(accept(select(['firefox/home-top'], readDiffering()))).toEqual([shots[2]?.baseline]);
    const left = shots.map((shot) =>
      differingPixels(readFileSync(shot.baseline), readFileSync(shot.actual)),
    );
    expect(left).toEqual([1, 1, 0, 1, 1]);
    // Accepted, it no longer differs.
    expect(readDiffering().map(shotId)).not.toContain('browsers/firefox/home-top');
  });

  test('a short name of several shots, or one of none, accepts nothing and says why', () => {
    const shot = differing('browsers', 'webkit', 'home-top');
    differing('browsers', 'firefox', 'home-top');
    expect(() => select(['home-top'], readDiffering())).toThrow(
      /"home-top" names 2 shots \(browsers\/firefox\/home-top, browsers\/webkit\/home-top\).*"\*\/home-top"/,
    );
    expect(() => select(['webkit/home-top', 'nope'], readDiffering())).toThrow(
      /no shot of the last runs differs as "nope"\nNothing accepted\.\n.*browsers\/webkit\/home-top/s,
    );
    expect(() => select([], readDiffering())).toThrow(/name the shots to accept/);
    expect(differingPixels(readFileSync(shot.baseline), readFileSync(shot.actual))).toBe(1);
  });
});

describe('the review', () => {
  test('the list names every differing shot with its pixels and tolerance, and the page to see them', () => {
    differing('browsers', 'webkit', 'home-top');
    const lines: string[] = [];
    vi.mocked(console.info).mockImplementation((line: string) => lines.push(line));
    expect(printReview()).toBe(1);
    expect(lines.join('\n')).toContain('browsers/webkit/home-top (1 px, 0 allowed)');
    expect(lines.at(-1)).toContain('npm run visual:review');
    clearDiffering('browsers');
    expect(printReview()).toBe(0);
  });

  test('the page’s server: the shots, their images, Approve; loopback, its own host and origin only', async () => {
    const webkit = differing('browsers', 'webkit', 'home-top');
    const firefox = differing('browsers', 'firefox', 'home-top');
    const { url, close } = await startReview({ port: 0 });
    try {
      expect(new URL(url).hostname).toBe('127.0.0.1');
      const state = (await (await fetch(new URL('/api/shots', url))).json()) as {
        shots: Array<{
          id: string;
          pixels: number;
          tolerance: number;
          title: string;
          siblings: Array<{ browser: string; state: string }>;
        }>;
      };
      expect(state.shots.map((shot) => shot.id)).toEqual([
        'browsers/firefox/home-top',
        'browsers/webkit/home-top',
      ]);
      expect(state.shots[1]).toMatchObject({ pixels: 1, tolerance: 0, title: 'takes home-top' });
      expect(state.shots[1]?.siblings).toEqual([
        { browser: 'chromium', id: 'browsers/chromium/home-top', state: 'matches' },
        { browser: 'firefox', id: 'browsers/firefox/home-top', state: 'differs' },
      ]);
      const actual = await fetch(new URL('/image/actual/browsers/webkit/home-top.png', url));
      expect(Buffer.from(await actual.arrayBuffer()).equals(readFileSync(webkit.actual))).toBe(
        true,
      );
      expect(
        (await fetch(new URL('/image/baseline/browsers/webkit/../../../package.json.png', url)))
          .status,
      ).toBe(404);

      const approve = (body: unknown, headers: Record<string, string> = {}) =>
        fetch(new URL('/api/approve', url), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: url.slice(0, -1), ...headers },
          body: JSON.stringify(body),
        });
      // Another site cannot approve through the visitor's browser.
      expect(
        (await approve({ ids: ['webkit/home-top'] }, { Origin: 'https://example.com' })).status,
      ).toBe(403);
      // A name of another site resolved to this machine (DNS rebinding) is not answered.
      const foreign = await new Promise<number | undefined>((done, fail) =>
        get(new URL('/api/shots', url), { headers: { Host: 'attacker.example' } }, (response) => {
          response.resume();
          done(response.statusCode);
        }).on('error', fail),
      );
      expect(foreign).toBe(421);
      const refused = await approve({ ids: ['home-top'] });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(/names 2 shots/);

      const approved = await approve({ ids: ['webkit/home-top'] });
      expect(approved.status).toBe(200);
      const answer = (await approved.json()) as {
        baselines: string[];
        shots: Array<{ id: string }>;
      };
      expect(answer.baselines).toEqual([webkit.baseline]);
      expect(answer.shots.map((shot) => shot.id)).toEqual(['browsers/firefox/home-top']);
      expect(differingPixels(readFileSync(webkit.baseline), readFileSync(webkit.actual))).toBe(0);
      expect(differingPixels(readFileSync(firefox.baseline), readFileSync(firefox.actual))).toBe(1);
    } finally {
      await close();
    }
  });

  test('the page loads nothing from outside this machine', () => {
    for (const file of ['index.html', 'review.js', 'review.css']) {
      const text = readFileSync(
        join(ROOT, 'tests', 'visual', 'review', 'review-page', file),
        'utf8',
      );
      expect(text, file).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
    }
  });
});

describe('the self-test’s plants', () => {
  test('a hue turned keeps the colour’s lightness; a word changes letter by letter', () => {
    expect(turnHue('#FF0000', 120)).toBe('#00FF00');
    expect(turnHue('#FFB547', 0)).toBe('#FFB547');
    expect(turnHue('#FFB547', 60)).not.toBe('#FFB547');
    expect(otherWord('crops')).toBe('dspqt');
    expect(otherWord('Zebra')).toBe('Afcsb');
  });

  test('each change has its own shots, none shared with another change or a control', () => {
    const ids = [...PLANTS.flatMap((plant) => plant.witnesses), ...CONTROLS].flatMap(
      (group) => group.shots,
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const plant of PLANTS) expect(plant.witnesses.length, plant.name).toBeGreaterThan(0);
  });
});
