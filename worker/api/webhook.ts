// POST /functions/v1/livekit-webhook: LiveKit's signed events. participant_joined from a caller turns
// the call's reservation into a started call; anything unsigned or signed with another key is refused.
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { WebhookReceiver } from 'livekit-server-sdk';
import { markJoined } from '../db.ts';
import type { AppEnv } from '../env.ts';
import { jsonError } from './errors.ts';

/** The identity prefix of the visitor's token (call.ts); the agent joins under its own. */
export const CALLER_IDENTITY_PREFIX = 'besoeger-';
const MAX_WEBHOOK_BYTES = 64 * 1024;

export const webhookSizeLimit = bodyLimit({
  maxSize: MAX_WEBHOOK_BYTES,
  onError: (c) => jsonError(c, 413, 'payload_too_large', `The body must be at most ${MAX_WEBHOOK_BYTES} bytes.`),
});

export async function livekitWebhook(c: Context<AppEnv>) {
  const { LIVEKIT_API_KEY: key, LIVEKIT_API_SECRET: secret } = c.env;
  if (!key || !secret) return jsonError(c, 503, 'calls_not_configured', 'LiveKit is not configured.');
  const body = await c.req.text();
  let event: Awaited<ReturnType<WebhookReceiver['receive']>>;
  try {
    // Checks the JWT in Authorization against our key and secret, and the body against its sha256 claim.
    event = await new WebhookReceiver(key, secret).receive(body, c.req.header('authorization'));
  } catch {
    return jsonError(c, 401, 'invalid_signature', 'The webhook is not signed by our LiveKit key.');
  }
  if (event.event === 'participant_joined' && event.room?.name && event.participant?.identity.startsWith(CALLER_IDENTITY_PREFIX)) {
    await markJoined(c.env.DB, event.room.name);
  }
  return c.json({ received: true });
}
