// Every route of the spec's table, as a visitor or crawler meets it: status, redirect, head, headers.
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { createApp } from '../../worker/index.ts';
import { content, manifest } from '../../worker/content/index.ts';
import { canonicalPaths, pathTo } from '../../contracts/routes.ts';
import { SPECULATION_RULES } from '../../worker/render/speculation.ts';
import { streamPage } from '../../worker/render/stream.ts';
import { asset, get, graphNodes, ORIGIN, scan } from './html.ts';

const PORTAL = `https://${content.site.portalHost}`;
const pages = canonicalPaths(content);
const PRODUCT = content.site.product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('every canonical page', () => {
  it.each(pages)('%s answers 200 with one h1 and a complete head', async (path) => {
    const page = await scan(path);
    expect(page.status).toBe(200);
    expect(page.h1).toHaveLength(1);
    // The product closes every title but the home page's, which it opens.
    expect(page.title).toMatch(path === '/' ? new RegExp(`^${PRODUCT} – .+`) : new RegExp(`^.+ · ${PRODUCT}$`));
    // The length the content schema holds every description to: long enough to say something, short enough to show whole.
    expect(page.meta.description!.length).toBeGreaterThanOrEqual(50);
    expect(page.meta.description!.length).toBeLessThanOrEqual(170);
    expect(page.meta['og:description']).toBe(page.meta.description);
    expect(page.canonical).toBe(`${ORIGIN}${encodeURI(path)}`);
    expect(page.meta.robots).toBe('index, follow');
    expect(page.meta['og:locale']).toBe('da_DK');
    expect(page.meta['og:image']).toMatch(new RegExp(`^${ORIGIN}/.+\\.(png|webp)$`));
    expect(page.meta['og:title']).toBe(page.title);
    expect(page.meta['twitter:card']).toBe('summary_large_image');
    expect(page.html).toMatch(/^<!DOCTYPE html><html lang="da">/);
    const types = graphNodes(page).map((n) => n['@type']);
    expect(types).toContain('Organization');
    expect(types).toContain('WebSite');
  });
});

describe('site-wide structured data', () => {
  it('describes the organisation and a search on the portal', async () => {
    const nodes = graphNodes(await scan('/'));
    const org = nodes.find((n) => n['@type'] === 'Organization')!;
    expect(org).toMatchObject({ name: content.site.product, logo: `${ORIGIN}/og-image.png`, sameAs: [`${PORTAL}/`] });
    expect(org.contactPoint).toMatchObject({ email: content.site.email });
    const site = nodes.find((n) => n['@type'] === 'WebSite')!;
    expect(site.inLanguage).toBe('da-DK');
    expect(site.potentialAction).toMatchObject({ '@type': 'SearchAction', target: { urlTemplate: `${PORTAL}/?q={search_term_string}` } });
  });

  it('serves the og image from our own assets', async () => {
    const res = await asset('/og-image.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });
});

describe('redirects at the edge', () => {
  it.each([
    ['/typer', '/terapiformer'],
    ['/ressourcer/alle', '/ressourcer'],
    ['/ressourcer/meditation-for-begyndere/', '/ressourcer/meditation-for-begyndere'],
    ['/certificeringer', `${PORTAL}/certificeringer`],
    ['/certificeringer/', `${PORTAL}/certificeringer`],
  ])('%s → 301 %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });
});

describe('/ressourcer and /alle-ressourcer', () => {
  it('show the same list under one canonical, and only /ressourcer is in the sitemap', async () => {
    const [a, b] = await Promise.all([scan('/ressourcer'), scan('/alle-ressourcer')]);
    expect(b.status).toBe(200);
    expect(b.canonical).toBe(`${ORIGIN}/ressourcer`);
    const list = (s: typeof a) => s.hrefs.filter((h) => h.startsWith('/ressourcer/'));
    expect(list(b)).toEqual(list(a));
    expect(new Set(list(a))).toEqual(new Set(content.resources.map((r) => pathTo('resource', r.slug))));
    expect(pages).not.toContain('/alle-ressourcer');
  });
});

describe('/behandlinger', () => {
  it('shows the cards in their order, each linking to a page that answers', async () => {
    const page = await scan('/behandlinger');
    const slugs = content.treatments.filter((t) => t.card).map((t) => t.slug);
    const cards = page.hrefs.filter((h) => h.startsWith('/behandling/'));
    expect(cards).toEqual(slugs.map((s) => `/behandling/${s}`));
    for (const href of [...cards, '/behandling/angstlidelser']) expect((await get(href)).status).toBe(200);
  });
});

describe('the not-found screen', () => {
  it('answers 404, noindex, with its title, text and two ways on', async () => {
    const page = await scan('/findes-ikke');
    expect(page.status).toBe(404);
    expect(page.meta.robots).toBe('noindex, follow');
    expect(page.h1).toEqual(['Siden blev ikke fundet']);
    expect(page.text).toContain('/findes-ikke');
    expect(page.text).toMatch(/flyttet eller slettet, eller adressen kan være skrevet forkert/);
    expect(page.html).toMatch(/<a class="button button-secondary" href="\/" data-history-back="">Gå tilbage<\/a>/);
    expect(page.html).toMatch(/<a class="button button-primary" href="\/">Gå til forsiden<\/a>/);
    expect(page.text).not.toContain('terapeut-portal');
  });

  it.each(['/typer/findes-ikke', '/by/findes-ikke', '/behandling/findes-ikke'])('%s is a 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it.each([
    '/login',
    '/register',
    '/author/anna',
    '/user/1',
    '/blog/indlaeg',
    '/artikel/x',
    '/category/angst',
    '/tag/stress',
    '/certificeringer/niveau-1',
    `/bestil-et-${content.site.productSlug}-medlemsskab`,
  ])('%s offers the same path on the portal in a new tab', async (path) => {
    const page = await scan(path);
    expect(page.status).toBe(404);
    expect(page.text).toContain('Dette indhold er muligvis flyttet til vores terapeut-portal');
    expect(page.html).toContain(`<a href="${PORTAL}${path}" target="_blank" rel="noopener">`);
  });

  it('shows the requested path percent-encoded, never decoded', async () => {
    const page = await scan('/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).not.toContain('&lt;script&gt;');
    expect(page.html).toContain('<code class="requested-path">/blog/%3Cscript%3Ealert(1)%3C%2Fscript%3E</code>');
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s on a page answers 405 with Allow: GET, HEAD', async (method) => {
    for (const path of ['/', '/om-os', '/findes-ikke', '/typer']) {
      const res = await get(path, { method });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      await res.arrayBuffer();
    }
    expect((await get('/om-os', { method: 'HEAD' })).status).toBe(200);
  });
});

describe('headers and caching', () => {
  it.each(['/', '/findes-ikke', '/typer', '/robots.txt', '/sitemap.xml', 'asset:/favicon.svg', 'asset:/og-image.png'])(
    '%s carries the security headers',
    async (path) => {
      const isAsset = path.startsWith('asset:');
      const res = isAsset ? await asset(path.slice(6)) : await get(path);
      if (isAsset) expect(res.status).toBe(200);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('microphone=(self)');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    },
  );

  it('sends CSP and Permissions-Policy with pages, and no speculation rules file', async () => {
    const res = await get('/');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-");
    expect(res.headers.get('permissions-policy')).toContain('microphone=(self)');
    expect(res.headers.get('speculation-rules')).toBeNull();
    expect((await get('/speculation-rules.json')).status).toBe(404);
  });

  // The CSP admits exactly the inline entry and the speculation rules it adds, by their hashes: nothing
  // else inline runs.
  it('runs no inline script but the entry and its speculation rules, each allowed by its own hash', async () => {
    const rules = JSON.stringify(SPECULATION_RULES);
    expect(JSON.parse(rules).prefetch[0]).toEqual({
      source: 'list',
      urls: ['/', '/terapiformer', '/ressourcer', '/om-os'],
      eagerness: 'eager',
    });
    for (const path of ['/', '/behandling/angst', '/findes-ikke']) {
      const res = await get(path);
      const html = await res.text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].filter(
        ([, attributes]) => !/type="(application\/ld\+json|application\/json)"/.test(attributes!),
      );
      expect(
        inline.map(([, attributes]) => attributes),
        path,
      ).toEqual(['']);
      const entry = inline[0]![2]!;
      // The entry carries the rules' one serialisation, the text the CSP hashes.
      expect(entry, path).toContain(`'${rules}'`);
      const scriptSrc = /script-src ([^;]+)/.exec(res.headers.get('content-security-policy')!)![1];
      expect(scriptSrc, path).toBe(`'self' 'sha256-${await sha256(entry)}' 'sha256-${await sha256(rules)}'`);
      expect(html, path).not.toMatch(/<script\b[^>]*\ssrc=/);
      expect(html, path).not.toMatch(/\son[a-z]+="/);
      expect(html, path).not.toMatch(/\sstyle="/);
    }
  });

  it('lets HTML revalidate with an ETag and caches hashed assets for a year', async () => {
    const first = await get('/om-os');
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(etag).toMatch(/^W\//);
    const again = await get('/om-os', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const html = await first.text();
    const hashed = /data-hydration-chunks="([^"]+)"/.exec(html)![1]!.split(' ');
    for (const path of hashed) {
      const res = await asset(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
  });

  // Nothing is fetched before the first paint: the entry is inline, and the page code and the hydration
  // code are named on <body> for the entry to fetch, the first once the page has painted, the second on
  // intent, so neither competes with the page.
  it('preloads no script, names the page code and the hydration code on <body>, and nothing of the call', async () => {
    const html = await (await get('/')).text();
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain(
      `<body data-call-chunk="${manifest.call}" data-page-code="${manifest.page.join(' ')}" data-hydration-chunks="${manifest.hydrate.join(' ')}"><script>`,
    );
    const page = /<body[^>]* data-page-code="([^"]+)"/.exec(html)![1]!.split(' ');
    expect(page[0]).toMatch(/^\/assets\/page-[^/]+\.js$/);
    const hydrate = /<body[^>]* data-hydration-chunks="([^"]+)"/.exec(html)![1]!.split(' ');
    expect(hydrate[0]).toMatch(/^\/assets\/hydrate-[^/]+\.js$/);
    // React (its element symbol) is in the hydration code, never in the page code that loads before any interaction.
    const code = async (paths: string[]) => (await Promise.all(paths.map(async (path) => (await asset(path)).text()))).join('\n');
    expect(await code(hydrate)).toContain('react.transitional.element');
    expect(await code(page)).not.toContain('react');
    expect(page.filter((path) => manifest.lazy.includes(path) || path === manifest.call)).toEqual([]);
    expect(hydrate.filter((path) => path === manifest.call)).toEqual([]);
  });

  it('gives the favicon as a data URL, so it takes no request', async () => {
    const html = await (await get('/')).text();
    expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg[^"]+" type="image\/svg\+xml"\/>/);
    // A valid URL: no raw space (the W3C validator rejects one in an href).
    const href = /<link rel="icon" href="([^"]+)"/.exec(html)![1]!;
    expect(href).not.toMatch(/\s/);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toMatch(/^<svg [^>]+>/);
  });

  it('inlines the stylesheet, allowed by its hash in the CSP and by nothing looser', async () => {
    const res = await get('/');
    const css = /<style>([^<]+)<\/style>/.exec(await res.text())![1]!;
    const digest = await sha256(css);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain(`style-src 'self' 'sha256-${digest}'`);
    expect(csp).not.toContain("'unsafe-inline'");
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('points crawlers at the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('lists exactly the canonical pages, and each answers 200', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toEqual(pages.map((p) => `${ORIGIN}${encodeURI(p)}`));
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect((await get(new URL(loc).pathname)).status, loc).toBe(200);
  });

  // Apart from the code that writes it: the spec's route table, written out here, and the content's items.
  it("holds the spec's route table: its fixed pages, and a page for every item of each family", async () => {
    const specFixed = [
      '/',
      '/terapiformer',
      '/ressourcer',
      '/om-os',
      '/supervisionsdag',
      '/produkter',
      '/tooltest',
      '/privatlivspolitik',
      '/brugsbetingelser',
      '/cookies',
      '/behandlinger',
      '/by/andre-byer',
      // Issue 24's price guide, beside the spec's routes.
      '/pris-og-tilskud',
    ];
    const slugs = (items: readonly { slug: string }[] | Record<string, { slug: string }>) => Object.values(items).map((i) => i.slug);
    const families = [
      ...slugs(content.therapyForms).map((slug) => `/typer/${slug}`),
      ...slugs(content.resources).map((slug) => `/ressourcer/${slug}`),
      ...slugs(content.treatments).map((slug) => `/behandling/${slug}`),
      ...slugs(content.cities).map((slug) => `/by/${slug}`),
    ];
    expect(families).toEqual(expect.arrayContaining(['/behandling/angst', '/behandling/angstlidelser']));
    const xml = await (await get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(new URL(m[1]!).pathname));
    expect(paths.toSorted()).toEqual([...specFixed, ...families].toSorted());
    // Redirects and the second path of the resource list are never canonical.
    for (const other of ['/typer', '/ressourcer/alle', '/alle-ressourcer']) expect(paths).not.toContain(other);
  });
});

describe('errors', () => {
  it('answers a rendering exception with 500 and the router error text, never a stack', async () => {
    const app = createApp();
    const broken = () => {
      throw new Error('secret internals at line 42');
    };
    app.get('/kaboom', (c) => streamPage(c, createElement(broken)));
    const res = await app.request('/kaboom');
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('noindex');
    expect(html).not.toContain('secret internals');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

/** The base64 SHA-256 of a text, as a CSP hash source holds it. */
async function sha256(text: string): Promise<string> {
  return btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))));
}
