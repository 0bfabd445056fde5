// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { observatoryScore, scoreReport, type Answer, type Scan } from './observatory';

/**
 * The port's rules, each against the upstream rule it follows (mdn/mdn-http-observatory at the commit of
 * OBSERVATORY); cases of its own tests where it has them. The shipped hosting is scored by
 * tests/e2e/nginx.spec.ts.
 */

/** A page of one script of its own, with every header a careful static site sends. */
const PAGE_HTML =
  '<!doctype html><title>x</title><script type="module" src="/assets/a.js"></script>';
const GOOD: Record<string, string> = {
  'content-type': 'text/html',
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
};

function scan(headers: Record<string, string | string[] | undefined>, extra: Partial<Scan> = {}) {
  const page: Answer = { status: 200, headers: { ...GOOD, ...headers }, body: PAGE_HTML };
  return observatoryScore({ url: 'https://example.com/', page, ...extra });
}

const resultOf = (headers: Record<string, string | string[] | undefined>, test: string) =>
  scan(headers).modifiers.find((m) => m.test === test)?.result;

describe("the HTTP Observatory's current rules", () => {
  it('scores every test the scanner runs, the bonuses only from 90 up', () => {
    const score = scan({});
    expect(score.modifiers.map((m) => m.test)).toEqual([
      'content-security-policy',
      'cookies',
      'cross-origin-embedder-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-sharing',
      'referrer-policy',
      'strict-transport-security',
      'subresource-integrity',
      'x-content-type-options',
      'x-frame-options',
      'cross-origin-resource-policy',
    ]);
    // Referrer +5, frame-ancestors +5; style-src 'unsafe-inline' 0.
    expect(score).toMatchObject({ score: 110, grade: 'A+' });
    // A penalty of 15 leaves 85: the bonuses no longer count.
    const penalised = scan({
      'x-content-type-options': undefined,
      'strict-transport-security': 'max-age=60',
    });
    expect(penalised).toMatchObject({ score: 85, grade: 'A-' });
    expect(scoreReport('example', score)).toContain('x-frame-options');
  });

  it('gives Cross-Origin-Opener-Policy +10 (since 2d230d2), and a bad one -5', () => {
    const coop = (value: string | string[]) =>
      resultOf({ 'cross-origin-opener-policy': value }, 'cross-origin-opener-policy');
    expect(coop('same-origin')).toBe('coop-implemented-with-same-origin');
    expect(scan({ 'cross-origin-opener-policy': 'same-origin' }).score).toBe(120);
    expect(coop('same-origin-allow-popups; report-to="x"')).toBe(
      'coop-implemented-with-same-origin-allow-popups',
    );
    expect(coop('unsafe-none')).toBe('coop-implemented-with-unsafe-none');
    // Not a structured-field token, or sent twice.
    expect(coop('"same-origin"')).toBe('coop-header-invalid');
    expect(coop(['same-origin', 'same-origin'])).toBe('coop-header-invalid');
    expect(coop('same origin')).toBe('coop-header-invalid');
    expect(
      resultOf({ 'cross-origin-embedder-policy': 'require-corp' }, 'cross-origin-embedder-policy'),
    ).toBe('coep-implemented-with-require-corp');
  });

  it('gives X-Frame-Options DENY +5 as frame-ancestors does, and none -20', () => {
    const noAncestors = GOOD['content-security-policy']?.replace("; frame-ancestors 'none'", '');
    expect(
      resultOf(
        { 'content-security-policy': noAncestors, 'x-frame-options': 'DENY' },
        'x-frame-options',
      ),
    ).toBe('x-frame-options-sameorigin-or-deny');
    expect(scan({ 'content-security-policy': noAncestors, 'x-frame-options': 'DENY' }).score).toBe(
      110,
    );
    expect(scan({ 'content-security-policy': noAncestors }).score).toBe(80);
  });

  it('takes 15,552,000 s as six months of HSTS, and only over HTTPS', () => {
    const hsts = (value: string) =>
      resultOf({ 'strict-transport-security': value }, 'strict-transport-security');
    expect(hsts('max-age=15552000')).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(hsts('max-age=15551999')).toBe('hsts-implemented-max-age-less-than-six-months');
    expect(hsts('includeSubDomains')).toBe('hsts-header-invalid');
    expect(hsts('max-age=63072000, max-age=63072000')).toBe('hsts-header-invalid');
    const overHttp = observatoryScore({
      url: 'http://example.com/',
      page: { status: 200, headers: GOOD, body: PAGE_HTML },
    });
    expect(overHttp.modifiers.find((m) => m.test === 'strict-transport-security')?.result).toBe(
      'hsts-not-implemented-no-https',
    );
  });

  it('judges the CSP as csp.js does: no form-action needed, passive http -10, invalid or report-only -25', () => {
    const csp = (policy: string | undefined, more: Record<string, string> = {}) =>
      resultOf({ 'content-security-policy': policy, ...more }, 'content-security-policy');
    const cases: [string | undefined, string][] = [
      // form-action is not asked for, with or without default-src 'none'.
      [
        "default-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'",
        'csp-implemented-with-unsafe-inline-in-style-src-only',
      ],
      ["default-src 'none'; script-src 'self'", 'csp-implemented-with-no-unsafe-default-src-none'],
      ["default-src 'self'", 'csp-implemented-with-no-unsafe'],
      [
        "default-src 'self'; img-src 'self' http://images.example.com",
        'csp-implemented-with-insecure-scheme-in-passive-content-only',
      ],
      [
        "default-src 'self'; connect-src 'self' http://api.example.com",
        'csp-implemented-with-insecure-scheme',
      ],
      ["default-src 'self'; script-src 'self'; script-src https:", 'csp-header-invalid'],
      ["default-src 'self'; script-src 'strict-dynamic'", 'csp-header-invalid'],
      [
        "default-src 'self'; report-uri /a; report-uri /b",
        'csp-implemented-but-duplicate-directives',
      ],
      [undefined, 'csp-not-implemented'],
      ["default-src 'self'; script-src 'self' 'unsafe-eval'", 'csp-implemented-with-unsafe-eval'],
      [
        "script-src 'self' 'unsafe-inline'; object-src 'none'",
        'csp-implemented-with-unsafe-inline',
      ],
      // A nonce makes 'unsafe-inline' inert.
      [
        "default-src 'self'; script-src 'self' 'unsafe-inline' 'nonce-abc'",
        'csp-implemented-with-no-unsafe',
      ],
      // Two policies: a source counts only when both allow it.
      [
        ["default-src 'self'; script-src https:", "script-src 'self'"].join(', '),
        'csp-implemented-with-no-unsafe',
      ],
    ];
    for (const [policy, result] of cases) expect(csp(policy), policy).toBe(result);
    expect(csp(undefined, { 'content-security-policy-report-only': "default-src 'self'" })).toBe(
      'csp-not-implemented-but-reporting-enabled',
    );
  });

  it('reads the page itself: scripts from elsewhere without SRI -5, a policy in a meta element', () => {
    const page = (body: string, test = 'subresource-integrity', headers: Answer['headers'] = {}) =>
      observatoryScore({
        url: 'https://example.com/',
        page: { status: 200, headers: { ...GOOD, ...headers }, body },
      }).modifiers.find((m) => m.test === test)?.result;
    const scripts: [string, string][] = [
      [PAGE_HTML, 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin'],
      [
        '<script src="https://cdn.example.org/x.js"></script>',
        'sri-not-implemented-but-external-scripts-loaded-securely',
      ],
      [
        '<script src="https://cdn.example.org/x.js" integrity="sha384-x"></script>',
        'sri-implemented-and-external-scripts-loaded-securely',
      ],
      [
        '<script src="https://static.example.com/x.js"></script>',
        'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      ],
      ['<p>no script</p>', 'sri-not-implemented-but-no-scripts-loaded'],
    ];
    for (const [body, result] of scripts) expect(page(body), body).toBe(result);
    expect(
      page(
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none'">`,
        'content-security-policy',
        {
          'content-security-policy': undefined,
        },
      ),
    ).toBe('csp-implemented-with-no-unsafe-default-src-none');
  });

  it('follows the HTTP address as redirection.js does', () => {
    const redirection = (httpRoute: string[] | null) =>
      scan({}, { httpRoute }).modifiers.find((m) => m.test === 'redirection')?.result;
    expect(redirection(['http://example.com/', 'https://example.com/'])).toBe(
      'redirection-to-https',
    );
    expect(redirection(['http://example.com/'])).toBe('redirection-missing');
    expect(redirection(['http://example.com/', 'https://www.example.com/'])).toBe(
      'redirection-off-host-from-http',
    );
    expect(
      redirection(['http://example.com/', 'http://www.example.com/', 'https://www.example.com/']),
    ).toBe('redirection-not-to-https-on-initial-redirection');
    expect(redirection(['http://example.com/', 'http://www.example.com/'])).toBe(
      'redirection-not-to-https',
    );
    expect(redirection(null)).toBe('redirection-not-needed-no-http');
    expect(scan({}).modifiers.some((m) => m.test === 'redirection')).toBe(false);
  });

  it('grades as GRADE_CHART does, and refuses a page the scanner would not score', () => {
    // 100 - 5 (no nosniff) + bonuses: 110 → A+; without HSTS and nosniff, 75 → B.
    expect(scan({ 'x-content-type-options': undefined })).toMatchObject({
      score: 105,
      grade: 'A+',
    });
    expect(
      scan({ 'x-content-type-options': undefined, 'strict-transport-security': undefined }),
    ).toMatchObject({
      score: 75,
      grade: 'B',
    });
    expect(() =>
      observatoryScore({ url: 'https://example.com/', page: { status: 404, headers: GOOD } }),
    ).toThrow('unexpected HTTP status code 404');
    expect(() => scan({ 'set-cookie': 'a=b' })).toThrow('port cookies.js');
    expect(
      observatoryScore({
        url: 'https://example.com/',
        page: { status: 200, headers: GOOD, body: PAGE_HTML },
        cors: {
          status: 200,
          origin: 'https://evil.example',
          headers: {
            'access-control-allow-origin': 'https://evil.example',
            'access-control-allow-credentials': 'true',
          },
        },
      }).modifiers.find((m) => m.test === 'cross-origin-resource-sharing'),
    ).toMatchObject({
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      modifier: -50,
    });
  });
});
