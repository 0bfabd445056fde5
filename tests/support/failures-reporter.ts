import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where the last Playwright run's failures are kept, for `npm test` to repeat at the very end. */
export const FAILURES_FILE = join('test-results', 'playwright-failures.txt');

/**
 * Writes each failed or timed-out case of the run (its file, line and title, and the first lines of
 * its error) to `FAILURES_FILE`, and removes the file when nothing failed. `npm test` prints it last, so
 * a CI log cut to its tail still names what failed, however much the later suites printed.
 */
export default class FailuresReporter implements Reporter {
  /** Paths are said from where the run started (the project's folder), as Playwright's list does. */
  private readonly root = process.cwd();
  private readonly failures: string[] = [];

  onBegin(): void {
    rmSync(FAILURES_FILE, { force: true });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const where = `${relative(this.root, test.location.file)}:${test.location.line}`;
    // The title path is ['', project, file, ...describes, title]: the project and file are said apart.
    const project = test.parent.project()?.name ?? '';
    const title = test.titlePath().slice(3).join(' › ');
    const error = stripVTControlCharacters(result.errors[0]?.message ?? result.status)
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, 4)
      .map((line) => `      ${line.trim()}`)
      .join('\n');
    this.failures.push(`  [${project}] ${where} › ${title} (${result.status})\n${error}`);
  }

  onEnd(): void {
    if (this.failures.length === 0) return;
    mkdirSync(dirname(FAILURES_FILE), { recursive: true });
    writeFileSync(FAILURES_FILE, `${this.failures.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
