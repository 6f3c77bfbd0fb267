// API errors are JSON {error, message} with the right status; nothing else leaks.
import type { Context } from 'hono';
import type { ApiError } from '../../contracts/api.ts';
import { API_CACHE_CONTROL } from '../edge/headers.ts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function jsonError(c: Context, status: ContentfulStatusCode, error: string, message: string, headers?: Record<string, string>) {
  const body: ApiError = { error, message };
  return c.json(body, status, { 'Cache-Control': API_CACHE_CONTROL, ...headers });
}
