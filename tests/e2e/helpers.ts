import { expect, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../../client/consent/record.ts';
import site from '../../content/site.json' with { type: 'json' };
import { validConsentBody } from '../fixtures/consent.ts';

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
export const NOT_FOUND_ROUTES = ['/findes-ikke', '/login', '/ressourcer/findes-ikke'];

export const MOBILE = { width: 390, height: 844 };

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

/** Logs a consent for the page's session as the dialog does, so a call may start without the dialog.
 *  Posted from the test rather than the page, so the page's own network stays as it was. */
export async function logConsentInThisSession(page: Page) {
  const origin = new URL(page.url()).origin;
  const body = validConsentBody({ pageUrl: `${origin}/` });
  await page.evaluate(([key, id]) => sessionStorage.setItem(key!, id!), [SESSION_STORAGE_KEY, body.metadata.sessionId]);
  const res = await page.request.post(`${origin}/functions/v1/log-consent`, { headers: { apikey: site.anonKey }, data: body });
  expect(res.status()).toBe(200);
}
