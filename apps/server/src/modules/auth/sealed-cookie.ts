// Short-lived cookies the browser carries between the steps of a social sign-in and must neither read
// nor change: the sign-up attribution (start -> callback) and a verified profile that still needs an
// e-mail address (callback -> POST auth/oauth/complete). Sealed with AES-256-GCM under a key derived
// from SESSION_SECRET for each purpose, like the OAuth state cookie (oauth/state-cookie.ts).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

const IV_BYTES = 12;
const TAG_BYTES = 16;

const envelopeSchema = z.object({ expiresAtMs: z.number().int(), value: z.unknown() });

/** A sealer of one kind of value; `purpose` keeps the keys of different cookies apart. */
export function createCookieSealer<S extends z.ZodType>(secret: string, purpose: string, valueSchema: S) {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `spindle/${purpose}/v1`, 32));
  return {
    seal(value: z.output<S>, expiresAtMs: number): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify({ expiresAtMs, value }), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },

    /** The value, or null when the cookie was altered, sealed for another purpose or secret, or expired. */
    open(sealed: string | undefined, nowMs: number): z.output<S> | null {
      if (!sealed) return null;
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
          decipher.final(),
        ]);
        const envelope = envelopeSchema.parse(JSON.parse(plain.toString('utf8')));
        if (envelope.expiresAtMs <= nowMs) return null;
        const parsed = valueSchema.safeParse(envelope.value);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
