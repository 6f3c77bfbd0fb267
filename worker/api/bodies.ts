// The API bodies, checked by hand: three small shapes do not need a schema library in the Worker.
// Each check returns the clean value to store, or the first problem in words a developer can act on.
import { CONSENT_VERSION, type CallRequest, type ConsentRequest, type WithdrawRequest } from '../../contracts/api.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
const RESOLUTION = /^\d{1,5}x\d{1,5}$/;
/** An IANA name starts with a letter ("Europe/Copenhagen", "UTC"); offsets and "+++" do not. */
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this finds.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** With the u flag a pair of surrogates is one character, so this finds only unpaired ones. */
const LONE_SURROGATE = /\p{Cs}/u;
const MAX_PAGE_URL = 2048;
const MAX_AGENT_ID = 100;
/** A SHA-256 in hex: the digest of the dialog text the visitor accepted. */
const DIGEST = /^[0-9a-f]{64}$/;
/** The withdrawal secret the Worker hands out: 32 random bytes in base64url, no padding. */
const WITHDRAW_SECRET = /^[A-Za-z0-9_-]{43}$/;

class Problem extends Error {}

/**
 * A consent body: exactly {accepted: true, metadata: {six fields}} as the spec gives it, and optionally
 * textDigest. The session id comes back lowercase, and the page URL as origin plus path (no query, no
 * fragment), which must be one of `origins`. Whether a digest names a text we serve is the handler's check.
 */
export function checkConsentRequest(body: unknown, origins: readonly string[]): Checked<ConsentRequest> {
  return checked(() => {
    const { accepted, metadata, textDigest } = object(body, 'body', ['accepted', 'metadata'], ['textDigest']);
    if (accepted !== true) throw new Problem('accepted: must be true');
    const m = object(metadata, 'metadata', ['sessionId', 'browserLanguage', 'screenResolution', 'timezone', 'pageUrl', 'consentVersion']);
    const consentVersion = text(m.consentVersion, 'metadata.consentVersion', 10);
    if (consentVersion !== CONSENT_VERSION) throw new Problem(`metadata.consentVersion: must be "${CONSENT_VERSION}"`);
    return {
      accepted: true,
      metadata: {
        sessionId: lowercaseUuid(m.sessionId, 'metadata.sessionId'),
        browserLanguage: matching(m.browserLanguage, 'metadata.browserLanguage', 35, LANGUAGE_TAG, 'a BCP 47 language tag'),
        screenResolution: matching(m.screenResolution, 'metadata.screenResolution', 11, RESOLUTION, 'width x height'),
        timezone: timeZone(m.timezone, 'metadata.timezone'),
        pageUrl: pageUrl(m.pageUrl, 'metadata.pageUrl', origins),
        consentVersion,
      },
      ...(textDigest !== undefined && { textDigest: matching(textDigest, 'textDigest', 64, DIGEST, 'a SHA-256 digest in hex') }),
    };
  });
}

/** A call body: exactly {agent_id, session_id}; the session id comes back lowercase. */
export function checkCallRequest(body: unknown): Checked<CallRequest> {
  return checked(() => {
    const b = object(body, 'body', ['agent_id', 'session_id']);
    return { agent_id: text(b.agent_id, 'agent_id', MAX_AGENT_ID), session_id: lowercaseUuid(b.session_id, 'session_id') };
  });
}

/** A withdrawal: exactly {id, secret}, the consent's id and the secret handed out when it was logged. */
export function checkWithdrawRequest(body: unknown): Checked<WithdrawRequest> {
  return checked(() => {
    const b = object(body, 'body', ['id', 'secret']);
    return {
      id: lowercaseUuid(b.id, 'id'),
      secret: matching(b.secret, 'secret', 43, WITHDRAW_SECRET, 'the secret given when the consent was logged'),
    };
  });
}

function checked<T>(check: () => T): Checked<T> {
  try {
    return { ok: true, value: check() };
  } catch (error) {
    if (error instanceof Problem) return { ok: false, problem: error.message };
    throw error;
  }
}

/** A plain object with exactly these keys, and perhaps the optional ones (undefined when absent). */
function object<K extends string, O extends string = never>(
  value: unknown,
  name: string,
  keys: readonly K[],
  optional: readonly O[] = [],
): Record<K | O, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Problem(`${name}: must be an object`);
  const known: readonly string[] = [...keys, ...optional];
  const extra = Object.keys(value).find((key) => !known.includes(key));
  if (extra !== undefined) throw new Problem(`${name}: unexpected field "${extra.slice(0, 40)}"`);
  const missing = keys.find((key) => !Object.hasOwn(value, key));
  if (missing !== undefined) throw new Problem(`${name === 'body' ? missing : `${name}.${missing}`}: is required`);
  return value as Record<K | O, unknown>;
}

/** A string of at most `max` characters, well-formed Unicode, with no control characters. */
function text(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string') throw new Problem(`${name}: must be a string`);
  if (value.length === 0 || value.length > max) throw new Problem(`${name}: must be 1 to ${max} characters`);
  if (LONE_SURROGATE.test(value)) throw new Problem(`${name}: must be well-formed Unicode`);
  if (CONTROL.test(value)) throw new Problem(`${name}: must not contain control characters`);
  return value;
}

function matching(value: unknown, name: string, max: number, pattern: RegExp, what: string): string {
  const s = text(value, name, max);
  if (!pattern.test(s)) throw new Problem(`${name}: must be ${what}`);
  return s;
}

/** A UUID (a session id the browser made, a consent id we made), lowercase, so a deletion finds it whatever the case. */
function lowercaseUuid(value: unknown, name: string): string {
  return matching(value, name, 36, UUID, 'a UUID').toLowerCase();
}

/** A name the time zone database knows ("Europe/Copenhagen"), not an offset or a made-up word. */
function timeZone(value: unknown, name: string): string {
  const s = matching(value, name, 64, TIME_ZONE_NAME, 'an IANA time zone name');
  try {
    new Intl.DateTimeFormat('en', { timeZone: s });
  } catch {
    throw new Problem(`${name}: must be an IANA time zone name`);
  }
  return s;
}

/** A page of our own site, kept as origin plus path: a query or fragment could carry what a visitor typed. */
function pageUrl(value: unknown, name: string, origins: readonly string[]): string {
  const s = text(value, name, MAX_PAGE_URL);
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    throw new Problem(`${name}: must be a URL`);
  }
  if (!origins.includes(url.origin) || url.username || url.password) throw new Problem(`${name}: must be a page on ${origins[0]}`);
  return `${url.origin}${url.pathname}`;
}
