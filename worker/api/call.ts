// POST /functions/v1/create-livekit-call: a short-lived LiveKit token for a fresh room with the agent
// dispatched into it, or (VOICE_PROVIDER=retell) the same shape from Retell's create-web-call.
// Every started call is taken from the site's daily budget first.
import { createFactory } from 'hono/factory';
import { AccessToken, RoomAgentDispatch, RoomConfiguration, TrackSource } from 'livekit-server-sdk';
import { z } from 'zod';
import { BUDGET_EXHAUSTED, type CallResponse } from '../../contracts/api.ts';
import { site } from '../content/index.ts';
import { API_CACHE_CONTROL } from '../edge/headers.ts';
import type { AppEnv, Env } from '../env.ts';
import { giveCallBack, takeCall } from './budget.ts';
import { jsonError } from './errors.ts';
import { guard, validBody } from './guard.ts';

export const TOKEN_TTL_SECONDS = 5 * 60;
export const RETELL_CREATE_WEB_CALL = 'https://api.retellai.com/v2/create-web-call';
/** The LiveKit server Retell's own web client connects to. */
export const RETELL_LIVEKIT_URL = 'wss://retell-ai-4ihahnq7.livekit.cloud';

const callSchema = z.object({ agent_id: z.string().max(100) }).strict();

/** The real-time server the browser will connect to, for the CSP's connect-src. */
export function callServerUrl(env: Partial<Env> | undefined): string | undefined {
  return env?.VOICE_PROVIDER === 'retell' ? RETELL_LIVEKIT_URL : env?.LIVEKIT_URL || undefined;
}

export const createCall = createFactory<AppEnv>().createHandlers(
  guard('CALL_LIMITER'),
  validBody(callSchema, 'The body must be {"agent_id": "<agent>"}.'),
  async (c) => {
    const { agent_id: agentId } = c.req.valid('json');
    if (agentId !== site.voiceAgentId) return jsonError(c, 400, 'unknown_agent', "agent_id is not this site's voice agent.");
    const provider = c.env.VOICE_PROVIDER === 'retell' ? retell : livekit;
    const missing = provider.missing(c.env);
    if (missing) return jsonError(c, 503, 'calls_not_configured', `Voice calls are not configured: set ${missing}.`);

    let taken: boolean;
    try {
      taken = await takeCall(c.env.DB, site.call.dailyBudget);
    } catch (error) {
      console.error('create call: the budget could not be read', error);
      return jsonError(c, 503, 'storage_unavailable', 'Calls cannot be started right now. Try again later.');
    }
    if (!taken) return jsonError(c, 503, BUDGET_EXHAUSTED, "Today's budget of calls is used up. Try again tomorrow.");

    const result = await provider.create(c.env, agentId);
    if ('error' in result) {
      await giveCallBack(c.env.DB).catch((error: unknown) => console.error('create call: the budget could not be restored', error));
      return jsonError(c, result.status, result.error, result.message);
    }
    return c.json(result, 200, { 'Cache-Control': API_CACHE_CONTROL });
  },
);

type Failure = { error: string; message: string; status: 502 };
interface Provider {
  /** The settings still missing, or undefined when the provider can be used. */
  missing(env: Env): string | undefined;
  create(env: Env, agentId: string): Promise<CallResponse | Failure>;
}

const livekit: Provider = {
  missing: (env) =>
    env.LIVEKIT_URL && env.LIVEKIT_API_KEY && env.LIVEKIT_API_SECRET ? undefined : 'LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET',
  async create(env, agentName) {
    // Random names: they end up in LiveKit's logs, so they carry nothing about the visitor.
    const room = `samtale-${crypto.randomUUID()}`;
    const token = new AccessToken(env.LIVEKIT_API_KEY, env.LIVEKIT_API_SECRET, {
      identity: `besoeger-${crypto.randomUUID()}`,
      ttl: TOKEN_TTL_SECONDS,
    });
    token.addGrant({
      room,
      roomJoin: true,
      canPublish: true,
      canPublishSources: [TrackSource.MICROPHONE],
      canPublishData: false,
      canSubscribe: true,
    });
    // Dispatch works only when the token creates the room, hence the fresh room name above. The agent
    // (agent/) ends the call at the maximum length; a LiveKit room has no limit of its own.
    token.roomConfig = new RoomConfiguration({ agents: [new RoomAgentDispatch({ agentName })] });
    return { access_token: await token.toJwt(), url: env.LIVEKIT_URL!, room };
  },
};

const retell: Provider = {
  missing: (env) => (env.RETELL_API_KEY ? undefined : 'RETELL_API_KEY'),
  async create(env, agentId) {
    try {
      const response = await fetch(RETELL_CREATE_WEB_CALL, {
        method: 'POST',
        headers: { Authorization: `Bearer ${env.RETELL_API_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(retellCallBody(agentId)),
      });
      if (!response.ok) throw new Error(`Retell answered ${response.status}`);
      const body = (await response.json()) as { access_token?: string; call_id?: string };
      if (!body.access_token) throw new Error('Retell sent no access_token');
      return { access_token: body.access_token, url: RETELL_LIVEKIT_URL, room: body.call_id ?? '' };
    } catch (error) {
      console.error('create call: Retell failed', error);
      return { status: 502, error: 'provider_error', message: 'The voice provider could not create the call.' };
    }
  },
};

/** Retell enforces the call's length and the silence that ends it itself, when told with every call;
 *  and it stores no recording, transcript or log of the call (its default stores all three). */
function retellCallBody(agentId: string) {
  return {
    agent_id: agentId,
    agent_override: {
      agent: {
        max_call_duration_ms: site.call.maxMinutes * 60_000,
        end_call_after_silence_ms: site.call.silenceSeconds * 1000,
        data_storage_setting: 'basic_attributes_only',
      },
    },
  };
}
