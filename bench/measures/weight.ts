// Bytes a first visit downloads before any interaction, per route, gzip-compressed at level 9.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium.ts';
import { gz, kb, OURS, readManifest, ROOT } from '../lib.ts';
import { MAIN_ROUTES } from '../routes.ts';

export async function measureWeight() {
  const manifest = readManifest();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const routes = [];
  try {
    for (const route of MAIN_ROUTES) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const pending: Promise<{ type: string; path: string; gzip: number; styles: string }>[] = [];
      page.on('response', (r) => {
        pending.push(
          r.body().then(
            (body) => ({ type: r.request().resourceType(), path: new URL(r.url()).pathname, gzip: gz(body), styles: inlineStyles(body) }),
            () => ({ type: 'none', path: '', gzip: 0, styles: '' }),
          ),
        );
      });
      await page.goto(`${OURS}${route}`, { waitUntil: 'networkidle' });
      const seen = await Promise.all(pending);
      const sum = (type: string) => seen.filter((s) => s.type === type).reduce((n, s) => n + s.gzip, 0);
      routes.push({
        route,
        html: sum('document'),
        // The parts of the stylesheet this page inlines (worker/render/styles.ts).
        cssInline: gz(seen.find((s) => s.type === 'document')?.styles ?? ''),
        // The entry is inline in the HTML (counted there too); the hydration code is fetched.
        jsInline: gz(manifest.entryScript),
        jsInitial: sum('script'),
        fonts: sum('font'),
        images: sum('image'),
        livekitFetched: seen.some((s) => manifest.lazy.includes(s.path)),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const lazyCallChunkGzip = manifest.lazy.reduce((n, path) => n + gz(readFileSync(join(ROOT, 'dist/client', path))), 0);
  return { routes, lazyCallChunkGzip };
}

/** The text of a document's <style> elements, joined. */
function inlineStyles(body: Buffer): string {
  return [...body.toString('utf8').matchAll(/<style>([^<]*)<\/style>/g)].map((m) => m[1]).join('');
}

export function reportWeight(r: Awaited<ReturnType<typeof measureWeight>>) {
  console.log('\nWeight of a first view (gzip -9), before any interaction:');
  console.table(
    r.routes.map((w) => ({
      route: w.route,
      html: kb(w.html),
      'css (inline)': kb(w.cssInline),
      'js (inline entry)': kb(w.jsInline),
      'js (fetched)': kb(w.jsInitial),
      fonts: kb(w.fonts),
      images: kb(w.images),
      'livekit fetched': w.livekitFetched,
    })),
  );
  console.log(`Lazily loaded call chunk (livekit-client): ${kb(r.lazyCallChunkGzip)}`);
}
