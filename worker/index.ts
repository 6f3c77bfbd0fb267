// The Worker: edge rules, then the API, then streamed pages; static files are served before us.
import { Hono, type Context } from 'hono';
import { createElement } from 'react';
import { cities, content, manifest, resources, site, therapyForms, treatments } from './content/index.ts';
import type { Env } from './env.ts';
import { API_BASE } from '../contracts/api.ts';
import { api } from './api/index.ts';
import { callServerUrl } from './api/call.ts';
import { deleteOldBudgetDays } from './api/budget.ts';
import { deleteExpiredConsents } from './api/consent.ts';
import { callOrigins, securityHeaders } from './edge/headers.ts';
import { edgeRedirect } from './edge/redirects.ts';
import { cityPage, otherCitiesPage } from './pages/cities.tsx';
import { genericPage } from './pages/generic.tsx';
import { homePage } from './pages/home.tsx';
import { Layout } from './pages/layout.tsx';
import { notFoundPage } from './pages/not-found.tsx';
import { privacyPage } from './pages/privacy.tsx';
import { resourceFallbackPage, resourcePage, resourcesPage } from './pages/resources.tsx';
import { therapyFormPage, therapyFormsPage } from './pages/therapy-forms.tsx';
import { treatmentPage, treatmentsPage } from './pages/treatments.tsx';
import type { PageResult } from './pages/types.ts';
import { Document } from './render/document.tsx';
import { errorPage, SPECULATION_RULES_PATH, streamPage } from './render/stream.ts';
import { ALIASES, canonicalPaths, GENERIC_PAGES } from './routes.ts';
import { absoluteUrl } from './render/meta.ts';

type App = { Bindings: Env };

export function createApp() {
  const app = new Hono<App>();

  // The headers depend only on the configured call server, so they are built once per server URL.
  const headersFor = new Map<string | undefined, [string, string][]>();
  app.use('*', async (c, next) => {
    await next();
    const server = callServerUrl(c.env);
    let headers = headersFor.get(server);
    if (!headers) {
      headers = Object.entries(securityHeaders(callOrigins(server), [manifest.cssHash]));
      headersFor.set(server, headers);
    }
    for (const [name, value] of headers) c.res.headers.set(name, value);
  });

  // 1. Edge rules: decided from the URL alone.
  app.use('*', async (c, next) => {
    const redirect = edgeRedirect(new URL(c.req.url).pathname, { host: site.portalHost, certificationsPath: site.portalCertificationsPath });
    if (redirect) return c.redirect(redirect.location, redirect.status);
    await next();
  });

  // 2. The API.
  app.route(API_BASE, api());

  // 3. Pages.
  const page = (c: Context<App>, result: PageResult) => {
    const path = new URL(c.req.url).pathname;
    return streamPage(
      c,
      createElement(Document, { meta: result.meta, children: createElement(Layout, { path, children: result.body }) }),
      result.status ?? 200,
    );
  };

  app.get('/', (c) => page(c, homePage()));
  app.get('/terapiformer', (c) => page(c, therapyFormsPage()));
  app.get('/typer/:slug', (c) => {
    const form = therapyForms.get(c.req.param('slug'));
    return form ? page(c, therapyFormPage(form)) : notFound(c);
  });
  for (const path of ['/ressourcer', ...Object.keys(ALIASES)]) {
    app.get(path, (c) => page(c, resourcesPage()));
  }
  app.get('/ressourcer/:slug', (c) => {
    const resource = resources.get(c.req.param('slug'));
    return page(c, resource ? resourcePage(resource) : resourceFallbackPage(new URL(c.req.url).pathname));
  });
  app.get('/behandlinger', (c) => page(c, treatmentsPage()));
  app.get('/behandling/:slug', (c) => {
    const treatment = treatments.get(c.req.param('slug'));
    return treatment ? page(c, treatmentPage(treatment)) : notFound(c);
  });
  app.get('/by/andre-byer', (c) => page(c, otherCitiesPage()));
  app.get('/by/:slug', (c) => {
    const city = cities.get(c.req.param('slug'));
    return city ? page(c, cityPage(city)) : notFound(c);
  });
  app.get('/privatlivspolitik', (c) => page(c, privacyPage()));
  for (const slug of GENERIC_PAGES) app.get(`/${slug}`, (c) => page(c, genericPage(slug)));

  app.get('/robots.txt', (c) => c.text(`User-agent: *\nAllow: /\nDisallow: /functions/\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`));
  app.get('/sitemap.xml', (c) => {
    const urls = canonicalPaths(content).map((p) => `  <url><loc>${absoluteUrl(encodeURI(p))}</loc></url>`).join('\n');
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });
  app.get(SPECULATION_RULES_PATH, (c) => c.body(JSON.stringify(SPECULATION_RULES), 200, { 'Content-Type': 'application/speculationrules+json', 'Cache-Control': 'public, max-age=3600' }));

  const notFound = (c: Context<App>) => page(c, notFoundPage(new URL(c.req.url).pathname));
  app.notFound(notFound);
  app.onError((error) => {
    console.error('request failed', error);
    return errorPage();
  });
  return app;
}

/** The four main routes are fetched at once; any other internal link when the visitor shows intent. */
const SPECULATION_RULES = {
  prefetch: [
    { source: 'list', urls: ['/', '/terapiformer', '/ressourcer', '/om-os'], eagerness: 'eager' },
    { source: 'document', where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/functions/*' } }] }, eagerness: 'moderate' },
  ],
};

const app = createApp();

export default {
  fetch: app.fetch,
  // The daily cron (wrangler.toml): consent rows past the retention period and old budget days are deleted.
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(deleteExpiredConsents(env.DB, site.consentRetentionDays).then((n) => console.log(`retention: deleted ${n} consent row(s)`)));
    ctx.waitUntil(deleteOldBudgetDays(env.DB).then((n) => console.log(`retention: deleted ${n} call budget day(s)`)));
  },
} satisfies ExportedHandler<Env>;
