/**
 * Mozilla's HTTP Observatory, scored from a site's answers by its current rules, for the tests that hold
 * the shipped hosting to an A+. A port of its analyzer and grader (https://github.com/mdn/mdn-http-observatory,
 * `src/analyzer/tests/*.js`, `src/analyzer/cspParser.js`, `src/grader/charts.js`, `src/scanner/index.js`)
 * at the commit of OBSERVATORY: every test it runs and every result a static site's answers can earn,
 * each with SCORE_TABLE's modifier. It reads the same things the scanner reads: the page's headers and
 * HTML, the answer to a cross-origin request, and the redirects of the HTTP address.
 *
 * Left out, and said so where it matters: the HSTS preload list (nothing of this site is on it), the
 * certificate check (the tests trust their own certificate, as a visitor's browser trusts a real one),
 * and cookies beyond "none" (the site sets none; one would fail the scan loudly until the rule is
 * ported).
 */
import { Parser } from 'htmlparser2';
import { parseItem, Token } from 'structured-headers';
import { parse as parseDomain } from 'tldts';

/** The upstream rules this port follows. */
export const OBSERVATORY = {
  repository: 'mdn/mdn-http-observatory',
  commit: '94042bb',
  date: '2026-08-20',
  algorithmVersion: 6,
  /** The commits since the last release (v1.6.3) whose rules are here: COOP and COEP are scored. */
  since: ['2d230d2 feat(analyzer): add COOP + COEP scoring (#498)'],
} as const;

/** SCORE_TABLE of src/grader/charts.js: every result and its modifier. */
export const SCORE_TABLE = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-not-found': 0,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
  'coep-implemented-with-require-corp': 10,
  'coep-implemented-with-credentialless': 10,
  'coep-implemented-with-unsafe-none': 0,
  'coep-not-implemented': 0,
  'coep-header-invalid': -5,
  'coop-implemented-with-same-origin': 10,
  'coop-implemented-with-same-origin-allow-popups': 10,
  'coop-implemented-with-noopener-allow-popups': 10,
  'coop-implemented-with-unsafe-none': 0,
  'coop-not-implemented': 0,
  'coop-header-invalid': -5,
} as const;

export type Result = keyof typeof SCORE_TABLE;

export interface Modifier {
  test: string;
  result: Result;
  modifier: number;
}

export interface Score {
  score: number;
  grade: string;
  modifiers: Modifier[];
}

/** An answer as the scanner reads it: status, headers (lower-case names, repeated ones as a list), body. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body?: string;
}

export interface Scan {
  /** The address scanned, as the scanner ended on it (https: for a site with TLS). */
  url: string;
  /** Its answer. */
  page: Answer;
  /**
   * The HTTP address's route: the URL of each answer from `http://host/` to the last (one entry: it
   * answered without redirecting; null: nothing answers on HTTP). Undefined: not judged here (a host
   * such as Netlify or Cloudflare Pages redirects by itself, outside the files this project ships).
   */
  httpRoute?: string[] | null;
  /** The answer to the page asked with an Origin of another site (the CORS test); none by default. */
  cors?: Answer & { origin: string };
}

/** charts.js GRADE_CHART: the grade of each multiple of 5. */
const GRADE_CHART = new Map<number, string>([
  [100, 'A+'],
  [95, 'A'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [75, 'B'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [55, 'C'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [35, 'D'],
  [30, 'D'],
  [25, 'D-'],
  [20, 'F'],
  [15, 'F'],
  [10, 'F'],
  [5, 'F'],
  [0, 'F'],
]);
/** charts.js: bonuses count only when the score without them is at least this. */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

/** Every value of a header (utils.js getHttpHeaders). */
function headerValues(answer: Answer | undefined, name: string): string[] {
  const value = answer?.headers[name.toLowerCase()];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const first = (answer: Answer | undefined, name: string) => headerValues(answer, name)[0] ?? null;

// --- CSP (csp.js, cspParser.js) ---

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = new Set(['img-src', 'media-src']);
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const ALLOWED_DUPLICATE_KEYS = new Set(['report-uri', 'report-to']);
const SHORTEST_DIRECTIVE_LENGTH = 'img-src'.length - 1;

/**
 * cspParser.js parseCsp: the directives of one or more policies. A source counts only when every
 * policy allows it; a repeated directive (but report-uri/report-to) makes the header invalid (throws).
 */
function parseCsp(policies: string[]): { csp: Map<string, Set<string>>; duplicates: boolean } {
  const clean = policies.map((policy) => policy.replaceAll(/[\r\n]/g, '').trim());
  if (clean.length === 0) return { csp: new Map(), duplicates: false };
  for (const policy of clean) {
    if (!policy || policy.length < SHORTEST_DIRECTIVE_LENGTH)
      throw new Error(`Invalid policy: ${policy}`);
  }
  const compare = new Intl.Collator('en').compare;
  type Source = { source: string; index: number; keep: boolean };
  const csp = new Map<string, Source[]>();
  let duplicates = false;
  for (const [policyIndex, policy] of clean.entries()) {
    const seen = new Set<string>();
    for (const [entry, ...values] of policy.split(';').map((part) => part.trim().split(/\s+/))) {
      if (!entry) continue;
      const directive = entry.toLowerCase();
      if (seen.has(directive)) {
        if (!ALLOWED_DUPLICATE_KEYS.has(directive))
          throw new Error(`Duplicate directive ${directive} in policy ${policyIndex}`);
        duplicates = true;
      } else seen.add(directive);
      const keep = policyIndex === 0;
      const sources: Source[] = values.length
        ? values.map((raw) => ({
            source: raw.trim().toLocaleLowerCase(),
            index: policyIndex,
            keep,
          }))
        : directive.endsWith('-src')
          ? [{ source: "'none'", index: policyIndex, keep }]
          : [];
      const combined = policyIndex === 0 ? sources : [...(csp.get(directive) ?? []), ...sources];
      combined.sort((a, b) => compare(a.source, b.source));
      for (let index = 1; index < combined.length; index += 1) {
        const source = combined[index];
        const previous = combined[index - 1];
        if (!source || !previous) continue;
        if (source.index === previous.index && source.source.startsWith(previous.source))
          source.keep = false;
        if (source.index !== previous.index && pathPartMatch(previous.source, source.source))
          source.keep = true;
      }
      csp.set(
        directive,
        combined.filter((source) => source.keep),
      );
      if (policyIndex === 0 && policies.length > 1)
        for (const source of csp.get(directive) ?? []) source.keep = false;
    }
  }
  return {
    csp: new Map(
      [...csp].map(([directive, sources]) => [
        directive,
        sources.length > 0 ? new Set(sources.map((s) => s.source)) : new Set(["'none'"]),
      ]),
    ),
    duplicates,
  };
}

function pathPartMatch(pathA: string, pathB: string): boolean {
  if (pathA.length === 0) return true;
  if (pathA === '/' && pathB.length === 0) return true;
  const exact = !pathA.endsWith('/');
  const partsA = pathA.split('/');
  const partsB = pathB.split('/');
  if (partsA.length > partsB.length) return false;
  if (exact && partsA.length !== partsB.length) return false;
  if (!exact) partsA.pop();
  return partsA.every((part, i) => {
    const other = partsB[i];
    return other !== undefined && decodeURIComponent(part) === decodeURIComponent(other);
  });
}

/** The attributes of every `tag` element of `html`, as utils/html-parser.js collects them. */
function collectElements(html: string, tag: string): Record<string, string>[] {
  const elements: Record<string, string>[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === tag) elements.push(attributes);
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return elements;
}

/** The page's <meta http-equiv> policies and <meta name="referrer"> (retriever/utils.js). */
function httpEquiv(page: Answer): { csp: string[]; referrer: string[] } {
  const found = { csp: [] as string[], referrer: [] as string[] };
  if (!page.body) return found;
  for (const meta of collectElements(page.body, 'meta')) {
    const { content, name } = meta;
    const equiv = meta['http-equiv'];
    if (equiv !== undefined && content !== undefined) {
      if (equiv.toLowerCase().trim() === 'content-security-policy' && content)
        found.csp.push(content);
    } else if (name?.toLowerCase().trim() === 'referrer' && content) {
      found.referrer = [content];
    }
  }
  return found;
}

const splitPolicies = (values: string[]) =>
  values.flatMap((value) => value.split(',').map((policy) => policy.trim()));

/** csp.js contentSecurityPolicyTest: the result, and the parsed policy (for x-frame-options). */
function cspTest(scan: Scan): { result: Result; csp: Map<string, Set<string>> | null } {
  const { page } = scan;
  const httpPolicies = splitPolicies(headerValues(page, 'content-security-policy'));
  const metaPolicies = splitPolicies(httpEquiv(page).csp);
  let csp: Map<string, Set<string>>;
  let duplicates: boolean;
  try {
    ({ csp, duplicates } = parseCsp([...httpPolicies, ...metaPolicies]));
  } catch {
    return { result: 'csp-header-invalid', csp: null };
  }
  let headerOnly: Map<string, Set<string>>;
  try {
    headerOnly = parseCsp(httpPolicies).csp;
  } catch {
    headerOnly = new Map();
  }
  let metaOnly: Map<string, Set<string>>;
  try {
    metaOnly = parseCsp(metaPolicies).csp;
    for (const directive of ['frame-ancestors', 'report-uri', 'sandbox'])
      metaOnly.delete(directive);
  } catch {
    metaOnly = new Map();
  }
  if (headerOnly.size + metaOnly.size === 0) {
    return {
      result: first(page, 'content-security-policy-report-only')
        ? 'csp-not-implemented-but-reporting-enabled'
        : 'csp-not-implemented',
      csp: null,
    };
  }
  const everything = new Set(['*']);
  const objectSrc = csp.get('object-src') ?? csp.get('default-src') ?? everything;
  const scriptSrc = new Set(csp.get('script-src') ?? csp.get('default-src') ?? everything);
  const styleSrc = new Set(csp.get('style-src') ?? csp.get('default-src') ?? everything);
  const hasNonceOrHash = (sources: Set<string>) =>
    [...sources].some((source) => NONCES_HASHES.some((prefix) => source.startsWith(prefix)));
  for (const sources of [scriptSrc, styleSrc])
    if (hasNonceOrHash(sources)) sources.delete("'unsafe-inline'");
  let result: Result | null = null;
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    for (const source of [...scriptSrc]) {
      if (
        [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) ||
        source === "'self'" ||
        source === "'unsafe-inline'"
      )
        scriptSrc.delete(source);
    }
  } else if (scriptSrc.has("'strict-dynamic'")) result = 'csp-header-invalid';

  const active = [...csp]
    .filter(([directive]) => !PASSIVE_DIRECTIVES.has(directive) && directive !== 'script-src')
    .flatMap(([, sources]) => [...sources]);
  active.push(...scriptSrc);
  const passive = [...PASSIVE_DIRECTIVES].flatMap((directive) => [
    ...(csp.get(directive) ?? csp.get('default-src') ?? []),
  ]);
  const https = new URL(scan.url).protocol === 'https:';
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  if (
    [...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) ||
    [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))
  )
    result ??= 'csp-implemented-with-unsafe-inline';
  if (https && active.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme';
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    result ??= 'csp-implemented-with-unsafe-eval';
  if (https && passive.some(insecure))
    result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source)))
    result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only';
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1)
    result ??= 'csp-implemented-with-no-unsafe-default-src-none';
  else result ??= 'csp-implemented-with-no-unsafe';

  const passing: Result[] = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ];
  if (passing.includes(result) && duplicates) result = 'csp-implemented-but-duplicate-directives';
  return { result, csp };
}

// --- The other tests, each as its file in src/analyzer/tests/ ---

function cookiesTest(page: Answer): Result {
  if (headerValues(page, 'set-cookie').length === 0) return 'cookies-not-found';
  throw new Error(
    'The page sets a cookie: port cookies.js of the Observatory into tests/support/observatory.ts to score it',
  );
}

/** utils.js parseStructuredFieldToken: the value's bare item when it is an RFC 8941 token. */
function structuredToken(value: string): string | null {
  try {
    const [item] = parseItem(value);
    return item instanceof Token ? item.toString() : null;
  } catch {
    return null;
  }
}

function policyTest<Prefix extends 'coop' | 'coep'>(
  page: Answer,
  header: string,
  prefix: Prefix,
  policies: readonly string[],
): Result {
  const values = headerValues(page, header);
  if (values.length > 1) return `${prefix}-header-invalid` as Result;
  const [value] = values;
  if (!value) return `${prefix}-not-implemented` as Result;
  const token = structuredToken(value.slice(0, 1024).trim());
  return (
    token !== null && policies.includes(token)
      ? `${prefix}-implemented-with-${token}`
      : `${prefix}-header-invalid`
  ) as Result;
}

function corsTest(scan: Scan): Result {
  const answer = scan.cors;
  const allowOrigin = first(answer, 'access-control-allow-origin');
  if (!answer || !allowOrigin) return 'cross-origin-resource-sharing-not-implemented';
  if (allowOrigin.slice(0, 256).trim().toLowerCase() === '*')
    return 'cross-origin-resource-sharing-implemented-with-public-access';
  const credentials = first(answer, 'access-control-allow-credentials');
  if (allowOrigin === answer.origin && credentials?.toLowerCase().trim() === 'true')
    return 'cross-origin-resource-sharing-implemented-with-universal-access';
  return 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

/** redirection.js, without the preload list (no host of this site is on it). */
function redirectionTest(route: string[] | null): Result {
  if (route === null) return 'redirection-not-needed-no-http';
  const urls = route.map((href) => new URL(href));
  if (urls.length === 1) return 'redirection-missing';
  if (urls.at(-1)?.protocol !== 'https:') return 'redirection-not-to-https';
  if (urls[1]?.protocol === 'http:') return 'redirection-not-to-https-on-initial-redirection';
  if (urls[0]?.protocol === 'http:' && urls[0].hostname !== urls[1]?.hostname)
    return 'redirection-off-host-from-http';
  return 'redirection-to-https';
}

const GOOD_REFERRERS = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const BAD_REFERRERS = [
  'origin',
  'origin-when-cross-origin',
  'unsafe-url',
  'no-referrer-when-downgrade',
];

function referrerTest(page: Answer): Result {
  const values = [...headerValues(page, 'referrer-policy'), ...httpEquiv(page).referrer];
  if (values.length === 0) return 'referrer-policy-not-implemented';
  // The last policy a browser knows is the one it uses.
  const policy =
    values
      .join(', ')
      .split(',')
      .map((part) => part.toLowerCase().trim())
      .filter((part) => GOOD_REFERRERS.includes(part) || BAD_REFERRERS.includes(part))
      .at(-1) ?? '';
  if (GOOD_REFERRERS.includes(policy)) return 'referrer-policy-private';
  return BAD_REFERRERS.includes(policy)
    ? 'referrer-policy-unsafe'
    : 'referrer-policy-header-invalid';
}

/** "15768000 is six months, but a lot of sites use 15552000, so a white lie is in order." */
export const HSTS_SIX_MONTHS_S = 15_552_000;

function hstsTest(scan: Scan): Result {
  if (new URL(scan.url).protocol !== 'https:') return 'hsts-not-implemented-no-https';
  const header = first(scan.page, 'strict-transport-security');
  if (header === null) return 'hsts-not-implemented';
  const data = header.slice(0, 1024);
  if (data.includes(',')) return 'hsts-header-invalid';
  let maxAge: number | null = null;
  for (const parameter of data.split(';').map((part) => part.trim().toLowerCase())) {
    if (parameter.startsWith('max-age=')) maxAge = Number.parseInt(parameter.slice(8, 128), 10);
  }
  if (maxAge === null) return 'hsts-header-invalid';
  return maxAge < HSTS_SIX_MONTHS_S
    ? 'hsts-implemented-max-age-less-than-six-months'
    : 'hsts-implemented-max-age-at-least-six-months';
}

/** subresource-integrity.js: how the page's <script src> are loaded. */
function sriTest(scan: Scan): Result {
  const mime = (first(scan.page, 'content-type') ?? '').split(';', 1)[0];
  if (mime && !['text/html', 'application/xhtml+xml'].includes(mime))
    return 'sri-not-implemented-response-not-html';
  const scripts = collectElements(scan.page.body ?? '', 'script');
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const order: Result[] = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-not-implemented-response-not-html',
  ];
  const worse = (next: Result, current: Result | null) =>
    current === null || order.indexOf(next) > order.indexOf(current) ? next : current;
  const site = new URL(scan.url);
  let result: Result | null = null;
  let foreign = false;
  for (const script of scripts) {
    const { src } = script;
    if (!src) continue;
    const integrity = script.integrity || null;
    const relativeProtocol = /^(\/\/)[^/]/.test(src);
    const full = /^https?:\/\//.test(src);
    const relativeOrigin = !relativeProtocol && !full;
    const sameDomain =
      relativeProtocol ||
      relativeOrigin ||
      parseDomain(src).domain === parseDomain(site.hostname).domain;
    const secureOrigin = relativeOrigin || (sameDomain && !relativeProtocol);
    if (!secureOrigin) foreign = true;
    const scheme = relativeProtocol || relativeOrigin ? null : new URL(src).protocol;
    const secureScheme = scheme === 'https:' || (relativeOrigin && site.protocol === 'https:');
    if (!secureOrigin) {
      if (integrity && !secureScheme)
        result = worse('sri-implemented-but-external-scripts-not-loaded-securely', result);
      else if (!integrity && secureScheme)
        result = worse('sri-not-implemented-but-external-scripts-loaded-securely', result);
      else if (!integrity)
        result = worse('sri-not-implemented-and-external-scripts-not-loaded-securely', result);
    } else if (integrity && secureScheme && !result) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  return (
    result ??
    (foreign
      ? 'sri-implemented-and-external-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin')
  );
}

function contentTypeOptionsTest(page: Answer): Result {
  const header = first(page, 'x-content-type-options');
  if (!header) return 'x-content-type-options-not-implemented';
  return header.slice(0, 256).trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

function frameOptionsTest(page: Answer, csp: Map<string, Set<string>> | null): Result {
  if (csp?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  const header = first(page, 'x-frame-options');
  if (!header) return 'x-frame-options-not-implemented';
  const value = header.slice(0, 1024).trim().toLowerCase();
  if (value === 'deny' || value === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return value.startsWith('allow-from')
    ? 'x-frame-options-allow-from-origin'
    : 'x-frame-options-header-invalid';
}

function resourcePolicyTest(page: Answer): Result {
  const header = headerValues(page, 'cross-origin-resource-policy').join(', ');
  if (!header) return 'corp-not-implemented';
  const value = header.slice(0, 256).trim().toLowerCase();
  if (value === 'same-site' || value === 'same-origin' || value === 'cross-origin')
    return `corp-implemented-with-${value}`;
  return 'corp-header-invalid';
}

/**
 * The Observatory's score for a scan, by scanner/index.js: 100 plus every modifier, the bonuses counted
 * only when the penalties alone leave at least 90; the grade of the score rounded down to a multiple of
 * five (100 and above: A+). Throws where the scanner does: a page answering 4xx (but 401/403) or 5xx.
 */
export function observatoryScore(scan: Scan): Score {
  const { status } = scan.page;
  if (status < 200 || (status >= 400 && ![401, 403].includes(status)))
    throw new Error(`Site did respond with an unexpected HTTP status code ${status}.`);
  const csp = cspTest(scan);
  const results: [string, Result][] = [
    ['content-security-policy', csp.result],
    ['cookies', cookiesTest(scan.page)],
    [
      'cross-origin-embedder-policy',
      policyTest(scan.page, 'cross-origin-embedder-policy', 'coep', [
        'require-corp',
        'credentialless',
        'unsafe-none',
      ]),
    ],
    [
      'cross-origin-opener-policy',
      policyTest(scan.page, 'cross-origin-opener-policy', 'coop', [
        'same-origin',
        'same-origin-allow-popups',
        'noopener-allow-popups',
        'unsafe-none',
      ]),
    ],
    ['cross-origin-resource-sharing', corsTest(scan)],
    ...(scan.httpRoute === undefined
      ? []
      : [['redirection', redirectionTest(scan.httpRoute)] as [string, Result]]),
    ['referrer-policy', referrerTest(scan.page)],
    ['strict-transport-security', hstsTest(scan)],
    ['subresource-integrity', sriTest(scan)],
    ['x-content-type-options', contentTypeOptionsTest(scan.page)],
    ['x-frame-options', frameOptionsTest(scan.page, csp.csp)],
    ['cross-origin-resource-policy', resourcePolicyTest(scan.page)],
  ];
  const modifiers = results.map(([test, result]) => ({
    test,
    result,
    modifier: SCORE_TABLE[result],
  }));
  const withExtraCredit = modifiers.reduce((sum, m) => sum + m.modifier, 100);
  const uncurved = modifiers.reduce((sum, m) => sum + Math.min(0, m.modifier), 100);
  const score = Math.max(
    0,
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  );
  const grade = GRADE_CHART.get(Math.min(score - (score % 5), 100)) ?? 'F';
  return { score, grade, modifiers };
}

/** A score as a table for a test's output: each test, its result and its modifier, then the total. */
export function scoreReport(title: string, { score, grade, modifiers }: Score): string {
  const width = Math.max(...modifiers.map((m) => m.test.length));
  const rows = modifiers.map(
    ({ test, result, modifier }) =>
      `  ${test.padEnd(width)}  ${(modifier > 0 ? `+${modifier}` : String(modifier)).padStart(4)}  ${result}`,
  );
  return [
    `${title}: ${score} (${grade}) by the HTTP Observatory's rules at ${OBSERVATORY.repository}@${OBSERVATORY.commit} (${OBSERVATORY.date}, algorithm ${OBSERVATORY.algorithmVersion})`,
    ...rows,
  ].join('\n');
}
