// The content editor's configuration (Decap CMS, `npm run edit`), made from the content's schemas
// (src/content/schema.ts): a field added to a schema appears in the editor with no edit here.
//
//   Site pages  one entry per file: site, home, about, packages, portfolio, seo
//   Projects    src/content/data/projects/<page address>.json, one per case study
//
// Each schema is walked as JSON Schema (`z.toJSONSchema`): an object becomes an object widget, an array a
// list, an enum a select, a whole number a number widget, true/false a boolean, a long text (by its
// field's name) a text area. A picture (`{ file, alt }`) gets one more field, `upload`, which the edit
// server (scripts/content/edit.mjs) turns into the picture's files with the media import and strips
// before it writes the entry; so is the projects' `slug` (the page address: the file's name).
import { z } from 'zod';
import { contentFiles, SLUG_PATTERN as SLUG } from '../../src/content/schema.ts';
import { DATA_DIR, PICTURES } from './check-content.mjs';

/** The key of the extra upload field of a picture (never written to a data file). */
export const UPLOAD_FIELD = 'upload';
/** The projects' page address: shown and typed in the editor, stored only as the file's name. */
export const SLUG_FIELD = 'slug';
/** Where Decap stages uploads; nothing is ever written there (the edit server imports them instead). */
export const MEDIA_FOLDER = '.content-editor-uploads';
/** The Projects collection's folder, from the project root. */
export const PROJECTS_FOLDER = `${DATA_DIR}/projects`;
/** What the Page address must be (the file name check-content accepts). */
export const SLUG_PATTERN = SLUG.source;

/**
 * The pages of the "Site pages" collection: data file, entry name, label.
 * @type {{ file: Exclude<keyof typeof contentFiles, 'projects/*.json'>, name: string, label: string }[]}
 */
export const PAGE_FILES = [
  { file: 'site.json', name: 'site', label: 'Site (name, footer, social links)' },
  { file: 'home.json', name: 'home', label: 'Home' },
  { file: 'about.json', name: 'about', label: 'About' },
  { file: 'packages.json', name: 'packages', label: 'Packages (services and prices)' },
  { file: 'portfolio.json', name: 'portfolio', label: 'Portfolio (project page words)' },
  { file: 'seo.json', name: 'seo', label: 'Search and link previews' },
];

/** Field names whose text runs to sentences: a text area rather than one line. */
const LONG_TEXT =
  /^(body|lead|quote|answer|intro|tooltip|summary|alt|imageAlt|description|requirements|process|footerNote)$/;

/** Labels that splitting the name does not say well. */
const LABELS = /** @type {Record<string, string>} */ ({
  cta: 'Button text',
  id: 'ID',
  faq: 'FAQ',
  href: 'Address',
  seo: 'SEO',
});

/** Human words from a field name: `imageAlt` → "Image alt", `finalProduct` → "Final product". */
export function labelOf(/** @type {string} */ name) {
  if (LABELS[name]) return LABELS[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * @typedef {{ type?: string | string[], properties?: Record<string, JsonSchema>, required?: string[],
 *   items?: JsonSchema, enum?: unknown[], pattern?: string, patternMessage?: string, format?: string,
 *   minLength?: number, maxLength?: number, maxLengthMessage?: string, minimum?: number,
 *   exclusiveMinimum?: number, minItems?: number, maxItems?: number }} JsonSchema
 * @typedef {Record<string, unknown> & { name: string, label: string, widget: string,
 *   fields?: DecapField[], field?: DecapField }} DecapField
 */

/** The JSON Schema of a content file's schema (its `properties` are the file's top-level fields). */
export function jsonSchemaOf(/** @type {z.ZodType} */ schema) {
  return /** @type {JsonSchema} */ (z.toJSONSchema(schema, { io: 'input' }));
}

/** Whether a schema is a picture: an object of exactly `file` and `alt`. */
export function isPicture(/** @type {JsonSchema} */ schema) {
  const keys = Object.keys(schema.properties ?? {});
  return keys.length === 2 && keys.includes('file') && keys.includes('alt');
}

/**
 * The media:import slot of the picture at `field` (`team.members[0].photo`) in `file` (a key of
 * contentFiles), for a file named `name`; undefined for a picture no slot makes.
 * @param {string} file
 * @param {string} field
 * @param {string} name
 */
export function slotOf(file, field, name) {
  const picture = PICTURES.find((entry) => entry.file === file && entry.field.test(field));
  return picture?.slot(name);
}

/** A picture: its file name, its words, and a photo to import on Publish. */
function pictureFields(/** @type {string} */ file, /** @type {string} */ path) {
  const slot = slotOf(file, path, '<file>');
  const made = slot
    ? `Made by npm run media:import -- <photo> --as ${slot}, or by choosing a photo under Upload below.`
    : 'The name of the picture’s files in its asset folder.';
  /** @type {DecapField[]} */
  const fields = [
    {
      name: 'file',
      label: 'File',
      widget: 'string',
      // Empty is allowed: a new item's File starts as "", and an upload then names it.
      pattern: [
        `^(?:${SLUG_PATTERN.slice(1, -1)})?$`,
        'must be lower-case letters, digits and single hyphens',
      ],
      hint: `${made} With an upload and no name, the name follows the picture’s place (e.g. member-6).`,
      required: false,
    },
    {
      name: 'alt',
      label: 'Alt',
      widget: 'text',
      required: false,
      default: '',
      hint: 'What a screen reader says for the picture; empty for a decorative one.',
    },
  ];
  if (slot) {
    fields.push({
      name: UPLOAD_FIELD,
      label: 'Upload a new photo',
      widget: 'image',
      required: false,
      choose_url: false,
      hint: `Optional. On Publish the photo is cut into every size the site serves (npm run media:import, slot ${slot}) and File names the result; a photo too small is refused with the reason.`,
    });
  }
  return fields;
}

/**
 * The Decap field for one schema field.
 * @param {string} name
 * @param {JsonSchema} schema
 * @param {{ file: string, path: string, required: boolean }} at the content file, the field's path
 *   with `[0]` for list items (for the PICTURES table), whether the schema requires it
 * @returns {DecapField}
 */
function fieldOf(name, schema, { file, path, required }) {
  /** @type {DecapField} */
  const field = { name, label: labelOf(name), widget: 'string' };
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    field.widget = 'object';
    field.fields = isPicture(schema) ? pictureFields(file, path) : fieldsOf(schema, file, path);
    if (isPicture(schema)) field.summary = '{{fields.file}}';
  } else if (type === 'array') {
    const items = schema.items ?? {};
    field.widget = 'list';
    // "Add member", not "Add members".
    field.label_singular = name === 'socials' ? 'Link' : labelOf(name).replace(/([^s])s$/, '$1');
    const itemType = Array.isArray(items.type) ? items.type[0] : items.type;
    if (itemType === 'object') {
      field.fields = isPicture(items)
        ? pictureFields(file, `${path}[0]`)
        : fieldsOf(items, file, `${path}[0]`);
      const title = field.fields.find((each) =>
        ['title', 'name', 'label', 'question', 'quote', 'file'].includes(each.name),
      );
      if (title) field.summary = `{{fields.${title.name}}}`;
    } else {
      field.field = fieldOf(name, items, { file, path: `${path}[0]`, required: true });
      field.field.label = labelOf(name);
    }
    if (schema.minItems !== undefined) field.min = schema.minItems;
    if (schema.maxItems !== undefined) field.max = schema.maxItems;
    // Unfolded: each item shows its text (a folded list of texts shows only "Features" per item).
    field.collapsed = false;
  } else if (type === 'integer' || type === 'number') {
    field.widget = 'number';
    field.value_type = type === 'integer' ? 'int' : 'float';
    if (schema.minimum !== undefined) field.min = schema.minimum;
    else if (schema.exclusiveMinimum !== undefined && type === 'integer') {
      field.min = schema.exclusiveMinimum + 1;
    }
  } else if (type === 'boolean') {
    field.widget = 'boolean';
    field.default = false;
  } else if (schema.enum) {
    field.widget = 'select';
    field.options = schema.enum.map(String);
  } else {
    field.widget = LONG_TEXT.test(name) ? 'text' : 'string';
    if (schema.format === 'uri') {
      field.pattern = ['^https?://\\S+$', 'must be a full http(s) address'];
    } else if (schema.pattern) {
      // The schema's own words beside the field, never the bare expression.
      field.pattern = [schema.pattern, schema.patternMessage ?? 'is not in the expected form'];
    } else if (schema.minLength) {
      // A text a visitor reads: no space at either end (and its room, where the design sets one), said
      // beside the field as the content check says it, instead of a refused save.
      const room = schema.maxLength === undefined ? '' : `(?=[\\s\\S]{0,${schema.maxLength}}$)`;
      field.pattern = [
        `^${room}\\S(?:[\\s\\S]*\\S)?$`,
        schema.maxLengthMessage
          ? `must not start or end with a space, and ${schema.maxLengthMessage}`
          : 'must not start or end with a space',
      ];
    }
    // A text that may be empty ("" for a decorative picture's words) is not required by the editor,
    // which would refuse "", but keeps its key (the edit server drops only optional keys left empty).
    if (!schema.minLength && !schema.pattern && !schema.format) {
      field.required = false;
      field.default = '';
    }
  }
  if (!required) field.required = false;
  return field;
}

/** The Decap fields of an object schema's properties, in order. */
function fieldsOf(
  /** @type {JsonSchema} */ schema,
  /** @type {string} */ file,
  /** @type {string} */ path,
) {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, {
      file,
      path: path ? `${path}.${name}` : name,
      required: required.has(name),
    }),
  );
}

/**
 * The Decap fields of one content file (a key of contentFiles), from its schema or a stand-in.
 * @param {string} file
 * @param {z.ZodType} [schema]
 */
export function fieldsFor(file, schema) {
  const own = contentFiles[/** @type {keyof typeof contentFiles} */ (file)];
  return fieldsOf(jsonSchemaOf(schema ?? own), file, '');
}

/**
 * The whole editor configuration.
 * @param {{ origin: string, schemas?: Partial<Record<keyof typeof contentFiles, z.ZodType>> }} options
 *   origin: where the edit server answers (`http://127.0.0.1:4400`); schemas: stand-ins for tests
 */
export function decapConfig({ origin, schemas = {} }) {
  const schemaOf = (/** @type {keyof typeof contentFiles} */ file) =>
    /** @type {z.ZodType} */ (schemas[file] ?? contentFiles[file]);
  return {
    // The local backend (decap-server's file-system API, mounted by the edit server) replaces this one
    // whenever it answers, which it always does under `npm run edit`.
    backend: { name: 'git-gateway', branch: 'main' },
    local_backend: { url: `${origin}/api/v1` },
    publish_mode: 'simple',
    media_folder: MEDIA_FOLDER,
    public_folder: `/${MEDIA_FOLDER}`,
    site_url: 'http://127.0.0.1:5173',
    collections: [
      {
        name: 'pages',
        label: 'Site pages',
        label_singular: 'Site page',
        description: 'The words of every page, one entry per file of src/content/data/.',
        editor: { preview: false },
        files: PAGE_FILES.map(({ file, name, label }) => ({
          name,
          label,
          file: `${DATA_DIR}/${file}`,
          format: 'json',
          fields: fieldsFor(file, schemaOf(file)),
        })),
      },
      {
        name: 'projects',
        label: 'Projects',
        label_singular: 'Project',
        description:
          'The case studies of the portfolio: src/content/data/projects/<page address>.json.',
        folder: PROJECTS_FOLDER,
        format: 'json',
        extension: 'json',
        create: true,
        slug: `{{fields.${SLUG_FIELD}}}`,
        identifier_field: 'title',
        summary: '{{fields.order}}. {{fields.title}}',
        sortable_fields: ['order', 'title'],
        editor: { preview: false },
        fields: [
          {
            name: SLUG_FIELD,
            label: 'Page address',
            widget: 'string',
            pattern: [SLUG_PATTERN, 'must be lower-case letters, digits and single hyphens'],
            hint: 'The project’s address, /portfolio/<this>, and its file’s name. Set it once, when the project is made: an existing project keeps its file.',
          },
          ...fieldsFor('projects/*.json', schemaOf('projects/*.json')),
        ],
      },
    ],
  };
}
