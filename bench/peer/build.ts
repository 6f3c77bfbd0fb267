// Builds the client-rendered peer into dist/peer. Like a single-page app that loads each route
// lazily, each measured route gets its own bundle holding React, the components, the lists every
// page shows, and the text of that route only. One empty HTML shell per route.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { Content } from '../../worker/content/types.ts';
import { COLLECTIONS } from '../../collections/registry.ts';
import { type ItemRouteName, pathTo, ROUTES } from '../../contracts/routes.ts';
import { CALL_CHUNK_ATTRIBUTE } from '../../client/call/call-chunk.ts';
import { CALL_STYLE, STYLE_PARTS } from '../../worker/render/styles.ts';
import { readBuiltContent, ROOT } from '../lib.ts';
import { MAIN_ROUTES } from '../routes.ts';

export const PEER_DIR = join(ROOT, 'dist/peer');
/** The shell for a route; routes we do not measure get the home page's. */
export const peerShell = (route: string) => `shell-${Math.max(0, MAIN_ROUTES.indexOf(route as (typeof MAIN_ROUTES)[number]))}.html`;

/**
 * The content a route's chunk would carry: every list, but page text only for the item this route
 * shows. Every collection of the registry is trimmed by where its items are shown, so a new
 * collection needs nothing here.
 */
function forRoute(content: Content, route: string): Content {
  const only = <T extends { html: string }>(item: T, path: string | undefined) =>
    path === undefined || path === route ? item : { ...item, html: '' };
  const trimmed: Record<string, unknown> = { ...content };
  for (const c of COLLECTIONS) {
    const items: { slug: string; html: string }[] | Record<string, { slug: string; html: string }> = content[c.name];
    trimmed[c.name] = Array.isArray(items)
      ? items.map((item) => only(item, shownAt(c, item.slug)))
      : Object.fromEntries(Object.entries(items).map(([slug, item]) => [slug, only(item, shownAt(c, slug))]));
  }
  return trimmed as Content;
}

/** The path that shows an item: the fixed route that names it (a content page), the fixed route that
 *  shows its whole collection, or its own item route; undefined for an item shown on many pages (a box). */
function shownAt(c: (typeof COLLECTIONS)[number], slug: string): string | undefined {
  if ('shownOn' in c) return ROUTES[c.shownOn].pattern;
  const itemRoute = Object.entries(ROUTES).find(([, route]) => 'lookup' in route && route.lookup === c.name);
  if (!itemRoute) return undefined;
  const fixed = c.name === 'pages' && Object.values(ROUTES).find((route) => 'page' in route && route.page === slug);
  return fixed ? fixed.pattern : pathTo(itemRoute[0] as ItemRouteName, slug);
}

export async function buildPeer() {
  rmSync(PEER_DIR, { recursive: true, force: true });
  mkdirSync(PEER_DIR, { recursive: true });
  // The same images as our site (the main build wrote them).
  cpSync(join(ROOT, 'dist/client'), PEER_DIR, { recursive: true, filter: (src) => !src.includes('/assets') });
  const content = readBuiltContent();
  // The whole stylesheet in one file, as a client-rendered site would ship it: every part, the call's too.
  const css = [...STYLE_PARTS, CALL_STYLE].map((part) => readFileSync(join(ROOT, `client/styles/${part}.css`), 'utf8')).join('\n');
  writeFileSync(join(PEER_DIR, 'peer.css'), (await esbuild.transform(css, { loader: 'css', minify: true })).code);

  for (const [i, route] of MAIN_ROUTES.entries()) {
    await esbuild.build({
      // Split like ours: the call chunk (livekit-client) is an entry of its own, imported on intent.
      entryPoints: { peer: join(ROOT, 'bench/peer/entry.tsx'), call: join(ROOT, 'client/call/live/load.ts') },
      outdir: join(PEER_DIR, `r${i}`),
      entryNames: '[name]',
      splitting: true,
      bundle: true,
      format: 'esm',
      minify: true,
      jsx: 'automatic',
      target: ['chrome111', 'firefox115', 'safari16.4'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
      plugins: [
        {
          name: 'route-content',
          setup(b) {
            b.onResolve({ filter: /generated\/content\.json$/ }, (args) => ({ path: args.path, namespace: 'route-content' }));
            b.onLoad({ filter: /.*/, namespace: 'route-content' }, () => ({
              contents: JSON.stringify(forRoute(content, route)),
              loader: 'json',
            }));
          },
        },
      ],
    });
    writeFileSync(
      join(PEER_DIR, peerShell(route)),
      `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${content.site.product}</title><meta name="description" content="Client-rendered peer for benchmarks"><link rel="stylesheet" href="/peer.css"><script type="module" src="/r${i}/peer.js"></script></head><body ${CALL_CHUNK_ATTRIBUTE}="/r${i}/call.js"><div id="root"></div></body></html>`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildPeer();
