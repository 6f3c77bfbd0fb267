// The Worker's half of the route table (contracts/routes.ts): each fixed route's page function, and
// for each collection's item route, how a :slug finds its item (lookup) and the page it gets (the
// collection's page module, which the build lists in worker/generated/collection-pages.ts from the
// registry). The router (worker/index.ts) and the benchmark peer both render through pageFor, so a
// route behaves the same whichever side renders it; pageFor hands each page its data (PageContext).
import { type Collection, ROUTES, type RouteName } from '../contracts/routes.ts';
import { COLLECTION_PAGES } from './generated/collection-pages.ts';
import type { Item } from './content/types.ts';
import type { Page } from '../collections/pages/collection.ts';
import { otherCitiesPage } from '../collections/cities/page.tsx';
import { privacyPage } from '../collections/privacy/page.tsx';
import { resourcesPage } from '../collections/resources/page.tsx';
import { therapyFormsPage } from '../collections/therapy-forms/page.tsx';
import { treatmentsPage } from '../collections/treatments/page.tsx';
import { homePage } from './pages/home.tsx';
import { priceGuidePage } from './pages/price-guide.tsx';
import type { ItemPages, PageContext, PageResult } from './pages/types.ts';

type FixedRouteName = Exclude<RouteName, { [N in RouteName]: (typeof ROUTES)[N] extends { lookup: string } ? N : never }[RouteName]>;
/** A fixed route showing a content page takes that page; the others take nothing. */
type FixedPage<N extends FixedRouteName> = (typeof ROUTES)[N] extends { page: string }
  ? (ctx: PageContext, page: Page) => PageResult
  : (ctx: PageContext, page: undefined, query: URLSearchParams) => PageResult;

const FIXED_PAGES: { [N in FixedRouteName]: FixedPage<N> } = {
  home: homePage,
  therapyForms: therapyFormsPage,
  resources: resourcesPage,
  treatments: treatmentsPage,
  priceGuide: priceGuidePage,
  privacy: privacyPage,
  otherCities: otherCitiesPage,
};

/** Each collection with an item route, and its page module: checked here against the built items' types. */
const ITEM_PAGES: { [C in Collection]: ItemPages<Item<C>> } = COLLECTION_PAGES;

/** The page a matched route shows at this path (a fixed page may read the query), or null when its slug finds nothing (a 404).
 *  Every page reads its data from ctx: the built content on the request's day, unless a test hands in a fixture. */
export function pageFor(
  name: RouteName,
  slug: string | undefined,
  path: string,
  query: URLSearchParams | undefined,
  ctx: PageContext,
): PageResult | null {
  const route: { pattern: string; lookup?: Collection; page?: string } = ROUTES[name];
  if (!route.lookup) {
    const render = FIXED_PAGES[name as FixedRouteName] as (ctx: PageContext, page: Page | undefined, query: URLSearchParams) => PageResult;
    return render(ctx, route.page ? ctx.content.pages[route.page] : undefined, query ?? new URLSearchParams());
  }
  const pages = ITEM_PAGES[route.lookup] as ItemPages<unknown>;
  const item = ctx.lookup(route.lookup, slug ?? '');
  if (item) return pages.item(ctx, item);
  return pages.unknownSlug?.(ctx, path) ?? null;
}
