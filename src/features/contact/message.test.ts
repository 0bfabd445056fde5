import { buildMessage, checkMessageSize, encodedSize, TEMPLATE_PARAMS_MAX_BYTES } from './message';

const fields = { name: ' Ada ', email: ' ada@example.org ', description: ' Build me a site ' };

describe('buildMessage (spec §3, §7)', () => {
  it('builds exactly { to_email, from_name, from_email, message, amount } with amount 0 on home', () => {
    const message = buildMessage(fields, 0, 'inbox@agency.dev');
    expect(message).toStrictEqual({
      to_email: 'inbox@agency.dev',
      from_name: 'Ada',
      from_email: 'ada@example.org',
      message: 'Build me a site',
      amount: 0,
    });
    expect(Object.keys(message)).toEqual([
      'to_email',
      'from_name',
      'from_email',
      'message',
      'amount',
    ]);
  });

  it("sends the package's amount as a string on services", () => {
    expect(buildMessage(fields, '10000', 'inbox@agency.dev').amount).toBe('10000');
  });
});

describe('checkMessageSize (EmailJS takes template variables up to 50 KB)', () => {
  const base = buildMessage(fields, 0, 'inbox@agency.dev');
  const withText = (text: string) => ({ ...base, message: text });

  it('is one named constant, measured as JSON in UTF-8', () => {
    expect(TEMPLATE_PARAMS_MAX_BYTES).toBe(50_000);
    expect(encodedSize(withText('é'))).toBe(encodedSize(withText('e')) + 1);
    expect(encodedSize(withText('"'))).toBe(encodedSize(withText('e')) + 1);
  });

  it('lets 20,000 characters through', () => {
    expect(checkMessageSize(withText('x'.repeat(20_000)))).toEqual({ ok: true });
  });

  it('says how long the description may be, exactly, for this very text', () => {
    for (const letter of ['x', 'é', '語', '🚀', '\n']) {
      const text = letter.repeat(60_000 / letter.length);
      const check = checkMessageSize(withText(text));
      if (check.ok || check.field !== 'description')
        throw new Error(`${letter}: expected too long`);
      expect(check.length).toBe(text.length);
      // Cut to the advised length it fits; one more character would not.
      expect(encodedSize(withText(text.slice(0, check.maxLength)))).toBeLessThanOrEqual(
        TEMPLATE_PARAMS_MAX_BYTES,
      );
      expect(encodedSize(withText(text.slice(0, check.maxLength + letter.length)))).toBeGreaterThan(
        TEMPLATE_PARAMS_MAX_BYTES,
      );
      // Never in the middle of a letter written with two UTF-16 units.
      expect(check.maxLength % letter.length).toBe(0);
    }
  });

  it('names the name and address when they alone are over the limit', () => {
    expect(checkMessageSize({ ...base, from_name: 'A'.repeat(60_000) })).toMatchObject({
      ok: false,
      field: 'name',
    });
  });
});
