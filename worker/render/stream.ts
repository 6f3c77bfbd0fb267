// Streams a page as HTML. Crawlers get the complete document; browsers get it as it renders.
import type { Context } from 'hono';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { BEFORE_CHANGES, stretchOf } from '../../contracts/dated.ts';
import { pathTo } from '../../contracts/routes.ts';
import { manifest } from '../content/index.ts';
import { etagMatches, HTML_CACHE_CONTROL, pageEtag } from '../edge/headers.ts';

const BOTS = /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i;

/**
 * Pages this isolate has rendered, by their raw path and the stretch of days they were rendered in. A page
 * depends only on the build, its path and the facts of its day, which change only on the days a dated fact
 * starts or ends (contracts/dated.ts stretchOf; its ETag says the same), so each is rendered once per
 * isolate and stretch and then served from memory: rendering again would only make garbage for the
 * collector, whose pauses were the slowest renders. Only 200 pages are kept, and at most MAX_RENDERED of
 * them, so no stream of made-up paths can grow it without end.
 */
const RENDERED = new Map<string, ArrayBuffer>();
const MAX_RENDERED = 400;

/**
 * A page that depends on its query (byQuery) is rendered every time and its ETag names the query. `day` is the
 * one it was rendered for (PageContext day).
 */
export async function streamPage(c: Context, page: ReactElement, status = 200, byQuery = false, day = BEFORE_CHANGES): Promise<Response> {
  const stretch = stretchOf(day, manifest.changeDays);
  const etag = pageEtag(`${manifest.buildId}-${stretch}`, byQuery ? `${c.req.path}?${new URL(c.req.url).searchParams}` : c.req.path);
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': HTML_CACHE_CONTROL,
    ETag: etag,
  });
  if (etagMatches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  const key = status === 200 && !byQuery ? `${stretch} ${new URL(c.req.url).pathname}` : undefined;
  const rendered = key === undefined ? undefined : RENDERED.get(key);
  if (rendered) return new Response(rendered, { status, headers });

  let failed = false;
  // No bootstrap script: the entry is inline in the document (worker/render/document.tsx).
  const stream = await renderToReadableStream(page, {
    signal: c.req.raw.signal,
    onError(error) {
      failed = true;
      console.error('render error', error);
    },
  });
  if (BOTS.test(c.req.header('user-agent') ?? '')) await stream.allReady;
  if (key === undefined || RENDERED.size >= MAX_RENDERED) return new Response(stream, { status, headers });
  // The visitor gets the stream as it renders; a copy is kept once it is complete and nothing failed.
  const [toVisitor, toKeep] = stream.tee();
  const keep = new Response(toKeep)
    .arrayBuffer()
    .then((bytes) => {
      if (!failed && !c.req.raw.signal.aborted) RENDERED.set(key, bytes);
    })
    .catch(() => {});
  try {
    // Let the copy finish even if the visitor's response is done first.
    c.executionCtx.waitUntil(keep);
  } catch {
    // No execution context (the bench and app.request in Node): the promise runs on by itself.
  }
  return new Response(toVisitor, { status, headers });
}

/** The router's error screen: plain HTML that cannot fail to render, never a stack trace. */
export function errorPage(): Response {
  const html = `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, follow"><meta name="description" content="Der skete en fejl hos os."><title>Unexpected Application Error!</title><style>${manifest.styles.site}</style></head><body><main id="indhold" class="container error-page"><h1>Unexpected Application Error!</h1><p>Der skete en fejl hos os. Prøv at genindlæse siden, eller <a href="${pathTo('home')}">gå til forsiden</a>.</p></main></body></html>`;
  return new Response(html, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
