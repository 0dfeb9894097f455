import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchTotpStep, otpauthUri, totpCode } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; the table gives 8 digits,
// whose last six are the 6-digit codes.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238, SHA-1)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives the RFC test vector %s', (seconds, eightDigits) => {
    expect(totpCode(RFC_SECRET, new Date(seconds * 1000))).toBe(eightDigits.slice(2));
    expect(hotp(Buffer.from('12345678901234567890'), Math.floor(seconds / 30), 8)).toBe(eightDigits);
  });

  it('accepts the step before and after, and no further', () => {
    const at = new Date(1_111_111_111_000);
    const step = Math.floor(1_111_111_111 / 30);
    for (const shift of [-1, 0, 1]) {
      const code = totpCode(RFC_SECRET, new Date(at.getTime() + shift * 30_000));
      expect(matchTotpStep(RFC_SECRET, code, at)).toBe(step + shift);
    }
    for (const shift of [-2, 2]) {
      const code = totpCode(RFC_SECRET, new Date(at.getTime() + shift * 30_000));
      expect(matchTotpStep(RFC_SECRET, code, at)).toBeNull();
    }
  });

  it('refuses codes that are not six digits', () => {
    const at = new Date(59_000);
    expect(matchTotpStep(RFC_SECRET, '28708', at)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, 'abcdef', at)).toBeNull();
    expect(matchTotpStep(RFC_SECRET, '287 082', at)).not.toBeNull();
  });

  it('round-trips base32 for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(base32Decode(base32Encode(bytes))?.equals(Buffer.from(bytes))).toBe(true);
      }),
    );
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri({ secretBase32: 'JBSWY3DPEHPK3PXP', issuer: 'Spindle', account: 'lea@spindle.test' })).toBe(
      'otpauth://totp/Spindle:lea%40spindle.test?secret=JBSWY3DPEHPK3PXP&issuer=Spindle&algorithm=SHA1&digits=6&period=30',
    );
  });
});
