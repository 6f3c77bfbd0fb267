// POST /functions/v1/create-livekit-call: a short-lived LiveKit token for a fresh room with the agent
// dispatched into it, or (VOICE_PROVIDER=retell) the same shape from Retell's create-web-call.
import type { Context } from 'hono';
import { AccessToken, RoomAgentDispatch, RoomConfiguration, TrackSource } from 'livekit-server-sdk';
import { z } from 'zod';
import type { CallResponse } from '../../contracts/api.ts';
import { site } from '../content/index.ts';
import { API_CACHE_CONTROL } from '../edge/headers.ts';
import type { Env } from '../env.ts';
import { jsonError } from './errors.ts';

export const TOKEN_TTL_SECONDS = 5 * 60;
export const RETELL_CREATE_WEB_CALL = 'https://api.retellai.com/v2/create-web-call';
/** The LiveKit server Retell's own web client connects to. */
export const RETELL_LIVEKIT_URL = 'wss://retell-ai-4ihahnq7.livekit.cloud';

const callSchema = z.object({ agent_id: z.string().max(100) }).strict();


/** The real-time server the browser will connect to, for the CSP's connect-src. */
export function callServerUrl(env: Partial<Env> | undefined): string | undefined {
  return env?.VOICE_PROVIDER === 'retell' ? RETELL_LIVEKIT_URL : env?.LIVEKIT_URL || undefined;
}

export async function createCall(c: Context<{ Bindings: Env; Variables: { body: unknown } }>) {
  const parsed = callSchema.safeParse(c.get('body'));
  if (!parsed.success) return jsonError(c, 400, 'invalid_body', 'The body must be {"agent_id": "<agent>"}.');
  if (parsed.data.agent_id !== site.voiceAgentId) return jsonError(c, 400, 'unknown_agent', 'agent_id is not this site\'s voice agent.');

  const result = c.env.VOICE_PROVIDER === 'retell'
    ? await retellCall(c.env, parsed.data.agent_id)
    : await livekitCall(c.env, parsed.data.agent_id);
  if ('error' in result) return jsonError(c, result.status, result.error, result.message);
  return c.json(result, 200, { 'Cache-Control': API_CACHE_CONTROL });
}

type Failure = { error: string; message: string; status: 502 | 503 };

async function livekitCall(env: Env, agentName: string): Promise<CallResponse | Failure> {
  const { LIVEKIT_URL: url, LIVEKIT_API_KEY: key, LIVEKIT_API_SECRET: secret } = env;
  if (!url || !key || !secret) {
    return { status: 503, error: 'calls_not_configured', message: 'Voice calls are not configured: set LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET.' };
  }
  // Random names: they end up in LiveKit's logs, so they carry nothing about the visitor.
  const room = `samtale-${crypto.randomUUID()}`;
  const token = new AccessToken(key, secret, { identity: `besoeger-${crypto.randomUUID()}`, ttl: TOKEN_TTL_SECONDS });
  token.addGrant({
    room,
    roomJoin: true,
    canPublish: true,
    canPublishSources: [TrackSource.MICROPHONE],
    canPublishData: false,
    canSubscribe: true,
  });
  // Dispatch works only when the token creates the room, hence the fresh room name above.
  token.roomConfig = new RoomConfiguration({ agents: [new RoomAgentDispatch({ agentName })] });
  return { access_token: await token.toJwt(), url, room };
}

async function retellCall(env: Env, agentId: string): Promise<CallResponse | Failure> {
  if (!env.RETELL_API_KEY) {
    return { status: 503, error: 'calls_not_configured', message: 'Voice calls are not configured: set RETELL_API_KEY.' };
  }
  try {
    const response = await fetch(RETELL_CREATE_WEB_CALL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${env.RETELL_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ agent_id: agentId }),
    });
    if (!response.ok) throw new Error(`Retell answered ${response.status}`);
    const body = (await response.json()) as { access_token?: string; call_id?: string };
    if (!body.access_token) throw new Error('Retell sent no access_token');
    return { access_token: body.access_token, url: RETELL_LIVEKIT_URL, room: body.call_id ?? '' };
  } catch (error) {
    console.error('create call: Retell failed', error);
    return { status: 502, error: 'provider_error', message: 'The voice provider could not create the call.' };
  }
}
