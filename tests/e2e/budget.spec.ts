// The size budget: at most 80 KB of JavaScript (gzip) before any interaction, on every
// page, none of React or livekit-client until the visitor shows intent, no web font (headings use the
// system font), and few sizes and weights of type. On a 390 px phone each route is visited once for the
// budget, and the same visit, once the page is live, carries the phone's axe check (a11y.spec.ts has the
// desktop's) and its sizes and weights of type.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { test as base, expect, type Page } from '@playwright/test';
import { guidePath } from '../../contracts/price-guide.ts';
import { axe, MOBILE, makeLive, NOT_FOUND_ROUTES, pageCodeRan, ROUTES, test, WCAG, watchProblems } from './helpers.ts';

const INITIAL_JS_BUDGET_GZIP = 80 * 1024;
const manifest = JSON.parse(readFileSync('worker/generated/manifest.json', 'utf8')) as {
  entryScript: string;
  page: string[];
  hydrate: string[];
  lazy: string[];
};
/** The entry is inline in every page: its bytes count against the budget too. */
const INLINE_ENTRY_GZIP = gzipSync(manifest.entryScript, { level: 9 }).length;

test.use({ viewport: MOBILE });
base.use({ viewport: MOBILE });

// Each size and weight of type a page draws is a font the browser prepares before it can lay out the
// first screen: traced here, 2-5 ms each on a 4x slower CPU. The pages keep to site.css's type scale
// (three sizes and the two headings', in regular and bold), so a first screen asks for at most eight.
const TYPE_STRIKES_BUDGET = 8;
const GUIDE_ROUTES = ['/pris-og-tilskud', guidePath({ age: 22, topic: 'angst', referral: true, insurance: false })];
const TYPE_ROUTES = [...ROUTES, ...GUIDE_ROUTES];

/** The sizes and weights of type the live page draws on its first screen. */
function typeStrikes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Set<string>();
    for (const el of document.body.querySelectorAll('*')) {
      // Text in a part not yet rendered (the footer, until it nears the screen) asks for no font.
      if (!el.checkVisibility({ contentVisibilityAuto: true })) continue;
      const hasText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!hasText && !el.matches('input, button, select, textarea')) continue;
      const s = getComputedStyle(el);
      seen.add(`${s.fontFamily.split(',')[0]} ${s.fontSize} ${s.fontWeight} ${s.fontStyle}`);
    }
    return [...seen].sort();
  });
}

// One visit per route at 390 px, each check a step of its own that goes on to the next when it fails (soft),
// so a failure names the route, the check and what was found. The budget's check comes first, on
// Playwright's own page (the project's page.goto shows intent on the header, which loads React); then the
// page is made live as the project's page.goto leaves it, and axe and the type are checked on it.
// The price guide's two pages are here for their type only, the not-found pages for the budget and axe only.
for (const path of [...ROUTES, ...NOT_FOUND_ROUTES, ...GUIDE_ROUTES]) {
  const budgeted = !GUIDE_ROUTES.includes(path);
  const typed = TYPE_ROUTES.includes(path);
  const checks = [
    ...(budgeted ? ['loads at most 80 KB of JavaScript, neither React nor the call code, and no font', 'axe finds nothing'] : []),
    ...(typed ? [`draws its text in at most ${TYPE_STRIKES_BUDGET} sizes and weights`] : []),
  ];
  base(`at 390 px ${path} ${checks.join('; ')}`, async ({ page }) => {
    const scripts: Promise<{ path: string; gzip: number }>[] = [];
    const fonts: string[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'font') fonts.push(r.url());
      if (r.request().resourceType() === 'script')
        scripts.push(r.body().then((b) => ({ path: new URL(r.url()).pathname, gzip: gzipSync(b, { level: 9 }).length })));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await pageCodeRan(page);
    if (budgeted) {
      await base.step('at most 80 KB of JavaScript, neither React nor the call code, and no font', async () => {
        const loaded = await Promise.all(scripts);
        const gzip = INLINE_ENTRY_GZIP + loaded.reduce((n, s) => n + s.gzip, 0);
        const callCode = loaded.filter((s) => manifest.lazy.includes(s.path));
        expect.soft(loaded.map((s) => s.path).sort(), 'the scripts loaded').toEqual([...manifest.page].sort());
        expect.soft(gzip, 'bytes of JavaScript, gzip').toBeLessThanOrEqual(INITIAL_JS_BUDGET_GZIP);
        expect.soft(callCode, 'the call code loaded').toEqual([]);
        expect.soft(fonts, 'fonts loaded').toEqual([]);
      });
    }
    await makeLive(page);
    if (budgeted) {
      await base.step('axe finds nothing', async () => {
        const results = await axe(page).withTags(WCAG).analyze();
        expect.soft(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
    if (typed) {
      await base.step(`at most ${TYPE_STRIKES_BUDGET} sizes and weights of type`, async () => {
        const strikes = await typeStrikes(page);
        expect.soft(strikes.length, `${path}: ${strikes.join(' | ')}`).toBeLessThanOrEqual(TYPE_STRIKES_BUDGET);
      });
    }
  });
}

// The page's own code waits for the page to paint: fetched beside the page, it would compete with the
// first paint for a slow phone's bandwidth. React and the islands wait for the visitor's intent.
base('the page code is fetched after the first contentful paint, and React only when a pointer comes over an island', async ({ page }) => {
  await page.goto('/', { waitUntil: 'networkidle' });
  await pageCodeRan(page);
  const fetched = (path: string) =>
    page.evaluate((p) => performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === p)?.startTime, path);
  const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
  expect(paint).toBeGreaterThan(0);
  expect(await fetched(manifest.page[0]!)).toBeGreaterThan(paint!);
  await expect(page.locator('header.site-header')).toHaveAttribute('data-translucent', 'false');
  expect(await fetched(manifest.hydrate[0]!)).toBeUndefined();
  // The menu's toggle, which only the island's code makes work: the pointer over it loads React, the tap
  // opens the menu.
  await page.getByRole('button', { name: 'Åbn menu' }).hover();
  await expect.poll(() => fetched(manifest.hydrate[0]!)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Åbn menu' }).click();
  await expect(page.locator('#mobilmenu')).toHaveAttribute('data-open', 'true');
});

// The main pages are prefetched, but only once the page has loaded and painted: asked for while it
// loads, they would take a slow phone's bandwidth from the page's own image, and before the first paint,
// its time.
test('the speculation rules are added once the page has loaded and painted, and the CSP lets them run', async ({ page }) => {
  const problems = await watchProblems(page);
  // Chrome reports the rules it accepted, and what they make it prefetch, through DevTools' Preload domain.
  const prefetches = new Set<string>();
  const ruleSetErrors: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Preload.ruleSetUpdated', (e) => {
    if (e.ruleSet.errorType) ruleSetErrors.push(`${e.ruleSet.errorType}: ${e.ruleSet.errorMessage}`);
  });
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (e) => {
    for (const { key } of e.preloadingAttemptSources) if (key.action === 'Prefetch') prefetches.add(new URL(key.url).pathname);
  });
  await cdp.send('Preload.enable');
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      const added = records.some((r) => [...r.addedNodes].some((n) => n instanceof HTMLScriptElement && n.type === 'speculationrules'));
      if (!added) return;
      document.documentElement.dataset.rulesAddedWhen = document.readyState;
      document.documentElement.dataset.rulesAfterPaint = String(performance.getEntriesByName('first-contentful-paint').length > 0);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/behandling/angst', { waitUntil: 'load' });
  await expect(page.locator('html')).toHaveAttribute('data-rules-added-when', 'complete');
  await expect(page.locator('html')).toHaveAttribute('data-rules-after-paint', 'true');
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent())!);
  expect(rules.prefetch[0].urls).toEqual(['/', '/terapiformer', '/ressourcer', '/om-os']);
  await expect.poll(() => ['/', '/terapiformer', '/ressourcer', '/om-os'].every((p) => prefetches.has(p))).toBe(true);
  expect(ruleSetErrors).toEqual([]);
  expect(problems).toEqual([]);
});

// At 390 px each route's type is checked in its one visit above.
test(`at 1280 px every page draws its text in at most ${TYPE_STRIKES_BUDGET} sizes and weights`, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  const over: string[] = [];
  for (const path of TYPE_ROUTES) {
    await page.goto(path);
    const strikes = await typeStrikes(page);
    if (strikes.length > TYPE_STRIKES_BUDGET) over.push(`${path}: ${strikes.join(' | ')}`);
  }
  expect(over).toEqual([]);
});
