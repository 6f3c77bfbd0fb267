// The size budget: at most 80 KB of JavaScript (gzip) before any interaction, on every
// page, none of livekit-client until a call starts, and no web font (headings use the system font).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { MOBILE, NOT_FOUND_ROUTES, ROUTES, test } from './helpers.ts';

const INITIAL_JS_BUDGET_GZIP = 80 * 1024;
const manifest = JSON.parse(readFileSync('worker/generated/manifest.json', 'utf8')) as {
  entryScript: string;
  hydrate: string[];
  lazy: string[];
};
/** The entry is inline in every page: its bytes count against the budget too. */
const INLINE_ENTRY_GZIP = gzipSync(manifest.entryScript, { level: 9 }).length;

test.use({ viewport: MOBILE });

for (const path of [...ROUTES, ...NOT_FOUND_ROUTES]) {
  test(`${path} loads at most 80 KB of JavaScript, no call code and no font`, async ({ page }) => {
    const scripts: Promise<{ path: string; gzip: number }>[] = [];
    const fonts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'font') fonts.push(r.url());
      if (r.request().resourceType() === 'script')
        scripts.push(r.body().then((b) => ({ path: new URL(r.url()).pathname, gzip: gzipSync(b, { level: 9 }).length })));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(scripts);
    expect(loaded.map((s) => s.path).sort()).toEqual([...manifest.hydrate].sort());
    expect(INLINE_ENTRY_GZIP + loaded.reduce((n, s) => n + s.gzip, 0)).toBeLessThanOrEqual(INITIAL_JS_BUDGET_GZIP);
    expect(loaded.filter((s) => manifest.lazy.includes(s.path))).toEqual([]);
    expect(fonts).toEqual([]);
  });
}

// The hydration code waits for the page to paint: fetched beside the page, it would compete with the
// first paint for a slow phone's bandwidth.
test('the hydration code is fetched only after the first contentful paint, and the islands still hydrate', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  const timing = await page.evaluate((hydrate) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const fetched = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === hydrate)?.startTime;
    return { paint, fetched };
  }, manifest.hydrate[0]!);
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.fetched).toBeGreaterThan(timing.paint!);
  // And the islands did hydrate: the mobile menu's toggle, which only the island's code makes work, opens it.
  await page.setViewportSize(MOBILE);
  await page.getByRole('button', { name: 'Åbn menu' }).click();
  await expect(page.locator('#mobilmenu')).toHaveAttribute('data-open', 'true');
});
