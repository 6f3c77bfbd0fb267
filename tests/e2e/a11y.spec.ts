// axe-core on every route of the spec's table, on a desktop and a phone. The phone's check runs in
// budget.spec.ts, in the one visit each route gets at 390 px.
import { expect } from '@playwright/test';
import { axe, MOBILE, NOT_FOUND_ROUTES, ROUTES, test, WCAG } from './helpers.ts';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // One page goes through every route: a fresh page for each took longer than its axe run. Each route's
  // check is soft, so every route is checked and a failure names the route.
  test('axe finds nothing on any route', async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of [...ROUTES, ...NOT_FOUND_ROUTES]) {
      await page.goto(path);
      const results = await axe(page).withTags(WCAG).analyze();
      expect.soft(results.violations.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});

test.describe('mobile menu open', () => {
  test.use({ viewport: MOBILE });
  test('axe finds nothing with the menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Åbn menu' }).click();
    await expect(page.locator('#mobilmenu')).toHaveAttribute('data-open', 'true');
    const results = await axe(page).withTags(WCAG).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
