// After a deploy: does the site send the headers of the build that was deployed? An nginx that kept an
// old dist-nginx/headers.conf (not uploaded, or nginx not reloaded) serves the new pages with the old
// policy, and nothing else would say so. Compares every header of dist/_headers's `/*` rule on the
// front page, and the assets' caching on one hashed asset, with what the site sends.
// Run: npm run check:hosting -- https://example.com [--dir dist]
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { commandLine, CommandLineError, isMain } from '../lib/cli.ts';
import { entryScript, parseHeaders } from './hosting.ts';

export type Get = (
  url: string,
) => Promise<{ status: number; header: (name: string) => string | null }>;

const squeeze = (value: string | null) => value?.replace(/\s+/g, ' ').trim() ?? null;

/**
 * What the site at `origin` sends differently from the build in `dir`, one line each; none: it matches.
 */
export async function deployedDifferences({
  origin,
  dir,
  get,
}: {
  origin: string;
  dir: string;
  get: Get;
}): Promise<string[]> {
  const rules = parseHeaders(await readFile(join(dir, '_headers'), 'utf8'));
  const asset = await entryScript(dir);
  const checks: [string, string | undefined][] = [['/', '/*']];
  if (asset) checks.push([asset, '/assets/*']);
  const differences: string[] = [];
  for (const [path, rulePath] of checks) {
    const answer = await get(new URL(path, origin).href);
    if (answer.status !== 200) {
      differences.push(`${path}: answered ${answer.status}, not 200`);
      continue;
    }
    for (const { key, value } of rules.find((rule) => rule.path === rulePath)?.headers ?? []) {
      const sent = squeeze(answer.header(key));
      if (sent !== squeeze(value))
        differences.push(
          `${path}: ${key} is ${sent === null ? 'missing' : `"${sent}"`}; this build has "${value}"`,
        );
    }
  }
  return differences;
}

if (isMain(import.meta.url)) {
  const { origin, dir } = commandLine(
    'Usage: npm run check:hosting -- https://example.com [--dir dist]',
    () => {
      const { values, positionals } = parseArgs({
        options: { dir: { type: 'string', default: 'dist' } },
        allowPositionals: true,
        strict: true,
      });
      const [origin, ...more] = positionals;
      if (!origin || !/^https?:\/\//.test(origin) || more.length > 0) {
        throw new CommandLineError('Name one site, by its http(s) origin.');
      }
      return { origin, dir: resolve(values.dir) };
    },
  );
  const differences = await deployedDifferences({
    origin,
    dir,
    get: async (url) => {
      const response = await fetch(url, { redirect: 'follow' });
      await response.arrayBuffer();
      return { status: response.status, header: (name) => response.headers.get(name) };
    },
  });
  if (differences.length === 0) {
    console.info(`${origin} sends the headers of the build in ${dir}.`);
  } else {
    console.error(
      [
        `${origin} does not send the headers of the build in ${dir}:`,
        ...differences.map((line) => `  ${line}`),
        'On nginx: upload dist-nginx/ with dist/, then nginx -t && nginx -s reload.',
      ].join('\n'),
    );
    process.exit(1);
  }
}
