import { mailtoHref, requestSubject } from './mailto';

describe('mailtoHref (the way to write when the form cannot be loaded)', () => {
  it('is the bare address when nothing was typed', () => {
    expect(
      mailtoHref('inbox@example.com', { draft: { name: '', email: ' ', description: '' } }),
    ).toBe('mailto:inbox@example.com');
  });

  it('carries what was typed: the name in the subject, the description then the sender in the body', () => {
    const href = mailtoHref('inbox@example.com', {
      draft: {
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        description: 'Line one\nLine two & more — ✓',
      },
    });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('inbox@example.com');
    expect(url.searchParams.get('subject')).toBe('Project request: Ada Lovelace');
    expect(url.searchParams.get('body')).toBe(
      'Line one\r\nLine two & more — ✓\r\n\r\nName: Ada Lovelace\r\nEmail: ada@example.org',
    );
  });

  it('names what a call to action asks for, without a body when nothing was typed', () => {
    const url = new URL(
      mailtoHref('inbox@example.com', { subject: requestSubject('StackCore · $8,000') }),
    );
    expect(url.pathname).toBe('inbox@example.com');
    expect(url.searchParams.get('subject')).toBe('Project request: StackCore · $8,000');
    expect(url.searchParams.has('body')).toBe(false);
    expect(requestSubject()).toBe('Project request');
  });
});
