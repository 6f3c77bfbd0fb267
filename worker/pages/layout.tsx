// The layout every page shares: skip link, loading bar, fixed header, main content, footer.
import type { ReactNode } from 'react';
import type { IslandProps } from '../../client/islands/registry.ts';
import { HelpLine } from '../../client/ui/helplines.tsx';
import { MAIN_NAV } from '../../client/ui/nav.ts';
import { resources, searchUrl, site } from '../content/index.ts';
import { Island } from '../render/document.tsx';
import { pathTo } from '../../contracts/routes.ts';

const FOOTER_RESOURCES = ['sadan-vaelger-du-den-rette-terapeut', 'haandter-angst-i-hverdagen', 'aandedraetsoevelser-mod-stress'];

export function Layout({ path, children }: { path: string; children?: ReactNode }) {
  const header: IslandProps<'header'> = {
    product: site.product,
    sisterSites: site.sisterSites,
    searchUrl: searchUrl(),
    currentPath: path,
    call: {
      anonKey: site.anonKey,
      agentId: site.voiceAgentId,
      aiProvider: site.aiProvider,
      maxCallMinutes: site.call.maxMinutes,
      minimumAge: site.minimumAge,
      consentRetentionDays: site.consentRetentionDays,
      privacyEmail: site.controller.email,
      siteUrl: site.siteUrl,
      searchUrl: site.search.url,
    },
  };
  return (
    <>
      <a className="skip-link" href="#indhold">
        Gå til indhold
      </a>
      <Island name="loading-bar" props={{}} />
      <Island name="header" props={header} />
      <main id="indhold" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}

function Footer() {
  const footerResources = FOOTER_RESOURCES.flatMap((slug) => resources.get(slug) ?? []);
  const tel = site.phone.replace(/\s/g, '');
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-nav">
          <h2 id="footer-nav">Navigation</h2>
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
            <li>
              <a href={pathTo('treatments')}>Behandlinger</a>
            </li>
            <li>
              <a href={pathTo('otherCities')}>Byer</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-resources">
          <h2 id="footer-resources">Ressourcer</h2>
          <ul>
            {footerResources.map((r) => (
              <li key={r.slug}>
                <a href={pathTo('resource', r.slug)}>{r.title}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Kontakt</h2>
          <ul>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
            <li>
              <a href={`tel:${tel}`}>{site.phone}</a>
            </li>
          </ul>
          <a className="button button-secondary" href={`https://${site.portalHost}/`}>
            {site.product}
          </a>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">Om dine data</h2>
          <Island name="withdraw-consent" instance="sidefod" props={{ anonKey: site.anonKey, email: site.controller.email }} />
          <ul>
            <li>
              <a href={pathTo('privacy')}>Privatlivspolitik</a>
            </li>
            <li>
              <a href={pathTo('page', 'brugsbetingelser')}>Brugsbetingelser</a>
            </li>
            <li>
              <a href={pathTo('page', 'cookies')}>Cookies</a>
            </li>
          </ul>
        </section>
      </div>
      <div className="container footer-bottom">
        <HelpLine />
        <p>
          {site.product} er en informationsside og ikke et behandlingssted. Indholdet erstatter ikke en samtale med din læge eller en
          terapeut.
        </p>
      </div>
    </footer>
  );
}

/** Breadcrumb trail shown on content pages; the same trail goes into BreadcrumbList JSON-LD. */
export function Breadcrumb({ trail }: { trail: { name: string; path: string }[] }) {
  return (
    <nav aria-label="Brødkrumme" className="breadcrumb">
      <ol>
        {trail.map((item, i) => (
          <li key={item.path}>
            {i === trail.length - 1 ? <span aria-current="page">{item.name}</span> : <a href={item.path}>{item.name}</a>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Markdown rendered at build time. */
export function Prose({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered by the build from content/.
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function FaqList({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <section className="faq" aria-labelledby="faq">
      <h2 id="faq">Ofte stillede spørgsmål</h2>
      {items.map((f) => (
        <details key={f.question}>
          <summary>{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
    </section>
  );
}
