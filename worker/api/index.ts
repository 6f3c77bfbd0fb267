// The JSON API under /functions/v1/ (Supabase-compatible paths, so the browser's contract holds).
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { API_ROUTES } from '../../contracts/api.ts';
import type { AppEnv } from '../env.ts';
import { createCall } from './call.ts';
import { logConsent } from './consent.ts';
import { jsonError } from './errors.ts';
import { withdrawConsent } from './withdraw.ts';
import { livekitWebhook, webhookSizeLimit } from './webhook.ts';

export function api() {
  const api = new Hono<AppEnv>();
  api.post(API_ROUTES.logConsent, ...logConsent);
  api.post(API_ROUTES.createCall, ...createCall);
  api.post(API_ROUTES.withdrawConsent, ...withdrawConsent);
  api.post(API_ROUTES.livekitWebhook, webhookSizeLimit, livekitWebhook);
  for (const path of Object.values(API_ROUTES)) {
    api.all(path, (c) => jsonError(c, 405, 'method_not_allowed', 'Use POST.', { Allow: 'POST' }));
  }
  api.all('*', (c) => jsonError(c, 404, 'not_found', 'No such function.'));
  // hono/validator throws a 400 HTTPException for a body that is not JSON; anything else is ours.
  api.onError((error, c) => {
    if (error instanceof HTTPException && error.status === 400) return jsonError(c, 400, 'invalid_json', 'The body is not valid JSON.');
    console.error('api: request failed', error);
    return jsonError(c, 500, 'internal_error', 'Something went wrong on our side.');
  });
  return api;
}
