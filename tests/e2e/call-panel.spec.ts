// The call panel in Chromium in every state a call passes through, with axe in each and by keyboard
// alone. The lazily loaded call chunk is replaced by the real call client over a scripted Room
// (tests/e2e/scripted-call.ts), since no LiveKit server runs here; the Worker mints the token for real.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import * as esbuild from 'esbuild';
import { CONSENT_STORAGE_KEY } from '../../client/consent/record.ts';
import { logConsentInThisSession } from './helpers.ts';

const manifest = JSON.parse(readFileSync('worker/generated/manifest.json', 'utf8')) as { lazy: string[] };
const scripted = esbuild.buildSync({ entryPoints: ['tests/e2e/scripted-call.ts'], bundle: true, format: 'esm', write: false })
  .outputFiles[0]!.text;

const ringOp = (page: Page) => page.locator('.site-header .call-button');
const panel = (page: Page) => page.getByRole('region', { name: 'Samtale med stemmeassistenten' });
const room = (page: Page, script: string) => page.evaluate(`window.scriptedRoom.${script}`);

async function noAxeViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${state}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  for (const chunk of manifest.lazy)
    await page.route(`**${chunk}`, (route) => route.fulfill({ contentType: 'text/javascript', body: scripted }));
  await page.goto('/behandling/angst');
  await page.evaluate(
    (key) => localStorage.setItem(key, JSON.stringify({ accepted: true, timestamp: 'x', version: '1.0' })),
    CONSENT_STORAGE_KEY,
  );
  await logConsentInThisSession(page);
});

test('passes axe in every state of a call, and says each one', async ({ page }) => {
  // Hold the token back, so the connecting state stays long enough to check.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/functions/v1/create-livekit-call', async (route) => {
    await held;
    await route.continue();
  });
  await ringOp(page).click();
  await expect(panel(page)).toContainText('Forbinder');
  await noAxeViolations(page, 'connecting');
  release();

  await expect(ringOp(page)).toHaveText('Afslut');
  await room(page, "agentJoins('listening')");
  await expect(panel(page).locator('.call-status')).toHaveText('Assistenten lytter');
  await expect(panel(page)).toContainText(/Tid: 0:0\d \(\d+:\d\d tilbage\)/);
  await noAxeViolations(page, 'listening');

  await room(page, "agentState('speaking')");
  await room(page, "say('agent-AJ_e2e', 'A1', 'Hej, du taler med en AI.')");
  await room(page, "say('besoeger-e2e', 'U1', 'Hvad er EMDR?')");
  await expect(panel(page).locator('.call-status')).toHaveText('Assistenten taler');
  await expect(panel(page).getByRole('list', { name: 'Tekst til samtalen' })).toContainText('Dig: Hvad er EMDR?');
  await noAxeViolations(page, 'speaking with captions');

  await room(page, "fire('reconnecting')");
  await expect(panel(page).locator('.call-status')).toHaveText('Genopretter forbindelsen');
  await noAxeViolations(page, 'reconnecting');
  await room(page, "fire('reconnected')");

  await room(page, 'canPlaybackAudio = false');
  await room(page, "fire('audioPlaybackChanged')");
  await page.getByRole('button', { name: 'Slå mikrofonen fra' }).click();
  await expect(page.getByRole('button', { name: 'Slå mikrofonen fra' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Slå lyden til' })).toBeVisible();
  await page.getByRole('button', { name: 'Vis tekst' }).click();
  await expect(panel(page).getByRole('list', { name: 'Tekst til samtalen' })).toBeHidden();
  await noAxeViolations(page, 'muted, audio blocked, captions hidden');

  await page.getByRole('button', { name: 'Slå lyden til' }).click();
  await expect(page.getByRole('button', { name: 'Slå lyden til' })).toBeHidden();
  expect(await room(page, 'localParticipant.microphone')).toBe(false);
});

test('works by keyboard alone: from the header button into the panel, and "Afslut" ends the call', async ({ page }) => {
  await ringOp(page).focus();
  await page.keyboard.press('Enter');
  await expect(ringOp(page)).toHaveText('Afslut');
  await room(page, "agentJoins('listening')");
  // The panel follows the button in tab order; the page behind it stays usable.
  const reached: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
  }
  expect(reached.slice(0, 3)).toEqual(['Slå mikrofonen fra', 'Vis tekst', 'Afslut']);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeHidden();
  await expect(ringOp(page)).toHaveText('Ring op');
  await expect(page.getByRole('status').first()).toHaveText('Samtalen er afsluttet.');
});

test('the call chunk is fetched on intent: focus on "Ring op", before any click', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((p) => manifest.lazy.includes(p))).toEqual([]);
  await ringOp(page).focus();
  await expect.poll(() => fetched.filter((p) => manifest.lazy.includes(p)).length).toBeGreaterThan(0);
});
