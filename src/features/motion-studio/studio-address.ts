/**
 * The address once a shared link's values have become this tab's edits: `tune=<values>` becomes a
 * bare `tune`, every other parameter, the path and the hash untouched.
 */
export function withoutSharedValues(href: string): string {
  const url = new URL(href);
  if (!url.searchParams.get('tune')) return url.href;
  const query = [...url.searchParams]
    .map(([name, value]) =>
      name === 'tune' ? 'tune' : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    )
    .join('&');
  url.search = query;
  return url.href;
}
