// POST /functions/v1/create-livekit-call: tokens verified with LiveKit's own TokenVerifier, Retell
// through a stubbed fetch (the one provider we cannot run), and the site's daily budget in D1.
import { env } from 'cloudflare:workers';
import { TokenVerifier } from 'livekit-server-sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETELL_CREATE_WEB_CALL, RETELL_LIVEKIT_URL, TOKEN_TTL_SECONDS } from '../../worker/api/call.ts';
import { content } from '../../worker/content/index.ts';
import { createApp } from '../../worker/index.ts';
import { CALL, consentedSession, KEY, nextIp, post } from './api.ts';

describe('POST /functions/v1/create-livekit-call', () => {
  const livekit = {
    LIVEKIT_URL: 'wss://lk.example.test',
    LIVEKIT_API_KEY: 'APItestkey',
    LIVEKIT_API_SECRET: 'secret-secret-secret-secret-secret-1',
  };
  const callRequest = (body: unknown, headers: Record<string, string> = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}`, 'cf-connecting-ip': nextIp(), ...headers },
    body: JSON.stringify(body),
  });
  afterEach(() => vi.restoreAllMocks());
  const agent = async () => ({ agent_id: content.site.voiceAgentId, session_id: await consentedSession() });

  it('mints a short-lived, microphone-only token for a fresh room with the agent dispatched', async () => {
    const app = createApp();
    const res = await app.request(CALL, callRequest(await agent()), { ...env, ...livekit });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; url: string; room: string };
    expect(body.url).toBe(livekit.LIVEKIT_URL);
    const claims = await new TokenVerifier(livekit.LIVEKIT_API_KEY, livekit.LIVEKIT_API_SECRET).verify(body.access_token);
    expect(claims.sub).toMatch(/^besoeger-[0-9a-f-]{36}$/);
    expect(claims.video).toMatchObject({
      room: body.room,
      roomJoin: true,
      canPublish: true,
      canPublishData: false,
      canSubscribe: true,
      canPublishSources: ['microphone'],
    });
    expect(claims.exp! - claims.nbf!).toBeLessThanOrEqual(TOKEN_TTL_SECONDS);
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now());
    expect(claims.roomConfig?.agents?.[0]?.agentName).toBe(content.site.voiceAgentId);
    expect(body.room).toMatch(/^samtale-[0-9a-f-]{36}$/);

    const second = (await (await app.request(CALL, callRequest(await agent()), { ...env, ...livekit })).json()) as { room: string };
    expect(second.room).not.toBe(body.room);
  });

  it('refuses another agent with 400', async () => {
    const res = await createApp().request(CALL, callRequest({ ...(await agent()), agent_id: 'someone-else' }), { ...env, ...livekit });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'unknown_agent' });
  });

  it('needs the anon key', async () => {
    const res = await createApp().request(CALL, callRequest(await agent(), { authorization: 'Bearer nope' }), {
      ...env,
      ...livekit,
    });
    expect(res.status).toBe(401);
  });

  it('answers 503 with a clear message when LiveKit is not configured', async () => {
    const res = await post(CALL, await agent());
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: 'calls_not_configured', message: expect.stringContaining('LIVEKIT_URL') });
  });

  it('lets the page connect to the configured LiveKit server only', async () => {
    const res = await createApp().request('/', {}, { ...env, ...livekit });
    expect(res.headers.get('content-security-policy')).toContain("connect-src 'self' wss://lk.example.test https://lk.example.test");
  });

  it('asks Retell instead when VOICE_PROVIDER=retell, with the same response shape', async () => {
    const stub = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ access_token: 'retell-token', call_id: 'call_123' }));
    const res = await createApp().request(CALL, callRequest(await agent()), {
      ...env,
      VOICE_PROVIDER: 'retell',
      RETELL_API_KEY: 'key_secret',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ access_token: 'retell-token', url: RETELL_LIVEKIT_URL, room: 'call_123' });
    const [url, init] = stub.mock.calls[0]!;
    expect(url).toBe(RETELL_CREATE_WEB_CALL);
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer key_secret');
    // Retell ends the call itself (and hears nothing of the session) at our maximum length and after our
    // silence timeout, and stores no recording, transcript or log of it.
    expect(JSON.parse(init!.body as string)).toEqual({
      agent_id: content.site.voiceAgentId,
      agent_override: {
        agent: {
          max_call_duration_ms: content.site.call.maxMinutes * 60_000,
          end_call_after_silence_ms: content.site.call.silenceSeconds * 1000,
          data_storage_setting: 'basic_attributes_only',
        },
      },
    });
  });

  it('answers 502 when Retell fails, and 503 when Retell is not configured', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 500 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await createApp().request(CALL, callRequest(await agent()), {
      ...env,
      VOICE_PROVIDER: 'retell',
      RETELL_API_KEY: 'k',
    });
    expect(failed.status).toBe(502);
    const missing = await createApp().request(CALL, callRequest(await agent()), {
      ...env,
      VOICE_PROVIDER: 'retell',
    });
    expect(missing.status).toBe(503);
  });
});
