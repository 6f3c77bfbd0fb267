// The call's two requests to our API: logging the consent and creating the call. Neither is retried:
// a retry after a lost answer could log one consent twice or open two calls.
import {
  type CallRequest,
  type CallResponse,
  type ConsentRequest,
  type ConsentResponse,
  CREATE_CALL_PATH,
  LOG_CONSENT_PATH,
} from '../../contracts/api.ts';
import { type ApiAnswer, postApi } from '../api.ts';
import { consentMetadata, sessionId, storeConsent } from '../consent/record.ts';

export type CallAnswer = ApiAnswer<CallResponse>;

/** Asks the server for a call token for this session. Throws only when the request itself fails. */
export function createCall(anonKey: string, agentId: string): Promise<CallAnswer> {
  return postApi(CREATE_CALL_PATH, { agent_id: agentId, session_id: sessionId() } satisfies CallRequest, anonKey);
}

// A failed consent log never stops the call: the record is stored with local time, and without the
// secret that could delete a server row (there is none we know of).

/** Logs the consent to the dialog text with this digest, stores the record, and returns the timestamp stored. Never throws. */
export async function logAndStoreConsent(anonKey: string, digest: string | undefined): Promise<string> {
  let timestamp = new Date().toISOString();
  let proof: Pick<ConsentResponse, 'id' | 'withdrawSecret'> | undefined;
  try {
    if (!digest) throw new Error('no digest of the dialog text (no Web Crypto)');
    const request: ConsentRequest = { accepted: true, metadata: consentMetadata(), textDigest: digest };
    const { ok, status, data } = await postApi<ConsentResponse>(LOG_CONSENT_PATH, request, anonKey);
    if (!ok) throw new Error(`log-consent answered ${status}`);
    if (typeof data.timestamp === 'string') timestamp = data.timestamp;
    if (typeof data.id === 'string' && typeof data.withdrawSecret === 'string')
      proof = { id: data.id, withdrawSecret: data.withdrawSecret };
  } catch (error) {
    console.error('Consent logging failed; the consent is stored locally', error);
  }
  storeConsent({ timestamp, digest, ...(proof && { id: proof.id, secret: proof.withdrawSecret }) });
  return timestamp;
}
