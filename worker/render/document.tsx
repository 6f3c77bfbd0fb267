// The HTML document around every page: head metadata, styles, JSON-LD, and the page body.
import type { ReactNode } from 'react';
import { CALL_CHUNK_ATTRIBUTE } from '../../client/call/call-chunk.ts';
import { HYDRATION_CHUNKS_ATTRIBUTE, PAGE_CODE_ATTRIBUTE } from '../../client/hydration-chunks.ts';
import { manifest } from '../content/index.ts';
import { jsonLdText, siteGraph } from './jsonld.ts';
import { documentTitle } from './meta.ts';
import type { PageContext, PageMeta } from '../pages/types.ts';
import type { PageStyle } from './styles.ts';

/** The site's own JSON-LD nodes, the same on every page of a site: built once per site, not per request. */
const siteGraphs = new WeakMap<PageContext['site'], object[]>();
function siteGraphOf(ctx: PageContext): object[] {
  let graph = siteGraphs.get(ctx.site);
  if (!graph) {
    graph = siteGraph(ctx);
    siteGraphs.set(ctx.site, graph);
  }
  return graph;
}

/** The footer's id: the element that comes after every page's main content. */
export const FOOTER_ID = 'sidefod';

/** The document around a page, its head read from the page's context (the site) and its meta. */
export function Document({
  ctx,
  meta,
  styles = [],
  children,
}: {
  ctx: PageContext;
  meta: PageMeta;
  styles?: PageStyle[] | undefined;
  children?: ReactNode;
}) {
  const title = documentTitle(meta, ctx.site.product);
  const url = ctx.url(meta.path);
  const image = ctx.url(meta.image ?? '/og-image.png');
  return (
    <html lang="da">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={meta.description} />
        <link rel="canonical" href={url} />
        <meta name="robots" content={meta.noindex ? 'noindex, follow' : 'index, follow'} />
        <meta property="og:type" content={meta.ogType ?? 'website'} />
        <meta property="og:site_name" content={ctx.site.product} />
        <meta property="og:locale" content="da_DK" />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={meta.description} />
        <meta property="og:url" content={url} />
        <meta property="og:image" content={image} />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={meta.description} />
        <meta name="twitter:image" content={image} />
        <meta name="theme-color" content="#1f4e5f" />
        {/* A data URL: a favicon request would take the connection the first paint's requests want. */}
        <link rel="icon" href={manifest.favicon} type="image/svg+xml" />
        {(['site', ...styles] as const).map((part) => (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a part of our stylesheet, hashed into the CSP.
          <style key={part} dangerouslySetInnerHTML={{ __html: manifest.styles[part] }} />
        ))}
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a data block; jsonLdText escapes '<'.
          dangerouslySetInnerHTML={{ __html: jsonLdText([...siteGraphOf(ctx), ...(meta.jsonLd ?? [])]) }}
        />
      </head>
      {/* The entry is inline (allowed by its hash in the CSP, as are the speculation rules it adds once
          the page has loaded), so nothing is fetched before the first paint. It comes first in <body>, so
          a tap is kept from the start. It fetches the page code named here once the page has painted, and the
          hydration code (React and the islands) at the first sign of intent on an island. */}
      <body
        {...{
          [CALL_CHUNK_ATTRIBUTE]: manifest.call,
          [PAGE_CODE_ATTRIBUTE]: manifest.page.join(' '),
          [HYDRATION_CHUNKS_ATTRIBUTE]: manifest.hydrate.join(' '),
        }}
      >
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our entry, built by scripts/build.ts and hashed into the CSP. */}
        <script dangerouslySetInnerHTML={{ __html: manifest.entryScript }} />
        {children}
      </body>
    </html>
  );
}
