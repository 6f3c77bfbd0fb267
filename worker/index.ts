// The Worker: edge rules, then the API, then streamed pages; static files are served before us.
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { createElement } from 'react';
import { API_BASE } from '../contracts/api.ts';
import { canonicalPaths, ROUTES, type RouteName } from '../contracts/routes.ts';
import { danishDay } from '../contracts/dated.ts';
import { content, contextOn, manifest, site } from './content/index.ts';
import type { AppEnv } from './env.ts';
import { api } from './api/index.ts';
import { callServerUrl } from './api/call.ts';
import { deleteExpiredConsents, deleteOldBudgetDays } from './db.ts';
import { callOrigins, securityHeaders } from './edge/headers.ts';
import { shownPath } from './edge/portal.ts';
import { edgeRedirect } from './edge/redirects.ts';
import { Layout } from './pages/layout.tsx';
import { notFoundPage } from './pages/not-found.tsx';
import type { PageContext, PageResult } from './pages/types.ts';
import { Document } from './render/document.tsx';
import { errorPage, streamPage } from './render/stream.ts';
import { pageFor } from './routes.ts';

/** What an app is made with: the site's clock, which a test sets to a day of its choosing. */
interface AppOptions {
  /** Now: the request's day (in Danish time) chooses every fact that changes on a known day. */
  clock?: () => Date;
}

export function createApp({ clock = () => new Date() }: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  /** The pages' context for this request: its day, by the site's clock. */
  const today = () => contextOn(danishDay(clock()));

  app.use('*', securityHeadersMiddleware());
  // 0. Pages are only read; the API has its own methods.
  app.use('*', pagesReadOnlyMiddleware());
  // 1. Edge rules: decided from the URL alone.
  app.use('*', edgeRulesMiddleware());
  // 2. The API.
  app.route(API_BASE, api());

  // 3. Pages: every route of the table, in its order.
  const page = (c: Context<AppEnv>, ctx: PageContext, result: PageResult) =>
    streamPage(
      c,
      // The header marks the current section; it gets the path short and encoded, like the not-found text.
      createElement(
        Document,
        { ctx, meta: result.meta, styles: result.styles },
        createElement(Layout, { ctx, path: shownPath(encodedPath(c)) }, result.body),
      ),
      result.status ?? 200,
      result.byQuery,
      ctx.day,
    );
  const notFound = (c: Context<AppEnv>, ctx = today()) => page(c, ctx, notFoundPage(ctx, encodedPath(c)));
  for (const [name, route] of Object.entries(ROUTES) as [RouteName, { pattern: string; aliases?: readonly string[] }][]) {
    for (const pattern of [route.pattern, ...(route.aliases ?? [])]) {
      app.get(pattern, (c) => {
        // Only the price guide reads the query; the others ignore it, so the URL is parsed only when there is one.
        const query = c.req.url.includes('?') ? new URL(c.req.url).searchParams : undefined;
        const ctx = today();
        const result = pageFor(name, c.req.param('slug'), encodedPath(c), query, ctx);
        return result ? page(c, ctx, result) : notFound(c, ctx);
      });
    }
  }

  app.get('/robots.txt', (c) => c.text(`User-agent: *\nAllow: /\nDisallow: ${API_BASE}/\n\nSitemap: ${today().url('/sitemap.xml')}\n`));
  app.get('/sitemap.xml', (c) => {
    const ctx = today();
    const urls = canonicalPaths(content)
      .map((p) => `  <url><loc>${ctx.url(encodeURI(p))}</loc></url>`)
      .join('\n');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      200,
      { 'Content-Type': 'application/xml; charset=utf-8' },
    );
  });

  app.notFound((c) => notFound(c));
  app.onError((error) => {
    console.error('request failed', error);
    return errorPage();
  });
  return app;
}

/**
 * The path as it arrived, still percent-encoded. c.req.path is the same path decoded: right for
 * routing and for comparing with our own links, wrong for building a URL or a header from it, since
 * a decoded path can hold a backslash, a newline or an "æ" that a Location header or a canonical URL
 * would change or refuse ("/%5c" would become "/\", which resolves to "//"). Hono decodes only when
 * the URL holds a "%", so the URL is parsed only then.
 */
function encodedPath(c: Context): string {
  return c.req.url.includes('%') ? new URL(c.req.url).pathname : c.req.path;
}

/** The security headers on every response. They depend only on the configured call server, so
 *  they are built once per server URL rather than per response. */
function securityHeadersMiddleware() {
  const headersFor = new Map<string | undefined, [string, string][]>();
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const server = callServerUrl(c.env);
    let headers = headersFor.get(server);
    if (!headers) {
      headers = Object.entries(securityHeaders(callOrigins(server), manifest.hashes));
      headersFor.set(server, headers);
    }
    for (const [name, value] of headers) c.res.headers.set(name, value);
  });
}

const PAGE_METHODS = ['GET', 'HEAD'];

/** A page answers GET and HEAD; any other method gets 405 with Allow, not a not-found page. */
function pagesReadOnlyMiddleware() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const isApi = c.req.path === API_BASE || c.req.path.startsWith(`${API_BASE}/`);
    if (isApi || PAGE_METHODS.includes(c.req.method)) return next();
    return c.text('Metoden er ikke tilladt. Sider kan kun hentes (GET eller HEAD).', 405, {
      Allow: PAGE_METHODS.join(', '),
      'Cache-Control': 'no-store',
    });
  });
}

/** Redirects decided from the path alone, before any page renders. */
function edgeRulesMiddleware() {
  const portal = { host: site.portalHost, certificationsPath: site.portalCertificationsPath };
  return createMiddleware<AppEnv>(async (c, next) => {
    const redirect = edgeRedirect(encodedPath(c), portal);
    if (redirect) return c.redirect(redirect.location, redirect.status);
    await next();
  });
}

const app = createApp();

export default {
  fetch: app.fetch,
  // The daily cron (wrangler.toml): consent rows past the retention period and old budget days are deleted.
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      deleteExpiredConsents(env.DB, site.consentRetentionDays).then((n) => console.log(`retention: deleted ${n} consent row(s)`)),
    );
    ctx.waitUntil(deleteOldBudgetDays(env.DB).then((n) => console.log(`retention: deleted ${n} call budget day(s)`)));
  },
} satisfies ExportedHandler<Env>;
