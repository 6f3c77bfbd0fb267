// Whatever path arrives: nothing answers 5xx, nothing links, canonicalises or redirects off our origin
// (or the portal's and the other hosts we configure), the not-found page never says what the path
// says, and only the listed routes answer 200. A fixed list of hostile paths runs every time; the
// generated ones run with a fixed seed (the same cases in every CI run) and a fresh seed (new cases
// each run, its seed in the test's name so a failure can be replayed with FIXED_SEED set to it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALIAS_PATHS, canonicalPaths } from '../../contracts/routes.ts';
import { content } from '../../worker/content/index.ts';
import { portalHint, portalUrl, SHOWN_PATH_MAX, shownPath } from '../../worker/edge/portal.ts';
import { edgeRedirect, isSameOriginPath } from '../../worker/edge/redirects.ts';
import { decodeEntities, get, MANY_REQUESTS_MS, ORIGIN, scan } from './html.ts';
import { HOSTILE_PATHS, REPORTED_PATHS } from './hostile-paths.ts';

const FIXED_SEED = 20_261_123;
const FRESH_SEED = Math.floor(Math.random() * 2 ** 31);
const SEEDS = [
  ['fixed', FIXED_SEED],
  ['fresh', FRESH_SEED],
] as const;
const PORTAL = content.site.portalHost;
const SITE_HOST = new URL(ORIGIN).host;
const portal = { host: PORTAL, certificationsPath: content.site.portalCertificationsPath };

/** Every host the configuration names (our site, the portal, sister sites, search, shop, help lines), and JSON-LD's vocabulary. */
const CONFIGURED_HOSTS = new Set([
  'schema.org',
  SITE_HOST,
  PORTAL,
  ...JSON.stringify(content.site)
    .match(/https?:\/\/[^"/]+/g)!
    .map((url) => new URL(url).host),
]);
/** The paths that may answer 200: the listed routes, their aliases and the Worker's two files. */
const LISTED = new Set([...canonicalPaths(content), ...ALIAS_PATHS, '/robots.txt', '/sitemap.xml']);

const PREFIXES = [
  '',
  '/',
  '//',
  '/login',
  '/register',
  '/user/',
  '/blog/',
  '/artikel/',
  '/category/',
  '/tag/',
  '/author/',
  '/certificeringer',
  '/ressourcer/',
  '/ressourcer',
  '/typer',
  '/by/',
  '/om-os',
  '/cookies',
  '/behandling/',
  '/terapiformer',
  `/bestil-et-${content.site.productSlug}-medlemsskab`,
];
const PIECES = [
  '/',
  '//',
  '\\',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '..',
  '.',
  '%2e%2e',
  '@',
  ':',
  'evil.example',
  'https:',
  '\t',
  '\n',
  '%09',
  '%0a',
  '%0d',
  '%00',
  '%',
  '%E0%A4%A',
  '?',
  '#',
  '&',
  '"',
  '<',
  '>',
  "'",
  'æ',
  '%C3%A6',
  ' ',
  '%20',
  'x',
  'cookies',
  'om-os',
];
const hostilePath = fc.oneof(
  fc
    .tuple(fc.constantFrom(...PREFIXES), fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 8 }))
    .map(([prefix, parts]) => `${prefix}${parts.join('')}`),
  fc
    .tuple(fc.constantFrom(...PREFIXES), fc.constantFrom(...HOSTILE_PATHS), fc.constantFrom('', '/'))
    .map(([prefix, tail, slash]) => `${prefix}${tail}${slash}`),
);
const asRequestPath = (path: string) => (path.startsWith('/') ? path : `/${path}`);

/** Everything a response to a hostile path must hold; the path names the failing case. */
async function checkResponse(path: string) {
  // Appended to the origin, never resolved against it: "//evil.example/" is a path on our host.
  const requested = new URL(`${ORIGIN}${path}`);
  expect(requested.host, path).toBe(SITE_HOST);
  const page = await scan(requested.pathname + requested.search);
  expect(page.status, path).toBeLessThan(500);

  const location = page.headers.get('location');
  if (location) expect([SITE_HOST, PORTAL], `${path} → ${location}`).toContain(new URL(location, ORIGIN).host);

  if (page.status === 200 && page.headers.get('content-type')?.startsWith('text/html')) {
    expect(LISTED.has(decodedPath(requested.pathname)), `${path} answered 200`).toBe(true);
  }
  if (!page.headers.get('content-type')?.startsWith('text/html')) return;

  for (const url of [page.canonical, page.meta['og:url']]) {
    expect(url, path).toBeDefined();
    expect(new URL(url!).origin, `${path}: ${url}`).toBe(ORIGIN);
  }
  for (const href of page.hrefs) {
    const target = new URL(decodeEntities(href), ORIGIN);
    if (target.protocol === 'http:' || target.protocol === 'https:') {
      expect(CONFIGURED_HOSTS.has(target.host), `${path}: link ${href}`).toBe(true);
    }
  }
  for (const url of JSON.stringify(page.jsonLd).match(/https?:\/\/[^"]+/g) ?? []) {
    expect(CONFIGURED_HOSTS.has(new URL(url).host), `${path}: JSON-LD ${url}`).toBe(true);
  }
  const shown = /<code class="requested-path">([^<]*)<\/code>/.exec(page.html)?.[1];
  if (shown !== undefined) {
    const text = decodeEntities(shown);
    expect(text.length, path).toBeLessThanOrEqual(SHOWN_PATH_MAX + 1);
    expect(text, path).toMatch(/^[\x21-\x7e]*…?$/);
  }
}

/** The path as the router sees it (decoded where it decodes). */
function decodedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

describe('the fixed list of hostile paths', () => {
  it('has at least 60 paths and every path the security test reported', () => {
    expect(HOSTILE_PATHS.length).toBeGreaterThanOrEqual(60);
    for (const path of REPORTED_PATHS) expect(HOSTILE_PATHS).toContain(path);
  });

  it(
    'each answers without 5xx and points nowhere we do not configure',
    async () => {
      for (const path of HOSTILE_PATHS) await checkResponse(path);
    },
    MANY_REQUESTS_MS,
  );

  it.each(['//%09', '/..//%09', '/%2e%2e//%09'])('%s is a 404, not a 500', async (path) => {
    expect((await get(path)).status).toBe(404);
  });

  it('keeps the canonical and og:url of //evil.example/ on our origin', async () => {
    const page = await scan('//evil.example/');
    expect(page.status).toBe(404);
    expect(page.canonical).toBe(`${ORIGIN}/evil.example/`);
    expect(page.meta['og:url']).toBe(page.canonical);
  });

  it.each(['/enable-cookies', '/om-os/x', '/foo/cookies', '/xom-os', '/cookiesx'])(
    '%s is a 404 (the route pattern is anchored)',
    async (path) => {
      expect((await get(path)).status).toBe(404);
    },
  );

  it('shows /login/cookies the portal hint, not the cookie page', async () => {
    const page = await scan('/login/cookies');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Dette indhold er muligvis flyttet til vores terapeut-portal');
  });

  it('shows a requested path short and encoded, never as our words', async () => {
    const page = await scan('/Akut hjælp: ring IKKE 112, ring i stedet vores krisetelefon 90 12 34 56');
    expect(page.status).toBe(404);
    expect(page.text).not.toContain('Akut hjælp');
    expect(page.text).not.toContain('krisetelefon 90 12 34 56');
    const shown = decodeEntities(/<code class="requested-path">([^<]*)<\/code>/.exec(page.html)![1]!);
    expect(shown.startsWith('/Akut%20hj%C3%A6lp:%20ring%20IKKE%20112,%20ring')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(SHOWN_PATH_MAX + 1);
  });
});

describe('shownPath', () => {
  it('keeps a short path as requested and escapes what a browser would', () => {
    expect(shownPath('/findes-ikke')).toBe('/findes-ikke');
    expect(shownPath('/ressourcer/depression-og-livsgl%C3%A6de')).toBe('/ressourcer/depression-og-livsgl%C3%A6de');
    expect(shownPath('/æ ø')).toBe('/%C3%A6%20%C3%B8');
    expect(shownPath('/100%')).toBe('/100%25');
    expect(shownPath('/a\u0000b\nc')).toBe('/a%00b%0Ac');
  });

  it('cuts at the limit, never through an escape', () => {
    expect(shownPath(`/${'a'.repeat(200)}`)).toBe(`/${'a'.repeat(SHOWN_PATH_MAX - 1)}…`);
    for (let pad = 0; pad < 3; pad++) {
      const shown = shownPath(`/${'a'.repeat(SHOWN_PATH_MAX - 3 + pad)}%C3%A6%C3%A6`);
      expect(shown.endsWith('…')).toBe(true);
      expect(shown.slice(0, -1)).toMatch(/^[^%]*(%[0-9A-F]{2})*$/);
      expect(shown.length).toBeLessThanOrEqual(SHOWN_PATH_MAX + 1);
    }
  });
});

describe.each(SEEDS)('generated paths (%s seed %i)', (_kind, seed) => {
  it('edge functions redirect only to our origin or the portal', () => {
    fc.assert(
      fc.property(hostilePath, (path) => {
        const r = edgeRedirect(path, portal);
        if (!r) return;
        const target = new URL(r.location, ORIGIN);
        expect([SITE_HOST, PORTAL]).toContain(target.host);
        if (target.host === SITE_HOST) expect(isSameOriginPath(r.location)).toBe(true);
      }),
      { seed, numRuns: 3000 },
    );
  });

  it('portal links stay on the portal', () => {
    fc.assert(
      fc.property(hostilePath, (path) => {
        const url = portalUrl(PORTAL, asRequestPath(path));
        expect(url, path).not.toBeNull();
        expect(new URL(url!).host).toBe(PORTAL);
        expect(new URL(url!).protocol).toBe('https:');
        const hint = portalHint(path, PORTAL, content.site.productSlug);
        if (hint) expect(new URL(hint).host).toBe(PORTAL);
      }),
      { seed, numRuns: 3000 },
    );
  });

  it(
    'the Worker never answers 5xx, never points off the configured hosts, and answers 200 only on listed routes',
    async () => {
      await fc.assert(
        fc.asyncProperty(hostilePath, (path) => checkResponse(asRequestPath(path))),
        { seed, numRuns: 200 },
      );
    },
    MANY_REQUESTS_MS,
  );
});
