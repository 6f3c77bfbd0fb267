// The route table, as the spec defines it (product-spec §2.1): every route of the site, by name, with its
// Hono pattern and what it shows. A fixed route may show a content page (content/pages/) and answer on
// aliases; an item route names the collection its :slug is looked up in and the slugs the sitemap lists.
// The order is the sitemap's and the router's (/by/andre-byer before /by/:slug). This file is a route's
// one declaration of its name, pattern and lookup, and the browser's links, the build's link check (in
// Node, where no page can load), the router and the benchmark peer all read it. It holds no page code:
// each route's page is bound to its name once, in worker/routes.ts, whose table `satisfies` one entry per
// name here. Paths are built from the patterns (pathTo), so a link cannot drift from its route.
import type { COLLECTIONS } from '../collections/registry.ts';
import { GUIDE_PATH } from './price-guide.ts';

/** A collection of the registry, by the name the built content gives it. */
type CollectionName = (typeof COLLECTIONS)[number]['name'];

/** Pages with a fixed path, each written entirely in content/pages/<slug>.md: /om-os, /cookies, … */
export const GENERIC_PAGES = ['om-os', 'supervisionsdag', 'produkter', 'tooltest', 'brugsbetingelser', 'cookies'] as const;

interface FixedRoute {
  pattern: string;
  /** The content/pages/ file it shows, if any. */
  page?: string;
  /** Other paths showing the same page; its canonical stays the pattern, and they stay out of the sitemap. */
  aliases?: readonly string[];
}

interface ItemRoute {
  /** A Hono pattern with one :slug parameter, optionally restricted to a group ({(?:a|b)}): an
   *  ungrouped alternation would match any path containing a or ending in b. */
  pattern: string;
  /** The collection a :slug is looked up in. */
  lookup: CollectionName;
  /** Which slugs the sitemap lists: every item of the collection, or these. */
  sitemap: 'every item' | readonly string[];
}

/** In sitemap order, which is also the order the router tries them: the fixed routes, then the item routes. */
export const ROUTES = {
  home: { pattern: '/' },
  therapyForms: { pattern: '/terapiformer' },
  resources: { pattern: '/ressourcer', aliases: ['/alle-ressourcer'] },
  treatments: { pattern: '/behandlinger' },
  priceGuide: { pattern: GUIDE_PATH },
  privacy: { pattern: '/privatlivspolitik', page: 'privatlivspolitik' },
  otherCities: { pattern: '/by/andre-byer', page: 'andre-byer' },
  resource: { pattern: '/ressourcer/:slug', lookup: 'resources', sitemap: 'every item' },
  treatment: { pattern: '/behandling/:slug', lookup: 'treatments', sitemap: 'every item' },
  therapyForm: { pattern: '/typer/:slug', lookup: 'therapyForms', sitemap: 'every item' },
  city: { pattern: '/by/:slug', lookup: 'cities', sitemap: 'every item' },
  page: { pattern: `/:slug{(?:${GENERIC_PAGES.join('|')})}`, lookup: 'pages', sitemap: GENERIC_PAGES },
} as const satisfies Record<string, FixedRoute | ItemRoute>;

type Routes = typeof ROUTES;
export type RouteName = keyof Routes;
/** The routes whose :slug finds an item of a collection. */
export type ItemRouteName = { [N in RouteName]: Routes[N] extends { lookup: CollectionName } ? N : never }[RouteName];
/** The routes with a fixed path: showing a content page (ContentRouteName), or a page of their own. */
export type FixedRouteName = Exclude<RouteName, ItemRouteName>;
export type ContentRouteName = { [N in FixedRouteName]: Routes[N] extends { page: string } ? N : never }[FixedRouteName];
/** The collection an item route's :slug is looked up in: LookupOf<'city'> is 'cities'. */
export type LookupOf<N extends ItemRouteName> = Routes[N]['lookup'];

const SLUG_PARAM = /:slug(\{[^}]*\})?/;

/** The path of a route: pathTo('resources'), pathTo('city', 'odense'). */
export function pathTo(name: FixedRouteName): string;
export function pathTo(name: ItemRouteName, slug: string): string;
export function pathTo(name: RouteName, slug?: string): string {
  return ROUTES[name].pattern.replace(SLUG_PARAM, slug ?? '');
}

/** The slugs of each collection whose sitemap entries are every item (an array, or a record by slug). */
type SitemapSlugs = {
  [N in ItemRouteName as Routes[N]['sitemap'] extends 'every item' ? LookupOf<N> : never]: readonly { slug: string }[];
};

/** Every canonical path that answers 200, in sitemap order. */
export function canonicalPaths(slugs: SitemapSlugs): string[] {
  return Object.values(ROUTES).flatMap((route): string[] => {
    if (!('lookup' in route)) return [route.pattern];
    const listed = route.sitemap === 'every item' ? slugs[route.lookup].map((item) => item.slug) : route.sitemap;
    return listed.map((slug) => route.pattern.replace(SLUG_PARAM, slug));
  });
}

/** Paths that answer 200 with another page's content. */
export const ALIAS_PATHS: readonly string[] = Object.values(ROUTES).flatMap((route) => ('aliases' in route ? route.aliases : []));

/** The content/pages/ files the fixed routes show; the build requires them. */
export const ROUTE_PAGES: readonly string[] = Object.values(ROUTES).flatMap((route) => ('page' in route ? [route.page] : []));
