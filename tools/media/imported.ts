// The record of the media imports (src/assets/imported.json): which files came from the agency's own
// photos and clips, so that `npm run media` keeps them rather than drawing over them. Apart from the
// import itself (import.ts) so that its readers (the media runner, the content check in every build
// and dev-server start) need not load sharp.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where imports are recorded, from the project root. */
export const IMPORTED_FILE = 'src/assets/imported.json';

/**
 * What `npm run media` must leave alone: the recorded imports, by `<dir>/<name>`.
 */
export async function readImported(root = '.') {
  const text = await readFile(join(root, IMPORTED_FILE), 'utf8').catch(() => '{}');
  return JSON.parse(text) as Record<string, { slot: string; source: string; sha256: string }>;
}
