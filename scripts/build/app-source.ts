// Which modules are the app's own source, decided by their path inside the project: never by the
// absolute path, whose folders (a checkout under ~/src, a folder name with a space) belong to the
// machine, not to the project.
import { isAbsolute, relative, sep } from 'node:path';

/**
 * The module `id` as a path inside `root`, with `/` between folders and without a query
 * (`?used`, `?inline`); null when the module is outside `root` or not a file (a virtual module).
 */
export function pathInProject(root: string, id: string) {
  const file = id.split('?')[0] ?? id;
  if (!isAbsolute(file)) return null;
  const inside = relative(root, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  return inside.split(sep).join('/');
}

/** Whether a path inside the project is a TypeScript module of the app (`src/`). */
export const isAppSource = (inside: string | null): inside is string =>
  inside !== null && /^src\/.+\.tsx?$/.test(inside);
