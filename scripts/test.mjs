// npm test: the unit tests (once, from a copy of this checkout at a path with src/ and a space: every
// unit test, and the proof that no tool matches files by their absolute path), then the Playwright
// suites, then the cross-browser suite, then the review page of every shot that differs (its path the
// last line). A unit failure stops the run (nothing above it can be trusted); the two browser suites
// each run whatever the other found, and the run fails naming every suite that failed. Each part's
// time is printed as it ends, and all of them at the end.
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

/** How long each part took, in the order they ran. */
/** @type {string[]} */
const times = [];
/**
 * Runs a part of the suite and records its time.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 */
function part(name, command, args) {
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
const playwright = part('playwright', 'npx', ['playwright', 'test']);
if (playwright !== 0) failed.push('playwright test');
// The cross-browser suite serves the e2e build the Playwright suite has just made: one build per variant.
const browsers = part('browsers', process.execPath, ['scripts/browsers/run.mjs', '--reuse-build']);
if (browsers !== 0) failed.push('npm run test:browsers');
console.info(`npm test: ${times.join(', ')}`);
if (failed.length > 0) console.error(`npm test: failed: ${failed.join(', ')}`);
// Last: every shot either suite found different, on one page, its path the last line of the run.
review();
process.exitCode = failed.length > 0 ? 1 : 0;
