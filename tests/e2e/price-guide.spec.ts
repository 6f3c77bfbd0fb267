// The price guide as a visitor uses it, with and without JavaScript, on a desktop and a 390 px phone:
// the form sent by GET, three answer pages at their own URLs, the links from a treatment page's subsidy
// box and the anxiety FAQ, axe on each, the keyboard, reflow at 320 px, and no CSP violation.
// "Without JavaScript" blocks every script the site sends, so the page is the server's HTML alone, as a
// visitor without JavaScript gets it; the browser's own engine stays on only so that axe can run.
import { expect, type Page, test } from '@playwright/test';
import { axe, MOBILE, watchProblems } from './helpers.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const ANSWERS = [
  ['/pris-og-tilskud?alder=22&emne=angst&henvisning=ja&forsikring=nej', 'Du kan have ret til gratis hjælp hos en psykolog'],
  ['/pris-og-tilskud?alder=40&emne=doedsfald&henvisning=nej&forsikring=ja', 'Du kan have ret til tilskud til en psykolog'],
  ['/pris-og-tilskud?alder=15&emne=andet&henvisning=nej&forsikring=nej', 'Regionens tilskud passer nok ikke til dig'],
] as const;

async function noAxeViolations(page: Page) {
  const results = await axe(page).withTags(WCAG).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: 'phone', size: MOBILE },
])
  for (const javaScriptEnabled of [true, false])
    test.describe(`${viewport.name}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ viewport: viewport.size });
      test.beforeEach(async ({ page }) => {
        if (!javaScriptEnabled) await page.route(/\.js(\?.*)?$/, (route) => route.abort());
      });

      test('the form sends its answers by GET and the answer has its own URL', async ({ page }) => {
        const problems = javaScriptEnabled ? await watchProblems(page) : [];
        await page.goto('/pris-og-tilskud');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hvad koster det at gå til psykolog?');
        await noAxeViolations(page);
        await page.getByLabel('Hvor gammel er du?').fill('22');
        await page.getByRole('radio', { name: 'Du har let eller moderat angst, også OCD' }).check();
        await page
          .getByRole('group', { name: /henvisning fra din egen læge/ })
          .getByRole('radio', { name: 'Ja' })
          .check();
        await page
          .getByRole('group', { name: /sygeforsikringen "danmark"/ })
          .getByRole('radio', { name: 'Nej' })
          .check();
        await page.getByRole('button', { name: 'Se dit svar' }).click();
        await expect(page).toHaveURL(/\/pris-og-tilskud\?alder=22&emne=angst&henvisning=ja&forsikring=nej$/);
        await expect(page.getByRole('heading', { level: 2, name: 'Du kan have ret til gratis hjælp hos en psykolog' })).toBeVisible();
        await expect(page.getByText('Med tilskud: 0 kr.')).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pris-og-tilskud$/);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
        expect(problems).toEqual([]);
      });

      test('three answers, each at its own URL, with nothing for axe', async ({ page }) => {
        for (const [url, heading] of ANSWERS) {
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
          await noAxeViolations(page);
        }
      });

      test('a broken answer gets the form again with what to fix', async ({ page }) => {
        const response = await page.goto('/pris-og-tilskud?alder=abc&emne=angst');
        expect(response?.status()).toBe(400);
        await expect(page.getByRole('alert')).toContainText('Skriv din alder som et tal');
        await expect(page.getByRole('button', { name: 'Se dit svar' })).toBeVisible();
        await noAxeViolations(page);
      });

      test('the subsidy box and the anxiety FAQ link to the guide', async ({ page }) => {
        await page.goto('/behandling/angst');
        await page.locator('[data-box="psykolog-med-tilskud"]').getByRole('link', { name: 'Se, hvad det kan koste for dig' }).click();
        await expect(page).toHaveURL(/\/pris-og-tilskud$/);
        await page.goto('/behandling/angst');
        await page.getByText('Hvad koster det at gå til en terapeut?').click();
        const answer = page.locator('.faq details[open]');
        await expect(answer).toContainText('600–1200 kr. per session');
        await answer.getByRole('link', { name: 'Se, hvad det kan koste for dig' }).click();
        await expect(page).toHaveURL(/\/pris-og-tilskud$/);
      });
    });

test.describe('keyboard and reflow', () => {
  test('the form is filled and sent with the keyboard alone', async ({ page }) => {
    await page.goto('/pris-og-tilskud');
    await page.getByLabel('Hvor gammel er du?').focus();
    await page.keyboard.type('30');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // the first topic
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // referral: ja
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // insurance: ja
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/alder=30&emne=vold&henvisning=ja&forsikring=ja$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Du kan have ret til tilskud til en psykolog' })).toBeVisible();
  });

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } });
    for (const url of ['/pris-og-tilskud', ANSWERS[0][0]])
      test(`${url} never scrolls sideways`, async ({ page }) => {
        await page.goto(url);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      });
  });
});
