// The call panel in Chromium in every state a call passes through, with axe in each and by keyboard
// alone. The lazily loaded call chunk is replaced by the real call client over a scripted Room
// (tests/e2e/scripted-call.ts), since no LiveKit server runs here; the Worker mints the token for real.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import * as esbuild from 'esbuild';
import { axe, giveConsent, logConsentInThisSession, test } from './helpers.ts';
import { findTherapist, lookUp } from '../../agent/find.ts';
import { loadKnowledge } from '../../agent/knowledge.ts';

const manifest = JSON.parse(readFileSync('worker/generated/manifest.json', 'utf8')) as { lazy: string[] };
const scripted = esbuild.buildSync({ entryPoints: ['tests/e2e/scripted-call.ts'], bundle: true, format: 'esm', write: false })
  .outputFiles[0]!.text;

const ringOp = (page: Page) => page.locator('.site-header .call-button');
const panel = (page: Page) => page.getByRole('region', { name: 'Samtale med stemmeassistenten' });
const room = (page: Page, script: string) => page.evaluate(`window.scriptedRoom.${script}`);

async function noAxeViolations(page: Page, state: string) {
  const results = await axe(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
  expect(results.violations.map((v) => `${state}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  for (const chunk of manifest.lazy)
    await page.route(`**${chunk}`, (route) => route.fulfill({ contentType: 'text/javascript', body: scripted }));
  await page.goto('/behandling/angst');
  await giveConsent(page);
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
  await expect(panel(page)).toContainText('Forbinder...');
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
  await expect(page.getByRole('button', { name: 'Slå mikrofonen til' })).toBeVisible();
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
  await expect(ringOp(page)).toHaveText('Ring op');
  await expect(page.getByRole('status').first()).toHaveText('Samtalen er afsluttet.');
  // What stays is the after-call panel: the consent can be taken back, and 'Luk' closes it by keyboard.
  await expect(panel(page)).toContainText('Samtalen er afsluttet');
  await expect(panel(page).getByRole('button', { name: 'Træk samtykke tilbage' })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Luk', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeHidden();
});

test('the call chunk is fetched on intent: focus on "Ring op", before any click', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((p) => manifest.lazy.includes(p))).toEqual([]);
  await ringOp(page).focus();
  await expect.poll(() => fetched.filter((p) => manifest.lazy.includes(p)).length).toBeGreaterThan(0);
});

test.describe('what the agent puts on screen', () => {
  const knowledge = loadKnowledge();
  const { search } = knowledge;
  const cards = (page: Page) => page.getByRole('list', { name: 'Vist under samtalen' }).getByRole('listitem');
  const show = (page: Page, identity: string, message: unknown) =>
    room(page, `show(${JSON.stringify(identity)}, ${JSON.stringify(message)})`);

  /** The search links a rendered page of ours prints. */
  async function searchLinks(page: Page, path: string) {
    const html = await (await page.request.get(path)).text();
    return [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&')).filter((h) => h.startsWith(search.url));
  }

  test.beforeEach(async ({ page }) => {
    // The token is not what these tests are about: answering here keeps them out of the per-IP call limit
    // that the tests above and the call tests after them share.
    await page.route('**/functions/v1/create-livekit-call', (route) =>
      route.fulfill({ json: { access_token: 'scripted', url: 'ws://127.0.0.1:7881', room: 'samtale-scripted' } }),
    );
    await ringOp(page).click();
    await expect(ringOp(page)).toHaveText('Afslut');
    await room(page, "agentJoins('listening')");
  });

  test('"en psykolog til angst i Aarhus": the search card links where /behandling/angst and /by/aarhus link, beside a page card; both pass axe and stay after Afslut', async ({
    page,
  }) => {
    // What the agent's search tool opens for the caller's words, and what our own pages link to.
    const searchCard = findTherapist(knowledge, { specialty: 'angst', city: 'Århus' }).card!;
    const angst = (await searchLinks(page, '/behandling/angst')).find(
      (h) => new URL(h).searchParams.get(search.specialtyParam) === 'angst',
    );
    const aarhus = (await searchLinks(page, '/by/aarhus')).find((h) => new URL(h).searchParams.has(search.cityParam));
    const expected = new URL(angst!);
    expected.searchParams.set(search.cityParam, new URL(aarhus!).searchParams.get(search.cityParam)!);
    expect(searchCard.url).toBe(expected.href);

    await show(page, 'agent-AJ_e2e', searchCard);
    await show(page, 'agent-AJ_e2e', lookUp(knowledge, 'EMDR').card!);
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).first()).toContainText('EMDR');
    await expect(page.getByRole('status').first()).toHaveText('Assistenten har vist en side: EMDR.');
    const open = page.getByRole('link', { name: /^Åbn søgningen/ });
    await expect(open).toHaveAttribute('href', expected.href);
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', 'noopener');
    await expect(page.getByRole('link', { name: /^Læs mere om EMDR/ })).toHaveAttribute('href', `${knowledge.siteUrl}/typer/emdr`);
    await noAxeViolations(page, 'cards in a call');

    // A card from someone else, and one linking elsewhere, never show.
    await show(page, 'besoeger-e2e', { ...searchCard, url: `${search.url}?${search.cityParam}=Odense` });
    await show(page, 'agent-AJ_e2e', { type: 'page', title: 'Falsk', summary: 'Et link ud af huset.', url: 'https://evil.example/' });
    await page.waitForTimeout(100);
    await expect(cards(page)).toHaveCount(2);

    await panel(page).getByRole('button', { name: 'Afslut' }).click();
    await expect(ringOp(page)).toHaveText('Ring op');
    await expect(panel(page)).toContainText('Samtalen er afsluttet');
    await expect(cards(page)).toHaveCount(2);
    await expect(open).toHaveAttribute('href', expected.href);
    await noAxeViolations(page, 'cards after the call');

    // By keyboard: close the newest card, then the panel.
    await page.getByRole('button', { name: 'Luk kortet EMDR' }).focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Luk', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeHidden();
  });

  test("a crisis call shows the kind's help lines as tel: links, passes axe, and keeps them after Afslut", async ({ page }) => {
    await show(page, 'agent-AJ_e2e', { type: 'crisis', kind: 'overdose' });
    const lines = panel(page).locator('.call-crisis a');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toHaveAttribute('href', 'tel:112');
    await expect(lines.nth(1)).toContainText('Giftlinjen');
    await expect(lines.nth(1)).toHaveAttribute('href', 'tel:+4582121212');
    await noAxeViolations(page, 'crisis lines in a call');
    await panel(page).getByRole('button', { name: 'Afslut' }).click();
    await expect(ringOp(page)).toHaveText('Ring op');
    await expect(lines).toHaveCount(2);
    await noAxeViolations(page, 'crisis lines after the call');
  });
});
