/**
 * Mozilla's HTTP Observatory, scored from a site's answers by its published rules, for the tests that
 * hold the shipped hosting to an A+: the modifiers of SCORE_TABLE and the extra-credit rule of
 * https://github.com/mdn/mdn-http-observatory (src/grader/charts.js, src/scanner), the scorer behind
 * developer.mozilla.org/en-US/observatory. Only what a static site's answers can show is judged: its
 * headers, its cookies and its redirection; each result names the Observatory's expectation.
 */

export interface Modifier {
  test: string;
  result: string;
  modifier: number;
}

export interface Score {
  score: number;
  grade: string;
  modifiers: Modifier[];
}

/** The answer of a page, as the Observatory reads it: its headers (lower-case names) and status. */
export interface Answer {
  status: number;
  headers: Record<string, string | undefined>;
}

/** SCORE_TABLE's modifiers for the results below (charts.js). */
const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-not-implemented': -25,
  'cookies-not-found': 0,
  'cookies-without-secure-flag': -20,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'redirection-missing': -20,
  'redirection-not-to-https': -20,
  'redirection-off-host-from-http': -5,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-not-implemented': -20,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
};

/** The scanner's rule: bonuses count only when the score without them is at least 90. */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
/** charts.js GRADE_CHART, above 25. */
const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
];
const SIX_MONTHS_S = 15_768_000;
const PRIVATE_REFERRERS = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

/** A policy's directives: name → its sources (lower case). */
function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().toLowerCase().split(/\s+/);
    if (name && !directives.has(name)) directives.set(name, sources);
  }
  return directives;
}

function cspResult(policy: string | undefined): string {
  if (!policy) return 'csp-not-implemented';
  const csp = parseCsp(policy);
  const sources = (name: string) => csp.get(name) ?? csp.get('default-src');
  const script = sources('script-src');
  const object = sources('object-src');
  const broad = (list: string[] | undefined) =>
    list === undefined ||
    list.some((source) => /^(\*|https?:|data:|'unsafe-inline')$/.test(source));
  if (broad(script) || broad(object)) return 'csp-implemented-with-unsafe-inline';
  if ([...csp.values()].some((list) => list.some((source) => /^http:/.test(source))))
    return 'csp-implemented-with-insecure-scheme';
  if (script?.includes("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval';
  const formAction = csp.get('form-action');
  const formLocked =
    formAction !== undefined && !formAction.some((s) => s === '*' || /^https?:$/.test(s));
  const style = sources('style-src') ?? [];
  if (style.some((source) => /^(\*|https?:|data:|'unsafe-inline')$/.test(source)))
    return formLocked
      ? 'csp-implemented-with-unsafe-inline-in-style-src-only'
      : 'csp-implemented-with-unsafe-inline';
  if (csp.get('default-src')?.join(' ') === "'none'" && formLocked)
    return 'csp-implemented-with-no-unsafe-default-src-none';
  return 'csp-implemented-with-no-unsafe';
}

function hstsResult(value: string | undefined): string {
  const maxAge = /max-age="?(\d+)"?/i.exec(value ?? '')?.[1];
  if (maxAge === undefined) return 'hsts-not-implemented';
  return Number(maxAge) >= SIX_MONTHS_S
    ? 'hsts-implemented-max-age-at-least-six-months'
    : 'hsts-implemented-max-age-less-than-six-months';
}

function referrerResult(value: string | undefined): string {
  if (!value) return 'referrer-policy-not-implemented';
  // The last policy a browser understands is the one it uses.
  const policy =
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .at(-1) ?? '';
  return PRIVATE_REFERRERS.includes(policy) ? 'referrer-policy-private' : 'referrer-policy-unsafe';
}

function frameResult(headers: Answer['headers']): string {
  if (parseCsp(headers['content-security-policy'] ?? '').has('frame-ancestors'))
    return 'x-frame-options-implemented-via-csp';
  const value = headers['x-frame-options']?.trim().toLowerCase();
  return value === 'deny' || value === 'sameorigin'
    ? 'x-frame-options-sameorigin-or-deny'
    : 'x-frame-options-not-implemented';
}

function corpResult(value: string | undefined): string {
  const policy = value?.trim().toLowerCase();
  if (policy === 'same-origin' || policy === 'same-site') return `corp-implemented-with-${policy}`;
  return policy === 'cross-origin' ? 'corp-implemented-with-cross-origin' : 'corp-not-implemented';
}

function corsResult(headers: Answer['headers']): string {
  const origin = headers['access-control-allow-origin'];
  if (!origin) return 'cross-origin-resource-sharing-not-implemented';
  return origin === '*' && headers['access-control-allow-credentials'] === 'true'
    ? 'cross-origin-resource-sharing-implemented-with-universal-access'
    : 'cross-origin-resource-sharing-implemented-with-public-access';
}

/**
 * What the HTTP address of the site did: where its first redirect went, and its final answer's URL.
 * `undefined`: judged elsewhere (a host's own redirect, outside the headers a preview server sends).
 */
export interface Redirection {
  from: string;
  firstLocation: string | null;
}

function redirectionResult({ from, firstLocation }: Redirection): string {
  if (!firstLocation) return 'redirection-missing';
  const target = new URL(firstLocation, from);
  if (target.protocol !== 'https:') return 'redirection-not-to-https';
  return target.hostname === new URL(from).hostname
    ? 'redirection-to-https'
    : 'redirection-off-host-from-http';
}

/**
 * The Observatory's score for the HTTPS answer of a site's front page and, when given, what its HTTP
 * address does.
 */
export function observatoryScore(page: Answer, redirection?: Redirection): Score {
  const { headers } = page;
  const results: [string, string][] = [
    ['content-security-policy', cspResult(headers['content-security-policy'])],
    ['cookies', headers['set-cookie'] ? 'cookies-without-secure-flag' : 'cookies-not-found'],
    ['cross-origin-resource-sharing', corsResult(headers)],
    ['referrer-policy', referrerResult(headers['referrer-policy'])],
    ['strict-transport-security', hstsResult(headers['strict-transport-security'])],
    [
      'x-content-type-options',
      headers['x-content-type-options']?.trim().toLowerCase() === 'nosniff'
        ? 'x-content-type-options-nosniff'
        : 'x-content-type-options-not-implemented',
    ],
    ['x-frame-options', frameResult(headers)],
    ['cross-origin-resource-policy', corpResult(headers['cross-origin-resource-policy'])],
  ];
  if (redirection) results.push(['redirection', redirectionResult(redirection)]);
  const modifiers = results.map(([test, result]) => {
    const modifier = MODIFIERS[result];
    if (modifier === undefined) throw new Error(`no modifier for ${result}`);
    return { test, result, modifier };
  });
  const penalties = modifiers.filter((m) => m.modifier < 0).reduce((sum, m) => sum + m.modifier, 0);
  const bonuses = modifiers.filter((m) => m.modifier > 0).reduce((sum, m) => sum + m.modifier, 0);
  const base = 100 + penalties;
  const score = Math.max(0, base >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? base + bonuses : base);
  const grade = GRADES.find(([floor]) => score >= floor)?.[1] ?? 'F';
  return { score, grade, modifiers };
}
