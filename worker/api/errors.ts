// API errors are JSON {error, message} with the right status; nothing else leaks.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, message: string, headers?: Record<string, string>) {
  return c.json({ error, message }, status, { 'Cache-Control': 'no-store', ...headers });
}
