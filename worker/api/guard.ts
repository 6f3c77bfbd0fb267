// What every API call must pass before its handler runs, in order: our origin, the anon key, JSON,
// at most 8 KB, the rate limit, and a body that parses. Each failure has its own status.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { site } from '../content/index.ts';
import type { Env } from '../env.ts';
import { jsonError } from './errors.ts';

export const MAX_BODY_BYTES = 8 * 1024;
const SITE_ORIGIN = new URL(site.siteUrl).origin;
export const RETRY_AFTER_SECONDS = 60;

type App = { Bindings: Env; Variables: { body: unknown } };

export function guard(limiter: 'CONSENT_LIMITER' | 'CALL_LIMITER'): [MiddlewareHandler<App>, MiddlewareHandler<App>, MiddlewareHandler<App>] {
  return [
    async (c, next) => {
      if (!sameSite(c)) return jsonError(c, 403, 'forbidden_origin', 'Requests must come from this site.');
      if (presentedKey(c) !== site.anonKey) return jsonError(c, 401, 'invalid_key', 'A valid apikey or Authorization: Bearer key is required.');
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type)) return jsonError(c, 415, 'unsupported_media_type', 'Content-Type must be application/json.');
      await next();
    },
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => jsonError(c, 413, 'payload_too_large', `The body must be at most ${MAX_BODY_BYTES} bytes.`) }),
    async (c, next) => {
      const binding = c.env[limiter];
      const key = c.req.header('cf-connecting-ip') ?? 'unknown';
      if (binding && !(await binding.limit({ key })).success) {
        return jsonError(c, 429, 'rate_limited', 'Too many requests. Try again in a minute.', { 'Retry-After': String(RETRY_AFTER_SECONDS) });
      }
      try {
        c.set('body', await c.req.json());
      } catch {
        return jsonError(c, 400, 'invalid_json', 'The body is not valid JSON.');
      }
      await next();
    },
  ];
}

/** A browser request from another site is refused; requests without Origin (curl, servers) pass. */
function sameSite(c: Context): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return false;
  const origin = c.req.header('origin');
  if (!origin) return true;
  return origin === SITE_ORIGIN || origin === new URL(c.req.url).origin;
}

function presentedKey(c: Context): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  return c.req.header('apikey') || bearer;
}
