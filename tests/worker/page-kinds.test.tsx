// Every kind of page, rendered against a fixture content through pageFor's context: each shows the
// fixture's own words, so a page (or the layout, or a part) still reading the built content fails here.
import { renderToString } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import type { RouteName } from '../../contracts/routes.ts';
import { content, pageContext } from '../../worker/content/index.ts';
import { Document } from '../../worker/render/document.tsx';
import { Layout } from '../../worker/pages/layout.tsx';
import { notFoundPage } from '../../worker/pages/not-found.tsx';
import type { PageResult } from '../../worker/pages/types.ts';
import { pageFor } from '../../worker/routes.ts';
import { FIXTURE, fixtureContent } from '../fixtures/page-content.ts';

const ctx = pageContext(fixtureContent, '2026-11-28');

/** The page and the layout around it, as HTML with entities decoded, and the page's title. */
function render(page: PageResult | null, path: string) {
  if (!page) throw new Error(`no page at ${path}`);
  const html = renderToString(
    <Layout ctx={ctx} path={path}>
      {page.body}
    </Layout>,
  ).replace(/<!-- -->/g, '');
  return { ...page, html };
}

const at = (name: RouteName, path: string, slug?: string, query?: string) =>
  render(pageFor(name, slug, path, new URLSearchParams(query), ctx), path);

describe('each page kind renders the content it is given', () => {
  it('the layout: the header names the fixture product, the footer its e-mail', () => {
    const { html } = at('home', '/');
    expect(html).toContain(`"product":"${FIXTURE.product}"`);
    expect(html).toContain(`mailto:${FIXTURE.email}`);
  });

  it('home: the product, the treatment cards, the visitors’ resources, the city chips and the search', () => {
    const page = at('home', '/');
    expect(page.meta.title).toContain(FIXTURE.product);
    for (const words of [FIXTURE.treatment, FIXTURE.resource, FIXTURE.city, FIXTURE.searchUrl]) expect(page.html).toContain(words);
  });

  it('treatments: the list and an item, with its symptoms, box, related resource and search links', () => {
    expect(at('treatments', '/behandlinger').html).toContain(FIXTURE.treatment);
    const { html } = at('treatment', '/behandling/angst', 'angst');
    for (const words of [FIXTURE.treatment, FIXTURE.symptom, FIXTURE.box, FIXTURE.resource, FIXTURE.searchUrl])
      expect(html).toContain(words);
    expect(pageFor('treatment', 'stress', '/behandling/stress', undefined, ctx)).toBeNull();
  });

  it('therapy forms: the list counts the fixture’s one form, and the form has its page', () => {
    const list = at('therapyForms', '/terapiformer').html;
    expect(list).toContain(FIXTURE.form);
    expect(list).toContain('Her er mere end 70 terapiformer – 1 i alt.');
    expect(at('therapyForm', '/typer/fixturterapi', 'fixturterapi').html).toContain(FIXTURE.form);
  });

  it('resources: the list, an item, and the friendly 404 listing the fixture’s resources', () => {
    expect(at('resources', '/ressourcer').html).toContain(FIXTURE.resource);
    expect(at('resource', '/ressourcer/fixturartikel', 'fixturartikel').html).toContain(FIXTURE.resource);
    const fallback = at('resource', '/ressourcer/ukendt', 'ukendt');
    expect(fallback.status).toBe(404);
    expect(fallback.html).toContain(FIXTURE.resource);
  });

  it('cities: a city, and the other cities with the fixture’s towns', () => {
    expect(at('city', '/by/fixturby', 'fixturby').html).toContain(FIXTURE.city);
    const { html } = at('otherCities', '/by/andre-byer');
    for (const words of [FIXTURE.otherCities, FIXTURE.city, FIXTURE.town]) expect(html).toContain(words);
  });

  it('a content page', () => {
    expect(at('page', '/om-os', 'om-os').html).toContain(FIXTURE.page);
  });

  it('the price guide answers with the fixture’s treatment and search', () => {
    const { html } = at('priceGuide', '/pris-og-tilskud', undefined, 'alder=22&emne=angst&henvisning=ja&forsikring=nej');
    expect(html).toContain(`${FIXTURE.searchUrl}?`);
    expect(html).toContain(FIXTURE.treatment.toLowerCase());
  });

  it('privacy: the page, its sections and the processors from site.json', () => {
    const { html } = at('privacy', '/privatlivspolitik');
    for (const words of [FIXTURE.privacy, FIXTURE.privacySection, FIXTURE.processor]) expect(html).toContain(words);
  });

  it('the head: title, canonical link, social card and structured data on the fixture’s site', () => {
    const page = pageFor('resource', 'fixturartikel', '/ressourcer/fixturartikel', undefined, ctx)!;
    const html = renderToString(<Document ctx={ctx} meta={page.meta} styles={page.styles} />);
    const url = `${FIXTURE.siteUrl}/ressourcer/fixturartikel`;
    expect(html).toContain(`<title>${FIXTURE.resource} · ${FIXTURE.product}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toContain(`<meta property="og:site_name" content="${FIXTURE.product}"/>`);
    const graph = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)![1]!)['@graph'] as Record<
      string,
      unknown
    >[];
    const byType = (type: string) => graph.find((n) => n['@type'] === type)!;
    expect(byType('Organization')).toMatchObject({
      '@id': `${FIXTURE.siteUrl}/#organization`,
      name: FIXTURE.product,
      contactPoint: { email: FIXTURE.email },
    });
    expect(byType('WebSite')).toMatchObject({ name: FIXTURE.product, url: `${FIXTURE.siteUrl}/` });
    expect(byType('Article')).toMatchObject({ mainEntityOfPage: url, publisher: { '@id': `${FIXTURE.siteUrl}/#organization` } });
    expect(JSON.stringify(graph)).not.toContain(new URL(content.site.siteUrl).host);
  });

  it('not found: the hint points at the fixture’s portal', () => {
    expect(render(notFoundPage(ctx, '/login/gammel'), '/login/gammel').html).toContain(`https://${FIXTURE.portalHost}/login/gammel`);
  });
});
