// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1, 30-second steps, 6 digits,
// the step before and after also accepted (a clock a little off, a code typed as it changed). Secrets are
// 20 random bytes, shown as base32 (RFC 4648) in the otpauth:// URI authenticator apps read.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Seconds per step (RFC 6238's default, what every authenticator app uses). */
export const TOTP_STEP_SECONDS = 30;
/** Digits of a code. */
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW_STEPS = 1;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Base32 (RFC 4648, no padding) of bytes. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 text (case, spaces and padding ignored); null when it holds another character. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits (RFC 4226's recommended length for SHA-1), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The HOTP code of a counter (RFC 4226 section 5.3: dynamic truncation, then modulo 10^digits). */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The step a moment falls in. */
export function totpStepOf(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code of a base32 secret at a moment (what the authenticator app shows then). */
export function totpCode(secretBase32: string, at: Date): string {
  const key = base32Decode(secretBase32);
  if (!key) throw new TypeError('not a base32 secret');
  return hotp(key, totpStepOf(at));
}

/**
 * The step a typed code matches within the window around `at`, or null. The caller refuses a step
 * already used (a code is good once) by comparing it with the last accepted one.
 */
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | null {
  const key = base32Decode(secretBase32);
  const typed = code.replace(/\s/g, '');
  if (!key || !/^\d{6}$/.test(typed)) return null;
  const current = totpStepOf(at);
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step += 1) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(typed))) return step;
  }
  return null;
}

/** The otpauth:// URI an authenticator app reads from the QR code (Google Authenticator's key URI format). */
export function otpauthUri(options: { secretBase32: string; issuer: string; account: string }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.account)}`;
  const query = new URLSearchParams({
    secret: options.secretBase32,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
