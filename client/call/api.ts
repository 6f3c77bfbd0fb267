// The call's two requests to our API: logging the consent and creating the call. Both are mutations,
// sent once and never retried: a retry after a lost answer could log one consent twice or open two calls.
import {
  type CallRequest,
  type CallResponse,
  type ConsentRequest,
  type ConsentResponse,
  CREATE_CALL_PATH,
  LOG_CONSENT_PATH,
} from '../../contracts/api.ts';
import { consentMetadata, sessionId, storeConsent } from '../consent/record.ts';

/** What POST create-call answered: its status and its body (empty when the body was not JSON). */
export interface CallAnswer {
  ok: boolean;
  status: number;
  data: Partial<CallResponse> & { error?: string };
}

/** Asks the server for a call token for this session. Throws only when the request itself fails. */
export async function createCall(anonKey: string, agentId: string): Promise<CallAnswer> {
  const response = await fetch(CREATE_CALL_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${anonKey}` },
    body: JSON.stringify({ agent_id: agentId, session_id: sessionId() } satisfies CallRequest),
  });
  const data = (await response.json().catch(() => ({}))) as CallAnswer['data'];
  return { ok: response.ok, status: response.status, data };
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
    const response = await fetch(LOG_CONSENT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: anonKey },
      body: JSON.stringify(request),
    });
    if (!response.ok) throw new Error(`log-consent answered ${response.status}`);
    const body = (await response.json()) as Partial<ConsentResponse>;
    if (typeof body.timestamp === 'string') timestamp = body.timestamp;
    if (typeof body.id === 'string' && typeof body.withdrawSecret === 'string')
      proof = { id: body.id, withdrawSecret: body.withdrawSecret };
  } catch (error) {
    console.error('Consent logging failed; the consent is stored locally', error);
  }
  storeConsent({ timestamp, digest, ...(proof && { id: proof.id, secret: proof.withdrawSecret }) });
  return timestamp;
}
