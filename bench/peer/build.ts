// Builds the client-rendered peer into dist/peer. Like a single-page app that loads each route
// lazily, each measured route gets its own bundle holding React, the components, the lists every
// page shows, and the text of that route only. One empty HTML shell per route.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { Content } from '../../worker/content/schema.ts';
import { pathTo, ROUTES } from '../../contracts/routes.ts';
import { MAIN_ROUTES } from '../routes.ts';

const root = new URL('../..', import.meta.url).pathname;
export const PEER_DIR = join(root, 'dist/peer');
/** The shell for a route; routes we do not measure get the home page's. */
export const peerShell = (route: string) => `shell-${Math.max(0, MAIN_ROUTES.indexOf(route as (typeof MAIN_ROUTES)[number]))}.html`;

/** The content a route's chunk would carry: every list, but page text only for this route. */
function forRoute(content: Content, route: string): Content {
  const only = <T extends { html: string }>(item: T, path: string) => (path === route ? item : { ...item, html: '' });
  return {
    ...content,
    resources: content.resources.map((r) => only(r, pathTo('resource', r.slug))),
    treatments: content.treatments.map((t) => only(t, pathTo('treatment', t.slug))),
    therapyForms: content.therapyForms.map((f) => only(f, pathTo('therapyForm', f.slug))),
    cities: content.cities.map((c) => only(c, pathTo('city', c.slug))),
    pages: Object.fromEntries(Object.entries(content.pages).map(([slug, p]) => [slug, only(p, pagePath(slug))])),
    privacy: content.privacy.map((s) => only(s, pathTo('privacy'))),
  };
}

/** Where a content/pages/ file is shown: on the fixed route that names it, else as a generic page. */
function pagePath(slug: string): string {
  const fixed = Object.values(ROUTES).find((route) => 'page' in route && route.page === slug);
  return fixed ? fixed.pattern : pathTo('page', slug);
}

export async function buildPeer() {
  rmSync(PEER_DIR, { recursive: true, force: true });
  mkdirSync(PEER_DIR, { recursive: true });
  // The same images and font as our site (the main build wrote them).
  cpSync(join(root, 'dist/client'), PEER_DIR, { recursive: true, filter: (src) => !src.includes('/assets') });
  const content = JSON.parse(readFileSync(join(root, 'worker/generated/content.json'), 'utf8')) as Content;
  const manifest = JSON.parse(readFileSync(join(root, 'worker/generated/manifest.json'), 'utf8')) as { css: string };
  writeFileSync(join(PEER_DIR, 'peer.css'), manifest.css);

  for (const [i, route] of MAIN_ROUTES.entries()) {
    await esbuild.build({
      entryPoints: [join(root, 'bench/peer/entry.tsx')],
      // Split like ours, so livekit-client stays a lazy chunk here too.
      outdir: join(PEER_DIR, `r${i}`),
      entryNames: 'peer',
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
      `<!doctype html><html lang="da"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${content.site.product}</title><meta name="description" content="Client-rendered peer for benchmarks"><link rel="stylesheet" href="/peer.css"><script type="module" src="/r${i}/peer.js"></script></head><body><div id="root"></div></body></html>`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await buildPeer();
