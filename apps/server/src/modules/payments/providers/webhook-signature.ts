// Signing of the test provider's webhooks, the way Stripe signs its own: an HMAC-SHA256 of
// `${timestamp}.${rawBody}` under the endpoint secret, sent as `t=<unix seconds>,v1=<hex>`.
// The timestamp is covered by the signature, so an old request cannot be replayed with a new one.
import { isSameSecret, signHmacSha256 } from '../../../crypto/hmac-signature.ts';
import { WEBHOOK_TOLERANCE_SECONDS, paymentEventSchema, type ParseWebhookResult } from './payment-provider.ts';

/** The header the test provider signs its webhooks in. */
export const TEST_SIGNATURE_HEADER = 'spindle-signature';

/** The header value for `rawBody` signed at `timestampSeconds`. */
export function signWebhookPayload(rawBody: Buffer, secret: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${computeSignature(rawBody, secret, timestampSeconds).toString('hex')}`;
}

export interface VerifySignatureInput {
  rawBody: Buffer;
  header: string | null;
  secret: string;
  nowMs: number;
  toleranceSeconds?: number;
}

export type VerifySignatureResult =
  | { ok: true; timestampSeconds: number }
  | { ok: false; code: 'webhook_signature_invalid' | 'webhook_timestamp_out_of_tolerance' };

/**
 * Checks the signature first (constant-time, any of several `v1` entries may match, which allows
 * rotating the secret), then the timestamp, in either direction, against the tolerance.
 */
export function verifyWebhookSignature(input: VerifySignatureInput): VerifySignatureResult {
  const parsed = input.header === null ? null : parseSignatureHeader(input.header);
  if (!parsed) return { ok: false, code: 'webhook_signature_invalid' };
  const expected = computeSignature(input.rawBody, input.secret, parsed.timestampSeconds);
  const matches = parsed.signatures.some((candidate) => isSameSecret(candidate, expected));
  if (!matches) return { ok: false, code: 'webhook_signature_invalid' };
  const toleranceSeconds = input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
  const ageSeconds = Math.floor(input.nowMs / 1000) - parsed.timestampSeconds;
  if (Math.abs(ageSeconds) > toleranceSeconds) return { ok: false, code: 'webhook_timestamp_out_of_tolerance' };
  return { ok: true, timestampSeconds: parsed.timestampSeconds };
}

/** Verifies the signature, then reads the body as one of our events (the test provider's wire format). */
export function parseSignedEvent(input: VerifySignatureInput): ParseWebhookResult {
  const verified = verifyWebhookSignature(input);
  if (!verified.ok) return verified;
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody.toString('utf8'));
  } catch {
    return { ok: false, code: 'webhook_payload_invalid' };
  }
  const parsed = paymentEventSchema.safeParse(json);
  return parsed.success ? { ok: true, event: parsed.data } : { ok: false, code: 'webhook_payload_invalid' };
}

function computeSignature(rawBody: Buffer, secret: string, timestampSeconds: number): Buffer {
  return signHmacSha256(secret, `${timestampSeconds}.`, rawBody);
}

function parseSignatureHeader(header: string): { timestampSeconds: number; signatures: Buffer[] } | null {
  let timestampSeconds: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestampSeconds = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  return timestampSeconds === null || signatures.length === 0 ? null : { timestampSeconds, signatures };
}
