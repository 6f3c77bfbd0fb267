// The built content (scripts/build.ts writes it; never edit it by hand), and the page context built from it.
import data from '../generated/content.json';
import manifestData from '../generated/manifest.json';
import { searchUrl as buildSearchUrl } from '../../contracts/search.ts';
import type { InlineHashes } from '../edge/headers.ts';
import type { PageContext } from '../pages/types.ts';
import { absoluteUrl } from '../render/meta.ts';
import type { StylePart } from '../render/styles.ts';
import type { CollectionName, Item, WorkerContent } from './types.ts';

export const content = data as unknown as WorkerContent;
export const site = content.site;
/** The configured origin (scheme, host, port) of the site. */
export const siteOrigin = new URL(site.siteUrl).origin;
/** The client build: the inline entry, chunks, the stylesheet's inline parts, and the CSP hashes of the
 *  entry, the speculation rules it adds and each part. */
export const manifest = manifestData as {
  /** The entry's code, inline in every page; it adds the speculation rules once the page has loaded. */
  entryScript: string;
  /** The favicon as a data URL, so it takes no request. */
  favicon: string;
  /** The page module (client/page.ts), one file that imports nothing: the entry loads it after the first paint. */
  page: string[];
  /** The hydration module (React and the islands), then its chunks: the entry loads them on intent. */
  hydrate: string[];
  /** The call chunk, which the browser imports by this URL on intent. */
  call: string;
  /** The call chunk and what it alone imports: loaded only when a visitor reaches for a call. */
  lazy: string[];
  /** SHA-256 (hex) of the consent dialog's text on the first day of each stretch, keyed by that day
   *  (scripts/consent-text.ts). */
  consentDigests: Record<string, string>;
  /** Each inline part of the stylesheet, minified (worker/render/styles.ts). */
  styles: Record<StylePart, string>;
  hashes: InlineHashes;
  buildId: string;
  /** The days a dated fact starts or ends, sorted (contracts/dated.ts stretchOf). */
  changeDays: string[];
};

/** Each content's collections by slug, indexed on their first lookup: a context is made per request, the index once. */
const INDEXES = new WeakMap<WorkerContent, Map<CollectionName, Record<string, unknown>>>();
function indexOf(content: WorkerContent) {
  let index = INDEXES.get(content);
  if (!index) {
    index = new Map();
    INDEXES.set(content, index);
  }
  return index;
}

/** What every page reads on a day, built from one content: the real one here, a fixture in tests (PageContext). */
export function pageContext(content: WorkerContent, day: string): PageContext {
  const origin = new URL(content.site.siteUrl).origin;
  const bySlug = indexOf(content);
  return {
    content,
    site: content.site,
    day,
    lookup<N extends CollectionName>(name: N, slug: string) {
      // A list is indexed by slug on its first lookup; a record already is one.
      let items = bySlug.get(name);
      if (!items) {
        const all: unknown = content[name];
        items = Array.isArray(all)
          ? Object.fromEntries(all.map((item: { slug: string }) => [item.slug, item]))
          : (all as Record<string, unknown>);
        bySlug.set(name, items);
      }
      return (Object.hasOwn(items, slug) ? items[slug] : undefined) as Item<N> | undefined;
    },
    url: (path) => absoluteUrl(origin, path),
    searchUrl: (filter) => buildSearchUrl(content.site.search, filter),
  };
}

/** The built content's context on a day (the request's, in Danish time). */
export const contextOn = (day: string) => pageContext(content, day);
