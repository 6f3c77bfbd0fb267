// The consent a visitor can take back, in Chromium: given through the dialog, withdrawn with one click in
// the footer, the row gone from D1, and the next 'Ring op' asking again. A changed dialog text asks
// again too. On a phone, the dialog's first layer (help lines, checkbox) fits the screen.
import { DAY_MS } from '../../contracts/bytes.ts';
import { expect, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../../client/consent/record.ts';
import site from '../../content/site.json' with { type: 'json' };
import { storedConsent } from '../fixtures/consent.ts';
import { axe, consentRows, dialogDigest, MOBILE, test } from './helpers.ts';

const ringOp = (page: Page) => page.locator('.site-header .call-button');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Før du ringer op' });
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY);

/** Consent through the dialog, with the call creation held off: only the consent matters here. */
async function consentThroughDialog(page: Page): Promise<{ id: string }> {
  await page.route('**/functions/v1/create-livekit-call', (route) => route.fulfill({ status: 503, json: { error: 'x', message: 'x' } }));
  await ringOp(page).click();
  await expect(dialog(page)).toBeVisible();
  await page.getByRole('radio', { name: /Jeg er fyldt/ }).check();
  await page.getByRole('checkbox').check();
  const logged = page.waitForResponse((r) => r.url().endsWith('/functions/v1/log-consent'));
  await page.getByRole('button', { name: 'Accepter og start samtale' }).click();
  const response = await logged;
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { id: string };
  await expect(page.getByRole('alert')).toContainText('Kunne ikke oprette samtale');
  await expect(ringOp(page)).toHaveText('Ring op');
  return body;
}

test('withdrawing in the footer deletes the row and the browser record, says so, and the next "Ring op" asks again', async ({ page }) => {
  await page.goto('/behandling/angst');
  const { id } = await consentThroughDialog(page);
  const row = consentRows('id', id);
  expect(row).toEqual([expect.objectContaining({ id, consent_digest: await dialogDigest(page) })]);
  expect(String(row[0]!.withdraw_hash)).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.parse((await stored(page))!)).toMatchObject({ accepted: true, id });

  const footer = page.locator('footer');
  const withdrawn = page.waitForResponse((r) => r.url().endsWith('/functions/v1/withdraw-consent'));
  await footer.getByRole('button', { name: 'Træk samtykke tilbage' }).click();
  expect((await withdrawn).status()).toBe(200);
  await expect(footer.getByRole('status')).toContainText('Vi har slettet registreringen af det i vores samtykkelog og i din browser');

  expect(consentRows('id', id)).toEqual([]);
  expect(await stored(page)).toBeNull();

  // A second click is no error: there is nothing left here.
  await footer.getByRole('button', { name: 'Træk samtykke tilbage' }).click();
  await expect(footer.getByRole('status')).toContainText('Der er ikke gemt et samtykke i denne browser');

  await ringOp(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByRole('checkbox')).not.toBeChecked();
});

test('the privacy policy offers the same button, and it works there too', async ({ page }) => {
  await page.goto('/privatlivspolitik');
  const { id } = await consentThroughDialog(page);
  await page.locator('article').getByRole('button', { name: 'Træk samtykke tilbage' }).click();
  await expect(page.locator('article').getByRole('status')).toContainText('Dit samtykke er trukket tilbage');
  expect(consentRows('id', id)).toEqual([]);
  await expect(page.locator('.placeholder-banner')).toBeVisible();
});

test('a consent to another dialog text, or one older than the server keeps, asks again', async ({ page }) => {
  await page.goto('/');
  const digest = await dialogDigest(page);
  const fresh = new Date().toISOString();
  const old = new Date(Date.now() - 400 * DAY_MS).toISOString();
  for (const record of [storedConsent(fresh, 'cd'.repeat(32)), storedConsent(old, digest)]) {
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CONSENT_STORAGE_KEY, JSON.stringify(record)]);
    await ringOp(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
  }
  // The same text, given today: no dialog.
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [CONSENT_STORAGE_KEY, JSON.stringify(storedConsent(fresh, digest))],
  );
  await page.route('**/functions/v1/create-livekit-call', (route) => route.fulfill({ status: 503, json: { error: 'x', message: 'x' } }));
  await ringOp(page).click();
  await expect(page.getByRole('alert')).toContainText('Kunne ikke oprette samtale');
  await expect(dialog(page)).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: MOBILE, isMobile: true, hasTouch: true });

  test('the first layer names the controller and the purpose with the checkbox on screen; axe and the keyboard hold', async ({ page }) => {
    await page.goto('/behandling/angst');
    await ringOp(page).click();
    await expect(dialog(page)).toBeVisible();
    const inView = async (selector: string) => {
      const box = (await dialog(page).locator(selector).first().boundingBox())!;
      return box.y >= 0 && box.y + box.height <= MOBILE.height;
    };
    expect(await dialog(page).evaluate((d) => d.scrollTop)).toBe(0);
    expect(await inView('.helpline a[href="tel:112"]')).toBe(true);
    // Who we are and what the call is for, in the first layer, on screen together with the checkbox.
    await expect(dialog(page).locator('.consent-purpose')).toContainText(`${site.controller.legalName} står bag samtalen`);
    expect(await inView('.consent-purpose')).toBe(true);
    expect(await inView('.consent-withdraw')).toBe(true);
    expect(await inView('.consent-check')).toBe(true);
    expect(await dialog(page).locator('details').getAttribute('open')).toBeNull();
    // The buttons are on screen from the start, and stay there while the text scrolls under them.
    expect(await inView('.actions')).toBe(true);
    // The checkbox itself is not hidden behind them: it is what a tap on its place reaches.
    const uncovered = () =>
      dialog(page)
        .locator('.consent-check input')
        .evaluate((input) => {
          const box = input.getBoundingClientRect();
          return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === input;
        });
    expect(await uncovered()).toBe(true);
    await dialog(page).evaluate((d) => d.scrollTo(0, d.scrollHeight));
    expect(await inView('.actions')).toBe(true);
    expect(await uncovered()).toBe(true);
    const checkBottom = (await dialog(page).locator('.consent-check').boundingBox())!;
    const actionsTop = (await dialog(page).locator('.actions').boundingBox())!.y;
    expect(checkBottom.y + checkBottom.height).toBeLessThanOrEqual(actionsTop + 1);
    await dialog(page).evaluate((d) => d.scrollTo(0, 0));

    const results = await axe(page).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    // By keyboard: open the details, give the age, tick the box, accept.
    await dialog(page).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page).locator('details')).toHaveAttribute('open', '');
    await dialog(page)
      .getByRole('radio', { name: /Jeg er fyldt/ })
      .focus();
    await page.keyboard.press('Space');
    await dialog(page).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Accepter og start samtale' })).toBeEnabled();
  });

  test('under the minimum age no call starts: Børnetelefonen and 112 are large links instead', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    await page.goto('/');
    await ringOp(page).click();
    await dialog(page)
      .getByRole('radio', { name: `Jeg er under ${site.minimumAge} år` })
      .check();
    const children = dialog(page).getByRole('link', { name: /116 111 Børnetelefonen/ });
    await expect(children).toBeVisible();
    await expect(children).toHaveAttribute('href', 'tel:116111');
    await expect(dialog(page).getByRole('link', { name: /^112/ }).last()).toHaveAttribute('href', 'tel:112');
    const box = (await children.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(dialog(page).getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Accepter og start samtale' })).toBeDisabled();
    const results = await axe(page).include('dialog').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    expect(posts).toEqual([]);
  });
});
