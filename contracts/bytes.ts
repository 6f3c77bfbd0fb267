// Small byte and time helpers that the Worker and the browser share.

/** One day in milliseconds. */
export const DAY_MS = 86_400_000;

/** Bytes as lower-case hex, two digits each. */
export const toHex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** The SHA-256 of a text's UTF-8 bytes, as hex. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}
