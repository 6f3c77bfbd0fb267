import type { ReactNode } from 'react';
import type { SearchFilter } from '../../contracts/search.ts';
import type { CollectionName, Item, WorkerContent } from '../content/types.ts';
import type { PageStyle } from '../render/styles.ts';

/** What a page reads, handed in by pageFor (as Fresh hands a page props.data), so a page renders any content, a test's fixture too. */
export interface PageContext {
  content: WorkerContent;
  site: WorkerContent['site'];
  /** The day the page is for (YYYY-MM-DD, in Danish time): the request's. Dated facts are chosen by it (contracts/dated.ts). */
  day: string;
  /** The item of a collection with this slug, if there is one. */
  lookup<N extends CollectionName>(name: N, slug: string): Item<N> | undefined;
  /** Our absolute URL for a path on this site (canonical links, structured data). */
  url(path: string): string;
  /** The external therapist search, optionally filtered by a specialty or a city (the agent builds its links the same way). */
  searchUrl(filter?: SearchFilter): string;
}

/** What a page says about itself in <head>: one shape, filled by each page. */
export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path; defaults to the requested path. */
  path: string;
  noindex?: boolean;
  ogType?: 'website' | 'article';
  image?: string;
  /** Page-specific JSON-LD nodes; the Organization and WebSite are always added. */
  jsonLd?: object[];
}

/** What a route produces; the app wraps it in the document and layout and streams it. */
export interface PageResult {
  meta: PageMeta;
  body: ReactNode;
  status?: 200 | 400 | 404;
  /** The stylesheet's parts the page's markup needs besides site.css (worker/render/styles.ts). */
  styles?: PageStyle[];
  /** The page depends on the query string (an answer of the price guide): never kept in memory, its ETag names the query. */
  byQuery?: true;
}

/** What an item route's page module (worker/pages/<collection>.tsx) gives the router (worker/routes.ts):
 *  the page an item gets, and, if the collection has a friendlier answer than the not-found page, the
 *  page for an unknown slug. */
export interface ItemPages<Item> {
  item: (ctx: PageContext, item: Item) => PageResult;
  unknownSlug?: (ctx: PageContext, path: string) => PageResult;
}
