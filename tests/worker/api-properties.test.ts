// Property-based hardening of the consent API: whatever body arrives, nothing answers 5xx and no row
// is written unless the body is valid. Paths have their own properties (paths.test.ts).
import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkConsentRequest } from '../../worker/api/bodies.ts';
import { content } from '../../worker/content/index.ts';
import { validConsentBody } from '../fixtures/consent.ts';
import { get, MANY_REQUESTS_MS, ORIGIN } from './html.ts';

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
      // JSON.stringify, not String: a random object may carry its own "toString" key, which String() cannot call.
      else if (field === 'extra') body[`x${JSON.stringify(value).slice(0, 5)}`] = value;
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
              'cf-connecting-ip': `2001:db8:ffff:${(++ip).toString(16)}::1`,
            },
            body: JSON.stringify(body),
          });
          expect(res.status).toBeLessThan(500);
          const after = (await env.DB.prepare('SELECT COUNT(*) AS n FROM consent_log').first<{ n: number }>())!.n;
          const isValid = checkConsentRequest(body, [ORIGIN]).ok;
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
