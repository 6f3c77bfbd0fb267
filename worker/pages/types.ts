import type { ReactNode } from 'react';
import type { PageMeta } from '../render/meta.ts';

/** What a route produces; the app wraps it in the document and layout and streams it. */
export interface PageResult {
  meta: PageMeta;
  body: ReactNode;
  status?: 200 | 400 | 404;
  /** The page depends on the query string (an answer of the price guide): never kept in memory, its ETag names the query. */
  byQuery?: true;
}

/** What a collection's page module (collections/<folder>/page.tsx) gives the router for its item route:
 *  the page an item gets, and, if the collection has a friendlier answer than the not-found page, the
 *  page for an unknown slug. */
export interface ItemPages<Item> {
  item: (item: Item) => PageResult;
  unknownSlug?: (path: string) => PageResult;
}
