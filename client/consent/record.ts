// The visitor's consent to the voice assistant: what is stored in the browser, and what is logged.
// The Worker validates against the same names and version (contracts/api.ts).
import { CONSENT_VERSION, type ConsentMetadata } from '../../contracts/api.ts';
import { DAY_MS, sha256Hex } from '../../contracts/bytes.ts';

/** localStorage: the consent record; it stays until the visitor withdraws or clears it. */
export const CONSENT_STORAGE_KEY = 'stemmeassistent-samtykke';
/** sessionStorage: a random id for this browser session, gone when the tab closes. */
export const SESSION_STORAGE_KEY = 'stemmeassistent-session-id';

export interface ConsentRecord {
  accepted: boolean;
  timestamp: string;
  version: string;
  /** SHA-256 (hex) of the dialog text the visitor accepted. */
  digest?: string;
  /** The logged record's id and the secret that alone can delete it; absent when logging failed. */
  id?: string;
  secret?: string;
}

/** What a stored consent must match to count: the dialog's text now, and how long consents are kept. */
export interface ConsentTerms {
  digest: string | undefined;
  maxAgeDays: number;
  now?: number;
}

export function readConsent(storage: Pick<Storage, 'getItem'> = localStorage): Partial<ConsentRecord> | null {
  try {
    const record = JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;
    return record && typeof record === 'object' ? (record as Partial<ConsentRecord>) : null;
  } catch {
    return null;
  }
}

/**
 * Consent counts only if the stored record parses, `accepted` is exactly true, it was given to the
 * dialog text shown now (same digest), and it is no older than the server keeps consents: after that
 * no one could show it was given, so the dialog asks again.
 */
export function hasConsent(terms: ConsentTerms, storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  const record = readConsent(storage);
  if (record?.accepted !== true || record.version !== CONSENT_VERSION) return false;
  if (!terms.digest || record.digest !== terms.digest) return false;
  const given = Date.parse(record.timestamp ?? '');
  return Number.isFinite(given) && (terms.now ?? Date.now()) - given <= terms.maxAgeDays * DAY_MS;
}

export function storeConsent(record: Omit<ConsentRecord, 'accepted' | 'version'>, storage: Pick<Storage, 'setItem'> = localStorage) {
  const stored: ConsentRecord = { accepted: true, version: CONSENT_VERSION, ...record };
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(stored));
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

/** SHA-256 (hex) of a text with its white space collapsed: the dialog's words, not its markup. */
export async function textDigest(text: string): Promise<string | undefined> {
  if (!globalThis.crypto?.subtle) return undefined;
  const normalised = text.replace(/\s+/g, ' ').trim();
  return sha256Hex(normalised);
}
