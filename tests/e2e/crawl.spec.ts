// Every page in the sitemap, in Chromium: no CSP violation, no console error, no uncaught exception.
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { canonicalPaths } from '../../contracts/routes.ts';
import { watchProblems, test } from './helpers.ts';

test('a crawl of the whole sitemap meets no CSP violation or console error', async ({ page, request }) => {
  test.setTimeout(240_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const content = JSON.parse(readFileSync('worker/generated/content.json', 'utf8'));
  expect(paths).toEqual(canonicalPaths(content).map(encodeURI));
  const problems = await watchProblems(page);
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
  }
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
