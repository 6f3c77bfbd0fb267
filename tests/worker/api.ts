// Requests to the API as a browser on our site would send them, each from its own visitor: a real
// address in its own IPv6 /64, since the rate limit and the daily cap count one client per /64.
import { content } from '../../worker/content/index.ts';
import { validConsentBody } from '../fixtures/consent.ts';
import { get } from './html.ts';

export const KEY = content.site.anonKey;
export const CONSENT = '/functions/v1/log-consent';
export const CALL = '/functions/v1/create-livekit-call';
export const WEBHOOK = '/functions/v1/livekit-webhook';
let ip = 0;
export const nextIp = () => `2001:db8:${(++ip).toString(16)}::1`;

export function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: KEY, 'cf-connecting-ip': nextIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A session with a consent logged through the API, as the browser does before it rings. */
export async function consentedSession(): Promise<string> {
  const body = validConsentBody();
  const res = await post(CONSENT, body);
  if (res.status !== 200) throw new Error(`log-consent answered ${res.status}`);
  return body.metadata.sessionId;
}
