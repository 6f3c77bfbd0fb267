// The size budget: at most 80 KB of JavaScript (gzip) before any interaction, on every
// page, and none of livekit-client until a call starts.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { MOBILE, NOT_FOUND_ROUTES, ROUTES } from './helpers.ts';

const INITIAL_JS_BUDGET_GZIP = 80 * 1024;
const manifest = JSON.parse(readFileSync('worker/generated/manifest.json', 'utf8')) as { entry: string; preload: string[]; lazy: string[] };

test.use({ viewport: MOBILE });

for (const path of [...ROUTES, ...NOT_FOUND_ROUTES]) {
  test(`${path} loads at most 80 KB of JavaScript and no call code`, async ({ page }) => {
    const scripts: Promise<{ path: string; gzip: number }>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script')
        scripts.push(r.body().then((b) => ({ path: new URL(r.url()).pathname, gzip: gzipSync(b, { level: 9 }).length })));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    expect(loaded.map((s) => s.path).sort()).toEqual([manifest.entry, ...manifest.preload].sort());
    expect(loaded.reduce((n, s) => n + s.gzip, 0)).toBeLessThanOrEqual(INITIAL_JS_BUDGET_GZIP);
    expect(loaded.filter((s) => manifest.lazy.includes(s.path))).toEqual([]);
  });
}
