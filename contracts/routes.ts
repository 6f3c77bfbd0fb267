// Every route of the site, defined once: its Hono pattern, how it finds its content, and what it puts
// in the sitemap. The fixed routes are here; each collection with pages brings its item route from
// its folder (collections/<folder>/collection.ts) through the registry. Paths are built from the
// patterns (pathTo), so a link cannot drift from its route. Pure data: the browser, the build's link
// check and the benchmark peer import it; worker/routes.ts binds each route to its page function and
// the Worker registers them in this order.
import { COLLECTIONS } from '../collections/registry.ts';
import { GUIDE_PATH } from './price-guide.ts';

interface FixedRoute {
  pattern: string;
  /** The content/pages/ file it shows, if any. */
  page?: string;
  /** Other paths showing the same page; its canonical stays the pattern, and they stay out of the sitemap. */
  aliases?: readonly string[];
}

/** The routes with a fixed path, first in the sitemap and first to be tried (/by/andre-byer before /by/:slug). */
const FIXED_ROUTES = {
  home: { pattern: '/' },
  therapyForms: { pattern: '/terapiformer' },
  resources: { pattern: '/ressourcer', aliases: ['/alle-ressourcer'] },
  treatments: { pattern: '/behandlinger' },
  priceGuide: { pattern: GUIDE_PATH },
  privacy: { pattern: '/privatlivspolitik', page: 'privatlivspolitik' },
  otherCities: { pattern: '/by/andre-byer', page: 'andre-byer' },
} as const satisfies Record<string, FixedRoute>;

type Registered = (typeof COLLECTIONS)[number];
/** The collections whose items have pages: their item route's name → the route, with the collection it looks in. */
type ItemRoutes = {
  [C in Registered as C extends { route: { name: infer N extends string } } ? N : never]: C extends { route: infer R }
    ? R & { lookup: C['name'] }
    : never;
};
/** The collection a :slug is looked up in. */
export type Collection = ItemRoutes[keyof ItemRoutes]['lookup'];

const ITEM_ROUTES = Object.fromEntries(
  COLLECTIONS.flatMap((c) => ('route' in c ? [[c.route.name, { ...c.route, lookup: c.name }]] : [])),
) as unknown as ItemRoutes;

/** In sitemap order, which is also the order the router tries them. */
export const ROUTES: typeof FIXED_ROUTES & ItemRoutes = { ...FIXED_ROUTES, ...ITEM_ROUTES };

export type RouteName = keyof typeof ROUTES;
type SlugRouteName = keyof ItemRoutes;
type FixedRouteName = keyof typeof FIXED_ROUTES;

const SLUG_PARAM = /:slug(\{[^}]*\})?/;

/** The path of a route: pathTo('resources'), pathTo('city', 'odense'). */
export function pathTo(name: FixedRouteName): string;
export function pathTo(name: SlugRouteName, slug: string): string;
export function pathTo(name: RouteName, slug?: string): string {
  return ROUTES[name].pattern.replace(SLUG_PARAM, slug ?? '');
}

/** The slugs of each collection whose sitemap entries are every item (an array, or a record by slug). */
type SitemapSlugs = {
  [N in SlugRouteName as ItemRoutes[N]['sitemap'] extends 'every item' ? ItemRoutes[N]['lookup'] : never]: readonly { slug: string }[];
};

/** Every canonical path that answers 200, in sitemap order. */
export function canonicalPaths(slugs: SitemapSlugs): string[] {
  return Object.entries(ROUTES).flatMap(([name, route]): string[] => {
    if (!('lookup' in route)) return [route.pattern];
    const listed = route.sitemap === 'every item' ? slugs[route.lookup as keyof SitemapSlugs].map((item) => item.slug) : route.sitemap;
    return listed.map((slug) => pathTo(name as SlugRouteName, slug));
  });
}

/** Paths that answer 200 with another page's content. */
export const ALIAS_PATHS: readonly string[] = Object.values(ROUTES).flatMap((route) => ('aliases' in route ? route.aliases : []));

/** The content/pages/ files the fixed routes show; the build requires them. */
export const ROUTE_PAGES: readonly string[] = Object.values(ROUTES).flatMap((route) => ('page' in route ? [route.page] : []));
