// The Worker's half of the route table (contracts/routes.ts): each family's page function, and how
// a :slug finds its content. The router (worker/index.ts) and the benchmark peer both render through
// pageFor, so a route behaves the same whichever side renders it.
import { type Collection, type RouteName, ROUTES } from '../contracts/routes.ts';
import { cities, content, resources, therapyForms, treatments } from './content/index.ts';
import type { Content, Page } from './content/schema.ts';
import { cityPage, otherCitiesPage } from './pages/cities.tsx';
import { genericPage } from './pages/generic.tsx';
import { homePage } from './pages/home.tsx';
import { privacyPage } from './pages/privacy.tsx';
import { resourceFallbackPage, resourcePage, resourcesPage } from './pages/resources.tsx';
import { therapyFormPage, therapyFormsPage } from './pages/therapy-forms.tsx';
import { treatmentPage, treatmentsPage } from './pages/treatments.tsx';
import type { PageResult } from './pages/types.ts';

type Item<C extends Collection> = Content[C] extends (infer T)[] ? T : Content[C] extends Record<string, infer T> ? T : never;
type Route<N extends RouteName> = (typeof ROUTES)[N];
/** A slug route's page takes what the slug found; a route showing a content page takes that page. */
type PageFunction<N extends RouteName> =
  Route<N> extends { lookup: infer C extends Collection }
    ? (item: Item<C>) => PageResult
    : Route<N> extends { page: string }
      ? (page: Page) => PageResult
      : () => PageResult;

const PAGES: { [N in RouteName]: PageFunction<N> } = {
  home: homePage,
  therapyForms: therapyFormsPage,
  resources: resourcesPage,
  treatments: treatmentsPage,
  privacy: privacyPage,
  otherCities: otherCitiesPage,
  page: genericPage,
  treatment: treatmentPage,
  resource: resourcePage,
  therapyForm: therapyFormPage,
  city: cityPage,
};

/** An unknown slug gets the not-found page, except in a family with a friendlier answer of its own. */
const UNKNOWN_SLUG: Partial<Record<RouteName, (path: string) => PageResult>> = { resource: resourceFallbackPage };

const LOOKUPS: { [C in Collection]: (slug: string) => Item<C> | undefined } = {
  resources: (slug) => resources.get(slug),
  treatments: (slug) => treatments.get(slug),
  therapyForms: (slug) => therapyForms.get(slug),
  cities: (slug) => cities.get(slug),
  pages: (slug) => (Object.hasOwn(content.pages, slug) ? content.pages[slug] : undefined),
};

/** The page a matched route shows at this path, or null when its slug finds nothing (a 404). */
export function pageFor(name: RouteName, slug: string | undefined, path: string): PageResult | null {
  const route: { pattern: string; lookup?: Collection; page?: string } = ROUTES[name];
  const render = PAGES[name] as (arg?: unknown) => PageResult;
  if (route.page) return render(content.pages[route.page]);
  if (!route.lookup) return render();
  const item = LOOKUPS[route.lookup](slug ?? '');
  if (item) return render(item);
  return UNKNOWN_SLUG[name]?.(path) ?? null;
}
