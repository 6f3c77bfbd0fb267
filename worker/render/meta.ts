// What a page says about itself in <head>: one shape, filled by each page.
import { site } from '../content/index.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path; defaults to the requested path. */
  path: string;
  noindex?: boolean;
  ogType?: 'website' | 'article';
  image?: string;
  /** Page-specific JSON-LD nodes; the Organization and WebSite are always added. */
  jsonLd?: object[];
}

export const absoluteUrl = (path: string) => `${site.siteUrl}${path === '/' ? '/' : path}`;

/** "Page title · Product", except on the home page where the product comes first. */
export function documentTitle(meta: PageMeta): string {
  return meta.path === '/' ? meta.title : `${meta.title} · ${site.product}`;
}
