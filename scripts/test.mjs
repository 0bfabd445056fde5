// npm test: the unit tests (from this checkout, then from a copy at a path with src/ and a space),
// then the Playwright suites, then the cross-browser suite, then the review page of every shot that
// differs (its path the last line). A unit failure stops the run (nothing above it can be trusted); the
// two browser suites each run whatever the other found, and the run fails naming every suite that failed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { review } from './visual/review.mjs';

// An unsupported Node.js still runs the suite, but says it is not what CI proves.
const supported = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
if (!semver.satisfies(process.versions.node, supported)) {
  const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
  console.warn(
    `npm test: Node.js ${process.version} is not one this project supports (${supported}); CI runs ${nvmrc}` +
      ' (.nvmrc). `source .ci/node.sh` puts that one first on PATH in this shell.',
  );
}

/** @param {string} script */
const npm = (script) =>
  spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' }).status ?? 1;

if (npm('test:unit') !== 0) {
  console.error('npm test: the unit tests failed');
  process.exit(1);
}
if (npm('test:checkout-paths') !== 0) {
  console.error(
    'npm test: the unit tests failed from a checkout under src/ with a space in its path',
  );
  process.exit(1);
}
const failed = [];
const playwright = spawnSync('npx', ['playwright', 'test'], { stdio: 'inherit' }).status ?? 1;
if (playwright !== 0) failed.push('playwright test');
// The cross-browser suite serves the e2e build the Playwright suite has just made: one build per variant.
const browsers = spawnSync(process.execPath, ['scripts/browsers/run.mjs', '--reuse-build'], {
  stdio: 'inherit',
});
if (browsers.status !== 0) failed.push('npm run test:browsers');
if (failed.length > 0) console.error(`npm test: failed: ${failed.join(', ')}`);
// Last: every shot either suite found different, on one page, its path the last line of the run.
review();
process.exitCode = failed.length > 0 ? 1 : 0;
