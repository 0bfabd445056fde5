// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentKeyOf, prepareSave, SaveError } from './editor-save.ts';

const ABOUT = 'src/content/data/about.json';
const PROJECT = 'src/content/data/projects/alphabeads.json';
const read = (path: string) => readFileSync(path, 'utf8');
type Json = Record<string, unknown>;
type About = { team: { members: Json[] } };

/** A save of `path` as the editor sends it: the file's JSON, changed. */
function save(
  path: string,
  change: (data: Json) => void,
  assets: Parameters<typeof prepareSave>[1] = [],
) {
  const data = JSON.parse(read(path)) as Json;
  change(data);
  return prepareSave({ path, raw: JSON.stringify(data) }, assets, { existing: read(path) });
}

describe("the edit server's saves (scripts/content/editor-save.ts)", () => {
  it('knows which files the editor may write', () => {
    expect(contentKeyOf(ABOUT)).toBe('about.json');
    expect(contentKeyOf(PROJECT)).toBe('projects/*.json');
    expect(contentKeyOf('src/content/data/../../package.json')).toBeUndefined();
    expect(contentKeyOf('src/content/schema.ts')).toBeUndefined();
  });

  it('writes an unchanged file back as it was', () => {
    expect(save(ABOUT, () => {}).text).toBe(read(ABOUT));
    expect(save(PROJECT, (data) => (data.slug = 'alphabeads')).text).toBe(read(PROJECT));
  });

  it("keeps the file's key order when the editor scrambles it", () => {
    const { text } = save(PROJECT, (data) => {
      const { order, ...rest } = data;
      for (const key of Object.keys(data)) delete data[key];
      Object.assign(data, rest, { order });
    });
    expect(text).toBe(read(PROJECT));
  });

  it('drops optional fields the editor leaves empty, and its own fields', () => {
    const { text } = save(ABOUT, (data) => {
      const member = (data as About).team.members[0]!;
      member.profiles = { linkedin: '', github: '' };
      (member.photo as Json).upload = '';
    });
    expect(text).toBe(read(ABOUT));
  });

  it('refuses a field the schema refuses, naming it', () => {
    expect(() => save(ABOUT, (data) => ((data as About).team.members[0]!.name = ''))).toThrow(
      /team\.members\[0\]\.name: must not be empty/,
    );
  });

  it("refuses a change of an existing project's page address", () => {
    expect(() => save(PROJECT, (data) => (data.slug = 'alpha-beads'))).toThrow(SaveError);
    expect(() => save(PROJECT, (data) => (data.slug = 'alpha-beads'))).toThrow(/git mv/);
  });

  it('turns an upload into a media:import slot, naming the files after their place', () => {
    const asset = { path: '.content-editor-uploads/me.jpg', content: 'AAAA', encoding: 'base64' };
    const { uploads, text } = save(
      ABOUT,
      (data) => {
        const photo = (data as About).team.members[1]!.photo as Json;
        photo.file = '';
        photo.upload = '/.content-editor-uploads/me.jpg';
      },
      [asset],
    );
    expect(uploads).toEqual([
      expect.objectContaining({
        field: 'team.members[1].photo',
        slot: 'team-portrait:member-2',
        source: 'me.jpg',
      }),
    ]);
    expect(text).toBe(read(ABOUT));

    const cover = save(
      PROJECT,
      (data) => ((data.coverImage as Json).upload = '/.content-editor-uploads/me.jpg'),
      [asset],
    );
    expect(cover.uploads[0]).toMatchObject({ slot: 'project-cover:alphabeads' });
    expect(cover.text).toBe(read(PROJECT));
  });

  it("leaves a preview's uploads out: a draft names no photo that was not sent, and imports none", () => {
    const path = ABOUT;
    const data = JSON.parse(read(path)) as About;
    (data.team.members[1]!.photo as Json).upload = '/.content-editor-uploads/x.jpg';
    const draft = prepareSave({ path, raw: JSON.stringify(data) }, [], {
      existing: read(path),
      draft: true,
    });
    expect(draft).toEqual({ text: read(path), uploads: [] });
  });

  it('refuses an upload that was not sent', () => {
    expect(() =>
      save(ABOUT, (data) => {
        ((data as About).team.members[1]!.photo as Json).upload = '/.content-editor-uploads/x.jpg';
      }),
    ).toThrow(/was not sent with the entry/);
  });
});
