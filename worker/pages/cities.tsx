// /by/:slug and /by/andre-byer.
import { regionNameOn } from '../../contracts/content.ts';
import { HELPLINES } from '../../ui/helplines.tsx';
import { UrgentHelp } from './parts/urgent-help.tsx';
import type { Page } from '../../collections/pages/collection.ts';
import { CITY_BOXES, type City } from '../../collections/cities/collection.ts';
import { breadcrumbs, plainPageMeta, webPage } from '../render/jsonld.ts';
import { pathTo } from '../../contracts/routes.ts';
import { Boxes } from './parts/boxes.tsx';
import { Breadcrumb, trail } from './parts/breadcrumb.tsx';
import { Prose } from './parts/prose.tsx';
import type { ItemPages, PageContext, PageResult } from './types.ts';

function cityPage(ctx: PageContext, city: City): PageResult {
  const path = pathTo('city', city.slug);
  const title = `Terapeut i ${city.name}`;
  const crumbs = trail(['Byer', pathTo('otherCities')], [city.name, path]);
  // The region as it is called on the page's day: Region Hovedstaden until 2027, Region Østdanmark from then.
  const region = regionNameOn(HELPLINES.regions, city.region, ctx.day);
  return {
    styles: ['cards'],
    meta: {
      title,
      description: city.description,
      path,
      jsonLd: [
        { ...webPage(ctx, title, city.description, path), about: { '@type': 'City', name: city.name, containedInPlace: region } },
        breadcrumbs(ctx, crumbs),
      ],
    },
    body: (
      <article className="container section narrow">
        <Breadcrumb trail={crumbs} />
        <h1>Find en terapeut i {city.name}</h1>
        <p className="chip">{region}</p>
        <Prose html={city.html} />
        <p>
          <a className="button button-primary" href={ctx.searchUrl({ city: city.name })}>
            Se terapeuter i {city.name}
          </a>
        </p>
        <Boxes ctx={ctx} slugs={CITY_BOXES} />
        <UrgentHelp day={ctx.day} region={city.region} />
      </article>
    ),
  };
}

export function otherCitiesPage(ctx: PageContext, page: Page): PageResult {
  const crumbs = trail(['Byer', pathTo('otherCities')]);
  return {
    styles: ['cards'],
    meta: plainPageMeta(ctx, page.title, page.description, crumbs, 'CollectionPage'),
    body: (
      <div className="container section narrow">
        <Breadcrumb trail={crumbs} />
        <h1>{page.h1 ?? page.title}</h1>
        <Prose html={page.html} />
        <Boxes ctx={ctx} slugs={page.boxes} />
        <section aria-labelledby="byer-med-side">
          <h2 id="byer-med-side">Byer med egen side</h2>
          <ul className="chip-list">
            <CityChipItems ctx={ctx} />
          </ul>
        </section>
        <section aria-labelledby="flere-byer">
          <h2 id="flere-byer">Flere byer</h2>
          <ul className="chip-list">
            {(page.towns ?? []).map((town) => (
              <li key={town}>
                <a className="chip" href={ctx.searchUrl({ city: town })}>
                  {town}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
    ),
  };
}

/** A chip linking to each city's page, for a chip list (here and on the home page). */
export function CityChipItems({ ctx }: { ctx: PageContext }) {
  return ctx.content.cities.map((c) => (
    <li key={c.slug}>
      <a className="chip" href={pathTo('city', c.slug)}>
        {c.name}
      </a>
    </li>
  ));
}

/** The city route's page (worker/routes.ts). */
export const cityPages = { item: cityPage } satisfies ItemPages<City>;
