import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { ENHANCED_ATTRIBUTE, HYDRATED_ATTRIBUTE, ISLAND_CONTROLS, PAGE_CODE_ATTRIBUTE } from '../../client/hydration-chunks.ts';
import { CONSENT_STORAGE_KEY, SESSION_STORAGE_KEY } from '../../client/consent/record.ts';
import site from '../../content/site.json' with { type: 'json' };
import { E2E_STATE } from '../../playwright.config.ts';
import { storedConsent, validConsentBody } from '../fixtures/consent.ts';

/** One path per row of the spec's route table (a sample for the families), plus the 404 variants. */
export const ROUTES = [
  '/',
  '/terapiformer',
  '/typer/kognitiv-terapi',
  '/ressourcer',
  '/alle-ressourcer',
  '/ressourcer/meditation-for-begyndere',
  '/ressourcer/aandedraetsoevelser-mod-stress',
  '/om-os',
  '/supervisionsdag',
  '/produkter',
  '/tooltest',
  '/privatlivspolitik',
  '/brugsbetingelser',
  '/cookies',
  '/behandlinger',
  '/behandling/angst',
  '/behandling/angstlidelser',
  '/by/andre-byer',
  '/by/kobenhavn',
];
/** The paths the site's sitemap lists, as it serves them (percent-encoded). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

export const NOT_FOUND_ROUTES = ['/findes-ikke', '/login', '/ressourcer/findes-ikke'];

export const MOBILE = { width: 390, height: 844 };

/** Lighthouse's mobile throttling as DevTools applies it: Slow 4G (150 ms RTT × 3.75, 1.6 Mbps × 0.9) and a 4× slower CPU. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

export async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Resolves once the page's own code has run (a page without any at once). It is fetched after the first
 *  paint, which on a busy machine can come more than networkidle's 500 ms after the page's last request. */
export async function pageCodeRan(page: Page) {
  await page.waitForFunction(
    ([code, enhanced]) => !document.body?.hasAttribute(code!) || document.documentElement.hasAttribute(enhanced!),
    [PAGE_CODE_ATTRIBUTE, ENHANCED_ATTRIBUTE],
  );
}

/** Waits for the page's own code, then shows intent on its first island (a pointer over the control) and
 *  waits for the islands to hydrate: the page is then live, as the project's page.goto leaves it. */
export async function makeLive(page: Page) {
  await pageCodeRan(page);
  const control = page.locator(ISLAND_CONTROLS).first();
  if (!(await control.count())) return;
  await control.dispatchEvent('pointerover');
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);
}

/**
 * Playwright's test, whose page.goto and page.reload return once the page is live: its own code has run
 * and its islands have hydrated. A page loads its own code only after its first paint, and React and the
 * islands only at the visitor's first sign of intent, so the load event comes before either. A tap that
 * early is kept and replayed (tests/e2e/early-tap.spec.ts), and what a page loads before any interaction
 * is held to its budget (tests/e2e/budget.spec.ts); the other tests start from a live page, as a visitor
 * whose pointer has passed over the header, so what they check is the page and the island themselves.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await makeLive(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await makeLive(page);
      return response;
    };
    await use(page);
  },
});

/**
 * axe-core for the page, run inside it (AxeBuilder's legacy mode, axe.run). By default AxeBuilder runs axe in
 * each frame and finishes in a new blank page: a second page and a second injection of axe for every check,
 * about 2 s of each one here, needed only for frames from another origin. Our pages have no frames (checked).
 * The tests read only the violations: axe runs every rule as before, but builds a selector for one node per
 * pass, incomplete and inapplicable result instead of every node (resultTypes), a quarter of its time here.
 */
export function axe(page: Page): AxeBuilder {
  expect(page.frames(), 'a page with frames needs AxeBuilder without legacy mode').toHaveLength(1);
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/** The WCAG levels and axe's best practices that every page is held to. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Console errors, uncaught exceptions and CSP violations a page produces. */
export async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return problems;
}

/** The digest the page's consent dialog carries once the browser has computed it. */
export async function dialogDigest(page: Page): Promise<string> {
  const dialog = page.locator('.site-header dialog.consent-dialog');
  await dialog.and(page.locator('[data-text-digest]')).waitFor({ state: 'attached' });
  return (await dialog.getAttribute('data-text-digest'))!;
}

/** A consent given just now, in this browser, to the dialog text this page shows. */
export async function giveConsent(page: Page) {
  const digest = await dialogDigest(page);
  await page.evaluate(
    ([key, record]) => localStorage.setItem(key!, record!),
    [CONSENT_STORAGE_KEY, JSON.stringify(storedConsent(new Date().toISOString(), digest))],
  );
}

/** The consent rows in the e2e server's local D1 whose session_id or id is the given value. */
export function consentRows(column: 'session_id' | 'id', value: string): Record<string, unknown>[] {
  const out = execFileSync(
    'wrangler',
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      E2E_STATE,
      '--json',
      '--command',
      `SELECT * FROM consent_log WHERE ${column} = '${value.replace(/[^0-9a-f-]/g, '')}'`,
    ],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' } },
  );
  return JSON.parse(out)[0].results;
}

/** Logs a consent for the page's session as the dialog does, so a call may start without the dialog.
 *  Posted from the test rather than the page, so the page's own network stays as it was, and from an
 *  address of its own (wrangler dev takes CF-Connecting-IP from the request), so these set-up posts do
 *  not spend the browser's per-minute consent limit that the withdrawal tests need. */
/** A documentation address (RFC 5737) that no browser in these tests has. */
const SETUP_ADDRESS = '192.0.2.200';

export async function logConsentInThisSession(page: Page) {
  const origin = new URL(page.url()).origin;
  const body = validConsentBody({ pageUrl: `${origin}/` });
  await page.evaluate(([key, id]) => sessionStorage.setItem(key!, id!), [SESSION_STORAGE_KEY, body.metadata.sessionId]);
  const res = await page.request.post(`${origin}/functions/v1/log-consent`, {
    headers: { apikey: site.anonKey, 'cf-connecting-ip': SETUP_ADDRESS },
    data: body,
  });
  expect(res.status()).toBe(200);
}
