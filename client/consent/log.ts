// Logging a consent. A failed log never stops the call: the record is stored with local time.
import { LOG_CONSENT_PATH } from '../../contracts/api.ts';
import { consentMetadata, storeConsent } from './record.ts';

/** Logs the consent, stores the record, and returns the timestamp stored. Never throws. */
export async function logAndStoreConsent(anonKey: string): Promise<string> {
  let timestamp = new Date().toISOString();
  try {
    // Sent once, never retried: a retry after a lost answer could log one consent twice.
    const response = await fetch(LOG_CONSENT_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', apikey: anonKey },
      body: JSON.stringify({ accepted: true, metadata: consentMetadata() }),
    });
    if (!response.ok) throw new Error(`log-consent answered ${response.status}`);
    const body = (await response.json()) as { timestamp?: unknown };
    if (typeof body.timestamp === 'string') timestamp = body.timestamp;
  } catch (error) {
    console.error('Consent logging failed; the consent is stored locally', error);
  }
  storeConsent(timestamp);
  return timestamp;
}
