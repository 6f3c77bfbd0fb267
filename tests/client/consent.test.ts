// The consent stored in the browser, the session id, and the log request.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logAndStoreConsent } from '../../client/call/api.ts';
import {
  CONSENT_STORAGE_KEY,
  consentMetadata,
  hasConsent,
  SESSION_STORAGE_KEY,
  textDigest,
  sessionId,
  storeConsent,
} from '../../client/consent/record.ts';
import { withdrawConsent } from '../../client/consent/withdraw.ts';
import { storedConsent, TEXT_DIGEST, validConsentBody } from '../fixtures/consent.ts';

const TERMS = { digest: TEXT_DIGEST, maxAgeDays: 365, now: Date.parse('2026-11-23T12:00:00.000Z') };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('hasConsent', () => {
  it.each([
    ['no record', null, false],
    ['an unparsable record', '{accepted: true', false],
    ['accepted "true" as a string', JSON.stringify({ accepted: 'true', timestamp: 'x', version: '1.0' }), false],
    ['accepted 1', JSON.stringify({ accepted: 1 }), false],
    ['accepted false', JSON.stringify({ accepted: false }), false],
    ['null', 'null', false],
    ['a record from before the digest', JSON.stringify({ accepted: true, timestamp: '2026-11-21T09:00:00.000Z', version: '1.0' }), false],
    ['accepted exactly true, to this text', JSON.stringify(storedConsent()), true],
  ])('is %s → %s', (_label, stored, expected) => {
    if (stored !== null) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    expect(hasConsent(TERMS)).toBe(expected);
  });

  it('stores {accepted, timestamp, version "1.0", digest} under the voice assistant key', () => {
    storeConsent({ timestamp: '2026-11-21T10:00:00.000Z', digest: TEXT_DIGEST });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual(storedConsent('2026-11-21T10:00:00.000Z'));
    expect(hasConsent(TERMS)).toBe(true);
  });

  it('asks again when the dialog text changed: another digest, or none known yet', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(storedConsent()));
    expect(hasConsent(TERMS)).toBe(true);
    expect(hasConsent({ ...TERMS, digest: 'cd'.repeat(32) })).toBe(false);
    expect(hasConsent({ ...TERMS, digest: undefined })).toBe(false);
  });

  it('asks again once the record is older than the server keeps consents', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(storedConsent('2025-11-23T12:00:00.000Z')));
    expect(hasConsent(TERMS)).toBe(true); // exactly 365 days
    expect(hasConsent({ ...TERMS, now: TERMS.now + 1000 })).toBe(false);
    expect(hasConsent({ ...TERMS, maxAgeDays: 30 })).toBe(false);
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(storedConsent('not a date')));
    expect(hasConsent(TERMS)).toBe(false);
  });

  it('digests the text, not its white space', async () => {
    const a = await textDigest('Før du ringer op\n   Du taler med en AI');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await textDigest(' Før du ringer op Du taler med en AI ')).toBe(a);
    expect(await textDigest('Før du ringer op Du taler med et menneske')).not.toBe(a);
  });
});

describe('the session id', () => {
  it('is a random UUID kept in sessionStorage, created when absent', () => {
    const first = sessionId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sessionStorage.getItem(SESSION_STORAGE_KEY)).toBe(first);
    expect(sessionId()).toBe(first);
    sessionStorage.clear();
    expect(sessionId()).not.toBe(first);
  });

  it('goes into the metadata with the six logged fields, and the page path without query', () => {
    history.replaceState(null, '', '/behandling/angst?navn=hemmeligt#x');
    const m = consentMetadata();
    expect(Object.keys(m)).toEqual(Object.keys(validConsentBody().metadata));
    expect(m.screenResolution).toMatch(/^\d+x\d+$/);
    expect(m.consentVersion).toBe('1.0');
    expect(m.pageUrl).toBe(`${location.origin}/behandling/angst`);
  });
});

describe('logging', () => {
  it('stores the server timestamp when logging succeeds, and posts once with the key', async () => {
    const id = crypto.randomUUID();
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        Response.json({ filename: `consent-${id}.json`, timestamp: '2026-11-21T09:00:00.000Z', id, withdrawSecret: 's'.repeat(43) }),
      );
    await logAndStoreConsent('the-key', TEXT_DIGEST);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/functions/v1/log-consent');
    expect(new Headers(init!.headers).get('apikey')).toBe('the-key');
    expect(JSON.parse(init!.body as string)).toEqual({ accepted: true, metadata: consentMetadata(), textDigest: TEXT_DIGEST });
    // The browser keeps what it needs to take the consent back: the row's id and the secret.
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual(
      storedConsent('2026-11-21T09:00:00.000Z', TEXT_DIGEST, { id, secret: 's'.repeat(43) }),
    );
  });

  it('still stores the consent with local time when logging fails, without retrying', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:30:00.000Z'));
    await logAndStoreConsent('the-key', TEXT_DIGEST);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual(storedConsent('2026-11-21T09:30:00.000Z'));
  });
});

describe('withdrawing', () => {
  const logged = { id: crypto.randomUUID(), secret: 's'.repeat(43) };

  it('deletes the server row with the id and the secret, then the browser record', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(storedConsent(undefined, TEXT_DIGEST, logged)));
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ deleted: true }));
    expect(await withdrawConsent('the-key')).toBe('deleted');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/functions/v1/withdraw-consent');
    expect(JSON.parse(init!.body as string)).toEqual(logged);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('is idempotent: nothing left on the server is no error', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(storedConsent(undefined, TEXT_DIGEST, logged)));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ deleted: false }));
    expect(await withdrawConsent('the-key')).toBe('already-gone');
    expect(await withdrawConsent('the-key')).toBe('nothing');
  });

  it('clears only the browser when logging had failed (no secret), without asking the server', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(storedConsent()));
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    expect(await withdrawConsent('the-key')).toBe('browser-only');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('when the server fails, the record no longer counts as consent but keeps what a retry needs', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(storedConsent(undefined, TEXT_DIGEST, logged)));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await withdrawConsent('the-key')).toBe('server-failed');
    expect(hasConsent(TERMS)).toBe(false);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ accepted: false, ...logged });
  });
});
