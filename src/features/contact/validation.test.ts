import { validateContact } from './validation';

const valid = { name: 'Ada', email: 'ada@example.org', description: 'A website' };

describe('validateContact (spec §5, in order)', () => {
  it('accepts a complete request', () => {
    expect(validateContact(valid)).toEqual({ ok: true });
  });

  it('asks for every field first: "Please fill out all fields."', () => {
    for (const field of ['name', 'email', 'description'] as const) {
      expect(validateContact({ ...valid, [field]: '   ' })).toEqual({
        ok: false,
        message: 'Please fill out all fields.',
        field,
      });
    }
  });

  it('reports an empty field before a malformed e-mail', () => {
    expect(validateContact({ name: '', email: 'nope', description: 'x' })).toMatchObject({
      message: 'Please fill out all fields.',
      field: 'name',
    });
  });

  it('then checks the shape non-space, one @, non-space, a dot, non-space', () => {
    for (const email of [
      'ada',
      'ada@',
      'ada@example',
      'a da@example.org',
      'ada@@example.org',
      'a@b@c.d',
      '@example.org',
      'ada@.',
    ]) {
      expect(validateContact({ ...valid, email })).toEqual({
        ok: false,
        message: 'Please enter a valid email address.',
        field: 'email',
      });
    }
    for (const email of ['a@b.c', 'ada.lovelace@math.example.org', ' ada@example.org ']) {
      expect(validateContact({ ...valid, email })).toEqual({ ok: true });
    }
  });

  it('sets no length limit of its own (spec §5: "No length limits")', () => {
    expect(validateContact({ ...valid, description: 'x'.repeat(200_000) })).toEqual({ ok: true });
    expect(validateContact({ ...valid, name: 'A'.repeat(20_000) })).toEqual({ ok: true });
  });
});
