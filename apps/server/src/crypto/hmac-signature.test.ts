import { describe, expect, it } from 'vitest';
import { deriveKey } from './derived-key.ts';
import { isSameSecret, signHmacSha256 } from './hmac-signature.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('HMAC-SHA256 signatures', () => {
  it('matches the RFC 4231 test vector (test case 2)', () => {
    expect(signHmacSha256('Jefe', 'what do ya want for nothing?').toString('hex')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('signs the parts as if they were one message, strings and bytes alike', () => {
    const whole = signHmacSha256('whsec_test', '1700000000.{"a":1}');
    expect(signHmacSha256('whsec_test', '1700000000.', Buffer.from('{"a":1}'))).toEqual(whole);
  });

  it('still gives the signatures of links made before the signer was shared', () => {
    // A newsletter unsubscribe token and a download link made by the former modules.
    const newsletterKey = deriveKey(SECRET, 'spindle/newsletter-unsubscribe/v1');
    expect(signHmacSha256(newsletterKey, 'ana@example.com').toString('base64url')).toBe(
      'kx-FqMyoB6GSwiKkB9ayhKuRYXGXOdCtiE2ZNJ5MHmc',
    );
    const downloadKey = deriveKey(SECRET, 'digital-download-links', 'spindle');
    expect(signHmacSha256(downloadKey, 'download:42:7:1795341600').toString('hex')).toBe(
      '6c1fa73ffb13af0bfda6694582295b1a9376584aa412dd2cfe0fd3338fdcb98b',
    );
  });
});

describe('isSameSecret', () => {
  it.each([
    ['equal texts', 'state-value', 'state-value', true],
    ['a changed character', 'state-valuf', 'state-value', false],
    ['a shorter value', 'state', 'state-value', false],
    ['nothing received', null, 'state-value', false],
    ['undefined', undefined, 'state-value', false],
    ['equal bytes', Buffer.from('ab', 'hex'), Buffer.from('ab', 'hex'), true],
    ['different bytes', Buffer.from('ab', 'hex'), Buffer.from('ac', 'hex'), false],
    ['text against its UTF-8 bytes', 'é', Buffer.from('é', 'utf8'), true],
  ])('%s: %s', (_name, received, expected, same) => {
    expect(isSameSecret(received, expected)).toBe(same);
  });
});
