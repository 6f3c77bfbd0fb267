// POST /functions/v1/log-consent: proof that a visitor consented, when, and to which version.
import { createFactory } from 'hono/factory';
import { type ConsentResponse, UNKNOWN_TEXT } from '../../contracts/api.ts';
import { sha256Hex } from '../../contracts/bytes.ts';
import { danishDay } from '../../contracts/dated.ts';
import { insertConsent } from '../db.ts';
import { API_CACHE_CONTROL } from '../edge/headers.ts';
import type { AppEnv } from '../env.ts';
import { checkConsentRequest } from './bodies.ts';
import { servedDialogDigests } from './consent-text.ts';
import { jsonError } from './errors.ts';
import { guard, ourOrigins, validBody } from './guard.ts';
import { newWithdrawSecret } from './withdraw.ts';

export const logConsent = createFactory<AppEnv>().createHandlers(
  guard('CONSENT_LIMITER'),
  validBody((body, c) => checkConsentRequest(body, ourOrigins(c))),
  async (c) => {
    const { metadata: m, textDigest } = c.req.valid('json');
    // The record is tied to the text the visitor read, one we serve; a digest of any other text is one we never
    // showed. Without a digest it is tied to the text we serve today.
    const now = new Date();
    const served = servedDialogDigests(danishDay(now));
    if (textDigest !== undefined && !served.all.has(textDigest)) {
      return jsonError(c, 400, UNKNOWN_TEXT, 'textDigest: names no consent text this site serves; reload the page and consent again.');
    }
    const id = crypto.randomUUID();
    const timestamp = now.toISOString();
    // Only the browser keeps the secret that can delete this row; we keep its hash.
    const withdrawSecret = newWithdrawSecret();
    const withdrawHash = await sha256Hex(withdrawSecret);
    try {
      await insertConsent(c.env.DB, {
        id,
        created_at: timestamp,
        accepted: 1,
        consent_version: m.consentVersion,
        session_id: m.sessionId,
        browser_language: m.browserLanguage,
        screen_resolution: m.screenResolution,
        timezone: m.timezone,
        page_url: m.pageUrl,
        consent_digest: textDigest ?? served.today,
        withdraw_hash: withdrawHash,
      });
    } catch (error) {
      console.error('consent log: storage failed', error);
      return jsonError(c, 503, 'storage_unavailable', 'The consent could not be stored right now. Try again later.');
    }
    const body: ConsentResponse = { filename: `consent-${id}.json`, timestamp, id, withdrawSecret };
    return c.json(body, 200, { 'Cache-Control': API_CACHE_CONTROL });
  },
);
