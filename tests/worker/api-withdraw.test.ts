// POST /functions/v1/withdraw-consent: only the secret the browser got can delete its consent; the row
// holds the secret's hash; withdrawing twice is no error; a wrong or missing secret deletes nothing.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ConsentResponse } from '../../contracts/api.ts';
import { validConsentBody } from '../fixtures/consent.ts';
import { CONSENT, post } from './api.ts';
import { get } from './html.ts';

const WITHDRAW = '/functions/v1/withdraw-consent';
const count = async (id: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM consent_log WHERE id = ?1').bind(id).first<{ n: number }>())!.n;

async function logged(): Promise<ConsentResponse> {
  const res = await post(CONSENT, validConsentBody());
  expect(res.status).toBe(200);
  return (await res.json()) as ConsentResponse;
}

describe('POST /functions/v1/withdraw-consent', () => {
  it('deletes the row with its secret, and a second time says there was nothing left', async () => {
    const { id, withdrawSecret } = await logged();
    expect(await count(id)).toBe(1);
    const first = await post(WITHDRAW, { id, secret: withdrawSecret });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ deleted: true });
    expect(await count(id)).toBe(0);
    const again = await post(WITHDRAW, { id, secret: withdrawSecret });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ deleted: false });
  });

  it('deletes nothing with a wrong secret, and says so as JSON', async () => {
    const { id, withdrawSecret } = await logged();
    const other = await logged();
    const res = await post(WITHDRAW, { id, secret: other.withdrawSecret });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'wrong_secret', message: expect.stringContaining('Nothing was deleted') });
    expect(await count(id)).toBe(1);
    expect((await post(WITHDRAW, { id, secret: withdrawSecret })).status).toBe(200);
  });

  it.each([
    ['no secret', (id: string) => ({ id })],
    ['an empty secret', (id: string) => ({ id, secret: '' })],
    ['a secret of the wrong shape', (id: string) => ({ id, secret: 'x'.repeat(10) })],
    ['no id', () => ({ secret: 'a'.repeat(43) })],
    ['an extra field', (id: string) => ({ id, secret: 'a'.repeat(43), sessionId: id })],
  ])('answers 400 to %s and deletes nothing', async (_label, body) => {
    const { id } = await logged();
    const res = await post(WITHDRAW, body(id));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'invalid_body', message: expect.stringContaining('{id, secret}') });
    expect(await count(id)).toBe(1);
  });

  it('cannot delete a row logged before withdrawal existed (no hash): that goes by e-mail', async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO consent_log (id, created_at, accepted, consent_version, session_id, browser_language, screen_resolution, timezone, page_url) VALUES (?1, ?2, 1, '1.0', ?1, 'da', '1x1', 'UTC', 'https://x.example/')",
    )
      .bind(id, new Date().toISOString())
      .run();
    const res = await post(WITHDRAW, { id, secret: 'a'.repeat(43) });
    expect(res.status).toBe(403);
    expect(await count(id)).toBe(1);
  });

  it('wants the anon key and POST, like the rest of the API', async () => {
    const { id, withdrawSecret } = await logged();
    expect((await post(WITHDRAW, { id, secret: withdrawSecret }, { apikey: 'wrong' })).status).toBe(401);
    const res = await get(WITHDRAW);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await count(id)).toBe(1);
  });
});
