// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fieldAt, type MotionField } from '../../src/motion/motion-fields.ts';
import { fieldProblem } from '../../src/motion/motion-values.ts';
import { applyMotionChanges, MotionConfigError } from './motion-config-writer.ts';

const realSource = readFileSync(
  fileURLToPath(new URL('../../src/motion/motion.config.ts', import.meta.url)),
  'utf8',
);

type Change = { path: (string | number)[]; value: number | string };

const apply = (source: string, changes: Change[]) =>
  applyMotionChanges(source, changes, fieldAt, fieldProblem);

/** The lines that differ, as [before, after] pairs; the line count must not change. */
function changedLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, index): [string, string][] =>
    line === b[index] ? [] : [[line, b[index] ?? '']],
  );
}

function refused(source: string, changes: Change[]): string {
  try {
    apply(source, changes);
  } catch (error) {
    expect(error).toBeInstanceOf(MotionConfigError);
    return (error as Error).message;
  }
  throw new Error('the change was accepted');
}

describe('applyMotionChanges on the real motion.config.ts', () => {
  it('rewrites a top-level number and nothing else', () => {
    const { code, changed } = apply(realSource, [
      { path: ['about', 'tabRotationMs'], value: 12000 },
    ]);
    expect(changed).toEqual(['about.tabRotationMs']);
    expect(changedLines(realSource, code)).toEqual([
      ['    tabRotationMs: 10000,', '    tabRotationMs: 12000,'],
    ]);
    expect(code.endsWith('\n')).toBe(realSource.endsWith('\n'));
  });

  it('rewrites a nested number, an array element and a decimal', () => {
    const { code, changed } = apply(realSource, [
      { path: ['home', 'heroEntrance', 'distancePx'], value: 60 },
      { path: ['stack', 'startOffsets', 1], value: 1600 },
      { path: ['eye', 'followS'], value: 0.5 },
    ]);
    expect(changed).toEqual([
      'home.heroEntrance.distancePx',
      'stack.startOffsets.1',
      'eye.followS',
    ]);
    expect(changedLines(realSource, code)).toEqual([
      ['    startOffsets: [750, 1500, 2250],', '    startOffsets: [750, 1600, 2250],'],
      ['    followS: 0.35,', '    followS: 0.5,'],
      ['      distancePx: 48,', '      distancePx: 60,'],
    ]);
  });

  it('rewrites a GSAP ease and a CSS cubic-bezier with single quotes', () => {
    const { code, changed } = apply(realSource, [
      { path: ['loader', 'exitEase'], value: 'power2.out' },
      { path: ['cssEase', 'state'], value: 'cubic-bezier(0.5, -0.2, 0.3, 1.4)' },
    ]);
    expect(changed).toEqual(['loader.exitEase', 'cssEase.state']);
    expect(changedLines(realSource, code)).toEqual([
      ["    exitEase: 'expo.inOut',", "    exitEase: 'power2.out',"],
      [
        "    state: 'cubic-bezier(0.65, 0, 0.35, 1)',",
        "    state: 'cubic-bezier(0.5, -0.2, 0.3, 1.4)',",
      ],
    ]);
  });

  it('rewrites a value inside a one-line object, keeping the line otherwise', () => {
    const { code } = apply(realSource, [{ path: ['reveal', 'startAt'], value: 0.7 }]);
    expect(changedLines(realSource, code)).toEqual([
      [
        '  reveal: { durationS: 0.9, distancePx: 56, startAt: 0.85 },',
        '  reveal: { durationS: 0.9, distancePx: 56, startAt: 0.7 },',
      ],
    ]);
  });

  it('leaves the source byte-identical when the values are the ones it has', () => {
    const { code, changed } = apply(realSource, [
      { path: ['about', 'tabRotationMs'], value: 10000 },
      { path: ['ease', 'entrance'], value: 'expo.out' },
    ]);
    expect(changed).toEqual([]);
    expect(code).toBe(realSource);
  });

  it('refuses out-of-range, wrongly typed, unknown and malformed values, changing nothing', () => {
    const valid: Change = { path: ['about', 'tabRotationMs'], value: 12000 };
    expect(refused(realSource, [valid, { path: ['about', 'quoteFadeMs'], value: -5 }])).toMatch(
      /at least 0/,
    );
    expect(refused(realSource, [valid, { path: ['hoverMs'], value: 999999 }])).toMatch(
      /at most 2000/,
    );
    expect(refused(realSource, [{ path: ['hoverMs'], value: '200' }, valid])).toMatch(
      /hoverMs.*must be a number/,
    );
    expect(refused(realSource, [{ path: ['modal', 'ease'], value: 3 }])).toMatch(/modal\.ease/);
    expect(refused(realSource, [{ path: ['about', 'nope'], value: 1 }])).toMatch(
      /about\.nope is not a motion constant/,
    );
    expect(refused(realSource, [{ path: ['loader', 'exitEase'], value: 'expo.sideways' }])).toMatch(
      /loader\.exitEase.*GSAP/,
    );
    expect(refused(realSource, [{ path: ['cssEase', 'entrance'], value: 'ease-in' }])).toMatch(
      /cssEase\.entrance.*cubic-bezier/,
    );
    expect(refused(realSource, [{ path: ['scroll', 'lerp'], value: Number.NaN }])).toMatch(
      /scroll\.lerp must be a finite number/,
    );
    expect(refused(realSource, [valid, { ...valid, value: 11000 }])).toMatch(/changed twice/);
  });
});

/** A config shaped like the real one, with the corners the writer must keep. */
const fixture = `// Leading comment.
export const motion = {
  /** Doc comment. */
  a: {
    n: 1, // trailing comment
    'quoted-key': 2,

    list: [1, 2 /* inline */, 3],
    ease: "expo.out",
    neg: -4,
  },
  plain: 5,
  lead: /* before */ 8,
  notLiteral: 2 * 3,
  text: 'x',
} satisfies Record<string, unknown>;

export const other = { plain: 5 };
`;

const fixtureFields: MotionField[] = [
  { path: ['a', 'n'], label: 'N', kind: 'number', min: -10, max: 100 },
  { path: ['a', 'quoted-key'], label: 'Q', kind: 'number', min: 0, max: 100 },
  { path: ['a', 'list', 1], label: 'L', kind: 'number', min: -10, max: 100 },
  { path: ['a', 'ease'], label: 'E', kind: 'gsapEase' },
  { path: ['a', 'neg'], label: 'Neg', kind: 'number', min: -10, max: 100 },
  { path: ['a', 'missing'], label: 'M', kind: 'number', min: 0, max: 100 },
  { path: ['lead'], label: 'Lead', kind: 'number', min: 0, max: 100 },
  { path: ['plain'], label: 'P', kind: 'number', min: 0, max: 100 },
  { path: ['notLiteral'], label: 'NL', kind: 'number', min: 0, max: 100 },
  { path: ['text'], label: 'T', kind: 'number', min: 0, max: 100 },
];
const fixtureFieldAt = (path: readonly (string | number)[]) =>
  fixtureFields.find((field) => field.path.join('.') === path.join('.'));

const applyFixture = (changes: Change[]) =>
  applyMotionChanges(fixture, changes, fixtureFieldAt, fieldProblem);

describe('applyMotionChanges on a fixture', () => {
  it('keeps comments, blank lines, quoted keys and other quotes; writes plain literals', () => {
    const { code, changed } = applyFixture([
      { path: ['a', 'n'], value: -3 },
      { path: ['a', 'quoted-key'], value: 0.25 },
      { path: ['a', 'list', 1], value: 7 },
      { path: ['a', 'ease'], value: 'power1.in' },
      { path: ['a', 'neg'], value: 6 },
      { path: ['plain'], value: 50 },
      { path: ['lead'], value: 80 },
    ]);
    expect(changed).toHaveLength(7);
    expect(changedLines(fixture, code)).toEqual([
      ['    n: 1, // trailing comment', '    n: -3, // trailing comment'],
      ["    'quoted-key': 2,", "    'quoted-key': 0.25,"],
      ['    list: [1, 2 /* inline */, 3],', '    list: [1, 7 /* inline */, 3],'],
      ['    ease: "expo.out",', "    ease: 'power1.in',"],
      ['    neg: -4,', '    neg: 6,'],
      ['  plain: 5,', '  plain: 50,'],
      ['  lead: /* before */ 8,', '  lead: /* before */ 80,'],
    ]);
  });

  it('reads a negative literal as its value', () => {
    const { code, changed } = applyFixture([{ path: ['a', 'neg'], value: -4 }]);
    expect(changed).toEqual([]);
    expect(code).toBe(fixture);
  });

  it('keeps CRLF line endings', () => {
    const crlf = fixture.replace(/\n/g, '\r\n');
    const { code } = applyMotionChanges(
      crlf,
      [{ path: ['plain'], value: 9 }],
      fixtureFieldAt,
      fieldProblem,
    );
    expect(code).toBe(crlf.replace('  plain: 5,', '  plain: 9,'));
  });

  it('refuses a path missing from the file, a non-literal and a literal of the wrong type', () => {
    const message = (changes: Change[]) => {
      try {
        applyFixture(changes);
      } catch (error) {
        expect(error).toBeInstanceOf(MotionConfigError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(message([{ path: ['a', 'missing'], value: 1 }])).toBe(
      'a.missing is not in motion.config.ts',
    );
    expect(message([{ path: ['notLiteral'], value: 1 }])).toBe(
      'notLiteral is not a number literal in motion.config.ts',
    );
    expect(message([{ path: ['text'], value: 1 }])).toBe(
      'text is not a number literal in motion.config.ts',
    );
  });

  it('refuses a file without `export const motion`', () => {
    expect(() =>
      applyMotionChanges(
        'export const other = { plain: 5 };\n',
        [{ path: ['plain'], value: 6 }],
        fixtureFieldAt,
        fieldProblem,
      ),
    ).toThrow(MotionConfigError);
  });
});
