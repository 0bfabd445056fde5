import type { PageAssertionsToHaveScreenshotOptions } from '@playwright/test';
import { test } from '@playwright/test';
import { tolerance } from '../visual/review/shots.ts';

/**
 * The arguments of a `toHaveScreenshot` or `toMatchSnapshot` of the visual suite's shot `name` (a
 * filmstrip frame: `strip/frame`): its file, and its own tolerance, measured from its own noise
 * (tests/visual/tolerances.json) with `options` beside it. Every shot is compared at the suites' one
 * per-pixel threshold, set in the config.
 */
export function shot<Options extends PageAssertionsToHaveScreenshotOptions>(
  name: string,
  options?: Options,
): [string[], Options & { maxDiffPixels: number }] {
  const path = [...name.split('/').slice(0, -1), `${name.split('/').at(-1) ?? name}.png`];
  const baseline = test.info().snapshotPath(...path);
  return [
    path,
    {
      ...(options ?? ({} as Options)),
      maxDiffPixels: tolerance('visual', 'chromium', name, baseline),
    },
  ];
}
