// /behandlinger (the nine cards) and /behandling/:slug.
import { Icon } from '../../ui/icons.tsx';
import { UrgentHelp } from './parts/urgent-help.tsx';
import { inSentence } from '../../contracts/content.ts';
import { FindTherapistButton } from './parts/find-therapist.tsx';
import type { Treatment } from '../../collections/treatments/collection.ts';
import { breadcrumbs, faqPage, service, type Trail, webPage } from '../render/jsonld.ts';
import { pathTo } from '../../contracts/routes.ts';
import { ResourceLinkItems } from './resources.tsx';
import { Boxes } from './parts/boxes.tsx';
import { Breadcrumb, trail } from './parts/breadcrumb.tsx';
import { FaqList } from './parts/faq-list.tsx';
import { Prose } from './parts/prose.tsx';
import { listPage } from './parts/list-page.tsx';
import type { ItemPages, PageContext, PageResult } from './types.ts';

/** The cards (the spec's entity: title, description, icon, link, colour, available); their titles sit one
 *  level below the section heading they appear under. */
export function TreatmentCards({ ctx, headingLevel = 3 }: { ctx: PageContext; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="card-grid treatment-cards">
      {ctx.content.treatments
        .filter((t) => t.card)
        .map((t) => (
          <li key={t.slug} className={`card card-${t.color}`} data-available={t.available}>
            <Icon name={t.icon} />
            <Heading className="card-title">{t.available ? <a href={pathTo('treatment', t.slug)}>{t.title}</a> : t.title}</Heading>
            <p>{t.description}</p>
            {!t.available && <p className="badge">Kommer snart</p>}
          </li>
        ))}
    </ul>
  );
}

export function treatmentsPage(ctx: PageContext): PageResult {
  return listPage(ctx, {
    title: 'Behandlinger',
    description:
      'Læs om angst, depression, stress, traumer, selvværd, relationer, OCD, sorg og søvnproblemer – og om hvordan terapi kan hjælpe.',
    path: pathTo('treatments'),
    h1: 'Hvad kan terapi hjælpe med?',
    lead: 'Vælg det, der ligner det, du står i. Du behøver ikke kende et navn for det – læs, og mærk efter.',
    children: <TreatmentCards ctx={ctx} headingLevel={2} />,
  });
}

function treatmentPage(ctx: PageContext, t: Treatment): PageResult {
  const path = pathTo('treatment', t.slug);
  const crumbs = trail(['Behandlinger', pathTo('treatments')], [t.title, path]);
  const related = t.related.flatMap((s) => ctx.lookup('resources', s) ?? []);
  return {
    styles: ['cards'],
    meta: { title: `${t.title} – hjælp og behandling`, description: t.description, path, jsonLd: treatmentJsonLd(ctx, t, path, crumbs) },
    body: (
      <article className="container section narrow">
        <Breadcrumb trail={crumbs} />
        <h1>{t.title}</h1>
        <Prose html={t.html} />
        <section aria-labelledby="symptomer">
          <h2 id="symptomer">Det kan du opleve</h2>
          <ul className="check-list">
            {t.symptoms.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
        <Methods ctx={ctx} treatment={t} />
        {related.length > 0 && <ReadAlso resources={related} />}
        <FaqList items={t.faq} />
        <Boxes ctx={ctx} slugs={t.boxes} />
        <UrgentHelp day={ctx.day} topics={t.helplines} />
      </article>
    ),
  };
}

/** The condition as a medical web page, the therapy for it as a service, its FAQ and its breadcrumbs. */
function treatmentJsonLd(ctx: PageContext, t: Treatment, path: string, crumbs: Trail) {
  return [
    {
      ...webPage(ctx, t.title, t.description, path, 'MedicalWebPage'),
      about: { '@type': 'MedicalCondition', name: t.title },
      audience: { '@type': 'PeopleAudience', name: 'Patienter og pårørende' },
    },
    service(ctx, `Terapi ved ${inSentence(t.title)}`, t.description, path),
    faqPage(t.faq),
    breadcrumbs(ctx, crumbs),
  ];
}

/** The therapy forms that can help, each with a search for therapists in it, and the search for the condition. */
function Methods({ ctx, treatment }: { ctx: PageContext; treatment: Treatment }) {
  return (
    <section aria-labelledby="metoder">
      <h2 id="metoder">Terapiformer, der kan hjælpe</h2>
      <ul className="method-list">
        {treatment.methods.map((m) => (
          <li key={m.specialty}>
            <h3>{m.name}</h3>
            <p>{m.description}</p>
            <a href={ctx.searchUrl({ specialty: m.specialty })}>Find en terapeut inden for {inSentence(m.name)}</a>
          </li>
        ))}
      </ul>
      <FindTherapistButton ctx={ctx} treatment={treatment} />
    </section>
  );
}

function ReadAlso({ resources }: { resources: { slug: string; title: string }[] }) {
  return (
    <section aria-labelledby="relaterede">
      <h2 id="relaterede">Læs også</h2>
      <ul className="link-list">
        <ResourceLinkItems resources={resources} />
      </ul>
    </section>
  );
}

/** The treatment route's page (worker/routes.ts). */
export const treatmentPages = { item: treatmentPage } satisfies ItemPages<Treatment>;
