import { buildMessage } from './message';

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
