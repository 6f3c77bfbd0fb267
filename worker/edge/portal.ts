// Links and redirects to the therapist portal. The requested path can carry anything
// (//host, backslashes, encoded slashes, @, dot-segments); the result's host is always the portal.

/** The portal URL for a path, or null if it would not stay on the portal host. */
export function portalUrl(host: string, path: string): string | null {
  const url = new URL(`https://${host}/`);
  // Setting pathname (unlike resolving a relative URL) can never change the host.
  url.pathname = path;
  return url.host === host && url.protocol === 'https:' ? url.href : null;
}

const portalPrefixes = (productSlug: string) => [
  `/bestil-et-${productSlug}-medlemsskab`,
  '/login',
  '/register',
  '/author/',
  '/user/',
  '/blog/',
  '/artikel/',
  '/category/',
  '/tag/',
  '/certificeringer',
];

/** The not-found page's hint: the same path on the portal, for paths that used to live there. */
export function portalHint(pathname: string, host: string, productSlug: string): string | null {
  const lower = pathname.toLowerCase();
  if (!portalPrefixes(productSlug).some((prefix) => lower.startsWith(prefix))) return null;
  return portalUrl(host, pathname);
}

/** The path as a visitor typed it, for display; React escapes it. */
export function displayPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
