// On a slow phone the page arrives in pieces. The header stays unpainted until the footer has begun
// (client/styles/site.css), so the visitor's first view is the content itself, not a header alone; and
// the page's code waits until the whole page is parsed, so it neither competes with the content nor
// misses an image further down.
import { test as base, expect } from '@playwright/test';
import { MOBILE, slowPhone } from './helpers.ts';

// Playwright's own page: the project's page.goto waits for the page code and hydration, which these tests must not do.
const test = base;
test.use({ viewport: MOBILE });

interface Paints {
  fcp?: number;
  lcp: { time: number; inMain: boolean }[];
  parsed?: number;
  pageCodeFetched?: number;
}

for (const path of ['/', '/privatlivspolitik']) {
  test(`${path} on Slow 4G: the first paint shows the main content, and its code waits for the parsed page`, async ({ page }) => {
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
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-enhanced'));
    const paints = await page.evaluate(() => {
      const p = (window as unknown as { paints: Paints }).paints;
      const code = document.body.getAttribute('data-page-code')?.split(' ')[0];
      p.pageCodeFetched = performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname === code)?.startTime;
      return p;
    });
    // The first contentful paint is already the largest, and it is the main content's.
    expect(paints.lcp[0]).toEqual({ time: paints.fcp, inMain: true });
    expect(paints.pageCodeFetched).toBeGreaterThanOrEqual(paints.parsed!);
  });
}
