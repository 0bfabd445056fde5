// npm test: the unit tests (once, from a copy of this checkout at a path with src/ and a space: every
// unit test, and the proof that no tool matches files by their absolute path), then the Playwright
// suites, then the cross-browser suite, then the visual tooling's self-test, then the list of every
// shot that differs (and how to review and approve them: npm run visual:review). A unit failure stops
// the run (nothing above it can be trusted); the other parts each run whatever another found, and the
// run fails naming every part that failed. Each part's time is printed as it ends, and all of them at
// the end.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import semver from 'semver';
import { printReview } from './visual/review/review.ts';

// An unsupported Node.js still runs the suite, but says it is not what CI proves.
const supported = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
).engines.node;
if (!semver.satisfies(process.versions.node, supported)) {
  const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
  console.warn(
    `npm test: Node.js ${process.version} is not one this project supports (${supported}); CI runs ${nvmrc}` +
      ' (.nvmrc). `source .ci/node.sh` puts that one first on PATH in this shell.',
  );
}

/** Where tests/support/failures-reporter.ts keeps the failed Playwright cases of the last run. */
const PLAYWRIGHT_FAILURES = 'test-results/playwright-failures.txt';

/** How long each part took, in the order they ran. */
const times: string[] = [];
/**
 * Runs a part of the suite and records its time.
 */
function part(name: string, command: string, args: string[]) {
  const started = Date.now();
  const status = spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
  const seconds = Math.round((Date.now() - started) / 1000);
  times.push(`${name} ${seconds} s`);
  console.info(`npm test: ${name} ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  return status;
}

if (part('unit', 'npm', ['run', '--silent', 'test:checkout-paths']) !== 0) {
  console.error(
    'npm test: the unit tests failed (run from a copy of this checkout under src/ with a space in its path)',
  );
  process.exit(1);
}
const failed = [];
// The suites' run of this checkout, from here on, is the visual self-test's "undone" half.
const suitesStarted = new Date().toISOString();
const playwright = part('playwright', 'npx', ['playwright', 'test']);
if (playwright !== 0) failed.push('playwright test');
// Read now: the self-test's own Playwright runs (planted changes that must fail) replace the file.
const playwrightFailures =
  playwright !== 0 && existsSync(PLAYWRIGHT_FAILURES)
    ? readFileSync(PLAYWRIGHT_FAILURES, 'utf8')
    : '';
// The cross-browser suite serves the e2e build the Playwright suite has just made: one build per variant.
const browsers = part('browsers', process.execPath, ['tests/browsers/run.ts', '--reuse-build']);
if (browsers !== 0) failed.push('npm run test:browsers');
// Planted changes (a colour, a word, a frame) fail the shots that show them, in each suite and browser.
const selfTest = part('visual self-test', process.execPath, [
  'tests/visual/review/self-test.ts',
  '--undone-from-last-run',
  suitesStarted,
]);
if (selfTest !== 0) failed.push('the visual self-test (tests/visual/review/self-test.ts)');
console.info(`npm test: ${times.join(', ')}`);
if (failed.length > 0) console.error(`npm test: failed: ${failed.join(', ')}`);
// The Playwright cases that failed, again: its own report is hundreds of lines above by now.
if (playwrightFailures)
  console.error(`npm test: the Playwright cases that failed:\n${playwrightFailures}`);
// Last: every shot either suite found different, and how to see them on one page.
printReview();
process.exitCode = failed.length > 0 ? 1 : 0;
