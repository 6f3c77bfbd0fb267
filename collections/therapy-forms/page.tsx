// /terapiformer (grouped list) and /typer/:slug.
import { UrgentHelp } from '../../worker/pages/parts/urgent-help.tsx';
import { content, searchUrl } from '../../worker/content/index.ts';
import { inSentence, THERAPY_GROUPS } from '../../contracts/content.ts';
import type { TherapyForm } from './collection.ts';
import { breadcrumbs, plainPageMeta, webPage } from '../../worker/render/jsonld.ts';
import { pathTo } from '../../contracts/routes.ts';
import { Breadcrumb } from '../../worker/pages/parts/breadcrumb.tsx';
import { Prose } from '../../worker/pages/parts/prose.tsx';
import type { ItemPages, PageResult } from '../../worker/pages/types.ts';

const groupId = (group: string) =>
  group
    .toLowerCase()
    .replace(/[^a-zæøå]+/g, '-')
    .replace(/-$/, '');

export function therapyFormsPage(): PageResult {
  const title = 'Terapiformer';
  const description = 'Overblik over 70+ terapiformer – fra kognitiv terapi til parterapi og kunstterapi – med en kort forklaring af hver.';
  const trail = [
    { name: 'Forside', path: pathTo('home') },
    { name: title, path: pathTo('therapyForms') },
  ];
  return {
    meta: plainPageMeta(title, description, trail, 'CollectionPage'),
    body: (
      <div className="container section">
        <Breadcrumb trail={trail} />
        <h1>Terapiformer</h1>
        <p className="lead">
          Her er mere end 70 terapiformer – {content.therapyForms.length} i alt. De arbejder på forskellige måder, men fælles for dem er, at
          en god relation mellem dig og terapeuten betyder meget. Læs om dem, der vækker din nysgerrighed.
        </p>
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
              {content.therapyForms
                .filter((f) => f.group === group)
                .map((f) => (
                  <li key={f.slug}>
                    <a href={pathTo('therapyForm', f.slug)}>{f.name}</a> <span>– {f.summary}</span>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    ),
  };
}

function therapyFormPage(f: TherapyForm): PageResult {
  const path = pathTo('therapyForm', f.slug);
  const trail = [
    { name: 'Forside', path: pathTo('home') },
    { name: 'Terapiformer', path: pathTo('therapyForms') },
    { name: f.name, path },
  ];
  return {
    meta: {
      title: f.name,
      description:
        f.summary.length >= 50 ? f.summary : `${f.summary} Læs hvad det er, hvem det kan passe til, og hvordan en session foregår.`,
      path,
      jsonLd: [
        { ...webPage(f.name, f.summary, path, 'MedicalWebPage'), about: { '@type': 'MedicalTherapy', name: f.name } },
        breadcrumbs(trail),
      ],
    },
    body: (
      <article className="container section narrow">
        <Breadcrumb trail={trail} />
        <p className="chip">{f.group}</p>
        <h1>{f.name}</h1>
        <p className="lead">{f.summary}</p>
        <Prose html={f.html} />
        <p>
          <a className="button button-primary" href={searchUrl({ specialty: f.specialty })}>
            Find en terapeut inden for {inSentence(f.name)}
          </a>
        </p>
        <UrgentHelp topics={f.helplines} />
      </article>
    ),
  };
}

/** The router's page for /therapy-forms items (contracts/routes.ts). */
export default { item: therapyFormPage } satisfies ItemPages<TherapyForm>;
