// /terapiformer (grouped list) and /typer/:slug.
import { UrgentHelp } from './parts/urgent-help.tsx';
import { inSentence, THERAPY_GROUPS } from '../../contracts/content.ts';
import type { TherapyForm } from '../../collections/therapy-forms/collection.ts';
import { breadcrumbs, webPage } from '../render/jsonld.ts';
import { pathTo } from '../../contracts/routes.ts';
import { Breadcrumb, trail } from './parts/breadcrumb.tsx';
import { listPage } from './parts/list-page.tsx';
import { Prose } from './parts/prose.tsx';
import type { ItemPages, PageContext, PageResult } from './types.ts';

const groupId = (group: string) =>
  group
    .toLowerCase()
    .replace(/[^a-zæøå]+/g, '-')
    .replace(/-$/, '');

export function therapyFormsPage(ctx: PageContext): PageResult {
  const forms = ctx.content.therapyForms;
  return listPage(ctx, {
    title: 'Terapiformer',
    description: 'Overblik over 70+ terapiformer – fra kognitiv terapi til parterapi og kunstterapi – med en kort forklaring af hver.',
    path: pathTo('therapyForms'),
    lead: (
      <>
        Her er mere end 70 terapiformer – {forms.length} i alt. De arbejder på forskellige måder, men fælles for dem er, at en god relation
        mellem dig og terapeuten betyder meget. Læs om dem, der vækker din nysgerrighed.
      </>
    ),
    children: (
      <>
        <nav aria-label="Grupper af terapiformer" className="toc">
          <ul>
            {THERAPY_GROUPS.map((g) => (
              <li key={g}>
                <a href={`#${groupId(g)}`}>{g}</a>
              </li>
            ))}
          </ul>
        </nav>
        {THERAPY_GROUPS.map((group) => (
          <section key={group} aria-labelledby={groupId(group)} className="section-block">
            <h2 id={groupId(group)}>{group}</h2>
            <ul className="form-list">
              {forms
                .filter((f) => f.group === group)
                .map((f) => (
                  <li key={f.slug}>
                    <a href={pathTo('therapyForm', f.slug)}>{f.name}</a> <span>– {f.summary}</span>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </>
    ),
  });
}

function therapyFormPage(ctx: PageContext, f: TherapyForm): PageResult {
  const path = pathTo('therapyForm', f.slug);
  const crumbs = trail(['Terapiformer', pathTo('therapyForms')], [f.name, path]);
  return {
    styles: ['cards'],
    meta: {
      title: f.name,
      description:
        f.summary.length >= 50 ? f.summary : `${f.summary} Læs hvad det er, hvem det kan passe til, og hvordan en session foregår.`,
      path,
      jsonLd: [
        { ...webPage(ctx, f.name, f.summary, path, 'MedicalWebPage'), about: { '@type': 'MedicalTherapy', name: f.name } },
        breadcrumbs(ctx, crumbs),
      ],
    },
    body: (
      <article className="container section narrow">
        <Breadcrumb trail={crumbs} />
        <p className="chip">{f.group}</p>
        <h1>{f.name}</h1>
        <p className="lead">{f.summary}</p>
        <Prose html={f.html} />
        <p>
          <a className="button button-primary" href={ctx.searchUrl({ specialty: f.specialty })}>
            Find en terapeut inden for {inSentence(f.name)}
          </a>
        </p>
        <UrgentHelp day={ctx.day} topics={f.helplines} />
      </article>
    ),
  };
}

/** The therapy form route's page (worker/routes.ts). */
export const therapyFormPages = { item: therapyFormPage } satisfies ItemPages<TherapyForm>;
