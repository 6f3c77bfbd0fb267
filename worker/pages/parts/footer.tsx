// The footer every page shares: navigation, chosen resources, contact, data rights and the urgent help line.
import { HelpLine } from '../../../ui/helplines.tsx';
import { MAIN_NAV } from '../../../ui/nav.ts';
import { pathTo } from '../../../contracts/routes.ts';
import { ResourceLinkItems } from '../resources.tsx';
import { FOOTER_ID } from '../../render/document.tsx';
import { Island } from '../../render/islands.tsx';
import type { PageContext } from '../types.ts';

const FOOTER_RESOURCES = ['sadan-vaelger-du-den-rette-terapeut', 'haandter-angst-i-hverdagen', 'aandedraetsoevelser-mod-stress'];

type Site = PageContext['site'];

export function Footer({ ctx: { lookup, site, day } }: { ctx: PageContext }) {
  const footerResources = FOOTER_RESOURCES.flatMap((slug) => lookup('resources', slug) ?? []);
  return (
    <footer className="site-footer" id={FOOTER_ID}>
      <div className="container footer-grid">
        <FooterNav />
        <FooterResources resources={footerResources} />
        <FooterContact site={site} />
        <FooterData site={site} />
      </div>
      <div className="container footer-bottom">
        <HelpLine day={day} />
        <p>
          {site.product} er en informationsside og ikke et behandlingssted. Indholdet erstatter ikke en samtale med din læge eller en
          terapeut.
        </p>
      </div>
    </footer>
  );
}

function FooterNav() {
  return (
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
  );
}

/** The price guide and the resources FOOTER_RESOURCES names. */
function FooterResources({ resources }: { resources: { slug: string; title: string }[] }) {
  return (
    <section aria-labelledby="footer-resources">
      <h2 id="footer-resources">Ressourcer</h2>
      <ul>
        <li>
          <a href={pathTo('priceGuide')}>Hvad koster det?</a>
        </li>
        <ResourceLinkItems resources={resources} />
      </ul>
    </section>
  );
}

function FooterContact({ site }: { site: Site }) {
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact">Kontakt</h2>
      <ul>
        <li>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
        <li>
          <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
        </li>
      </ul>
      <a className="button button-secondary" href={`https://${site.portalHost}/`}>
        {site.product}
      </a>
    </section>
  );
}

/** 'Om dine data': taking a consent back, and the policy, terms and cookie pages. */
function FooterData({ site }: { site: Site }) {
  return (
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
  );
}
