import { describe, expect, it } from 'vitest';
import { deriveKey } from './derived-key.ts';
import { openSealedJson, openSealedText, sealJson, sealText } from './sealed-box.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const key = deriveKey(SECRET, 'spindle/test/v1');

describe('the sealed box (AES-256-GCM, base64url of iv | ciphertext | tag)', () => {
  it('opens to the text that was sealed, accents and emoji included', () => {
    for (const text of ['s', 'state', 'Zoë 🎶 東京']) expect(openSealedText(key, sealText(key, text))).toBe(text);
  });

  it('seals the same text differently every time (random IV) in 12 + n + 16 bytes', () => {
    const [one, two] = [sealText(key, 'same'), sealText(key, 'same')];
    expect(one).not.toBe(two);
    expect(Buffer.from(one, 'base64url')).toHaveLength(12 + 4 + 16);
  });

  it('does not open when any byte was changed', () => {
    const sealed = Buffer.from(sealText(key, 'do not touch'), 'base64url');
    for (let index = 0; index < sealed.length; index += 1) {
      const altered = Buffer.from(sealed);
      altered[index] = (altered[index] ?? 0) ^ 0x01;
      expect(openSealedText(key, altered.toString('base64url'))).toBeNull();
    }
  });

  it('does not open when truncated, empty or garbage, or under another key', () => {
    const sealed = sealText(key, 'text');
    for (const value of [sealed.slice(0, -4), '', 'not-base64!', 'AAAA']) expect(openSealedText(key, value)).toBeNull();
    expect(openSealedText(deriveKey(SECRET, 'spindle/other/v1'), sealed)).toBeNull();
  });

  it('carries JSON values, and answers null for a sealed text that is not JSON', () => {
    expect(openSealedJson(key, sealJson(key, { expiresAtMs: 1, value: ['a'] }))).toEqual({
      expiresAtMs: 1,
      value: ['a'],
    });
    expect(openSealedJson(key, sealText(key, '{not json'))).toBeNull();
  });

  it('still opens cookies sealed before the sealer was shared (same wire format and keys)', () => {
    // Sealed by the former oauth/state-cookie.ts and modules/auth/sealed-cookie.ts.
    const oauthState =
      'Is5Tm_1SIF3VDkFIOX0OCeLRGAlibMkVb9fUHRxZr7ojPAkY66PHFCAcswK5rNHTxWvliQpzZBix3VnF21tVLK1D3WeThQfOxUst4oh_-7HtJccP3I0xjsQvbzdrFUwdrm2LVknJ3oE2jBORI03CooqIboKhMYEesG6tD5Agm3Ej6tR3f2X5MGEARkfSRQp6aAaJiZjTb7vBeBDoDTYdnqfUbC1WXVMDtNLJD44suTFzaIGseEUdSfe0JG1GLaCFt6tBAvRFZTS4dhowMr0oPSVv2rsW8sU6A3E';
    expect(openSealedJson(deriveKey(SECRET, 'spindle/oauth-state/v1'), oauthState)).toEqual({
      provider: 'google',
      state: 's',
      nonce: null,
      codeVerifier: 'v'.repeat(43),
      redirectUri: 'https://spindle.test/cb',
      returnTo: '/',
      expiresAtMs: 2_000_000_000_000,
    });
    const attribution =
      '2W-nTTOBKbX1_TFf5FALAWbI1dZMMGuhZlvVCXFlkmLdvXSlP-rKwh2W052YRu2qcGyPGPdQhDWH8Fz9UxIzN_EzRY9AyPJKyCa1HiGC';
    expect(openSealedJson(deriveKey(SECRET, 'spindle/oauth-attribution/v1'), attribution)).toEqual({
      expiresAtMs: 2_000_000_000_000,
      value: { ori: 'ig' },
    });
  });
});
