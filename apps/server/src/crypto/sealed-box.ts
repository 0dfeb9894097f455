// Values the browser carries and must neither read nor change (the OAuth state cookie, the social
// sign-in cookies), sealed with AES-256-GCM: base64url(iv | ciphertext | tag), a random 12-byte IV
// each time. The tag authenticates the whole value, so a changed byte does not open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals a text under a 32-byte key (see deriveKey) into base64url(iv | ciphertext | tag). */
export function sealText(key: Buffer, plainText: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The text a sealed value holds, or null when it was altered, truncated, garbage or sealed under another key. */
export function openSealedText(key: Buffer, sealed: string): string | null {
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}

/** Seals a JSON value (see sealText). */
export function sealJson(key: Buffer, value: unknown): string {
  return sealText(key, JSON.stringify(value));
}

/** The JSON value a sealed value holds, or null when it does not open or is not JSON; check it with a schema. */
export function openSealedJson(key: Buffer, sealed: string): unknown {
  const text = openSealedText(key, sealed);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
