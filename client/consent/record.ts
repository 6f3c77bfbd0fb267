// The visitor's consent to the voice assistant: what is stored in the browser, and what is logged.
// The Worker validates against the same names and version (contracts/api.ts).
import { CONSENT_VERSION, type ConsentMetadata } from '../../contracts/api.ts';

/** localStorage: the consent record; it stays until the visitor clears it. */
export const CONSENT_STORAGE_KEY = 'stemmeassistent-samtykke';
/** sessionStorage: a random id for this browser session, gone when the tab closes. */
export const SESSION_STORAGE_KEY = 'stemmeassistent-session-id';

interface ConsentRecord {
  accepted: boolean;
  timestamp: string;
  version: string;
}

/** Consent counts only if the stored record parses and `accepted` is exactly true. */
export function hasConsent(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    const record = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as Partial<ConsentRecord> | null;
    return record?.accepted === true;
  } catch {
    return false;
  }
}

export function storeConsent(timestamp: string, storage: Pick<Storage, 'setItem'> = localStorage) {
  const record: ConsentRecord = { accepted: true, timestamp, version: CONSENT_VERSION };
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
}

/** The session id, created when absent. */
export function sessionId(storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): string {
  const existing = storage.getItem(SESSION_STORAGE_KEY);
  if (existing) return existing;
  const id = crypto.randomUUID();
  storage.setItem(SESSION_STORAGE_KEY, id);
  return id;
}

export function consentMetadata(): ConsentMetadata {
  return {
    sessionId: sessionId(),
    browserLanguage: navigator.language,
    screenResolution: `${screen.width}x${screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    // Path only: a query string or fragment could carry something the visitor typed.
    pageUrl: `${location.origin}${location.pathname}`,
    consentVersion: CONSENT_VERSION,
  };
}
