// What the edit server (scripts/content/edit.mjs) does to an entry the editor saves, before decap-server
// writes it: the photos chosen in pictures' Upload fields go through the media import (never into the
// repo as they are), the editor's own fields are stripped (a picture's `upload`, a project's `slug`, which
// is its file's name), optional fields left empty are dropped, and the result must pass the file's
// schema, or nothing is written and the editor shows why.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, posix } from 'node:path';
import { contentFiles } from '../../src/content/schema.ts';
import { importMedia, ImportError, readSlot } from '../../tools/media/import.mjs';
import { DATA_DIR } from './check-content.mjs';
import {
  isPicture,
  jsonSchemaOf,
  PROJECTS_FOLDER,
  SLUG_FIELD,
  SLUG_PATTERN,
  slotOf,
  UPLOAD_FIELD,
} from './decap-config.mjs';

/** @import { JsonSchema } from './decap-config.mjs' */

/** A save the edit server refuses; its message is shown in the editor. */
export class SaveError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'SaveError';
  }
}

/** The contentFiles key of a data file's path (`src/content/data/projects/acme.json` → `projects/*.json`). */
export function contentKeyOf(/** @type {string} */ path) {
  const file = posix.normalize(path).replace(/^\.\//, '');
  if (file.startsWith(`${PROJECTS_FOLDER}/`) && file.endsWith('.json')) {
    return /** @type {const} */ ('projects/*.json');
  }
  const key = file.slice(DATA_DIR.length + 1);
  if (file.startsWith(`${DATA_DIR}/`) && key in contentFiles && !key.includes('*')) {
    return /** @type {keyof typeof contentFiles} */ (key);
  }
  return undefined;
}

/** A project's slug (its file's name) from its path. */
export const slugOfPath = (/** @type {string} */ path) => basename(path, '.json');

/**
 * The name a picture's files get when a photo is uploaded with File left empty: from its place.
 * @param {string} key contentFiles key
 * @param {string} field `team.members[5].photo`
 * @param {Record<string, unknown>} data the whole entry
 * @param {string} slug a project's slug
 */
function defaultName(key, field, data, slug) {
  let match;
  if ((match = /^team\.members\[(\d+)\]\.photo$/.exec(field)))
    return `member-${Number(match[1]) + 1}`;
  if ((match = /^cards\[(\d+)\]\.image$/.exec(field))) {
    const cards = /** @type {{ id?: string }[]} */ (data.cards ?? []);
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
function isEmpty(/** @type {unknown} */ value) {
  if (value === '' || value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(/** @type {object} */ (value)).length === 0;
}

/**
 * @typedef {{ field: string, slot: string, photo: Buffer, source: string }} Upload
 * @typedef {{ path: string, content: string, encoding: string }} Asset
 */

/**
 * Walks an entry along its schema: collects the uploads (resolving each picture's file name), strips
 * the upload fields and drops optional fields left empty. Mutates `value`.
 * @param {unknown} value
 * @param {JsonSchema} schema
 * @param {{ key: string, field: string, data: Record<string, unknown>, slug: string, assets: Asset[], uploads: Upload[], draft?: boolean }} at
 *   draft: a preview's draft, whose uploads are left out (they are imported on Publish)
 */
function walk(value, schema, at) {
  if (Array.isArray(value)) {
    value.forEach((item, index) =>
      walk(item, schema.items ?? {}, { ...at, field: `${at.field}[${index}]` }),
    );
    return;
  }
  if (!value || typeof value !== 'object') return;
  const object = /** @type {Record<string, unknown>} */ (value);
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
        photo: Buffer.from(asset.content, /** @type {BufferEncoding} */ (asset.encoding)),
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
 * @param {unknown} value
 * @param {unknown} reference the same place in the file on disk, if any
 * @param {JsonSchema} schema
 * @returns {unknown}
 */
export function ordered(value, reference, schema) {
  if (Array.isArray(value)) {
    const references = Array.isArray(reference) ? reference : [];
    return value.map((item, index) => ordered(item, references[index], schema.items ?? {}));
  }
  if (!value || typeof value !== 'object') return value;
  const object = /** @type {Record<string, unknown>} */ (value);
  const before =
    reference && typeof reference === 'object' && !Array.isArray(reference)
      ? /** @type {Record<string, unknown>} */ (reference)
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
 * @param {{ path: string, raw: string, newPath?: string }} dataFile
 * @param {Asset[]} assets
 * @param {{ existing?: string, draft?: boolean }} options existing: the file's text on disk, when it
 *   exists; draft: for the preview (uploads left out, not collected)
 * @returns {{ text: string, uploads: Upload[] }}
 */
export function prepareSave(dataFile, assets, { existing, draft = false }) {
  const exists = existing !== undefined;
  const key = contentKeyOf(dataFile.path);
  if (!key) throw new SaveError(`${dataFile.path} is not a content file the editor may write.`);
  /** @type {Record<string, unknown>} */
  let data;
  try {
    data = JSON.parse(dataFile.raw);
  } catch (error) {
    throw new SaveError(
      `${dataFile.path}: not valid JSON: ${/** @type {Error} */ (error).message}`,
    );
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
  /** @type {Upload[]} */
  const uploads = [];
  const schema = contentFiles[key];
  const jsonSchema = jsonSchemaOf(schema);
  walk(data, jsonSchema, { key, field: '', data, slug, assets, uploads, draft });
  let reference;
  try {
    reference = existing === undefined ? undefined : JSON.parse(existing);
  } catch {
    reference = undefined;
  }
  data = /** @type {Record<string, unknown>} */ (ordered(data, reference, jsonSchema));
  const result = schema.safeParse(data);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `${
          issue.path
            .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
            .join('')
            .replace(/^\./, '') || '(file)'
        }: ${issue.message}`,
    );
    throw new SaveError(`${dataFile.path} was not saved: ${lines.join('; ')}`);
  }
  return { text: `${JSON.stringify(data, null, 2)}\n`, uploads };
}

/**
 * Imports the uploads of a save into `root` (media import: every variant of the slot, recorded in
 * src/assets/imported.json). A photo the import refuses throws a SaveError with the import's message.
 * @param {Upload[]} uploads
 * @param {string} root
 * @returns {Promise<string[]>} the files written
 */
export async function importUploads(uploads, root) {
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
