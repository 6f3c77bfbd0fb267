import type { Page } from '@playwright/test';

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
