// Keys derived from one configured secret (SESSION_SECRET) with HKDF-SHA256, one per purpose, so the
// secret itself is never used for a second job and a value made for one purpose is useless in another.
import { hkdfSync } from 'node:crypto';

/** A 32-byte key for one purpose: HKDF-SHA256 of `secret` with `info` (and `salt`, empty by default). */
export function deriveKey(secret: string, info: string, salt = ''): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, salt, info, 32));
}
