// axe-core on every route of the spec's table, on a desktop and a phone. The phone's check runs in
// budget.spec.ts, in the one visit each route gets at 390 px.
import { expect } from '@playwright/test';
import { axe, MOBILE, NOT_FOUND_ROUTES, ROUTES, test, WCAG } from './helpers.ts';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const path of [...ROUTES, ...NOT_FOUND_ROUTES]) {
    test(`axe finds nothing on ${path}`, async ({ page }) => {
      await page.goto(path);
      const results = await axe(page).withTags(WCAG).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
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
