// Which redirect, if any, a path gets. Pure: decided from the URL alone, before any page renders.
import { pathTo } from '../../contracts/routes.ts';
import { portalUrl } from './portal.ts';

const PERMANENT_REDIRECTS: Readonly<Record<string, string>> = {
  '/typer': pathTo('therapyForms'),
  '/ressourcer/alle': pathTo('resources'),
  // The slug was misspelt ("kortids"); links to the old address keep working.
  '/typer/intensiv-kortidsdynamisk-psykoterapi': pathTo('therapyForm', 'intensiv-korttidsdynamisk-psykoterapi'),
};

interface Redirect {
  location: string;
  status: 301;
}

/**
 * - /certificeringer (with or without a trailing slash) goes to the portal's certifications page;
 * - the fixed permanent redirects;
 * - any other path ending in "/" goes to the same path without it (this covers the spec's
 *   /ressourcer/…/ case with a 301 rather than a hint), but only to a same-origin path.
 */
export function edgeRedirect(pathname: string, portal: { host: string; certificationsPath: string }): Redirect | null {
  if (/^\/certificeringer\/?$/.test(pathname)) {
    const location = portalUrl(portal.host, portal.certificationsPath);
    return location ? { location, status: 301 } : null;
  }
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const fixed = PERMANENT_REDIRECTS[trimmed];
  if (fixed) return { location: fixed, status: 301 };
  if (trimmed !== pathname && isSameOriginPath(trimmed)) return { location: trimmed, status: 301 };
  return null;
}

/** True for "/x…" paths a browser resolves on our own origin: never "//host" or "/\host". */
export function isSameOriginPath(path: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this rejects.
  return path.startsWith('/') && !/^\/[/\\]/.test(path) && !/[\u0000-\u001f\u007f\\]/.test(path);
}
