// Requests to the API as a browser on our site would send them, each from its own visitor IP.
import { content } from '../../worker/content/index.ts';
import { get } from './html.ts';

export const KEY = content.site.anonKey;
export const CONSENT = '/functions/v1/log-consent';
export const CALL = '/functions/v1/create-livekit-call';
let ip = 0;
export const nextIp = () => `203.0.113.${++ip % 250}.${ip}`;

export function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return get(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: KEY, 'cf-connecting-ip': nextIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
