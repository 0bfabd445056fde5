// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import FailuresReporter, { FAILURES_FILE } from './failures-reporter';

/** A case of the e2e project at tests/e2e/x.spec.ts:12, as Playwright hands it to a reporter. */
function testCase(title: string, expectedStatus: TestCase['expectedStatus'] = 'passed') {
  return {
    title,
    expectedStatus,
    location: { file: join(process.cwd(), 'tests/e2e/x.spec.ts'), line: 12, column: 1 },
    parent: { project: () => ({ name: 'e2e' }) },
    titlePath: () => ['', 'e2e', 'e2e/x.spec.ts', 'a group', title],
  } as unknown as TestCase;
}
const result = (status: TestResult['status'], message?: string) =>
  ({ status, errors: message ? [{ message }] : [] }) as unknown as TestResult;

describe('the failures reporter', () => {
  const started = process.cwd();
  beforeEach(() => process.chdir(mkdtempSync(join(tmpdir(), 'failures-'))));
  afterEach(() => {
    const dir = process.cwd();
    process.chdir(started);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps each failed or timed-out case with its place and the first lines of its error', () => {
    const reporter = new FailuresReporter();
    reporter.onBegin();
    reporter.onTestEnd(testCase('passes'), result('passed'));
    reporter.onTestEnd(testCase('skipped'), result('skipped'));
    reporter.onTestEnd(testCase('expected to fail', 'failed'), result('failed', 'no'));
    reporter.onTestEnd(
      testCase('fails'),
      result(
        'failed',
        '\u001b[31mError: expect(a).toBe(b)\u001b[39m\n\nExpected: 1\nReceived: 2\nCall log:\nmore',
      ),
    );
    reporter.onTestEnd(testCase('hangs'), result('timedOut'));
    reporter.onEnd();
    expect(readFileSync(FAILURES_FILE, 'utf8')).toBe(
      [
        '  [e2e] tests/e2e/x.spec.ts:12 › a group › fails (failed)',
        '      Error: expect(a).toBe(b)',
        '      Expected: 1',
        '      Received: 2',
        '      Call log:',
        '  [e2e] tests/e2e/x.spec.ts:12 › a group › hangs (timedOut)',
        '      timedOut',
        '',
      ].join('\n'),
    );
  });

  it('leaves no file when nothing failed, and removes the last run’s', () => {
    const failing = new FailuresReporter();
    failing.onBegin();
    failing.onTestEnd(testCase('fails'), result('failed', 'Error'));
    failing.onEnd();
    expect(existsSync(FAILURES_FILE)).toBe(true);
    const passing = new FailuresReporter();
    passing.onBegin();
    passing.onTestEnd(testCase('passes'), result('passed'));
    passing.onEnd();
    expect(existsSync(FAILURES_FILE)).toBe(false);
  });
});
