// The content editor's configuration (Decap CMS, `npm run edit`), made from the content's schemas
// (src/content/schema.ts): a field added to a schema appears in the editor with no edit here.
//
//   Site pages  one entry per file: site, home, about, packages, portfolio, seo
//   Projects    src/content/data/projects/<page address>.json, one per case study
//
// Each schema is walked as JSON Schema (`z.toJSONSchema`): an object becomes an object widget, an array a
// list, an enum a select, a whole number a number widget, true/false a boolean, a long text (by its
// field's name) a text area. A picture (`{ file, alt }`) gets one more field, `upload`, which the edit
// server (scripts/content/edit.ts) turns into the picture's files with the media import and strips
// before it writes the entry; so is the projects' `slug` (the page address: the file's name).
import { z } from 'zod';
import { contentFiles, SLUG_PATTERN as SLUG } from '../../src/content/schema.ts';
import { DATA_DIR, PICTURES } from './check-content.ts';

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
 */
export const PAGE_FILES: {
  file: Exclude<keyof typeof contentFiles, 'projects/*.json'>;
  name: string;
  label: string;
}[] = [
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
const LABELS: Record<string, string> = {
  cta: 'Button text',
  id: 'ID',
  faq: 'FAQ',
  href: 'Address',
  seo: 'SEO',
};

/** Human words from a field name: `imageAlt` → "Image alt", `finalProduct` → "Final product". */
export function labelOf(name: string) {
  if (LABELS[name]) return LABELS[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  patternMessage?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  maxLengthMessage?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
};

export type DecapField = Record<string, unknown> & {
  name: string;
  label: string;
  widget: string;
  fields?: DecapField[];
  field?: DecapField;
};

/** The JSON Schema of a content file's schema (its `properties` are the file's top-level fields). */
export function jsonSchemaOf(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
}

/** Whether a schema is a picture: an object of exactly `file` and `alt`. */
export function isPicture(schema: JsonSchema) {
  const keys = Object.keys(schema.properties ?? {});
  return keys.length === 2 && keys.includes('file') && keys.includes('alt');
}

/**
 * The media:import slot of the picture at `field` (`team.members[0].photo`) in `file` (a key of
 * contentFiles), for a file named `name`; undefined for a picture no slot makes.
 */
export function slotOf(file: string, field: string, name: string) {
  const picture = PICTURES.find((entry) => entry.file === file && entry.field.test(field));
  return picture?.slot(name);
}

/** A picture: its file name, its words, and a photo to import on Publish. */
function pictureFields(file: string, path: string) {
  const slot = slotOf(file, path, '<file>');
  const made = slot
    ? `Made by npm run media:import -- <photo> --as ${slot}, or by choosing a photo under Upload below.`
    : 'The name of the picture’s files in its asset folder.';
  const fields: DecapField[] = [
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
 * @param at the content file, the field's path
 *   with `[0]` for list items (for the PICTURES table), whether the schema requires it
 */
function fieldOf(
  name: string,
  schema: JsonSchema,
  { file, path, required }: { file: string; path: string; required: boolean },
): DecapField {
  const field: DecapField = { name, label: labelOf(name), widget: 'string' };
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
function fieldsOf(schema: JsonSchema, file: string, path: string) {
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
 */
export function fieldsFor(file: string, schema?: z.ZodType) {
  const own = contentFiles[file as keyof typeof contentFiles];
  return fieldsOf(jsonSchemaOf(schema ?? own), file, '');
}

/**
 * A hosted git backend for the editor on the deployed site's /admin/ (docs/content.md, "Publishing
 * from the deployed site"): Decap's GitHub backend (through an OAuth proxy at `base_url`) or its Gitea /
 * Forgejo backend (PKCE from the browser: an OAuth application's client ID, no proxy).
 */
export type HostedBackend =
  | { name: 'github'; repo: string; branch: string; base_url?: string }
  | {
      name: 'gitea';
      repo: string;
      branch: string;
      app_id: string;
      api_root: string;
      base_url: string;
    };

/** The environment variables of a hosted editor, each with what it holds. */
export const HOSTED_VARIABLES = {
  CONTENT_EDITOR_BACKEND: 'github or gitea (unset: no editor is built)',
  CONTENT_EDITOR_REPO: 'the repository, owner/name',
  CONTENT_EDITOR_BRANCH: 'the branch the host builds (default main)',
  CONTENT_EDITOR_BASE_URL:
    'github: the OAuth proxy’s https address (default Netlify’s); gitea: the instance’s https address',
  CONTENT_EDITOR_APP_ID: 'gitea: the OAuth application’s client ID',
};

const httpsOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password && !url.search
      ? url.href.replace(/\/$/, '')
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The hosted backend set by `env` (CONTENT_EDITOR_*), undefined when CONTENT_EDITOR_BACKEND is unset.
 * A variable set wrong throws, naming each one and what it must hold: a build never ships an editor
 * that cannot log in.
 */
export function hostedBackend(env: Record<string, string | undefined>): HostedBackend | undefined {
  const read = (name: keyof typeof HOSTED_VARIABLES) => env[name]?.trim() ?? '';
  const name = read('CONTENT_EDITOR_BACKEND');
  if (!name) return undefined;
  const problems = [];
  if (name !== 'github' && name !== 'gitea') {
    problems.push(`CONTENT_EDITOR_BACKEND is "${name}": it must be github or gitea.`);
  }
  const repo = read('CONTENT_EDITOR_REPO');
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    problems.push(
      `CONTENT_EDITOR_REPO is "${repo}": it must be the repository as owner/name, like agency/site.`,
    );
  }
  const branch = read('CONTENT_EDITOR_BRANCH') || 'main';
  if (!/^[\w./-]+$/.test(branch) || branch.includes('..')) {
    problems.push(`CONTENT_EDITOR_BRANCH is "${branch}": it must be a branch name, like main.`);
  }
  const rawBase = read('CONTENT_EDITOR_BASE_URL');
  const base = rawBase ? httpsOrigin(rawBase) : undefined;
  if (rawBase && !base) {
    problems.push(
      `CONTENT_EDITOR_BASE_URL is "${rawBase}": it must be an https address, like https://auth.example.com.`,
    );
  }
  const appId = read('CONTENT_EDITOR_APP_ID');
  if (name === 'gitea') {
    if (!rawBase) {
      problems.push(
        'CONTENT_EDITOR_BASE_URL is not set: a gitea editor needs the instance’s https address, like https://codeberg.org.',
      );
    }
    if (!appId) {
      problems.push(
        'CONTENT_EDITOR_APP_ID is not set: a gitea editor needs the client ID of an OAuth application (not confidential) whose redirect URI is the site’s /admin/.',
      );
    }
  }
  if (problems.length) {
    throw new Error(`The hosted content editor is not configured:\n  ${problems.join('\n  ')}`);
  }
  if (name === 'gitea') {
    return {
      name,
      repo,
      branch,
      app_id: appId,
      api_root: `${base}/api/v1`,
      // Decap's Gitea login asks `base_url`/login/oauth/authorize itself (PKCE).
      base_url: base as string,
    };
  }
  return base ? { name: 'github', repo, branch, base_url: base } : { name: 'github', repo, branch };
}

/** The origins the hosted editor's page talks to (its CSP's connect-src). */
export function hostedOrigins(backend: HostedBackend) {
  const origins = new Set(
    backend.name === 'github'
      ? ['https://api.github.com', backend.base_url ?? 'https://api.netlify.com']
      : [backend.base_url, new URL(backend.api_root).origin],
  );
  return [...origins].map((url) => new URL(url).origin);
}

/**
 * Removes what only the local edit server understands: a picture's upload field (photos are cut into
 * their sizes by the media import, which needs a machine; pictures are imported on a working copy) and
 * the projects' Page address field (stored by Decap as the file name, from the title, when a project
 * is made).
 */
function withoutLocalFields(fields: DecapField[]): DecapField[] {
  return fields
    .filter((field) => field.name !== UPLOAD_FIELD && field.name !== SLUG_FIELD)
    .map((field) => ({
      ...field,
      ...(field.fields ? { fields: withoutLocalFields(field.fields) } : {}),
      ...(field.field ? { field: withoutLocalFields([field.field])[0] } : {}),
    }));
}

/**
 * The whole editor configuration: for the local edit server, or with `hosted` for the deployed site's
 * /admin/, where each Publish is a commit to `hosted.branch` and the host's rebuild publishes it.
 * @param options origin: where the edit server answers (`http://127.0.0.1:4400`), or the site's address when hosted;
 *   schemas: stand-ins for tests
 */
export function decapConfig({
  origin,
  schemas = {},
  hosted,
}: {
  origin: string;
  schemas?: Partial<Record<keyof typeof contentFiles, z.ZodType>>;
  hosted?: HostedBackend;
}) {
  const local = localConfig({ origin, schemas });
  if (!hosted) return local;
  return {
    publish_mode: local.publish_mode,
    media_folder: local.media_folder,
    public_folder: local.public_folder,
    backend: {
      ...hosted,
      commit_messages: {
        create: 'Add {{collection}} “{{slug}}” (content editor)',
        update: 'Edit {{collection}} “{{slug}}” (content editor)',
        delete: 'Remove {{collection}} “{{slug}}” (content editor)',
        uploadMedia: 'Add “{{path}}” (content editor)',
        deleteMedia: 'Remove “{{path}}” (content editor)',
      },
    },
    site_url: origin,
    collections: local.collections.map((collection) => ({
      ...collection,
      ...('files' in collection && collection.files
        ? {
            files: collection.files.map((file) => ({
              ...file,
              fields: withoutLocalFields(file.fields),
            })),
          }
        : {}),
      ...('folder' in collection && collection.fields
        ? { fields: withoutLocalFields(collection.fields), slug: '{{slug}}' }
        : {}),
    })),
  };
}

/**
 * The local edit server's configuration.
 */
function localConfig({
  origin,
  schemas,
}: {
  origin: string;
  schemas: Partial<Record<keyof typeof contentFiles, z.ZodType>>;
}) {
  const schemaOf = (file: keyof typeof contentFiles) => schemas[file] ?? contentFiles[file];
  return {
    // The local backend (decap-server's file-system API, mounted by the edit server) replaces this one
    // whenever it answers, which it always does under `npm run edit`.
    backend: { name: 'git-gateway', branch: 'main' },
    local_backend: { url: `${origin}/api/v1` },
    publish_mode: 'simple',
    media_folder: MEDIA_FOLDER,
    public_folder: `/${MEDIA_FOLDER}`,
    // The preview: the site as the editor holds it, served by the edit server itself.
    site_url: origin,
    collections: [
      {
        name: 'pages',
        label: 'Site pages',
        label_singular: 'Site page',
        description: 'The words of every page, one entry per file of src/content/data/.',
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
