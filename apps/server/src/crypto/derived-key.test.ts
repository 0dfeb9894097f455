import { hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveKey } from './derived-key.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('deriveKey', () => {
  it('is HKDF-SHA256 of the secret, 32 bytes, with an empty salt by default', () => {
    const key = deriveKey(SECRET, 'spindle/oauth-state/v1');
    expect(key).toHaveLength(32);
    expect(key).toEqual(Buffer.from(hkdfSync('sha256', SECRET, Buffer.alloc(0), 'spindle/oauth-state/v1', 32)));
  });

  it('gives another key for another purpose, salt or secret', () => {
    const key = deriveKey(SECRET, 'a');
    expect(deriveKey(SECRET, 'b')).not.toEqual(key);
    expect(deriveKey(SECRET, 'a', 'spindle')).not.toEqual(key);
    expect(deriveKey(`${SECRET}!`, 'a')).not.toEqual(key);
    expect(deriveKey(SECRET, 'a')).toEqual(key);
  });
});
