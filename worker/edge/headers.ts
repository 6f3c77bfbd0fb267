// Response headers, decided in one place: security on every response, caching per kind.

/** The connect-src origins a call needs: the LiveKit server's websocket and its HTTP twin. */
export function callOrigins(livekitUrl: string | undefined): string[] {
  if (!livekitUrl) return [];
  try {
    const { host, protocol } = new URL(livekitUrl);
    const secure = protocol === 'wss:' || protocol === 'https:';
    return secure ? [`wss://${host}`, `https://${host}`] : [`ws://${host}`, `http://${host}`];
  } catch {
    return [];
  }
}

/** The SHA-256 sources of what a page holds inline, each admitted by its hash (the build computes them). */
export interface InlineHashes {
  /** The entry script and the speculation rules. */
  scripts: string[];
  /** The stylesheet. */
  styles: string[];
}

/** Headers for every response. The hashes admit the inline entry, speculation rules and stylesheet, and
 *  nothing else inline: never 'unsafe-inline' or a nonce, so a cached page stays valid. */
export function securityHeaders(connectOrigins: string[] = [], inline: InlineHashes = { scripts: [], styles: [] }): Record<string, string> {
  const sources = (hashes: string[]) => ["'self'", ...hashes.map((h) => `'${h}'`)].join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${sources(inline.scripts)}`,
    `style-src ${sources(inline.styles)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...connectOrigins].join(' ')}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy':
      'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** HTML is the same for every visitor of a build, so it may be cached but must revalidate. */
export const HTML_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const API_CACHE_CONTROL = 'no-store';

/** A weak ETag for a page: it changes with the build and the path, and nothing else. */
export function pageEtag(buildId: string, path: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
  return `W/"${buildId}-${(h >>> 0).toString(36)}"`;
}

export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*');
}
