// The one way the browser POSTs to our API: JSON out, JSON back, the anon key as each endpoint takes it.
// Every POST is a mutation, sent once and never retried.
import { CREATE_CALL_PATH } from '../contracts/api.ts';

/** What the API answered: its status and its body (empty when the body was not JSON). */
export interface ApiAnswer<T> {
  ok: boolean;
  status: number;
  data: Partial<T> & { error?: string };
}

/** Throws only when the request itself fails. */
export async function postApi<T>(path: string, body: unknown, anonKey: string): Promise<ApiAnswer<T>> {
  // The call endpoint has always been sent the key as a bearer token, the consent ones as apikey; the guard takes both.
  const key: Record<string, string> = path === CREATE_CALL_PATH ? { Authorization: `Bearer ${anonKey}` } : { apikey: anonKey };
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...key },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => ({}))) as ApiAnswer<T>['data'];
  return { ok: response.ok, status: response.status, data };
}
