// Short-lived cookies the browser carries between the steps of a social sign-in and must neither read
// nor change: the sign-up attribution (start -> callback) and a verified profile that still needs an
// e-mail address (callback -> POST auth/oauth/complete). Sealed with AES-256-GCM under a key derived
// from SESSION_SECRET for each purpose, like the OAuth state cookie (oauth/state-cookie.ts).
import { z } from 'zod';
import { deriveKey } from '../../crypto/derived-key.ts';
import { openSealedJson, sealJson } from '../../crypto/sealed-box.ts';

const envelopeSchema = z.object({ expiresAtMs: z.number().int(), value: z.unknown() });

/** A sealer of one kind of value; `purpose` keeps the keys of different cookies apart. */
export function createCookieSealer<S extends z.ZodType>(secret: string, purpose: string, valueSchema: S) {
  const key = deriveKey(secret, `spindle/${purpose}/v1`);
  return {
    seal(value: z.output<S>, expiresAtMs: number): string {
      return sealJson(key, { expiresAtMs, value });
    },

    /** The value, or null when the cookie was altered, sealed for another purpose or secret, or expired. */
    open(sealed: string | undefined, nowMs: number): z.output<S> | null {
      if (!sealed) return null;
      const envelope = envelopeSchema.safeParse(openSealedJson(key, sealed));
      if (!envelope.success || envelope.data.expiresAtMs <= nowMs) return null;
      const parsed = valueSchema.safeParse(envelope.data.value);
      return parsed.success ? parsed.data : null;
    },
  };
}
