// No one client can drain the site's day: a call needs a consent logged in its session, one connection
// (an IPv4 address or an IPv6 /64) gets at most call.dailyPerClient calls a day however many addresses
// it rotates through, no address is stored, and a token nobody uses comes back once LiveKit has had
// time to report a join. LiveKit's webhooks are believed only when signed with our key.
import { DAY_MS } from '../../contracts/bytes.ts';
import { env } from 'cloudflare:workers';
import { AccessToken } from 'livekit-server-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_DAILY_LIMIT, CONSENT_REQUIRED } from '../../contracts/api.ts';
import { budgetDay, daySalt, returnUnusedCalls } from '../../worker/db.ts';
import { UNUSED_AFTER_MS } from '../../worker/api/call.ts';
import { clientNetwork, hashedClient } from '../../worker/api/client.ts';
import { content } from '../../worker/content/index.ts';
import { createApp } from '../../worker/index.ts';
import { validConsentBody } from '../fixtures/consent.ts';
import { CALL, CONSENT, consentedSession, KEY, nextIp, post, WEBHOOK } from './api.ts';
import { MANY_REQUESTS_MS } from './html.ts';

const PER_CLIENT = content.site.call.dailyPerClient;
const livekit = {
  LIVEKIT_URL: 'wss://lk.example.test',
  LIVEKIT_API_KEY: 'APItestkey',
  LIVEKIT_API_SECRET: 'secret-secret-secret-secret-secret-1',
};
/** The rate limit (5 a minute) is switched off where a test is about the daily cap behind it. */
const noRateLimit = { ...livekit, CALL_LIMITER: undefined };

function ring(app: ReturnType<typeof createApp>, sessionId: string, ip: string, extra: Record<string, unknown> = noRateLimit) {
  return app.request(
    CALL,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}`, 'cf-connecting-ip': ip },
      body: JSON.stringify({ agent_id: content.site.voiceAgentId, session_id: sessionId }),
    },
    { ...env, ...extra },
  );
}
const count = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n;
const siteCallsToday = () => count('SELECT COALESCE(SUM(calls), 0) AS n FROM call_budget WHERE day = ?1', budgetDay());
const clientCallsToday = () => count('SELECT COALESCE(SUM(calls), 0) AS n FROM call_client WHERE day = ?1', budgetDay());

afterEach(async () => {
  vi.restoreAllMocks();
  await env.DB.batch(['call_budget', 'call_client', 'call_reservation', 'call_salt'].map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
});

describe('a call needs a consent from its own session', () => {
  it('gives no token without one, and takes nothing from the budgets', async () => {
    const res = await ring(createApp(), crypto.randomUUID(), nextIp());
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: CONSENT_REQUIRED });
    expect(await siteCallsToday()).toBe(0);
    expect(await clientCallsToday()).toBe(0);
  });

  it('refuses a consent older than a day, and takes one from the last day in any case', async () => {
    const stale = crypto.randomUUID();
    const yesterday = new Date(Date.now() - DAY_MS - 60_000).toISOString();
    await env.DB.prepare(`INSERT INTO consent_log VALUES (?1, ?2, 1, '1.0', ?3, 'da', '1x1', 'UTC', 'https://x/', NULL, NULL)`)
      .bind(crypto.randomUUID(), yesterday, stale)
      .run();
    expect((await ring(createApp(), stale, nextIp())).status).toBe(403);

    const fresh = await consentedSession();
    expect((await ring(createApp(), fresh.toUpperCase(), nextIp())).status).toBe(200);
  });

  it('asks for the session id in the body', async () => {
    const res = await post(CALL, { agent_id: content.site.voiceAgentId });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_body' });
  });
});

describe('the per-client daily cap', () => {
  it(
    'stops 200 concurrent calls from one IPv6 /64, each from its own address, at the cap',
    async () => {
      const session = await consentedSession();
      const app = createApp();
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => ring(app, session, `2001:db8:aaaa:1:${(i + 1).toString(16)}::${i % 7}`)),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(PER_CLIENT);
      expect(statuses.filter((s) => s === 429)).toHaveLength(200 - PER_CLIENT);
      const refused = responses.find((r) => r.status === 429)!;
      expect(await refused.json()).toMatchObject({ error: CLIENT_DAILY_LIMIT });
      expect(await siteCallsToday()).toBe(PER_CLIENT);
      // Another /64 and an IPv4 address are other clients.
      expect((await ring(app, session, '2001:db8:aaaa:2::1')).status).toBe(200);
      expect((await ring(app, session, '192.0.2.10')).status).toBe(200);
    },
    MANY_REQUESTS_MS,
  );

  it(
    'stops 200 concurrent calls from one IPv4 address at the cap',
    async () => {
      const session = await consentedSession();
      const app = createApp();
      const statuses = (await Promise.all(Array.from({ length: 200 }, () => ring(app, session, '198.51.100.9')))).map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(PER_CLIENT);
      expect(await clientCallsToday()).toBe(PER_CLIENT);
    },
    MANY_REQUESTS_MS,
  );

  it('stores no address: only a salted hash, with a salt of the day', async () => {
    const session = await consentedSession();
    const ips = ['203.0.113.77', '2001:db8:beef:cafe:1:2:3:4'];
    for (const ip of ips) expect((await ring(createApp(), session, ip)).status).toBe(200);
    const stored = JSON.stringify(
      await env.DB.batch(
        ['call_client', 'call_reservation', 'call_budget', 'consent_log'].map((t) => env.DB.prepare(`SELECT * FROM ${t}`)),
      ),
    );
    for (const fragment of ['203.0.113', '2001:db8:beef', '2001:0db8', 'beef:cafe']) expect(stored).not.toContain(fragment);
    const clients = (await env.DB.prepare('SELECT client FROM call_client').all<{ client: string }>()).results.map((r) => r.client);
    expect(clients).toHaveLength(2);
    for (const client of clients) expect(client).toMatch(/^[0-9a-f]{64}$/);
  });

  it('salts every day afresh, so one address hashes differently tomorrow', async () => {
    const today = new Date();
    const tomorrow = new Date(today.getTime() + DAY_MS);
    const [a, b] = [await daySalt(env.DB, today), await daySalt(env.DB, tomorrow)];
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await daySalt(env.DB, today)).toBe(a);
    expect(b).not.toBe(a);
    expect(await hashedClient(a, '192.0.2.1')).not.toBe(await hashedClient(b, '192.0.2.1'));
  });

  it('counts one client per IPv4 address or IPv6 /64', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    for (const junk of [undefined, '', 'unknown', '1:2:3', '2001:db8::1::2', 'g::1', '1.2.3', '2001:db8:1:2:3:4:5:6:7']) {
      expect(clientNetwork(junk), String(junk)).toBe('unknown');
    }
  });
});

describe('unused tokens come back', () => {
  const sign = async (body: string, secret = livekit.LIVEKIT_API_SECRET) => {
    const token = new AccessToken(livekit.LIVEKIT_API_KEY, secret);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
    token.sha256 = btoa(String.fromCharCode(...new Uint8Array(digest)));
    return token.toJwt();
  };
  const joined = (room: string, identity = 'besoeger-1') =>
    JSON.stringify({ event: 'participant_joined', id: 'EV_1', createdAt: '1', room: { name: room }, participant: { identity } });
  const deliver = (body: string, authorization?: string) =>
    createApp().request(
      WEBHOOK,
      { method: 'POST', headers: { 'content-type': 'application/webhook+json', ...(authorization ? { authorization } : {}) }, body },
      { ...env, ...livekit },
    );
  const reservation = (room: string) =>
    env.DB.prepare('SELECT joined FROM call_reservation WHERE room = ?1').bind(room).first<{ joined: number }>();

  async function twoCalls() {
    const session = await consentedSession();
    const ip = nextIp();
    const rooms: string[] = [];
    for (let i = 0; i < 2; i++) rooms.push(((await (await ring(createApp(), session, ip)).json()) as { room: string }).room);
    return rooms as [string, string];
  }

  it('keeps a call whose caller joined, and gives back one never used once its token has expired', async () => {
    const [used, unused] = await twoCalls();
    expect(await siteCallsToday()).toBe(2);
    const body = joined(used);
    const res = await deliver(body, await sign(body));
    expect(res.status).toBe(200);
    expect(await reservation(used)).toEqual({ joined: 1 });

    // Before the token has expired nothing comes back: it may still be used.
    expect(await returnUnusedCalls(env.DB, UNUSED_AFTER_MS)).toBe(0);
    expect(await returnUnusedCalls(env.DB, UNUSED_AFTER_MS, new Date(Date.now() + UNUSED_AFTER_MS + 1000))).toBe(1);
    expect(await siteCallsToday()).toBe(1);
    expect(await clientCallsToday()).toBe(1);
    expect(await reservation(unused)).toBeNull();
    // Run again (or by two requests at once), nothing more comes back.
    expect(await returnUnusedCalls(env.DB, UNUSED_AFTER_MS, new Date(Date.now() + UNUSED_AFTER_MS + 1000))).toBe(0);
    expect(await siteCallsToday()).toBe(1);
  });

  it('gives nothing back until a signed join shows the webhook works, so calls then count when issued', async () => {
    const [, unused] = await twoCalls();
    expect(await returnUnusedCalls(env.DB, UNUSED_AFTER_MS, new Date(Date.now() + UNUSED_AFTER_MS + 1000))).toBe(0);
    expect(await reservation(unused)).toEqual({ joined: 0 });
    expect(await siteCallsToday()).toBe(2);
  });

  it('is what the next call request does first', async () => {
    const [used, unused] = await twoCalls();
    const body = joined(used);
    expect((await deliver(body, await sign(body))).status).toBe(200);
    await env.DB.prepare('UPDATE call_reservation SET issued_at = issued_at - ?1')
      .bind(UNUSED_AFTER_MS + 1000)
      .run();
    expect((await ring(createApp(), await consentedSession(), nextIp())).status).toBe(200);
    expect(await reservation(unused)).toBeNull();
    expect(await siteCallsToday()).toBe(2);
  });

  it.each([
    ['no signature', async (body: string) => deliver(body)],
    ['a signature with another secret', async (body: string) => deliver(body, await sign(body, 'another-secret-another-secret-1234'))],
    ['a signature of another body', async (body: string) => deliver(body, await sign(joined('samtale-other')))],
    ['a garbled signature', async (body: string) => deliver(body, 'Bearer x.y.z')],
  ])('refuses a forged webhook (%s) and changes nothing', async (_label, send) => {
    const [room] = await twoCalls();
    const res = await send(joined(room));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_signature' });
    expect(await reservation(room)).toEqual({ joined: 0 });
  });

  it('ignores the agent joining: only the caller makes a call count', async () => {
    const [room] = await twoCalls();
    const body = joined(room, 'agent-AJ_1');
    expect((await deliver(body, await sign(body))).status).toBe(200);
    expect(await reservation(room)).toEqual({ joined: 0 });
  });

  it('keeps Retell calls counted at issue, since Retell sends us no webhook', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ access_token: 't', call_id: 'call_1' }));
    const session = await consentedSession();
    const res = await ring(createApp(), session, nextIp(), { VOICE_PROVIDER: 'retell', RETELL_API_KEY: 'k', CALL_LIMITER: undefined });
    expect(res.status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM call_reservation')).toBe(0);
    expect(await siteCallsToday()).toBe(1);
  });

  it('a consent logged by the API is what opens the way, for a body the browser sends', async () => {
    const body = validConsentBody();
    expect((await post(CONSENT, body)).status).toBe(200);
    expect((await ring(createApp(), body.metadata.sessionId, nextIp())).status).toBe(200);
  });
});
