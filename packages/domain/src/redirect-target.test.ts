import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-target.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/fr/vinyl-shop?genre=8', '/fr/vinyl-shop?genre=8'],
    ['/', '/'],
    ['/my-account/orders#last', '/my-account/orders#last'],
    // Encoded forms stay encoded: the browser does not decode them into a host.
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/a/../b', '/b'],
  ])('keeps the same-site path %j as %j', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash after the slash', '/\\evil.example'],
    ['backslash later', '/x\\..\\..\\/evil.example'],
    ['tab between the slashes (browsers drop it)', '/\t/evil.example'],
    ['newline between the slashes', '/\n/evil.example'],
    ['carriage return and newline', '/\r\n/evil.example'],
    ['a leading tab', '\t//evil.example'],
    ['a leading space', ' /x'],
    ['NUL', '/x\u0000'],
    ['DEL', '/x\u007f'],
    ['dot segments folding into //', '/..//evil.example'],
    ['dot segment then //', '/.//evil.example'],
    ['an absolute URL', 'https://evil.example'],
    ['a scheme without slashes', 'http:evil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['a relative path', 'relative'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_name, input) => {
    expect(safeRedirectPath(input)).toBe('/');
  });

  it.each([null, undefined, 42, {}, ['/x']])('refuses the non-string %j', (input) => {
    expect(safeRedirectPath(input)).toBe('/');
  });

  it('answers the fallback given', () => {
    expect(safeRedirectPath('//evil.example', '/fr')).toBe('/fr');
  });

  it('never answers a target a browser would resolve to another origin', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (input) => {
        const target = safeRedirectPath(input);
        expect(new URL(target, 'https://spindle.example').origin).toBe('https://spindle.example');
        expect(target.startsWith('/') && !target.startsWith('//')).toBe(true);
        expect([...target].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f' || char === '\\')).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
