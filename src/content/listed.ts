/**
 * Titles as a sentence lists them: "A", "A and B", "A, B and C". The search texts' `{projects}` and
 * `{packages}` (seo.ts) and the content check's warnings (scripts/content/check-content.ts) both say
 * lists this way.
 */
export function listed(titles: readonly string[]): string {
  return titles.length < 2
    ? titles.join('')
    : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}
