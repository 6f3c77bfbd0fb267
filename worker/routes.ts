// Every route's page, bound once to the route's name. The route table (contracts/routes.ts) declares each
// route's name, pattern and, for an item route, the collection its :slug is looked up in; this table gives
// each name its page, and `satisfies` holds it to that table: a name missing or unknown, a content page
// given to a route without one, or an item page for another collection's items fails the type check. The
// two halves are apart because the browser's links and the build (in Node, where JSX cannot load) read
// the patterns without any page code. Each entry is made by one of three helpers (a page of its own, a
// content page, an item's page), so pageFor calls whichever it finds the same way, with no cast. The router
// (worker/index.ts) and the benchmark peer both render through pageFor, so a route behaves the same
// whichever side renders it; pageFor hands each page its data (PageContext).
import {
  type ContentRouteName,
  type FixedRouteName,
  type ItemRouteName,
  type LookupOf,
  ROUTES,
  type RouteName,
} from '../contracts/routes.ts';
import type { Page } from '../collections/pages/collection.ts';
import type { Item } from './content/types.ts';
import { cityPages, otherCitiesPage } from './pages/cities.tsx';
import { genericPages } from './pages/generic.tsx';
import { homePage } from './pages/home.tsx';
import { priceGuidePage } from './pages/price-guide.tsx';
import { privacyPage } from './pages/privacy.tsx';
import { resourcePages, resourcesPage } from './pages/resources.tsx';
import { therapyFormPages, therapyFormsPage } from './pages/therapy-forms.tsx';
import { treatmentPages, treatmentsPage } from './pages/treatments.tsx';
import type { ItemPages, PageContext, PageResult } from './pages/types.ts';

/** A route's page as the router asks for it: the page at this path, or null when the :slug finds nothing (a 404). */
interface RoutePage<N extends RouteName> {
  route: N;
  render(ctx: PageContext, slug: string | undefined, path: string, query: URLSearchParams): PageResult | null;
}

/** A fixed route with a page of its own, which may read the query (the price guide). */
const own = <N extends Exclude<FixedRouteName, ContentRouteName>>(
  route: N,
  page: (ctx: PageContext, query: URLSearchParams) => PageResult,
): RoutePage<N> => ({ route, render: (ctx, _slug, _path, query) => page(ctx, query) });

/** A fixed route showing the content page the route table names (content/pages/<page>.md), which the build requires. */
const withText = <N extends ContentRouteName>(route: N, page: (ctx: PageContext, text: Page) => PageResult): RoutePage<N> => ({
  route,
  render: (ctx) => {
    const text = ctx.content.pages[ROUTES[route].page];
    return text ? page(ctx, text) : null;
  },
});

/** An item route: its :slug looked up in the collection the route table names, and that item's page. */
const items = <N extends ItemRouteName>(route: N, pages: ItemPages<Item<LookupOf<N>>>): RoutePage<N> => ({
  route,
  render: (ctx, slug, path) => {
    const item = ctx.lookup<LookupOf<N>>(ROUTES[route].lookup, slug ?? '');
    if (item) return pages.item(ctx, item);
    return pages.unknownSlug?.(ctx, path) ?? null;
  },
});

/** Each route of contracts/routes.ts and its page. */
const ROUTE_PAGES = {
  home: own('home', homePage),
  therapyForms: own('therapyForms', therapyFormsPage),
  resources: own('resources', resourcesPage),
  treatments: own('treatments', treatmentsPage),
  priceGuide: own('priceGuide', priceGuidePage),
  privacy: withText('privacy', privacyPage),
  otherCities: withText('otherCities', otherCitiesPage),
  resource: items('resource', resourcePages),
  treatment: items('treatment', treatmentPages),
  therapyForm: items('therapyForm', therapyFormPages),
  city: items('city', cityPages),
  page: items('page', genericPages),
} satisfies { [N in RouteName]: RoutePage<N> };

/** The page a matched route shows at this path (a fixed page may read the query), or null when its slug finds nothing (a 404).
 *  Every page reads its data from ctx: the built content on the request's day, unless a test hands in a fixture. */
export function pageFor(
  name: RouteName,
  slug: string | undefined,
  path: string,
  query: URLSearchParams | undefined,
  ctx: PageContext,
): PageResult | null {
  return ROUTE_PAGES[name].render(ctx, slug, path, query ?? new URLSearchParams());
}
