// axe-core on every route of the spec's table, on a desktop and a phone.
import { expect } from '@playwright/test';
import { axe, MOBILE, NOT_FOUND_ROUTES, ROUTES, test } from './helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: 'mobile', size: MOBILE },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: viewport.size });
    for (const path of [...ROUTES, ...NOT_FOUND_ROUTES]) {
      test(`axe finds nothing on ${path}`, async ({ page }) => {
        await page.goto(path);
        const results = await axe(page).withTags(WCAG).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}

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
