// A tap on an island before it has hydrated is not lost: on a slow phone the page has loaded well before
// its hydration code has, and the visitor taps 'Ring op' or the menu then. And when that code is slow or
// never comes, the page behaves as it does without JavaScript.
import { readFileSync } from 'node:fs';
import { test as base, expect, type Page, type Route } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../client/hydration-chunks.ts';
import { MOBILE, slowPhone } from './helpers.ts';

const manifest = JSON.parse(readFileSync('worker/generated/manifest.json', 'utf8')) as { hydrate: string[] };
const HYDRATE_MODULE = `**${manifest.hydrate[0]}`;

// Playwright's own page: the project's page.goto waits for hydration, which is what these tests must not do.
const test = base;
test.use({ viewport: MOBILE, hasTouch: true });

/** Holds the hydration module back until `release` is called, so a tap is sure to come first. */
async function holdHydration(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(HYDRATE_MODULE, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isHydrated = (page: Page) => page.evaluate((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE);

test("'Ring op' tapped at load on Slow 4G opens the consent dialog once the header is live", async ({ page }) => {
  await slowPhone(page);
  const release = await holdHydration(page);
  await page.goto('/behandling/angst', { waitUntil: 'load' });
  expect(await isHydrated(page)).toBe(false);
  await page.locator('.site-header .call-button').tap();
  release();
  const dialog = page.getByRole('dialog', { name: 'Før du ringer op' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  expect(await isHydrated(page)).toBe(true);
  // The dialog is not in the page's HTML and no page inlines its style (call.css): both came with the tap.
  await expect(dialog).toHaveCSS('box-shadow', /rgba\(0, 0, 0, 0\.3\)/);
});

test('the mobile menu tapped at load on Slow 4G opens once the header is live', async ({ page }) => {
  await slowPhone(page);
  const release = await holdHydration(page);
  await page.goto('/behandling/angst', { waitUntil: 'load' });
  expect(await isHydrated(page)).toBe(false);
  await page.getByRole('button', { name: 'Åbn menu' }).tap();
  release();
  await expect(page.locator('#mobilmenu')).toHaveAttribute('data-open', 'true', { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Luk menu' })).toBeVisible();
});

test("Enter on 'Ring op' before hydration is kept the same way", async ({ page }) => {
  const release = await holdHydration(page);
  await page.goto('/', { waitUntil: 'load' });
  await page.locator('.site-header .call-button').focus();
  await page.keyboard.press('Enter');
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect(page.getByRole('dialog', { name: 'Før du ringer op' })).toBeVisible();
});

test('while the hydration code is slow, a link in the header still navigates at once', async ({ page }) => {
  await holdHydration(page); // never released
  await page.goto('/behandling/angst', { waitUntil: 'load' });
  await page.locator('.site-header .call-button').tap();
  await page.locator('.site-header .brand').tap();
  await expect(page).toHaveURL(/\/$/);
});

test('when the hydration code fails, the page keeps its behaviour without JavaScript', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route(HYDRATE_MODULE, (route) => route.abort());
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes(manifest.hydrate[0]!));
  await page.goto('/behandling/angst', { waitUntil: 'load' });
  await page.locator('.site-header .call-button').tap();
  await failed;
  // The tap did nothing, as without JavaScript, and broke nothing.
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  expect(await isHydrated(page)).toBe(false);
  expect(errors).toEqual([]);
  // The links in the never-hydrated header still work.
  await page.locator('.site-header .brand').tap();
  await expect(page).toHaveURL(/\/$/);
});
