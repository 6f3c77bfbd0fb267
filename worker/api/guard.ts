// What every API call must pass before its handler runs, in order: our origin, the anon key, JSON,
// at most 8 KB, the rate limit, and a body that parses and passes its check. Each failure has its own status.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { validator } from 'hono/validator';
import type { Checked } from './bodies.ts';
import { clientAddress, clientNetwork } from './client.ts';
import { site, siteOrigin } from '../content/index.ts';
import type { AppEnv } from '../env.ts';
import { jsonError } from './errors.ts';

const MAX_BODY_BYTES = 8 * 1024;
const RETRY_AFTER_SECONDS = 60;

/** The checks before the body is read, for an endpoint limited by the named rate limiter. */
export function guard(limiter: 'CONSENT_LIMITER' | 'CALL_LIMITER'): MiddlewareHandler<AppEnv> {
  return every(sameSiteOnly(), anonKeyRequired(), jsonOnly(), sizeLimited(), rateLimited(limiter));
}

/** A browser request from another site is refused; requests without Origin (curl, servers) pass. */
function sameSiteOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const crossSite =
      c.req.header('sec-fetch-site') === 'cross-site' ||
      (origin !== undefined && origin !== siteOrigin && origin !== new URL(c.req.url).origin);
    if (crossSite) return jsonError(c, 403, 'forbidden_origin', 'Requests must come from this site.');
    await next();
  };
}

function anonKeyRequired(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bearer = /^Bearer\s+(.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if ((c.req.header('apikey') || bearer) !== site.anonKey) {
      return jsonError(c, 401, 'invalid_key', 'A valid apikey or Authorization: Bearer key is required.');
    }
    await next();
  };
}

function jsonOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
      return jsonError(c, 415, 'unsupported_media_type', 'Content-Type must be application/json.');
    }
    await next();
  };
}

function sizeLimited(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => jsonError(c, 413, 'payload_too_large', `The body must be at most ${MAX_BODY_BYTES} bytes.`),
  });
}

/** Per client (an IPv4 address or an IPv6 /64), in the limiter's memory only: the address is never stored. */
function rateLimited(limiter: 'CONSENT_LIMITER' | 'CALL_LIMITER'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const binding = c.env[limiter];
    const key = clientNetwork(clientAddress(c));
    if (binding && !(await binding.limit({ key })).success) {
      return jsonError(c, 429, 'rate_limited', 'Too many requests. Try again in a minute.', { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    }
    await next();
  };
}

/**
 * The body, parsed and checked, for `c.req.valid('json')`. Malformed JSON is answered by the API's
 * error handler; a body that fails the check gets 400 with its problem, or `message` if given.
 */
export function validBody<T>(check: (body: unknown, c: Context) => Checked<T>, message?: string) {
  return validator('json', (value, c: Context) => {
    const checked = check(value, c);
    if (checked.ok) return checked.value;
    return jsonError(c, 400, 'invalid_body', message ?? checked.problem);
  });
}

/** The origins a page of ours can have: the configured one, and the one this request came to (local runs). */
export function ourOrigins(c: Context): string[] {
  return [siteOrigin, new URL(c.req.url).origin];
}
