// The one place a site-relative URL for a fetched asset is made (search index, Pagefind bundle), so
// that serving the site under a base path is a change here alone.

/** The URL of `path` (starting with "/") on this site. */
export function siteUrl(path: string): string {
  return path;
}
