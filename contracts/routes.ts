// Every route of the site, defined once: its Hono pattern, how it finds its content, and what it puts
// in the sitemap. Paths are built from the patterns (pathTo), so a link cannot drift from its route.
// Pure data, no dependencies: the browser, the build's link check and the benchmark peer import it;
// worker/routes.ts binds each family to its page function and the Worker registers them in this order.

/** Pages with a fixed path, each written entirely in content/pages/<slug>.md. */
export const GENERIC_PAGES = ['om-os', 'supervisionsdag', 'produkter', 'tooltest', 'brugsbetingelser', 'cookies'] as const;

/** The content a :slug is looked up in. */
export type Collection = 'resources' | 'treatments' | 'therapyForms' | 'cities' | 'pages';

interface FixedRoute {
  pattern: string;
  /** The content/pages/ file it shows, if any. */
  page?: string;
  /** Other paths showing the same page; its canonical stays the pattern, and they stay out of the sitemap. */
  aliases?: readonly string[];
}
interface SlugRoute {
  /** A pattern with one :slug parameter, optionally restricted to a group ({(?:a|b)}): an ungrouped
   *  alternation would match any path containing a or ending in b. */
  pattern: string;
  lookup: Collection;
  /** Which slugs the sitemap lists: every item of the collection, or these. */
  sitemap: 'every item' | readonly string[];
}

/** In sitemap order, which is also the order the router tries them (/by/andre-byer before /by/:slug). */
export const ROUTES = {
  home: { pattern: '/' },
  therapyForms: { pattern: '/terapiformer' },
  resources: { pattern: '/ressourcer', aliases: ['/alle-ressourcer'] },
  treatments: { pattern: '/behandlinger' },
  privacy: { pattern: '/privatlivspolitik', page: 'privatlivspolitik' },
  otherCities: { pattern: '/by/andre-byer', page: 'andre-byer' },
  page: { pattern: `/:slug{(?:${GENERIC_PAGES.join('|')})}`, lookup: 'pages', sitemap: GENERIC_PAGES },
  treatment: { pattern: '/behandling/:slug', lookup: 'treatments', sitemap: 'every item' },
  resource: { pattern: '/ressourcer/:slug', lookup: 'resources', sitemap: 'every item' },
  therapyForm: { pattern: '/typer/:slug', lookup: 'therapyForms', sitemap: 'every item' },
  city: { pattern: '/by/:slug', lookup: 'cities', sitemap: 'every item' },
} as const satisfies Record<string, FixedRoute | SlugRoute>;

export type RouteName = keyof typeof ROUTES;
type SlugRouteName = { [N in RouteName]: (typeof ROUTES)[N] extends SlugRoute ? N : never }[RouteName];
type FixedRouteName = Exclude<RouteName, SlugRouteName>;

const SLUG_PARAM = /:slug(\{[^}]*\})?/;

/** The path of a route: pathTo('resources'), pathTo('city', 'odense'). */
export function pathTo(name: FixedRouteName): string;
export function pathTo(name: SlugRouteName, slug: string): string;
export function pathTo(name: RouteName, slug?: string): string {
  return ROUTES[name].pattern.replace(SLUG_PARAM, slug ?? '');
}

/** The slugs of each collection the sitemap lists in full. */
type SitemapSlugs = Record<'resources' | 'treatments' | 'therapyForms' | 'cities', { slug: string }[]>;

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
