// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentFiles, projectSchema, siteSchema } from '../../src/content/schema.ts';
import {
  decapConfig,
  labelOf,
  PAGE_FILES,
  SLUG_FIELD,
  UPLOAD_FIELD,
  type DecapField,
} from './decap-config.ts';

type Config = ReturnType<typeof decapConfig>;
type Schemas = Parameters<typeof decapConfig>[0]['schemas'];

const config = (schemas?: Schemas) => decapConfig({ origin: 'http://127.0.0.1:4400', schemas });

/**
 * Every field path of a zod schema, read from the zod objects themselves (not from the JSON Schema
 * the config is made from): `team.members[].photo.file`.
 */
function schemaPaths(schema: z.ZodType, path = ''): string[] {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return schemaPaths(def.innerType as z.ZodType, path);
    case 'array':
      return schemaPaths(def.element as z.ZodType, `${path}[]`);
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) => {
        const at = path ? `${path}.${key}` : key;
        return [at, ...schemaPaths(value, at)];
      });
    default:
      return [];
  }
}

/** Every field path of the editor's fields, without its own (a picture's upload, a project's slug). */
function configPaths(fields: DecapField[], path = ''): string[] {
  return fields.flatMap((field) => {
    if (field.name === UPLOAD_FIELD || (!path && field.name === SLUG_FIELD)) return [];
    const at = path ? `${path}.${field.name}` : field.name;
    if (field.widget === 'list') {
      return [at, ...(field.fields ? configPaths(field.fields, `${at}[]`) : [])];
    }
    return [at, ...(field.fields ? configPaths(field.fields, at) : [])];
  });
}

/** The config's fields of one content file. */
function fieldsOf(built: Config, file: keyof typeof contentFiles): DecapField[] {
  const [pages, projects] = built.collections;
  if (file === 'projects/*.json') return projects!.fields as DecapField[];
  const entry = pages!.files!.find((each) => each.file === `src/content/data/${file}`);
  if (!entry) throw new Error(`no entry for ${file}`);
  return entry.fields;
}

/** The field at a path of names (`team`, `members`, `photo`). */
function fieldAt(fields: DecapField[], ...names: string[]): DecapField {
  let field: DecapField | undefined;
  let list: DecapField[] | undefined = fields;
  for (const name of names) {
    field = list?.find((each) => each.name === name);
    if (!field) throw new Error(`no field ${names.join('.')}`);
    list = field.fields;
  }
  return field!;
}

describe('the content editor’s configuration (scripts/content/decap-config.ts)', () => {
  it('shows a preview pane for every entry, and the site it previews at the edit server', () => {
    const made = config();
    expect(JSON.stringify(made)).not.toContain('"preview":false');
    expect(made.site_url).toBe('http://127.0.0.1:4400');
  });

  it('has every field of every schema, and no other', () => {
    const built = config();
    for (const [file, schema] of Object.entries(contentFiles)) {
      const key = file as keyof typeof contentFiles;
      expect(configPaths(fieldsOf(built, key)).sort(), file).toEqual(schemaPaths(schema).sort());
    }
  });

  it('has one Site pages entry per data file and a Projects folder', () => {
    const [pages, projects] = config().collections;
    expect(pages).toMatchObject({ name: 'pages', label: 'Site pages' });
    expect(pages!.files!.map((entry) => entry.file).sort()).toEqual(
      Object.keys(contentFiles)
        .filter((file) => !file.includes('*'))
        .map((file) => `src/content/data/${file}`)
        .sort(),
    );
    expect(PAGE_FILES.map((page) => page.name)).toEqual([
      'site',
      'home',
      'about',
      'packages',
      'portfolio',
      'seo',
    ]);
    expect(projects).toMatchObject({
      name: 'projects',
      label: 'Projects',
      folder: 'src/content/data/projects',
      format: 'json',
      extension: 'json',
      create: true,
      slug: `{{fields.${SLUG_FIELD}}}`,
      identifier_field: 'title',
    });
    expect(projects!.fields![0]).toMatchObject({ name: SLUG_FIELD, label: 'Page address' });
  });

  it('picks a widget for each kind of field', () => {
    const built = config();
    const project = fieldsOf(built, 'projects/*.json');
    expect(fieldAt(project, 'order')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
    });
    expect(fieldAt(project, 'description')).toMatchObject({
      widget: 'list',
      min: 1,
      field: { widget: 'text' },
    });
    expect(fieldAt(project, 'finalProduct', 'images')).toMatchObject({ min: 3, max: 3 });
    expect(fieldAt(project, 'link').pattern).toBeDefined();
    // Each field's message is the schema's, beside the field, never the bare expression.
    const homeFields = fieldsOf(built, 'home.json');
    expect(fieldAt(homeFields, 'cards', 'accent').pattern).toEqual([
      '^#[0-9A-Fa-f]{6}$',
      'must be a colour like #7C5CFF',
    ]);
    const [trimmed, trimmedMessage] = fieldAt(homeFields, 'cards', 'category').pattern as [
      string,
      string,
    ];
    expect(trimmedMessage).toBe('must not start or end with a space');
    expect(['Computer vision', 'AI', 'x'].every((text) => new RegExp(trimmed).test(text))).toBe(
      true,
    );
    expect([' padded', 'padded ', '\n padded'].some((text) => new RegExp(trimmed).test(text))).toBe(
      false,
    );
    const [roomy, roomyMessage] = fieldAt(homeFields, 'cards', 'summary').pattern as [
      string,
      string,
    ];
    expect(roomyMessage).toBe(
      'must not start or end with a space, and must be at most 200 characters, to fit the card’s lines on a 1280x720 screen, where the card is shortest',
    );
    expect(new RegExp(roomy).test('w'.repeat(200))).toBe(true);
    expect(new RegExp(roomy).test('w'.repeat(201))).toBe(false);
    // Lists start unfolded, each item showing its text.
    expect(fieldAt(homeFields, 'cards')).toMatchObject({
      collapsed: false,
      summary: '{{fields.title}}',
    });
    const packages = fieldsOf(built, 'packages.json');
    expect(fieldAt(packages, 'currency', 'grouping')).toMatchObject({ widget: 'boolean' });
    // A price is a whole amount (the site shows no cents): the editor's field takes whole numbers.
    expect(fieldAt(packages, 'packages', 'amount')).toMatchObject({
      widget: 'number',
      value_type: 'int',
    });
    const site = fieldsOf(built, 'site.json');
    expect(fieldAt(site, 'socials', 'icon')).toMatchObject({
      widget: 'select',
      options: ['linkedin', 'github', 'instagram'],
    });
    const about = fieldsOf(built, 'about.json');
    expect(fieldAt(about, 'testimonials', 'items', 'quote')).toMatchObject({
      widget: 'text',
      label: 'Quote',
    });
    expect(fieldAt(about, 'team', 'members', 'profiles')).toMatchObject({ required: false });
    expect(fieldAt(about, 'team', 'members', 'profiles', 'github')).toMatchObject({
      required: false,
    });
    expect(fieldAt(about, 'team', 'members', 'name').required).toBeUndefined();
    const home = fieldsOf(built, 'home.json');
    // A text that may be empty (a decorative picture's words) is not required by the editor.
    expect(fieldAt(home, 'hero', 'imageAlt')).toMatchObject({
      label: 'Image alt',
      required: false,
    });
  });

  it('labels fields in words', () => {
    expect(labelOf('imageAlt')).toBe('Image alt');
    expect(labelOf('finalProduct')).toBe('Final product');
    expect(labelOf('whoWeAre')).toBe('Who we are');
    expect(labelOf('cta')).toBe('Button text');
  });

  it('offers an upload for each picture, naming its media:import slot', () => {
    const built = config();
    const photo = fieldAt(fieldsOf(built, 'about.json'), 'team', 'members', 'photo');
    expect(photo.fields!.map((field) => field.name)).toEqual(['file', 'alt', UPLOAD_FIELD]);
    expect(fieldAt([photo], 'photo', UPLOAD_FIELD)).toMatchObject({
      widget: 'image',
      required: false,
    });
    expect(fieldAt([photo], 'photo', 'file').hint).toMatch(
      /npm run media:import -- <photo> --as team-portrait:<file>/,
    );
    const project = fieldsOf(built, 'projects/*.json');
    expect(fieldAt(project, 'coverImage', 'file').hint).toMatch(/--as project-cover:<file>/);
    expect(fieldAt(project, 'finalProduct', 'images', 'file').hint).toMatch(
      /--as project-screen:<file>/,
    );
    expect(fieldAt(fieldsOf(built, 'home.json'), 'cards', 'image', 'file').hint).toMatch(
      /--as home-card:<file>/,
    );
  });

  it('shows a field planted in a schema with no edit of its own', () => {
    const planted = projectSchema.extend({
      budget: z.number().positive(),
      client: z.strictObject({ name: z.string().min(1), quote: z.string().optional() }),
    });
    const site = siteSchema.extend({ launched: z.boolean() });
    const built = config({ 'projects/*.json': planted, 'site.json': site });
    const project = fieldsOf(built, 'projects/*.json');
    expect(fieldAt(project, 'budget')).toMatchObject({ widget: 'number', label: 'Budget' });
    expect(fieldAt(project, 'client', 'quote')).toMatchObject({ widget: 'text', required: false });
    expect(fieldAt(fieldsOf(built, 'site.json'), 'launched')).toMatchObject({ widget: 'boolean' });
    expect(configPaths(project).sort()).toEqual(schemaPaths(planted).sort());
    // …and the real config has none of it.
    expect(configPaths(fieldsOf(config(), 'projects/*.json'))).not.toContain('budget');
  });

  it('points the local backend at the edit server itself', () => {
    expect(config()).toMatchObject({ local_backend: { url: 'http://127.0.0.1:4400/api/v1' } });
  });
});

describe('the editor stays out of the site', () => {
  /** Every file under a folder, recursively. */
  const filesUnder = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));

  it('no file of src/ or public/ names Decap or imports the editor', () => {
    const offenders = [...filesUnder('src'), ...filesUnder('public'), 'index.html']
      .filter((file) => /\.(tsx?|jsx?|mjs|html|css|json|ya?ml|txt)$/.test(file))
      .filter((file) =>
        /decap|scripts\/content\/(edit|decap-config|editor-save)/i.test(readFileSync(file, 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
