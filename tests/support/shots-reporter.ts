import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import {
  clearDiffering,
  compareShots,
  recordDiffering,
  ROOT,
  tolerance,
} from '../visual/review/shots.ts';

const ACTUAL = '-actual.png';

/** The error of `result` about the shot `name` (its own line in a soft filmstrip's several), as text. */
function messageOf(result: TestResult, name: string): string | undefined {
  const messages = result.errors.map((error) => stripVTControlCharacters(error.message ?? ''));
  const file = `${name.split('/').at(-1) ?? name}.png`;
  const own = messages.find((message) => message.includes(file)) ?? messages[0];
  return own?.split('\n').slice(0, 6).join('\n').trim();
}

/**
 * Records every shot of the `visual` project that differed from its baseline, from the images Playwright
 * attaches to a failed comparison (`<name>-expected.png` is the baseline itself, `-actual`, `-diff`), for
 * the review page and `npm run visual:accept`: its differing pixels counted as the suites count them,
 * its own tolerance, the test's title and the failure's message.
 */
export default class ShotsReporter implements Reporter {
  onBegin(): void {
    clearDiffering('visual');
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (test.parent.project()?.name !== 'visual') return;
    const paths = new Map<string, string>();
    for (const { name, path } of result.attachments) if (path) paths.set(name, path);
    for (const [attachment, actual] of paths) {
      if (!attachment.endsWith(ACTUAL)) continue;
      const name = attachment.slice(0, -ACTUAL.length);
      const baseline = paths.get(`${name}-expected.png`);
      if (!baseline) continue;
      const compared = existsSync(baseline)
        ? compareShots(readFileSync(baseline), readFileSync(actual))
        : undefined;
      recordDiffering({
        suite: 'visual',
        browser: 'chromium',
        name,
        baseline: relative(ROOT, baseline),
        actual,
        diff: paths.get(`${name}-diff.png`),
        ...(compared?.diff ? { pixels: compared.pixels } : {}),
        tolerance: tolerance('visual', 'chromium', name, baseline),
        title: test.titlePath().slice(2).join(' › '),
        message: messageOf(result, name),
      });
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
