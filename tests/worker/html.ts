// Reads what a test needs from an HTML response, with workerd's own HTMLRewriter.
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import type { IslandProps } from '../../client/islands/registry.ts';
import { createElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { type CallConfig, dialogText } from '../../client/call/call-control.tsx';
import { ConsentDialog } from '../../client/call/consent-dialog.tsx';
import { site } from '../../worker/content/index.ts';

export const ORIGIN = site.siteUrl;
/** Hundreds of requests in one test take longer than vitest's 5 s default when the machine is busy. */
export const MANY_REQUESTS_MS = 60_000;

export interface Scan {
  status: number;
  headers: Headers;
  title: string;
  h1: string[];
  meta: Record<string, string>;
  canonical?: string;
  hrefs: string[];
  jsonLd: unknown[];
  text: string;
  html: string;
}

// Through SELF, so static assets answer first, as they do in production.
export const get = (path: string, init?: RequestInit) => SELF.fetch(new Request(`${ORIGIN}${path}`, { redirect: 'manual', ...init }));

// In production Workers Static Assets answers these before the Worker runs, applying dist/client/_headers;
// the ASSETS binding is that same server.
export const asset = (path: string) => (env as unknown as { ASSETS: Fetcher }).ASSETS.fetch(`${ORIGIN}${path}`);

export async function scan(path: string, init?: RequestInit): Promise<Scan> {
  const res = await get(path, init);
  const html = await res.text();
  const out: Scan = { status: res.status, headers: res.headers, title: '', h1: [], meta: {}, hrefs: [], jsonLd: [], text: '', html };
  let inH1 = false;
  let h1Text = '';
  let ld = '';
  await new HTMLRewriter()
    .on('title', {
      text: (t) => {
        out.title += t.text;
      },
    })
    .on('meta', {
      element: (e) => {
        const key = e.getAttribute('name') ?? e.getAttribute('property');
        if (key) out.meta[key] = e.getAttribute('content') ?? '';
      },
    })
    .on('link[rel="canonical"]', {
      element: (e) => {
        out.canonical = e.getAttribute('href') ?? undefined;
      },
    })
    .on('a[href]', {
      element: (e) => {
        out.hrefs.push(e.getAttribute('href')!);
      },
    })
    .on('h1', {
      element: (e) => {
        inH1 = true;
        h1Text = '';
        e.onEndTag(() => {
          inH1 = false;
          out.h1.push(h1Text.trim());
        });
      },
      text: (t) => {
        if (inH1) h1Text += t.text;
      },
    })
    .on('script[type="application/ld+json"]', {
      element: (e) => {
        ld = '';
        e.onEndTag(() => {
          out.jsonLd.push(JSON.parse(ld));
        });
      },
      text: (t) => {
        ld += t.text;
      },
    })
    .on('body', {
      text: (t) => {
        out.text += t.text;
      },
    })
    .transform(new Response(html))
    .arrayBuffer();
  out.title = decodeEntities(out.title);
  out.h1 = out.h1.map(decodeEntities);
  return out;
}

export const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'");

/** All nodes of every JSON-LD block on the page. */
export const graphNodes = (s: Scan) => s.jsonLd.flatMap((doc) => (doc as { '@graph': Record<string, unknown>[] })['@graph']);

/** The consent dialog a served page shows: not in its HTML, but mounted by its header island from the
 *  props the page gives it, so rendered here from those props. */
export async function pageDialog(path: string): Promise<string> {
  const html = await (await get(path)).text();
  const props = /<script type="application\/json" id="island-props-header">([^<]*)<\/script>/.exec(html)?.[1];
  if (!props) throw new Error(`${path}: no header island props`);
  return renderedDialog((JSON.parse(props) as IslandProps<'header'>).call);
}

/** The dialog's markup as the header island renders it from these call settings, naming the help lines of
 *  `day` (today unless given). Rendered here, in the test, apart from the build's own digests. */
export async function renderedDialog(config: CallConfig, day?: string): Promise<string> {
  const stream = await renderToReadableStream(createElement(ConsentDialog, { ...dialogText(config), day, onAccept: () => {} }));
  await stream.allReady;
  return new Response(stream).text();
}

/** What a browser's textContent gives for server-rendered markup: no comments, no tags, entities decoded.
 *  React escapes `<` and `>` in attributes too, so no tag holds a `>` before its end. */
export function textContent(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name] ?? '');
}
