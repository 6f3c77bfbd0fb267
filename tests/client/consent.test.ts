// The consent stored in the browser, the session id, and the log request.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logAndStoreConsent } from '../../client/consent/log.ts';
import {
  CONSENT_STORAGE_KEY,
  consentMetadata,
  hasConsent,
  SESSION_STORAGE_KEY,
  sessionId,
  storeConsent,
} from '../../client/consent/record.ts';
import { storedConsent, validConsentBody } from '../fixtures/consent.ts';

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
    ['accepted exactly true', JSON.stringify(storedConsent()), true],
  ])('is %s → %s', (_label, stored, expected) => {
    if (stored !== null) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    expect(hasConsent()).toBe(expected);
  });

  it('stores {accepted, timestamp, version "1.0"} under the voice assistant key', () => {
    storeConsent('2026-11-21T10:00:00.000Z');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual(storedConsent('2026-11-21T10:00:00.000Z'));
    expect(hasConsent()).toBe(true);
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
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ filename: 'consent-1.json', timestamp: '2026-11-21T09:00:00.000Z' }));
    await logAndStoreConsent('the-key');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/functions/v1/log-consent');
    expect(new Headers(init!.headers).get('apikey')).toBe('the-key');
    expect(JSON.parse(init!.body as string)).toEqual({ accepted: true, metadata: consentMetadata() });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!).timestamp).toBe('2026-11-21T09:00:00.000Z');
  });

  it('still stores the consent with local time when logging fails, without retrying', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 503 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T09:30:00.000Z'));
    await logAndStoreConsent('the-key');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual(storedConsent('2026-11-21T09:30:00.000Z'));
  });
});
