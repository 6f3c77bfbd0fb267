// What the head makes of a page's meta (PageMeta, worker/pages/types.ts): its absolute URLs and its title.
import { pathTo } from '../../contracts/routes.ts';
import type { PageMeta } from '../pages/types.ts';

/**
 * Our URL for a path: the site's origin plus the path, normalised (PageContext.url). The path is set,
 * never resolved as a URL, so "//evil.example/" or "//%09" can neither change the host nor throw. Leading
 * slashes and backslashes collapse to one "/"; the URL parser percent-encodes what needs it (æ, spaces,
 * "?", "#") and keeps existing escapes.
 */
export function absoluteUrl(origin: string, path: string): string {
  const url = new URL(origin);
  url.pathname = `/${path.replace(/^[/\\\s]+/, '')}`;
  return url.href;
}

/** "Page title · Product", except on the home page where the product comes first. */
export function documentTitle(meta: PageMeta, product: string): string {
  return meta.path === pathTo('home') ? meta.title : `${meta.title} · ${product}`;
}
