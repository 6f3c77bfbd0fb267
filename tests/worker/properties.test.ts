// Property-based hardening: whatever path or body arrives, no redirect or link leaves our
// origin or the portal, nothing answers 5xx, and no row is written unless the body is valid.
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consentSchema } from '../../worker/api/consent.ts';
import { content } from '../../worker/content/index.ts';
import { portalHint, portalUrl } from '../../worker/edge/portal.ts';
import { edgeRedirect, isSameOriginPath } from '../../worker/edge/redirects.ts';
import { validConsentBody } from '../fixtures/consent.ts';
import { get, ORIGIN } from './html.ts';

/** Hundreds of requests in one test take longer than vitest's 5 s default when the machine is busy. */
const MANY_REQUESTS_MS = 60_000;
const PORTAL = content.site.portalHost;
const SITE_HOST = new URL(ORIGIN).host;
const portal = { host: PORTAL, certificationsPath: content.site.portalCertificationsPath };

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
  '/typer',
  '/by/',
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
];
/** Whole tails an attacker would try, so the known tricks are always among the cases, not left to chance. */
const HOSTILE_TAILS = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/%2f%5cevil.example',
  '/\tevil.example',
  '/\n/evil.example',
  '/@evil.example',
  '/x@evil.example/',
  '/../../evil.example',
  '/./%2e%2e/%2e%2e/evil.example',
  '/%00',
  '/..%2F..%2Fevil.example',
  '/https:evil.example',
  '/javascript:alert(1)',
  '/"><script>alert(1)</script>',
  '/%0d%0aLocation:%20https://evil.example',
];
const hostilePath = fc.oneof(
  fc
    .tuple(fc.constantFrom(...PREFIXES), fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 })), { maxLength: 8 }))
    .map(([prefix, parts]) => `${prefix}${parts.join('')}`),
  fc
    .tuple(fc.constantFrom(...PREFIXES), fc.constantFrom(...HOSTILE_TAILS), fc.constantFrom('', '/'))
    .map(([prefix, tail, slash]) => `${prefix}${tail}${slash}`),
);

describe('edge functions, for any path', () => {
  it('redirect only to our origin or the portal', () => {
    fc.assert(
      fc.property(hostilePath, (path) => {
        const r = edgeRedirect(path, portal);
        if (!r) return;
        const target = new URL(r.location, ORIGIN);
        expect([SITE_HOST, PORTAL]).toContain(target.host);
        if (target.host === SITE_HOST) expect(isSameOriginPath(r.location)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('make portal links that stay on the portal', () => {
    fc.assert(
      fc.property(hostilePath, (path) => {
        const url = portalUrl(PORTAL, path.startsWith('/') ? path : `/${path}`);
        expect(url, path).not.toBeNull();
        expect(new URL(url!).host).toBe(PORTAL);
        expect(new URL(url!).protocol).toBe('https:');
        const hint = portalHint(path, PORTAL, content.site.productSlug);
        if (hint) expect(new URL(hint).host).toBe(PORTAL);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the Worker, for any requested path', () => {
  it(
    'never answers 5xx and never points off our origin or the portal',
    async () => {
      await fc.assert(
        fc.asyncProperty(hostilePath, async (path) => {
          let url: URL;
          try {
            url = new URL(path.startsWith('/') ? path : `/${path}`, ORIGIN);
          } catch {
            return;
          }
          if (url.host !== SITE_HOST) return;
          const res = await get(url.pathname + url.search);
          expect(res.status, path).toBeLessThan(500);
          const location = res.headers.get('location');
          if (location) expect([SITE_HOST, PORTAL], `${path} → ${location}`).toContain(new URL(location, ORIGIN).host);
          const hint = /<p class="hint">.*?<a href="([^"]+)"/.exec(await res.text())?.[1];
          if (hint) expect(new URL(hint.replace(/&amp;/g, '&')).host).toBe(PORTAL);
        }),
        { numRuns: 300 },
      );
    },
    MANY_REQUESTS_MS,
  );
});

describe('the consent API, for any body', () => {
  // Random JSON, and valid bodies with one field replaced by random JSON.
  const mutated = fc
    .tuple(
      fc.constantFrom('accepted', 'sessionId', 'browserLanguage', 'screenResolution', 'timezone', 'pageUrl', 'consentVersion', 'extra'),
      fc.jsonValue(),
    )
    .map(([field, value]) => {
      const body = validConsentBody() as unknown as { accepted: unknown; metadata: Record<string, unknown> } & Record<string, unknown>;
      if (field === 'accepted') body.accepted = value;
      else if (field === 'extra') body[`x${String(value).slice(0, 5)}`] = value;
      else body.metadata[field] = value;
      return body;
    });
  const anyBody = fc.oneof(
    fc.jsonValue(),
    mutated,
    fc.constant(null).map(() => validConsentBody()),
  );
  let ip = 0;
  const seen = { valid: 0, invalid: 0 };

  it(
    'never answers 5xx, and writes a row exactly when the body is valid',
    async () => {
      await fc.assert(
        fc.asyncProperty(anyBody, async (body) => {
          const before = (await env.DB.prepare('SELECT COUNT(*) AS n FROM consent_log').first<{ n: number }>())!.n;
          const res = await get('/functions/v1/log-consent', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              apikey: content.site.anonKey,
              'cf-connecting-ip': `192.0.2.${++ip % 250}.${ip}`,
            },
            body: JSON.stringify(body),
          });
          expect(res.status).toBeLessThan(500);
          const after = (await env.DB.prepare('SELECT COUNT(*) AS n FROM consent_log').first<{ n: number }>())!.n;
          const isValid = consentSchema.safeParse(body).success;
          seen[isValid ? 'valid' : 'invalid']++;
          expect(res.status).toBe(isValid ? 200 : 400);
          expect(after - before).toBe(isValid ? 1 : 0);
          await res.arrayBuffer();
        }),
        { numRuns: 300 },
      );
      // Both branches were really exercised.
      expect(seen.valid).toBeGreaterThan(20);
      expect(seen.invalid).toBeGreaterThan(100);
    },
    MANY_REQUESTS_MS,
  );
});
