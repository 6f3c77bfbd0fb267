// The hand-written checks of the API bodies, on their own: what passes, what comes back cleaned,
// and the first problem named for what fails.
import { describe, expect, it } from 'vitest';
import { checkCallRequest, checkConsentRequest, checkWithdrawRequest } from '../../worker/api/bodies.ts';
import { TEXT_DIGEST, validConsentBody } from '../fixtures/consent.ts';

const OURS = 'https://samtalerummet.example';
const origins = [OURS, 'http://127.0.0.1:8787'];
const withMetadata = (change: Record<string, unknown>) => {
  const body = validConsentBody();
  return { ...body, metadata: { ...body.metadata, ...change } };
};
const problem = (body: unknown) => {
  const checked = checkConsentRequest(body, origins);
  return checked.ok ? undefined : checked.problem;
};

describe('checkConsentRequest', () => {
  it('passes a browser consent and cleans it: lowercase session, origin plus path', () => {
    const body = withMetadata({ sessionId: 'AB0E7C52-2A7A-4F4E-9A51-3F0D1F7C9A10', pageUrl: `${OURS}/om-os?q=anna#x` });
    const checked = checkConsentRequest(body, origins);
    expect(checked).toEqual({
      ok: true,
      value: {
        accepted: true,
        metadata: { ...body.metadata, sessionId: 'ab0e7c52-2a7a-4f4e-9a51-3f0d1f7c9a10', pageUrl: `${OURS}/om-os` },
      },
    });
  });

  it('takes the spec body as it is, and a digest of the dialog text beside it when one is sent', () => {
    expect(checkConsentRequest(validConsentBody(), origins).ok).toBe(true);
    const checked = checkConsentRequest({ ...validConsentBody(), textDigest: TEXT_DIGEST }, origins);
    expect(checked.ok && checked.value.textDigest).toBe(TEXT_DIGEST);
  });

  it('takes a page on any of the given origins, and none other', () => {
    expect(checkConsentRequest(withMetadata({ pageUrl: 'http://127.0.0.1:8787/' }), origins).ok).toBe(true);
    expect(problem(withMetadata({ pageUrl: 'http://127.0.0.1:9999/' }))).toBe(`metadata.pageUrl: must be a page on ${OURS}`);
    expect(problem(withMetadata({ pageUrl: 'https://samtalerummet.example.evil.example/' }))).toMatch(/^metadata.pageUrl: must be a page/);
    expect(problem(withMetadata({ pageUrl: 'https://a:b@samtalerummet.example/' }))).toMatch(/^metadata.pageUrl: must be a page/);
    expect(problem(withMetadata({ pageUrl: 'not a url' }))).toBe('metadata.pageUrl: must be a URL');
  });

  it.each([
    [{ accepted: false, metadata: {}, textDigest: TEXT_DIGEST }, 'accepted: must be true'],
    [{ ...validConsentBody(), textDigest: 'ab' }, 'textDigest: must be a SHA-256 digest in hex'],
    [{ ...validConsentBody(), textDigest: null }, 'textDigest: must be a string'],
    [null, 'body: must be an object'],
    [[], 'body: must be an object'],
    [{ accepted: true, textDigest: TEXT_DIGEST }, 'metadata: is required'],
    [{ accepted: true, metadata: validConsentBody().metadata, more: 1 }, 'body: unexpected field "more"'],
    [withMetadata({ sessionId: 'abc' }), 'metadata.sessionId: must be a UUID'],
    [withMetadata({ sessionId: 7 }), 'metadata.sessionId: must be a string'],
    [withMetadata({ timezone: '+++' }), 'metadata.timezone: must be an IANA time zone name'],
    [withMetadata({ timezone: 'Mars/Olympus' }), 'metadata.timezone: must be an IANA time zone name'],
    [withMetadata({ timezone: 'Europe/Copenhagen\u0000' }), 'metadata.timezone: must not contain control characters'],
    [withMetadata({ browserLanguage: 'da\ud800' }), 'metadata.browserLanguage: must be well-formed Unicode'],
    [withMetadata({ pageUrl: `${OURS}/\u0085` }), 'metadata.pageUrl: must not contain control characters'],
    [withMetadata({ pageUrl: '' }), 'metadata.pageUrl: must be 1 to 2048 characters'],
    [withMetadata({ consentVersion: '0.9' }), 'metadata.consentVersion: must be "1.0"'],
    [withMetadata({ screenResolution: '1x1x1' }), 'metadata.screenResolution: must be width x height'],
  ])('refuses %j: %s', (body, expected) => {
    expect(problem(body)).toBe(expected);
  });

  it('keeps a paired surrogate (an emoji is well-formed)', () => {
    expect(checkConsentRequest(withMetadata({ pageUrl: `${OURS}/😀` }), origins).ok).toBe(true);
  });
});

describe('checkCallRequest', () => {
  it('passes the agent and the session, lowercased', () => {
    expect(checkCallRequest({ agent_id: 'a', session_id: 'AB0E7C52-2A7A-4F4E-9A51-3F0D1F7C9A10' })).toEqual({
      ok: true,
      value: { agent_id: 'a', session_id: 'ab0e7c52-2a7a-4f4e-9a51-3f0d1f7c9a10' },
    });
  });

  it.each([
    [{ agent_id: 'a' }, 'session_id: is required'],
    [{ agent_id: 'x'.repeat(101), session_id: crypto.randomUUID() }, 'agent_id: must be 1 to 100 characters'],
    [{ agent_id: 'a', session_id: crypto.randomUUID(), extra: true }, 'body: unexpected field "extra"'],
    [{ agent_id: 'a', session_id: 'not-a-session' }, 'session_id: must be a UUID'],
    ['a string', 'body: must be an object'],
  ])('refuses %j: %s', (body, expected) => {
    const checked = checkCallRequest(body);
    expect(checked.ok ? undefined : checked.problem).toBe(expected);
  });
});

describe('checkWithdrawRequest', () => {
  const secret = `${'A'.repeat(42)}_`;

  it('passes the consent id (lowercased) and the secret as given', () => {
    expect(checkWithdrawRequest({ id: 'AB0E7C52-2A7A-4F4E-9A51-3F0D1F7C9A10', secret })).toEqual({
      ok: true,
      value: { id: 'ab0e7c52-2a7a-4f4e-9a51-3f0d1f7c9a10', secret },
    });
  });

  it.each([
    [{ id: crypto.randomUUID() }, 'secret: is required'],
    [{ id: 'nope', secret }, 'id: must be a UUID'],
    [{ id: crypto.randomUUID(), secret: 'short' }, 'secret: must be the secret given when the consent was logged'],
    [{ id: crypto.randomUUID(), secret: `${'A'.repeat(42)}=` }, 'secret: must be the secret given when the consent was logged'],
    [{ id: crypto.randomUUID(), secret, more: 1 }, 'body: unexpected field "more"'],
  ])('refuses %j: %s', (body, expected) => {
    const checked = checkWithdrawRequest(body);
    expect(checked.ok ? undefined : checked.problem).toBe(expected);
  });
});
