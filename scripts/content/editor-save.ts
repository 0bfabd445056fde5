// What the edit server (scripts/content/edit.ts) does to an entry the editor saves, before decap-server
// writes it: the photos chosen in pictures' Upload fields go through the media import (never into the
// repo as they are), the editor's own fields are stripped (a picture's `upload`, a project's `slug`, which
// is its file's name), optional fields left empty are dropped, and the result must pass the file's
// schema, or nothing is written and the editor shows why.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, posix } from 'node:path';
import { contentFiles } from '../../src/content/schema.ts';
import { importMedia, ImportError, readSlot } from '@agency-site/media/import';
import { DATA_DIR, fieldOf } from './check-content.ts';
import {
  isPicture,
  jsonSchemaOf,
  PROJECTS_FOLDER,
  SLUG_FIELD,
  SLUG_PATTERN,
  slotOf,
  UPLOAD_FIELD,
} from './decap-config.ts';
import type { JsonSchema } from './decap-config.ts';

/** A save the edit server refuses; its message is shown in the editor. */
export class SaveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveError';
  }
}

/** The contentFiles key of a data file's path (`src/content/data/projects/acme.json` → `projects/*.json`). */
export function contentKeyOf(path: string) {
  const file = posix.normalize(path).replace(/^\.\//, '');
  if (file.startsWith(`${PROJECTS_FOLDER}/`) && file.endsWith('.json')) {
    return 'projects/*.json' as const;
  }
  const key = file.slice(DATA_DIR.length + 1);
  if (file.startsWith(`${DATA_DIR}/`) && key in contentFiles && !key.includes('*')) {
    return key as keyof typeof contentFiles;
  }
  return undefined;
}

/** A project's slug (its file's name) from its path. */
export const slugOfPath = (path: string) => basename(path, '.json');

/**
 * The name a picture's files get when a photo is uploaded with File left empty: from its place.
 * @param key contentFiles key
 * @param field `team.members[5].photo`
 * @param data the whole entry
 * @param slug a project's slug
 */
function defaultName(key: string, field: string, data: Record<string, unknown>, slug: string) {
  let match;
  if ((match = /^team\.members\[(\d+)\]\.photo$/.exec(field)))
    return `member-${Number(match[1]) + 1}`;
  if ((match = /^cards\[(\d+)\]\.image$/.exec(field))) {
    const cards = (data.cards ?? []) as { id?: string }[];
    const id = cards[Number(match[1])]?.id;
    return id ? `card-${id}` : undefined;
  }
  if (key !== 'projects/*.json') return undefined;
  if (field === 'cardImage') return `${slug}-card`;
  if (field === 'coverImage') return `${slug}-cover`;
  if ((match = /^finalProduct\.images\[(\d+)\]$/.exec(field)))
    return `${slug}-${Number(match[1]) + 1}`;
  return undefined;
}

/** Whether a value is an empty leftover of the editor: "", null, [] or {}. */
function isEmpty(value: unknown) {
  if (value === '' || value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

export type Upload = { field: string; slot: string; photo: Buffer; source: string };

export type Asset = { path: string; content: string; encoding: string };

/**
 * Walks an entry along its schema: collects the uploads (resolving each picture's file name), strips
 * the upload fields and drops optional fields left empty. Mutates `value`.
 *   draft: a preview's draft, whose uploads are left out (they are imported on Publish)
 */
function walk(
  value: unknown,
  schema: JsonSchema,
  at: {
    key: string;
    field: string;
    data: Record<string, unknown>;
    slug: string;
    assets: Asset[];
    uploads: Upload[];
    draft?: boolean;
  },
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      walk(item, schema.items ?? {}, { ...at, field: `${at.field}[${index}]` }),
    );
    return;
  }
  if (!value || typeof value !== 'object') return;
  const object = value as Record<string, unknown>;
  if (isPicture(schema)) {
    const upload = object[UPLOAD_FIELD];
    delete object[UPLOAD_FIELD];
    if (typeof upload === 'string' && upload && !at.draft) {
      const path = upload.replace(/^\/+/, '');
      const asset =
        at.assets.find((each) => each.path === path) ??
        at.assets.find((each) => basename(each.path) === basename(path));
      if (!asset) {
        throw new SaveError(
          `${at.field}: the photo ${basename(path)} was not sent with the entry: choose it again under “Upload a new photo”.`,
        );
      }
      const file = typeof object.file === 'string' && object.file ? object.file : undefined;
      const name = file ?? defaultName(at.key, at.field, at.data, at.slug);
      if (!name) {
        throw new SaveError(
          `${at.field}: fill in File (the name of the picture’s files) to upload a photo.`,
        );
      }
      if (!new RegExp(SLUG_PATTERN).test(name)) {
        throw new SaveError(
          `${at.field}.file: must be lower-case letters, digits and single hyphens.`,
        );
      }
      const slot = slotOf(at.key, at.field, name);
      if (!slot) throw new SaveError(`${at.field}: no media slot takes an upload here.`);
      object.file = readSlot(slot).name;
      at.uploads.push({
        field: at.field,
        slot,
        photo: Buffer.from(asset.content, asset.encoding as BufferEncoding),
        source: basename(asset.path),
      });
    }
  }
  const required = new Set(schema.required ?? []);
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (!(key in object)) continue;
    walk(object[key], property, { ...at, field: at.field ? `${at.field}.${key}` : key });
    if (!required.has(key) && isEmpty(object[key])) delete object[key];
  }
}

/**
 * A value with its objects' keys in the order of the file on disk (`reference`), then of the schema:
 * Decap keeps an entry in Immutable.js maps, which lose the order of more than 8 keys.
 * @param reference the same place in the file on disk, if any
 */
export function ordered(value: unknown, reference: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(value)) {
    const references = Array.isArray(reference) ? reference : [];
    return value.map((item, index) => ordered(item, references[index], schema.items ?? {}));
  }
  if (!value || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  const before =
    reference && typeof reference === 'object' && !Array.isArray(reference)
      ? (reference as Record<string, unknown>)
      : {};
  const keys = [
    ...new Set([
      ...Object.keys(before),
      ...Object.keys(schema.properties ?? {}),
      ...Object.keys(object),
    ]),
  ].filter((key) => key in object);
  return Object.fromEntries(
    keys.map((key) => [key, ordered(object[key], before[key], schema.properties?.[key] ?? {})]),
  );
}

/**
 * Prepares one data file the editor saves: the text to write and the uploads to import first.
 * @param options existing: the file's text on disk, when it
 *   exists; draft: for the preview (uploads left out, not collected)
 */
export function prepareSave(
  dataFile: { path: string; raw: string; newPath?: string },
  assets: Asset[],
  { existing, draft = false }: { existing?: string; draft?: boolean },
): { text: string; uploads: Upload[] } {
  const exists = existing !== undefined;
  const key = contentKeyOf(dataFile.path);
  if (!key) throw new SaveError(`${dataFile.path} is not a content file the editor may write.`);
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(dataFile.raw) as Record<string, unknown>;
  } catch (error) {
    throw new SaveError(`${dataFile.path}: not valid JSON: ${(error as Error).message}`);
  }
  const slug = slugOfPath(dataFile.path);
  if (key === 'projects/*.json') {
    const typed = data[SLUG_FIELD];
    delete data[SLUG_FIELD];
    const renamed = dataFile.newPath && slugOfPath(dataFile.newPath) !== slug;
    if (renamed || (exists && typeof typed === 'string' && typed && typed !== slug)) {
      throw new SaveError(
        `The page address of a project is its file’s name, kept when the project is edited: set it back to “${slug}”, or rename ${dataFile.path} with git mv.`,
      );
    }
    if (!new RegExp(SLUG_PATTERN).test(slug)) {
      throw new SaveError(
        `Page address “${slug}”: must be lower-case letters, digits and single hyphens.`,
      );
    }
  }
  const uploads: Upload[] = [];
  const schema = contentFiles[key];
  const jsonSchema = jsonSchemaOf(schema);
  walk(data, jsonSchema, { key, field: '', data, slug, assets, uploads, draft });
  let reference: unknown;
  try {
    reference = existing === undefined ? undefined : JSON.parse(existing);
  } catch {
    reference = undefined;
  }
  data = ordered(data, reference, jsonSchema) as Record<string, unknown>;
  const result = schema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `${fieldOf(issue.path) || '(file)'}: ${issue.message}`,
    );
    throw new SaveError(`${dataFile.path} was not saved: ${lines.join('; ')}`);
  }
  return { text: `${JSON.stringify(data, null, 2)}\n`, uploads };
}

/**
 * Imports the uploads of a save into `root` (media import: every variant of the slot, recorded in
 * src/assets/imported.json). A photo the import refuses throws a SaveError with the import's message.
 * @returns the files written
 */
export async function importUploads(uploads: Upload[], root: string): Promise<string[]> {
  const written = [];
  for (const upload of uploads) {
    const dir = await mkdtemp(join(tmpdir(), 'content-editor-'));
    try {
      const photo = join(dir, upload.source);
      await writeFile(photo, upload.photo);
      written.push(...(await importMedia(photo, upload.slot, { root })));
    } catch (error) {
      if (error instanceof ImportError) throw new SaveError(`${upload.field}: ${error.message}`);
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return written;
}
