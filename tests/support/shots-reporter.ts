import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { clearDiffering, recordDiffering, ROOT, tolerance } from '../../scripts/visual/shots.mjs';

const ACTUAL = '-actual.png';

/**
 * Records every shot of the `visual` project that differed from its baseline, from the images Playwright
 * attaches to a failed comparison (`<name>-expected.png` is the baseline itself, `-actual`, `-diff`), for
 * the review page and `npm run visual:accept`.
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
      recordDiffering({
        suite: 'visual',
        browser: 'chromium',
        name,
        baseline: relative(ROOT, baseline),
        actual,
        diff: paths.get(`${name}-diff.png`),
        tolerance: tolerance('visual', 'chromium'),
      });
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
