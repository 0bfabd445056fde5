// The content editor's media library (npm run edit): the pictures the site already has, one card each
// with a thumbnail, where Decap would list the files of its staging folder (always empty: uploads are
// imported on Publish, never kept as they came).
//
// A picture is every file of one name in one asset folder, `<name>.<crop>.<width>x<height>.<format>`
// (tools/media: `member-1.portrait.480x600.webp` …); its card shows the narrowest WebP (or JPEG) of
// them, named `<name>.webp` and pointing at that file. The library is for finding a picture's name
// (what a picture's File holds); pictures are replaced through "Upload a new photo" or
// `npm run media:import`, and removed with git, never from the library.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The asset folders that hold pictures, from the project root. */
export const PICTURE_FOLDERS = [
  'src/assets/hero',
  'src/assets/home',
  'src/assets/portfolio',
  'src/assets/projects',
  'src/assets/team',
  'src/assets/about',
];

const VARIANT =
  /^(?<name>[a-z0-9]+(?:-[a-z0-9]+)*)\.[a-z]+\.(?<width>\d+)x\d+\.(?<format>webp|jpg)$/;

/**
 * The thumbnail file of each picture in `files` (the names in one folder): the narrowest WebP of
 * each name, else its narrowest JPEG, in name order.
 */
export function thumbnailsOf(files: readonly string[]): { name: string; file: string }[] {
  const best: Map<string, { file: string; width: number; webp: boolean }> = new Map();
  for (const file of files) {
    const match = VARIANT.exec(file);
    if (!match?.groups) continue;
    const { name = '', width = '0', format } = match.groups;
    const candidate = { file, width: Number(width), webp: format === 'webp' };
    const kept = best.get(name);
    const better =
      !kept ||
      (candidate.webp && !kept.webp) ||
      (candidate.webp === kept.webp && candidate.width < kept.width);
    if (better) best.set(name, candidate);
  }
  return [...best]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, { file }]) => ({ name, file }));
}

/**
 * The media library's items, as decap-server's `getMedia` answers (base64 content, a hash as id).
 * @param root the project root
 */
export async function pictureLibrary(
  root: string,
): Promise<{ id: string; name: string; path: string; content: string; encoding: 'base64' }[]> {
  const items = [];
  for (const folder of PICTURE_FOLDERS) {
    const files = await readdir(join(root, folder)).catch(() => []);
    for (const { name, file } of thumbnailsOf(files)) {
      const path = `${folder}/${file}`;
      const bytes = await readFile(join(root, path));
      items.push({
        id: createHash('sha256').update(bytes).digest('hex'),
        name: `${name}.${file.endsWith('.webp') ? 'webp' : 'jpg'}`,
        path,
        content: bytes.toString('base64'),
        encoding: 'base64' as const,
      });
    }
  }
  return items;
}
