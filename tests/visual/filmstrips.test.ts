// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { motionGroups } from '../../src/features/motion-studio/studio-groups';
import { filmstrips } from './filmstrips';
import { ROOT } from './review/shots.ts';

const BASELINES = join(ROOT, 'tests', 'visual', '__screenshots__', 'filmstrip.spec.ts');

describe('filmstrips', () => {
  const timelines = motionGroups.filter(({ timeline }) => timeline !== 'none');

  test.each(timelines.map(({ id, title }) => [id, title]))(
    'the timeline group %s (%s) has a filmstrip',
    (id) => {
      expect(
        Object.keys(filmstrips),
        `no filmstrip in tests/visual/filmstrips.ts for ${id}`,
      ).toContain(id);
    },
  );

  test.each(Object.entries(filmstrips))(
    '%s: at least two frames, each named once and recorded as a baseline',
    (_, strip) => {
      expect(strip.frames.length).toBeGreaterThanOrEqual(2);
      const names = strip.frames.map(({ name }) => name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) {
        expect(
          existsSync(join(BASELINES, strip.shot, `${name}.png`)),
          `${strip.shot}/${name}`,
        ).toBe(true);
      }
    },
  );

  test('a time-based frame falls on a step of the fake clock (16 ms)', () => {
    for (const strip of Object.values(filmstrips)) {
      for (const frame of strip.frames) {
        if (frame.name.startsWith('t'))
          expect(frame.at % 16, `${strip.shot}/${frame.name}`).toBe(0);
      }
    }
  });
});
