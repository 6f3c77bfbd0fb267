// The JSON API under /functions/v1/ (Supabase-compatible paths, so the spec's client contract holds).
import { Hono } from 'hono';
import { API_ROUTES } from '../../contracts/api.ts';
import type { Env } from '../env.ts';
import { createCall } from './call.ts';
import { logConsent } from './consent.ts';
import { jsonError } from './errors.ts';
import { guard } from './guard.ts';

export function api() {
  const api = new Hono<{ Bindings: Env; Variables: { body: unknown } }>();
  api.post(API_ROUTES.logConsent, ...guard('CONSENT_LIMITER'), logConsent);
  api.post(API_ROUTES.createCall, ...guard('CALL_LIMITER'), createCall);
  for (const path of Object.values(API_ROUTES)) {
    api.all(path, (c) => jsonError(c, 405, 'method_not_allowed', 'Use POST.', { Allow: 'POST' }));
  }
  api.all('*', (c) => jsonError(c, 404, 'not_found', 'No such function.'));
  return api;
}
