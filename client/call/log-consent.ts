// Logging a consent. A failed log never stops the call: the record is stored with local time, and
// without the secret that could delete a server row (there is none we know of).
import { type ConsentRequest, type ConsentResponse, LOG_CONSENT_PATH } from '../../contracts/api.ts';
import { consentMetadata, storeConsent } from '../consent/record.ts';

/** Logs the consent to the dialog text with this digest, stores the record, and returns the timestamp stored. Never throws. */
export async function logAndStoreConsent(anonKey: string, digest: string | undefined): Promise<string> {
  let timestamp = new Date().toISOString();
  let proof: Pick<ConsentResponse, 'id' | 'withdrawSecret'> | undefined;
  try {
    if (!digest) throw new Error('no digest of the dialog text (no Web Crypto)');
    const request: ConsentRequest = { accepted: true, metadata: consentMetadata(), textDigest: digest };
    // Sent once, never retried: a retry after a lost answer could log one consent twice.
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
