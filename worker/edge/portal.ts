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

/** How much of a requested path the not-found page shows: enough to recognise, too little to say much. */
export const SHOWN_PATH_MAX = 80;

/**
 * The requested path as the not-found page shows it: percent-encoded as it was requested (never
 * decoded into words we would seem to say) and at most SHOWN_PATH_MAX characters, cut before an
 * escape rather than through it. Anything outside printable ASCII is escaped, as a browser would.
 */
export function shownPath(pathname: string): string {
  const encoded = pathname.replace(/[^\x21-\x7e]|%(?![0-9A-Fa-f]{2})/gu, percentEncode);
  if (encoded.length <= SHOWN_PATH_MAX) return encoded;
  const cut = encoded.slice(0, SHOWN_PATH_MAX).replace(/%[0-9A-Fa-f]?$/, '');
  return `${cut}…`;
}

const percentEncode = (text: string) =>
  Array.from(new TextEncoder().encode(text), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
