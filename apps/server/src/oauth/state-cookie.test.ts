import { describe, expect, it } from 'vitest';
import { openState, safeReturnTo, sealState, type SealedState } from './state-cookie.ts';

const SECRET = 'state-cookie-secret-of-at-least-32-chars';
const NOW_MS = 1_750_000_000_000;
const state: SealedState = {
  provider: 'google',
  state: 'state-value',
  nonce: 'nonce-value',
  codeVerifier: 'v'.repeat(43),
  redirectUri: 'https://spindle.test/api/auth/google/callback',
  returnTo: '/cart',
  expiresAtMs: NOW_MS + 600_000,
};

describe('the sealed state cookie', () => {
  it('opens to what was sealed', () => {
    expect(openState(sealState(state, SECRET), SECRET, NOW_MS)).toEqual(state);
  });

  it('differs every time even for the same state (random IV)', () => {
    expect(sealState(state, SECRET)).not.toBe(sealState(state, SECRET));
  });

  it('does not open when any byte was changed', () => {
    const sealed = Buffer.from(sealState(state, SECRET), 'base64url');
    for (let index = 0; index < sealed.length; index += 1) {
      const altered = Buffer.from(sealed);
      altered[index] = (altered[index] ?? 0) ^ 0x01;
      expect(openState(altered.toString('base64url'), SECRET, NOW_MS)).toBeNull();
    }
  });

  it('does not open when truncated, empty or garbage', () => {
    const sealed = sealState(state, SECRET);
    for (const value of [sealed.slice(0, -4), '', 'not-base64!', 'AAAA']) {
      expect(openState(value, SECRET, NOW_MS)).toBeNull();
    }
  });

  it('does not open with another secret', () => {
    expect(openState(sealState(state, SECRET), `${SECRET}-rotated`, NOW_MS)).toBeNull();
  });

  it('does not open once expired', () => {
    expect(openState(sealState(state, SECRET), SECRET, state.expiresAtMs)).toBeNull();
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => sealState(state, 'short')).toThrow(/at least 32/);
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/records/42?tab=tracks', '/records/42?tab=tracks'],
    ['/', '/'],
    [undefined, '/'],
    [null, '/'],
    ['', '/'],
    ['records', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example/', '/'],
    ['/ok\nSet-Cookie: x=1', '/'],
    ['javascript:alert(1)', '/'],
  ])('turns %j into %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});
