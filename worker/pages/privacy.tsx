// /privatlivspolitik: its sections in the order of content/privacy/, transfers and legal references folded into <details>.
import { HelpLine } from '../../client/ui/helplines.tsx';
import { pathTo } from '../../contracts/routes.ts';
import { content } from '../content/index.ts';
import type { Page } from '../content/schema.ts';
import { plainPageMeta } from '../render/jsonld.ts';
import { Breadcrumb, Prose } from './layout.tsx';
import type { PageResult } from './types.ts';

export function privacyPage(page: Page): PageResult {
  const trail = [
    { name: 'Forside', path: pathTo('home') },
    { name: 'Privatlivspolitik', path: pathTo('privacy') },
  ];
  return {
    meta: plainPageMeta(page.title, page.description, trail),
    body: (
      <article className="container section narrow privacy">
        <Breadcrumb trail={trail} />
        <h1>{page.h1 ?? page.title}</h1>
        {page.updated && (
          <p className="meta">
            Senest opdateret <time dateTime={page.updated}>{formatDate(page.updated)}</time>
          </p>
        )}
        <Prose html={page.html} />
        {content.privacy.map((section, i) => {
          const id = `afsnit-${i + 1}`;
          const body = (
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
            </>
          );
          return section.collapsible ? (
            <section key={id} aria-labelledby={id}>
              <details>
                <summary>
                  <h2 id={id}>{section.title}</h2>
                </summary>
                {body}
              </details>
            </section>
          ) : (
            <section key={id} aria-labelledby={id}>
              <h2 id={id}>{section.title}</h2>
              {body}
            </section>
          );
        })}
        <aside className="urgent-help" aria-label="Akut hjælp">
          <HelpLine />
        </aside>
      </article>
    ),
  };
}

const formatDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('da-DK', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Copenhagen',
  });
