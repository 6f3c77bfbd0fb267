// On a slow phone the page arrives in pieces. The first paint waits for the main content
// (<link rel=expect blocking=render>), so the visitor's first view is the content itself, not a header
// alone followed by a second layout; and the hydration code waits until the whole page is parsed, so it
// neither competes with the content nor misses an island further down.
import { test as base, expect } from '@playwright/test';
import { MOBILE, slowPhone } from './helpers.ts';

// Playwright's own page: the project's page.goto waits for hydration, which these tests must not do.
const test = base;
test.use({ viewport: MOBILE });

interface Paints {
  fcp?: number;
  lcp: { time: number; inMain: boolean }[];
  parsed?: number;
  hydrationFetched?: number;
}

for (const path of ['/', '/privatlivspolitik']) {
  test(`${path} on Slow 4G: the first paint shows the main content, and hydration waits for the parsed page`, async ({ page }) => {
    await slowPhone(page);
    await page.addInitScript(() => {
      const paints: Paints = { lcp: [] };
      Object.assign(window, { paints });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') paints.fcp = e.startTime;
      }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
          paints.lcp.push({ time: e.startTime, inMain: e.element?.closest('main') != null });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        paints.parsed = performance.now();
      });
    });
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const paints = await page.evaluate(() => {
      const p = (window as unknown as { paints: Paints }).paints;
      const hydrate = document.body.getAttribute('data-hydration-chunks')?.split(' ')[0];
      p.hydrationFetched = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === hydrate)?.startTime;
      return p;
    });
    // The first contentful paint is already the largest, and it is the main content's.
    expect(paints.lcp[0]).toEqual({ time: paints.fcp, inMain: true });
    expect(paints.hydrationFetched).toBeGreaterThanOrEqual(paints.parsed!);
  });
}
