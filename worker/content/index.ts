// The built content (scripts/build.ts writes it; never edit it by hand), with lookups by slug.
import data from '../generated/content.json';
import manifestData from '../generated/manifest.json';
import { searchUrl as buildSearchUrl, type SearchFilter } from '../../contracts/search.ts';
import type { InlineHashes } from '../edge/headers.ts';
import type { CollectionName, Item, WorkerContent } from './types.ts';

export const content = data as unknown as WorkerContent;
export const site = content.site;
/** The configured origin (scheme, host, port) of the site. */
export const siteOrigin = new URL(site.siteUrl).origin;
/** The client build: the inline entry, chunks, the inline stylesheet, and the CSP hashes of the entry, the
 *  speculation rules it adds and the stylesheet. */
export const manifest = manifestData as {
  /** The entry's code, inline in every page; it adds the speculation rules once the page has loaded. */
  entryScript: string;
  /** The favicon as a data URL, so it takes no request. */
  favicon: string;
  /** The hydration module, then the chunks it imports: the entry loads them after the first paint. */
  hydrate: string[];
  /** The call chunk, which the browser imports by this URL on intent. */
  call: string;
  lazy: string[];
  css: string;
  hashes: InlineHashes;
  buildId: string;
};

const indexes = new Map<CollectionName, Map<string, unknown>>();

/** The item of a collection with this slug, if there is one. A list's index is built on its first lookup. */
export function lookup<N extends CollectionName>(name: N, slug: string): Item<N> | undefined {
  const items: unknown = content[name];
  if (!Array.isArray(items)) {
    const bySlug = items as Record<string, Item<N>>;
    return Object.hasOwn(bySlug, slug) ? bySlug[slug] : undefined;
  }
  let index = indexes.get(name);
  if (!index) {
    index = new Map(items.map((item: { slug: string }) => [item.slug, item]));
    indexes.set(name, index);
  }
  return index.get(slug) as Item<N> | undefined;
}

/** The external therapist search, optionally filtered by a specialty or a city (the agent builds its links the same way). */
export const searchUrl = (filter?: SearchFilter) => buildSearchUrl(site.search, filter);
