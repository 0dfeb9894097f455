// The short-lived cookie that carries an OAuth sign-in from its start to its callback.
// It holds state, nonce and the PKCE code_verifier, sealed with AES-256-GCM: the browser can
// neither read nor alter it, so no server-side store is needed (docs/oauth.md, "State cookie").
import { safeRedirectPath } from '@spindle/domain';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { OAUTH_PROVIDER_NAMES } from './providers.ts';

/** Name, lifetime and attributes of the state cookie (SameSite=Lax: the callback is a cross-site top-level GET). */
export const OAUTH_STATE_COOKIE = {
  name: 'oauth_state',
  maxAgeSeconds: 600,
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'lax',
} as const;

/** Shortest secret accepted, as for SESSION_SECRET. */
export const MIN_STATE_SECRET_LENGTH = 32;

const sealedStateSchema = z.object({
  provider: z.enum(OAUTH_PROVIDER_NAMES),
  state: z.string().min(1),
  nonce: z.string().min(1).nullable(),
  codeVerifier: z.string().min(43),
  redirectUri: z.url(),
  returnTo: z.string(),
  expiresAtMs: z.number().int(),
});

/** What the state cookie carries between start and callback. */
export type SealedState = z.infer<typeof sealedStateSchema>;

const IV_BYTES = 12;
const TAG_BYTES = 16;
// Versioned so the format can change without old cookies decrypting into something else.
const KEY_INFO = 'spindle/oauth-state/v1';

function keyOf(secret: string): Buffer {
  if (secret.length < MIN_STATE_SECRET_LENGTH) {
    throw new Error(`The OAuth state secret must be at least ${MIN_STATE_SECRET_LENGTH} characters`);
  }
  // A key of its own, so the session secret is never used directly for a second purpose.
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), KEY_INFO, 32));
}

/** Seals the state into a cookie value (base64url of iv | ciphertext | tag). */
export function sealState(state: SealedState, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** Opens a cookie value; null when it was altered, sealed with another secret, malformed or expired. */
export function openState(cookieValue: string, secret: string, nowMs: number): SealedState | null {
  const key = keyOf(secret);
  const raw = Buffer.from(cookieValue, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  let plain: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
  let json: unknown;
  try {
    json = JSON.parse(plain);
  } catch {
    return null;
  }
  const parsed = sealedStateSchema.safeParse(json);
  if (!parsed.success || parsed.data.expiresAtMs <= nowMs) return null;
  return parsed.data;
}

/** A path on this site to return to after sign-in; anything else (other hosts, `//x`, `/\x`) becomes `/`. */
export function safeReturnTo(value: string | null | undefined): string {
  return safeRedirectPath(value);
}
