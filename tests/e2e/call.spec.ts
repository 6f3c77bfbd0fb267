// 'Ring op' end to end in Chromium with fake media devices: consent, logging into D1, call creation,
// and the connection failing because no LiveKit server runs here.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../client/consent/record.ts';
import { storedConsent } from '../fixtures/consent.ts';
import { axe, consentRows, dialogDigest, giveConsent, logConsentInThisSession, test } from './helpers.ts';

const manifest = JSON.parse(readFileSync('worker/generated/manifest.json', 'utf8')) as { lazy: string[] };
const ringOp = (page: Page) => page.locator('.site-header .call-button');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Før du ringer op' });

test('the full consent flow logs into D1, starts the call, and fails over to "Ring op" without a LiveKit server', async ({ page }) => {
  await page.goto('/behandling/angst');
  await expect(ringOp(page)).toHaveText('Ring op');
  await ringOp(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText('ikke et menneske og ikke en terapeut');
  await expect(dialog(page)).toContainText('Akut psykisk krise – ring i din region');
  await expect(dialog(page)).not.toContainText('Livslinien');
  const accept = page.getByRole('button', { name: 'Accepter og start samtale' });
  await expect(accept).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(accept).toBeDisabled();
  await page.getByRole('radio', { name: /Jeg er fyldt/ }).check();
  await expect(accept).toBeEnabled();

  // Hold the call creation back a moment, so the connecting state can be seen.
  await page.route('**/functions/v1/create-livekit-call', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const logged = page.waitForResponse((r) => r.url().endsWith('/functions/v1/log-consent'));
  const created = page.waitForResponse((r) => r.url().endsWith('/functions/v1/create-livekit-call'));
  await accept.click();
  const logResponse = await logged;
  expect(logResponse.status()).toBe(200);
  const { timestamp, id, withdrawSecret } = await logResponse.json();
  await expect(dialog(page)).toBeHidden();
  await expect(ringOp(page)).toHaveText('Forbinder...');
  await expect(ringOp(page)).toBeDisabled();
  expect((await created).status()).toBe(200);

  const toast = page.getByRole('alert');
  await expect(toast).toContainText('Fejl', { timeout: 20_000 });
  await expect(toast).toContainText('Der opstod en fejl med samtalen');
  // Every error carries 112 and each region's way into psychiatric emergency care, never Livslinien alone.
  await expect(toast.locator('a[href="tel:112"]')).toBeVisible();
  // By the browser's own day: Region Hovedstaden until 31 December 2026, Region Østdanmark from 1 January 2027.
  await expect(toast).toContainText(/Ring 112 ved fare for liv\. Akut psykisk krise – ring i din region: (Hovedstaden|Østdanmark) 1813/);
  await expect(toast).not.toContainText('Livslinien');
  await expect(ringOp(page)).toHaveText('Ring op');

  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), CONSENT_STORAGE_KEY);
  expect(stored).toEqual(storedConsent(timestamp, await dialogDigest(page), { id, secret: withdrawSecret }));
  const sessionId = await page.evaluate((key) => sessionStorage.getItem(key)!, SESSION_STORAGE_KEY);
  expect(consentRows('session_id', sessionId)).toEqual([
    expect.objectContaining({ session_id: sessionId, consent_version: '1.0', accepted: 1 }),
  ]);
});

test('with consent given and logged in this session, a second click skips the dialog', async ({ page }) => {
  await page.goto('/');
  await giveConsent(page);
  await logConsentInThisSession(page);
  const created = page.waitForRequest((r) => r.url().endsWith('/functions/v1/create-livekit-call'));
  await ringOp(page).click();
  await created;
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('alert')).toContainText('Der opstod en fejl med samtalen', { timeout: 20_000 });
});

test('a consent kept from an earlier session brings the dialog back, since this session logged none', async ({ page }) => {
  await page.goto('/');
  // A consent to this very dialog text, kept in the browser, but none logged in this session.
  await giveConsent(page);
  // The Worker's answer for a session without a consent (tests/worker/api-abuse.test.ts), given here so
  // this test does not spend one of the rate limit's five calls a minute that the other tests need.
  await page.route('**/functions/v1/create-livekit-call', (route) =>
    route.fulfill({ status: 403, json: { error: 'consent_required', message: 'Log a consent in this session.' } }),
  );
  await ringOp(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(ringOp(page)).toHaveText('Ring op');
});

test('"Afvis" closes the dialog, resets the checkbox, and stores and sends nothing', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await page.goto('/');
  await ringOp(page).click();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Afvis' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(ringOp(page)).toBeFocused();
  await ringOp(page).click();
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /Jeg er fyldt/ })).not.toBeChecked();
  expect(posts).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), CONSENT_STORAGE_KEY)).toBeNull();
});

test('a corrupt stored record brings the dialog back', async ({ page }) => {
  await page.goto('/');
  for (const corrupt of ['{accepted: true', JSON.stringify({ accepted: 'true' })]) {
    await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [CONSENT_STORAGE_KEY, corrupt]);
    await ringOp(page).click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  }
});

test('the whole flow works by keyboard', async ({ page }) => {
  await page.goto('/');
  await ringOp(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  // Escape closes it and gives focus back.
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(ringOp(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  const oldEnough = page.getByRole('radio', { name: /Jeg er fyldt/ });
  while (!(await oldEnough.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(oldEnough).toBeChecked();
  const checkbox = page.getByRole('checkbox');
  while (!(await checkbox.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Accepter og start samtale' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Der opstod en fejl med samtalen', { timeout: 20_000 });
  await expect(ringOp(page)).toHaveText('Ring op');
});

test('axe finds nothing with the consent dialog open', async ({ page }) => {
  await page.goto('/');
  await ringOp(page).click();
  await expect(dialog(page)).toBeVisible();
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('start failures show their Danish message', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await giveConsent(page);
  });

  test('a non-OK answer', async ({ page }) => {
    await page.route('**/functions/v1/create-livekit-call', (route) => route.fulfill({ status: 500, json: { error: 'x', message: 'y' } }));
    await ringOp(page).click();
    await expect(page.getByRole('alert')).toContainText('Kunne ikke oprette samtale');
    await expect(ringOp(page)).toHaveText('Ring op');
  });

  test('an answer without a token', async ({ page }) => {
    await page.route('**/functions/v1/create-livekit-call', (route) => route.fulfill({ status: 200, json: { url: 'wss://x' } }));
    await ringOp(page).click();
    await expect(page.getByRole('alert')).toContainText('Ingen access token modtaget');
  });

  test('the call library failing to load', async ({ page }) => {
    for (const chunk of manifest.lazy) await page.route(`**${chunk}`, (route) => route.abort());
    await ringOp(page).click();
    await expect(page.getByRole('alert')).toContainText('Stemmeassistenten er ikke klar endnu');
    await expect(ringOp(page)).toHaveText('Ring op');
  });
});

test('livekit-client is not fetched before a call starts', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.locator('a[href="/om-os"]').first().hover();
  expect(fetched.filter((p) => manifest.lazy.includes(p))).toEqual([]);
  await giveConsent(page);
  await ringOp(page).click();
  await expect.poll(() => [...new Set(fetched.filter((p) => manifest.lazy.includes(p)))].sort()).toEqual([...manifest.lazy].sort());
});

test('the tooltip explains the button after 700 ms', async ({ page }) => {
  await page.goto('/');
  // The page's own clock times the delay, from the pointer entering to the tip shown, so a busy test machine that
  // is late to look cannot make a tip shown on time look early. The arrival is stamped by a capturing listener on
  // window, which runs before React's listener on its root starts the timer; a stamp taken after it (a native
  // pointerenter on the anchor) could fall after a pause on a loaded machine and shorten the measured delay.
  await page.evaluate(() => {
    const times: { entered?: number; shown?: number } = {};
    (window as unknown as { tipTimes: typeof times }).tipTimes = times;
    const anchor = document.querySelector('.site-header .tooltip-anchor');
    window.addEventListener(
      'pointerover',
      (event) => {
        if (anchor?.contains(event.target as Node)) times.entered ??= performance.now();
      },
      { capture: true },
    );
    const tipElement = document.getElementById('tooltip-ring-op');
    if (!tipElement) return;
    new MutationObserver(() => {
      if (!tipElement.hidden) times.shown ??= performance.now();
    }).observe(tipElement, { attributes: true, attributeFilter: ['hidden'] });
  });
  await ringOp(page).hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toBeVisible({ timeout: 3000 });
  const { entered, shown } = await page.evaluate(() => (window as unknown as { tipTimes: { entered?: number; shown?: number } }).tipTimes);
  expect(shown! - entered!).toBeGreaterThanOrEqual(690);
  await expect(tip).toContainText('AI-stemmeassistent');
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
});
