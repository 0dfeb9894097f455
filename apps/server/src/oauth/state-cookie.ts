// The short-lived cookie that carries an OAuth sign-in from its start to its callback.
// It holds state, nonce and the PKCE code_verifier, sealed with AES-256-GCM: the browser can
// neither read nor alter it, so no server-side store is needed (docs/oauth.md, "State cookie").
import { safeRedirectPath } from '@spindle/domain';
import { z } from 'zod';
import { deriveKey } from '../crypto/derived-key.ts';
import { openSealedJson, sealJson } from '../crypto/sealed-box.ts';
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

// Versioned so the format can change without old cookies decrypting into something else.
const KEY_INFO = 'spindle/oauth-state/v1';

function keyOf(secret: string): Buffer {
  if (secret.length < MIN_STATE_SECRET_LENGTH) {
    throw new Error(`The OAuth state secret must be at least ${MIN_STATE_SECRET_LENGTH} characters`);
  }
  // A key of its own, so the session secret is never used directly for a second purpose.
  return deriveKey(secret, KEY_INFO);
}

/** Seals the state into a cookie value (base64url of iv | ciphertext | tag). */
export function sealState(state: SealedState, secret: string): string {
  return sealJson(keyOf(secret), state);
}

/** Opens a cookie value; null when it was altered, sealed with another secret, malformed or expired. */
export function openState(cookieValue: string, secret: string, nowMs: number): SealedState | null {
  const parsed = sealedStateSchema.safeParse(openSealedJson(keyOf(secret), cookieValue));
  if (!parsed.success || parsed.data.expiresAtMs <= nowMs) return null;
  return parsed.data;
}

/** A path on this site to return to after sign-in; anything else (other hosts, `//x`, `/\x`) becomes `/`. */
export function safeReturnTo(value: string | null | undefined): string {
  return safeRedirectPath(value);
}
