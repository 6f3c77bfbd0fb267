// /privatlivspolitik: its sections in the order of content/privacy/, transfers and legal references folded
// into <details>, the processors from site.json, and 'Træk samtykke tilbage'. While the controller is
// still the shipped example (only `npm start` can serve that: `npm run deploy` refuses), a banner says so.
import { HelpLine } from '../../ui/helplines.tsx';
import { pathTo } from '../../contracts/routes.ts';
import { placeholderFields } from '../../contracts/privacy.ts';
import type { Page } from '../../collections/pages/collection.ts';
import { Island } from '../render/islands.tsx';
import { plainPageMeta } from '../render/jsonld.ts';
import { Breadcrumb, trail } from './parts/breadcrumb.tsx';
import { Prose } from './parts/prose.tsx';
import type { PageContext, PageResult } from './types.ts';
import type { PrivacySection } from '../../collections/privacy/collection.ts';

type Site = PageContext['site'];

export function privacyPage(ctx: PageContext, page: Page): PageResult {
  const { content, site } = ctx;
  const crumbs = trail(['Privatlivspolitik', pathTo('privacy')]);
  return {
    meta: plainPageMeta(ctx, page.title, page.description, crumbs),
    body: (
      <article className="container section narrow privacy">
        <Breadcrumb trail={crumbs} />
        <h1>{page.h1 ?? page.title}</h1>
        {placeholderFields(site).length > 0 && (
          <p className="placeholder-banner" role="note">
            <strong>Eksempel – ikke offentliggjort.</strong> Sitets konfiguration indeholder stadig eksempler: den dataansvarlige,
            databeskyttelsesrådgiveren eller en databehandler. Udfyld dem, før sitet går i luften.
          </p>
        )}
        {page.updated && (
          <p className="meta">
            Senest opdateret <time dateTime={page.updated}>{formatDate(page.updated)}</time>
          </p>
        )}
        <Prose html={page.html} />
        {content.privacy.map((section, i) => (
          <PolicySection key={section.slug} id={`afsnit-${i + 1}`} section={section} site={site} />
        ))}
        <aside className="urgent-help" aria-label="Akut hjælp">
          <HelpLine day={ctx.day} />
        </aside>
      </article>
    ),
  };
}

/** One section of content/privacy/, folded into <details> when its front matter says `collapsible`. */
function PolicySection({ id, section, site }: { id: string; section: PrivacySection; site: Site }) {
  const body = <PolicySectionBody section={section} site={site} />;
  return section.collapsible ? (
    <section aria-labelledby={id}>
      <details>
        <summary>
          <h2 id={id}>{section.title}</h2>
        </summary>
        {body}
      </details>
    </section>
  ) : (
    <section aria-labelledby={id}>
      <h2 id={id}>{section.title}</h2>
      {body}
    </section>
  );
}

/** A section's text, then what its front matter asks for: the consent's fields, the processors, 'Træk samtykke tilbage'. */
function PolicySectionBody({ section, site }: { section: PrivacySection; site: Site }) {
  return (
    <>
      <Prose html={section.html} />
      {section.consentFields && (
        <dl className="field-list">
          {section.consentFields.map((f) => (
            <div key={f.name}>
              <dt>
                <code>{f.name}</code>
              </dt>
              <dd>{f.description}</dd>
            </div>
          ))}
        </dl>
      )}
      {section.processors && <Processors processors={site.processors} />}
      {section.withdrawButton && (
        <Island name="withdraw-consent" instance="politik" props={{ anonKey: site.anonKey, email: site.controller.email }} />
      )}
    </>
  );
}

/** Every processor from site.json: what they do for us, what they receive, where, on what basis, for how long. */
function Processors({ processors }: { processors: Site['processors'] }) {
  return (
    <dl className="field-list processors">
      {processors.map((p) => (
        <div key={p.name}>
          <dt>{p.name}</dt>
          <dd>
            <strong>Opgave:</strong> {p.purpose}. <strong>Modtager:</strong> {p.data}. <strong>Hvor:</strong> {p.country}
            {p.outsideEea ? `, uden for EU og EØS. Grundlaget for overførslen er ${p.transferBasis}` : ''}. <strong>Opbevaring:</strong>{' '}
            {p.retention}.
          </dd>
        </div>
      ))}
    </dl>
  );
}

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('da-DK', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Copenhagen',
  });
