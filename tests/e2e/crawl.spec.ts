// Every page in the sitemap and every main route, in Chromium: no CSP violation, no console error, no
// uncaught exception.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { canonicalPaths } from '../../contracts/routes.ts';
import { ROUTES, sitemapPaths, test, watchProblems } from './helpers.ts';

// One crawl for both checks, which loaded the main routes twice at the same size: the sitemap's pages, each
// main route also waited on until the network is idle, and the main routes the sitemap does not list.
test('a crawl of the whole sitemap and the main routes meets no CSP violation or console error', async ({ page, request }) => {
  test.setTimeout(240_000);
  const paths = await sitemapPaths(request);
  const content = JSON.parse(readFileSync('worker/generated/content.json', 'utf8'));
  expect(paths).toEqual(canonicalPaths(content).map(encodeURI));
  const problems = await watchProblems(page);
  for (const path of [...paths, ...ROUTES.filter((route) => !paths.includes(encodeURI(route)))]) {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
    if (ROUTES.includes(decodeURI(path))) await page.waitForLoadState('networkidle');
  }
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
