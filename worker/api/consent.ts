// POST /functions/v1/log-consent: proof that a visitor consented, when, and to which version.
import { createFactory } from 'hono/factory';
import { CONSENT_COLUMNS, type ConsentResponse, UNKNOWN_TEXT } from '../../contracts/api.ts';
import { DAY_MS, sha256Hex } from '../../contracts/bytes.ts';
import { API_CACHE_CONTROL } from '../edge/headers.ts';
import type { AppEnv } from '../env.ts';
import { checkConsentRequest } from './bodies.ts';
import { servedDialogDigest } from './consent-text.ts';
import { jsonError } from './errors.ts';
import { guard, ourOrigins, validBody } from './guard.ts';
import { newWithdrawSecret } from './withdraw.ts';

const INSERT = `INSERT OR IGNORE INTO consent_log (${CONSENT_COLUMNS.join(', ')}) VALUES (${CONSENT_COLUMNS.map((_, i) => `?${i + 1}`).join(', ')})`;
const ATTEMPTS = 3;

export const logConsent = createFactory<AppEnv>().createHandlers(
  guard('CONSENT_LIMITER'),
  validBody((body, c) => checkConsentRequest(body, ourOrigins(c))),
  async (c) => {
    const { metadata: m, textDigest } = c.req.valid('json');
    // The record is tied to the text we serve; a digest of any other text is one we never showed.
    const served = await servedDialogDigest();
    if (textDigest !== undefined && textDigest !== served) {
      return jsonError(c, 400, UNKNOWN_TEXT, 'textDigest: names no consent text this site serves; reload the page and consent again.');
    }
    // The id is fixed before the first attempt, so a retried insert can never store the consent twice.
    const id = crypto.randomUUID();
    const timestamp = new Date().toISOString();
    // Only the browser keeps the secret that can delete this row; we keep its hash.
    const withdrawSecret = newWithdrawSecret();
    const statement = c.env.DB.prepare(INSERT).bind(
      id,
      timestamp,
      1,
      m.consentVersion,
      m.sessionId,
      m.browserLanguage,
      m.screenResolution,
      m.timezone,
      m.pageUrl,
      served,
      await sha256Hex(withdrawSecret),
    );
    for (let attempt = 1; ; attempt++) {
      try {
        await statement.run();
        break;
      } catch (error) {
        if (attempt >= ATTEMPTS) {
          console.error('consent log: storage failed', error);
          return jsonError(c, 503, 'storage_unavailable', 'The consent could not be stored right now. Try again later.');
        }
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
    const body: ConsentResponse = { filename: `consent-${id}.json`, timestamp, id, withdrawSecret };
    return c.json(body, 200, { 'Cache-Control': API_CACHE_CONTROL });
  },
);

/** The daily clean-up: consent rows older than the retention period go. */
export async function deleteExpiredConsents(db: D1Database, retentionDays: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const result = await db.prepare('DELETE FROM consent_log WHERE created_at < ?1').bind(cutoff).run();
  return result.meta.changes ?? 0;
}
