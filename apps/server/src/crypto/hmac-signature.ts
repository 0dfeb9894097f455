// HMAC-SHA256 signatures (download links, newsletter unsubscribe links, the test provider's webhooks,
// Facebook's appsecret_proof) and their constant-time check, so a signature is never compared with ===.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The HMAC-SHA256 of the parts, fed in order (as if concatenated), under `key`; strings are read as UTF-8. */
export function signHmacSha256(key: string | Buffer, ...parts: readonly (string | Buffer)[]): Buffer {
  const hmac = createHmac('sha256', key);
  for (const part of parts) hmac.update(part);
  return hmac.digest();
}

/**
 * Whether a received value equals the expected one, in a time that does not tell how much of it
 * matched; strings are compared as their UTF-8 bytes. False when the lengths differ.
 */
export function isSameSecret(received: string | Buffer | null | undefined, expected: string | Buffer): boolean {
  if (received === null || received === undefined) return false;
  const a = typeof received === 'string' ? Buffer.from(received, 'utf8') : received;
  const b = typeof expected === 'string' ? Buffer.from(expected, 'utf8') : expected;
  return a.length === b.length && timingSafeEqual(a, b);
}
