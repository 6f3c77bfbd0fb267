// Structured data (schema.org), built from the same values the page shows.
import { site } from '../content/index.ts';
import type { Faq } from '../../collections/types.ts';
import { absoluteUrl } from './meta.ts';
import type { PageMeta } from '../pages/types.ts';

const ORG_ID = `${site.siteUrl}/#organization`;
const SITE_ID = `${site.siteUrl}/#website`;
const portalHome = `https://${site.portalHost}/`;

export function siteGraph(): object[] {
  return [
    {
      '@type': 'Organization',
      '@id': ORG_ID,
      name: site.product,
      url: `${site.siteUrl}/`,
      logo: absoluteUrl('/og-image.png'),
      sameAs: [portalHome],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: site.email,
        telephone: site.phone,
        availableLanguage: 'da',
      },
    },
    {
      '@type': 'WebSite',
      '@id': SITE_ID,
      name: site.product,
      url: `${site.siteUrl}/`,
      inLanguage: 'da-DK',
      publisher: { '@id': ORG_ID },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${portalHome}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export const webPage = (name: string, description: string, path: string, type = 'WebPage') => ({
  '@type': type,
  '@id': `${absoluteUrl(path)}#webpage`,
  name,
  description,
  url: absoluteUrl(path),
  inLanguage: 'da-DK',
  isPartOf: { '@id': SITE_ID },
});

export type Trail = { name: string; path: string }[];

export const breadcrumbs = (trail: Trail) => ({
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: absoluteUrl(item.path) })),
});

/** The head of an ordinary page: a WebPage (or a subtype) and its breadcrumbs; it lives at the trail's end. */
export function plainPageMeta(title: string, description: string, trail: Trail, type = 'WebPage'): PageMeta {
  const path = trail.at(-1)!.path;
  return { title, description, path, jsonLd: [webPage(title, description, path, type), breadcrumbs(trail)] };
}

export const faqPage = (items: Faq) => ({
  '@type': 'FAQPage',
  mainEntity: items.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
});

export const article = (a: {
  title: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified: string;
}) => ({
  '@type': 'Article',
  headline: a.title,
  description: a.description,
  image: absoluteUrl(a.image),
  datePublished: a.datePublished,
  dateModified: a.dateModified,
  author: { '@id': ORG_ID },
  publisher: { '@id': ORG_ID },
  mainEntityOfPage: absoluteUrl(a.path),
  inLanguage: 'da-DK',
});

export const service = (name: string, description: string, path: string) => ({
  '@type': 'Service',
  name,
  description,
  url: absoluteUrl(path),
  provider: { '@id': ORG_ID },
  areaServed: { '@type': 'Country', name: 'Danmark' },
});

/** One JSON-LD document; "<" is escaped so text can never close the script element. */
export function jsonLdText(nodes: object[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(/</g, '\\u003c');
}
