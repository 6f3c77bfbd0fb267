// POST /functions/v1/create-livekit-call: a short-lived LiveKit token for a fresh room with the agent
// dispatched into it, or (VOICE_PROVIDER=retell) the same shape from Retell's create-web-call.
// A call needs a consent logged in the same session within the last day, and is taken from the
// client's daily cap and the site's daily budget before any token exists.
import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import { AccessToken, RoomAgentDispatch, RoomConfiguration, TrackSource } from 'livekit-server-sdk';
import { BUDGET_EXHAUSTED, CLIENT_DAILY_LIMIT, CONSENT_REQUIRED, type CallResponse } from '../../contracts/api.ts';
import { DAY_MS } from '../../contracts/bytes.ts';
import type { VoiceProvider } from '../../config/site.ts';
import { site } from '../content/index.ts';
import { API_CACHE_CONTROL } from '../edge/headers.ts';
import { budgetDay, daySalt, giveCallBack, hasConsentSince, reserve, returnUnusedCalls, type Taken, takeCallFor } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { checkCallRequest } from './bodies.ts';
import { clientAddress, clientNetwork, hashedClient } from './client.ts';
import { jsonError } from './errors.ts';
import { guard, validBody } from './guard.ts';
import { CALLER_IDENTITY_PREFIX } from './webhook.ts';

export const TOKEN_TTL_SECONDS = 5 * 60;
export const RETELL_CREATE_WEB_CALL = 'https://api.retellai.com/v2/create-web-call';
/** The LiveKit server Retell's own web client connects to. */
export const RETELL_LIVEKIT_URL = 'wss://retell-ai-4ihahnq7.livekit.cloud';

/** A token unused this long after it was issued can no longer be: LiveKit checks expiry when joining. */
export const UNUSED_AFTER_MS = (TOKEN_TTL_SECONDS + 60) * 1000;
const CONSENT_VALID_MS = DAY_MS;

/** The real-time server the browser will connect to, for the CSP's connect-src. */
export function callServerUrl(env: Partial<Env> | undefined): string | undefined {
  return env?.VOICE_PROVIDER === 'retell' ? RETELL_LIVEKIT_URL : env?.LIVEKIT_URL || undefined;
}

export const createCall = createFactory<AppEnv>().createHandlers(
  guard('CALL_LIMITER'),
  validBody(checkCallRequest, 'The body must be {"agent_id": "<agent>", "session_id": "<the session\'s UUID>"}.'),
  async (c) => {
    const { agent_id: agentId, session_id: sessionId } = c.req.valid('json');
    if (agentId !== site.voiceAgentId) return jsonError(c, 400, 'unknown_agent', "agent_id is not this site's voice agent.");
    const provider = providers[c.env.VOICE_PROVIDER === 'retell' ? 'retell' : 'livekit'];
    const missing = provider.missing(c.env);
    if (missing) return jsonError(c, 503, 'calls_not_configured', `Voice calls are not configured: set ${missing}.`);

    const now = new Date();
    const client = await takeFromBudgets(c, sessionId, provider, now);
    if (client instanceof Response) return client;
    const result = await provider.create(c.env, agentId);
    if ('error' in result) {
      await giveCallBack(c.env.DB, client, budgetDay(now)).catch((error: unknown) =>
        console.error('create call: the budget could not be restored', error),
      );
      return jsonError(c, result.status, result.error, result.message);
    }
    await provider.issued?.(c.env.DB, result.room, client, now);
    return c.json(result, 200, { 'Cache-Control': API_CACHE_CONTROL });
  },
);

/** Checks the session's consent and takes a call from the client's and the site's budgets: the
 *  client's hash on success, or the refusal to send. */
async function takeFromBudgets(c: Context<AppEnv>, sessionId: string, provider: CallProvider, now: Date): Promise<string | Response> {
  const db = c.env.DB;
  const consentSince = new Date(now.getTime() - CONSENT_VALID_MS).toISOString();
  let client: string;
  let taken: Taken;
  try {
    if (!(await hasConsentSince(db, sessionId, consentSince))) {
      return jsonError(c, 403, CONSENT_REQUIRED, 'Log a consent in this session (log-consent) before a call is created.');
    }
    await provider.returnUnused?.(db, now);
    client = await hashedClient(await daySalt(db, now), clientNetwork(clientAddress(c)));
    taken = await takeCallFor(db, client, site.call, now);
  } catch (error) {
    console.error('create call: the budget could not be read', error);
    return jsonError(c, 503, 'storage_unavailable', 'Calls cannot be started right now. Try again later.');
  }
  if (taken === 'client_limit') {
    return jsonError(
      c,
      429,
      CLIENT_DAILY_LIMIT,
      `At most ${site.call.dailyPerClient} calls a day from one connection. Try again tomorrow.`,
    );
  }
  if (taken === 'budget_exhausted') return jsonError(c, 503, BUDGET_EXHAUSTED, "Today's budget of calls is used up. Try again tomorrow.");
  return client;
}

type Failure = { error: string; message: string; status: 502 };
/** A voice provider: what it needs, how it mints a call, and how its calls are counted. */
interface CallProvider {
  /** The settings still missing, or undefined when the provider can be used. */
  missing(env: Env): string | undefined;
  create(env: Env, agentId: string): Promise<CallResponse | Failure>;
  /** Gives back calls whose token expired unused, before the budget is read. */
  returnUnused?(db: D1Database, now: Date): Promise<unknown>;
  /** Notes a minted call, so it comes back if its caller never joins. */
  issued?(db: D1Database, room: string, client: string, now: Date): Promise<void>;
}

// A LiveKit call waits for its caller (webhook.ts); Retell's rooms send us no webhook, so its calls count at issue.
const livekit: CallProvider = {
  missing: (env) =>
    env.LIVEKIT_URL && env.LIVEKIT_API_KEY && env.LIVEKIT_API_SECRET ? undefined : 'LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET',
  async create(env, agentName) {
    // Random names: they end up in LiveKit's logs, so they carry nothing about the visitor.
    const room = `samtale-${crypto.randomUUID()}`;
    const token = new AccessToken(env.LIVEKIT_API_KEY, env.LIVEKIT_API_SECRET, {
      identity: `${CALLER_IDENTITY_PREFIX}${crypto.randomUUID()}`,
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
    return { access_token: await token.toJwt(), url: env.LIVEKIT_URL, room };
  },
  returnUnused: (db, now) => returnUnusedCalls(db, UNUSED_AFTER_MS, now),
  issued: (db, room, client, now) =>
    reserve(db, room, client, now).catch((error: unknown) => console.error('create call: the reservation could not be stored', error)),
};

const retell: CallProvider = {
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

const providers: Record<VoiceProvider, CallProvider> = { livekit, retell };

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
