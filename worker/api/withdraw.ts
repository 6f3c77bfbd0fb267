// POST /functions/v1/withdraw-consent: the browser that gave a consent takes it back. The row goes only
// with the secret that browser got when the consent was logged; we store the secret's hash, never the
// secret. Withdrawing twice is no error: the second time there is nothing left to delete.
import { createFactory } from 'hono/factory';
import type { WithdrawResponse } from '../../contracts/api.ts';
import { sha256Hex } from '../../contracts/bytes.ts';
import { API_CACHE_CONTROL } from '../edge/headers.ts';
import { deleteConsent } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { checkWithdrawRequest } from './bodies.ts';
import { jsonError } from './errors.ts';
import { guard, validBody } from './guard.ts';

export const withdrawConsent = createFactory<AppEnv>().createHandlers(
  guard('CONSENT_LIMITER'),
  validBody(checkWithdrawRequest, 'The body must be {id, secret}: the consent id and the secret given when it was logged.'),
  async (c) => {
    const { id, secret } = c.req.valid('json');
    const hash = await sha256Hex(secret);
    let outcome: Awaited<ReturnType<typeof deleteConsent>>;
    try {
      outcome = await deleteConsent(c.env.DB, id, hash);
    } catch (error) {
      console.error('withdraw consent: storage failed', error);
      return jsonError(c, 503, 'storage_unavailable', 'The consent could not be deleted right now. Nothing was deleted. Try again later.');
    }
    if (outcome === 'wrong_secret')
      return jsonError(c, 403, 'wrong_secret', 'The secret does not belong to this consent. Nothing was deleted.');
    const body: WithdrawResponse = { deleted: outcome === 'deleted' };
    return c.json(body, 200, { 'Cache-Control': API_CACHE_CONTROL });
  },
);

/** 32 random bytes, base64url without padding (43 characters). */
export function newWithdrawSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
