// Who "one client" is, for the rate limit and the daily cap: an IPv4 address, or an IPv6 /64 (one
// household or phone gets a whole /64, so counting single IPv6 addresses would give it endless ones).
// What is stored is never the address: a SHA-256 of the network with a random salt that changes every
// Copenhagen day and is deleted with that day, so yesterday's counts cannot be tied to an address.
import type { Context } from 'hono';
import { sha256Hex } from '../../contracts/bytes.ts';

/** The client's network: "192.0.2.7", or "2001:db8:1:2::/64"; "unknown" when no address came. */
export function clientNetwork(ip: string | undefined): string {
  const address = ip?.trim() ?? '';
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return address;
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : 'unknown';
}

/** The address Cloudflare's edge saw (it sets CF-Connecting-IP; a client cannot). */
export const clientAddress = (c: Context) => c.req.header('cf-connecting-ip');

/** The eight groups of an IPv6 address, expanded and lowercase, or null if it is not one. */
function ipv6Groups(address: string): string[] | null {
  const [head = '', tail, ...more] = address.toLowerCase().split('::');
  if (more.length || !/^[0-9a-f:]+$/.test(address.toLowerCase().replace('::', ':'))) return null;
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}

/** The stored form of a client: a hex SHA-256 of the day's salt and the network. */
export async function hashedClient(salt: string, network: string): Promise<string> {
  return sha256Hex(`${salt}\n${network}`);
}
