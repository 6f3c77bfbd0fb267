// The one POST to our API: the headers each endpoint has always been sent, the JSON body, and the answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CREATE_CALL_PATH, LOG_CONSENT_PATH, WITHDRAW_CONSENT_PATH } from '../../contracts/api.ts';
import { postApi } from '../../client/api.ts';

afterEach(() => vi.restoreAllMocks());

describe('postApi', () => {
  it.each([
    [CREATE_CALL_PATH, { authorization: 'Bearer the-key', 'content-type': 'application/json' }],
    [LOG_CONSENT_PATH, { apikey: 'the-key', 'content-type': 'application/json' }],
    [WITHDRAW_CONSENT_PATH, { apikey: 'the-key', 'content-type': 'application/json' }],
  ])('posts JSON to %s with the key as it expects', async (path, headers) => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ deleted: true }));
    expect(await postApi(path, { a: 1 }, 'the-key')).toEqual({ ok: true, status: 200, data: { deleted: true } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(path);
    expect(init!.method).toBe('POST');
    expect(Object.fromEntries([...new Headers(init!.headers)].map(([name, value]) => [name.toLowerCase(), value]))).toEqual(headers);
    expect(init!.body).toBe('{"a":1}');
  });

  it('answers an error with its status and its JSON, and a body that is not JSON as empty', async () => {
    const error = { error: 'consent_required', message: 'x' };
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json(error, { status: 403 }));
    expect(await postApi(CREATE_CALL_PATH, {}, 'k')).toEqual({ ok: false, status: 403, data: error });
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await postApi(CREATE_CALL_PATH, {}, 'k')).toEqual({ ok: false, status: 502, data: {} });
  });

  it('throws when the request itself fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(postApi(LOG_CONSENT_PATH, {}, 'k')).rejects.toThrow('Failed to fetch');
  });
});
