// Taking the consent back from this browser: the server's row goes through POST /functions/v1/withdraw-consent
// with the secret this browser got when the consent was logged, and the browser's record goes too.
import { WITHDRAW_CONSENT_PATH, type WithdrawRequest, type WithdrawResponse } from '../../contracts/api.ts';
import { postApi } from '../api.ts';
import { CONSENT_STORAGE_KEY, readConsent } from './record.ts';

/**
 * What happened, for the visitor's confirmation:
 * - deleted: the server's row and the browser's record are gone;
 * - already-gone: the server had nothing left (withdrawn before, or expired); the browser's record is gone;
 * - browser-only: logging had failed, so this browser holds no way to the server's row; its record is gone;
 * - nothing: there was no consent in this browser;
 * - server-failed: the server did not delete; the browser's record no longer counts as consent but keeps
 *   what a retry needs.
 */
export type WithdrawOutcome = 'deleted' | 'already-gone' | 'browser-only' | 'nothing' | 'server-failed';

export async function withdrawConsent(anonKey: string, storage: Storage = localStorage): Promise<WithdrawOutcome> {
  const record = readConsent(storage);
  if (!record) {
    storage.removeItem(CONSENT_STORAGE_KEY);
    return 'nothing';
  }
  if (!record.id || !record.secret) {
    storage.removeItem(CONSENT_STORAGE_KEY);
    return 'browser-only';
  }
  try {
    const { ok, status, data } = await postApi<WithdrawResponse>(
      WITHDRAW_CONSENT_PATH,
      { id: record.id, secret: record.secret } satisfies WithdrawRequest,
      anonKey,
    );
    // A body that is not our JSON is a failure, as before: the record keeps what a retry needs.
    if (!ok || typeof data.deleted !== 'boolean') throw new Error(`withdraw-consent answered ${status}`);
    storage.removeItem(CONSENT_STORAGE_KEY);
    return data.deleted ? 'deleted' : 'already-gone';
  } catch (error) {
    console.error('Withdrawing the consent on the server failed', error);
    // Not exactly true any more, so no call starts without asking again; id and secret stay for a retry.
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...record, accepted: false }));
    return 'server-failed';
  }
}
