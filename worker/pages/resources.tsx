// /ressourcer (and /alle-ressourcer), /ressourcer/:slug, and the fallback for unknown slugs.
import type { ReactNode } from 'react';
import { Icon } from '../../ui/icons.tsx';
import { UrgentHelp } from './parts/urgent-help.tsx';
import { IMAGE_WIDTHS, imageVariant } from '../../contracts/content.ts';
import type { Resource } from '../../collections/resources/collection.ts';
import { article, breadcrumbs, faqPage } from '../render/jsonld.ts';
import { pathTo } from '../../contracts/routes.ts';
import { Boxes } from './parts/boxes.tsx';
import { Breadcrumb, trail } from './parts/breadcrumb.tsx';
import { FaqList } from './parts/faq-list.tsx';
import { Prose } from './parts/prose.tsx';
import { listPage } from './parts/list-page.tsx';
import type { ItemPages, PageContext, PageResult } from './types.ts';

const DEFAULT_IMAGE = '/images/resources/default-1200.webp';
const imageUrl = (image: string, width: number) => `/images/${imageVariant(image, width)}`;

const AUDIENCES = [
  { audience: 'visitors', heading: 'Til dig, der søger hjælp', id: 'til-dig' },
  { audience: 'therapists', heading: 'Til terapeuter', id: 'til-terapeuter' },
] as const;

/** A resource as a card whose title links to it; `top` is what heads the card (its category, or its icon). */
export function ResourceCard({ resource, top }: { resource: Resource; top: ReactNode }) {
  return (
    <li className="card">
      {top}
      <h3>
        <a href={pathTo('resource', resource.slug)}>{resource.title}</a>
      </h3>
      <p>{resource.description}</p>
    </li>
  );
}

/** Each resource as a plain link in a list (the footer, a treatment's "Læs også"). */
export function ResourceLinkItems({ resources }: { resources: { slug: string; title: string }[] }) {
  return resources.map((r) => (
    <li key={r.slug}>
      <a href={pathTo('resource', r.slug)}>{r.title}</a>
    </li>
  ));
}

function ResourceList({ ctx }: { ctx: PageContext }) {
  return (
    <>
      {AUDIENCES.map(({ audience, heading, id }) => (
        <section key={id} aria-labelledby={id} className="section-block">
          <h2 id={id}>{heading}</h2>
          <ul className="card-grid">
            {ctx.content.resources
              .filter((r) => r.audience === audience)
              .map((r) => (
                <ResourceCard key={r.slug} resource={r} top={<p className="chip">{r.category}</p>} />
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The call to action for the article's reader: a visitor looks for a therapist, a therapist for a profile. */
function CallToAction({ ctx, audience = 'visitors' }: { ctx: PageContext; audience?: Resource['audience'] }) {
  if (audience === 'therapists') {
    return (
      <section className="cta" aria-labelledby="cta">
        <h2 id="cta">Vil du findes af dem, der søger en terapeut?</h2>
        <p>Med en profil i terapeutsøgningen kan mennesker, der søger hjælp, finde dig. Profilen gælder et år ad gangen.</p>
        <a className="button button-primary" href={ctx.site.shopUrl}>
          Se terapeutprofilen
        </a>
      </section>
    );
  }
  return (
    <section className="cta" aria-labelledby="cta">
      <h2 id="cta">Klar til at tale med en terapeut?</h2>
      <p>Find en terapeut, der passer til dig – i din by eller online. Du bestemmer selv tempoet.</p>
      <a className="button button-primary" href={ctx.searchUrl()}>
        Søg efter en terapeut
      </a>
    </section>
  );
}

export function resourcesPage(ctx: PageContext): PageResult {
  return listPage(ctx, {
    title: 'Ressourcer',
    description: 'Artikler og guides om angst, stress, søvn, depression og terapi – og faglige ressourcer til terapeuter.',
    path: pathTo('resources'),
    lead: 'Gratis artikler og guides, skrevet i et roligt og klart sprog.',
    children: (
      <>
        <section className="info-box" aria-labelledby="hvad-koster-det">
          <h2 id="hvad-koster-det">Hvad koster det?</h2>
          <p>Svar på fire spørgsmål, og se, hvad en psykolog kan koste for dig, med og uden tilskud.</p>
          <a className="button button-primary" href={pathTo('priceGuide')}>
            Se, hvad det kan koste for dig
          </a>
        </section>
        <ResourceList ctx={ctx} />
        <CallToAction ctx={ctx} />
      </>
    ),
  });
}

function resourcePage(ctx: PageContext, r: Resource): PageResult {
  const path = pathTo('resource', r.slug);
  const crumbs = trail(['Ressourcer', pathTo('resources')], [r.title, path]);
  const related = r.related.flatMap((s) => ctx.lookup('resources', s) ?? []);
  const image = imageUrl(r.image, 1200);
  return {
    styles: ['cards'],
    meta: {
      title: r.title,
      description: r.description,
      path,
      ogType: 'article',
      image,
      jsonLd: [article(ctx, { ...r, path, image }), breadcrumbs(ctx, crumbs), ...(r.faq ? [faqPage(r.faq)] : [])],
    },
    body: (
      <article className="container section narrow">
        <Breadcrumb trail={crumbs} />
        <p className="chip">{r.category}</p>
        <h1>{r.title}</h1>
        <img
          className="hero-image"
          src={image}
          srcSet={IMAGE_WIDTHS.map((w) => `${imageUrl(r.image, w)} ${w}w`).join(', ')}
          sizes="(min-width: 48rem) 46rem, 100vw"
          width={1200}
          height={630}
          alt={r.imageAlt}
          fetchPriority="high"
          data-fallback={DEFAULT_IMAGE}
        />
        <Prose html={r.html} />
        <Boxes ctx={ctx} slugs={r.boxes} />
        {r.faq && <FaqList items={r.faq} />}
        {r.audience === 'visitors' && <UrgentHelp day={ctx.day} topics={r.helplines} />}
        <section aria-labelledby="relaterede">
          <h2 id="relaterede">Relaterede ressourcer</h2>
          <ul className="related-list">
            {related.map((x) => (
              <li key={x.slug}>
                <Icon name={x.icon} />
                <a href={pathTo('resource', x.slug)}>{x.title}</a>
              </li>
            ))}
          </ul>
        </section>
        <CallToAction ctx={ctx} audience={r.audience} />
      </article>
    ),
  };
}

/** An unknown /ressourcer/:slug: friendly words, every resource, and the call to action, as a 404. */
function resourceFallbackPage(ctx: PageContext, path: string): PageResult {
  const title = 'Vi kunne ikke finde artiklen';
  return {
    styles: ['cards'],
    status: 404,
    meta: {
      title,
      description: 'Artiklen findes ikke længere eller har fået en ny adresse. Her er alle vores ressourcer.',
      path,
      noindex: true,
    },
    body: (
      <div className="container section">
        <Breadcrumb trail={trail(['Ressourcer', pathTo('resources')], [title, path])} />
        <h1>{title}</h1>
        <p className="lead">Artiklen er måske flyttet eller omdøbt. Kig i listen herunder – måske finder du det, du ledte efter.</p>
        <ResourceList ctx={ctx} />
        <CallToAction ctx={ctx} />
      </div>
    ),
  };
}

/** The resource route's pages (worker/routes.ts): an article, and the friendly 404. */
export const resourcePages = { item: resourcePage, unknownSlug: resourceFallbackPage } satisfies ItemPages<Resource>;
