// Structured data (schema.org), built from the same values the page shows, on the site the page
// context describes (its URLs and the organisation's ids).
import type { Faq } from '../../collections/types.ts';
import type { PageContext, PageMeta } from '../pages/types.ts';

/** What structured data reads of the page context: the site's settings and its absolute URLs. */
type Site = Pick<PageContext, 'site' | 'url'>;

const orgId = ({ site }: Site) => `${site.siteUrl}/#organization`;
const siteId = ({ site }: Site) => `${site.siteUrl}/#website`;

/** The Organization and the WebSite, the same on every page of a site. */
export function siteGraph(ctx: Site): object[] {
  const { site } = ctx;
  const portalHome = `https://${site.portalHost}/`;
  return [
    {
      '@type': 'Organization',
      '@id': orgId(ctx),
      name: site.product,
      url: `${site.siteUrl}/`,
      logo: ctx.url('/og-image.png'),
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
      '@id': siteId(ctx),
      name: site.product,
      url: `${site.siteUrl}/`,
      inLanguage: 'da-DK',
      publisher: { '@id': orgId(ctx) },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${portalHome}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

export const webPage = (ctx: Site, name: string, description: string, path: string, type = 'WebPage') => ({
  '@type': type,
  '@id': `${ctx.url(path)}#webpage`,
  name,
  description,
  url: ctx.url(path),
  inLanguage: 'da-DK',
  isPartOf: { '@id': siteId(ctx) },
});

export type Trail = { name: string; path: string }[];

export const breadcrumbs = (ctx: Site, trail: Trail) => ({
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: ctx.url(item.path) })),
});

/** The head of an ordinary page: a WebPage (or a subtype) and its breadcrumbs; it lives at the trail's end. */
export function plainPageMeta(ctx: Site, title: string, description: string, trail: Trail, type = 'WebPage'): PageMeta {
  const path = trail.at(-1)!.path;
  return { title, description, path, jsonLd: [webPage(ctx, title, description, path, type), breadcrumbs(ctx, trail)] };
}

export const faqPage = (items: Faq) => ({
  '@type': 'FAQPage',
  mainEntity: items.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
});

export const article = (
  ctx: Site,
  a: {
    title: string;
    description: string;
    path: string;
    image: string;
    datePublished: string;
    dateModified: string;
  },
) => ({
  '@type': 'Article',
  headline: a.title,
  description: a.description,
  image: ctx.url(a.image),
  datePublished: a.datePublished,
  dateModified: a.dateModified,
  author: { '@id': orgId(ctx) },
  publisher: { '@id': orgId(ctx) },
  mainEntityOfPage: ctx.url(a.path),
  inLanguage: 'da-DK',
});

export const service = (ctx: Site, name: string, description: string, path: string) => ({
  '@type': 'Service',
  name,
  description,
  url: ctx.url(path),
  provider: { '@id': orgId(ctx) },
  areaServed: { '@type': 'Country', name: 'Danmark' },
});

/** One JSON-LD document; "<" is escaped so text can never close the script element. */
export function jsonLdText(nodes: object[]): string {
  return JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(/</g, '\\u003c');
}
