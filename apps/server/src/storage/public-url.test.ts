import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodedKeyPath } from './public-url.ts';

/** The encoding every key went through before plain keys were let through as they are. */
const encodedEverySegment = (key: string) => key.split('/').filter(Boolean).map(encodeURIComponent).join('/');

describe('encodedKeyPath', () => {
  it.each([
    ['projects/12/cover-ab12.webp', 'projects/12/cover-ab12.webp'],
    ['a b/c.jpg', 'a%20b/c.jpg'],
    ['/projects//12/', 'projects/12'],
    ["it's (1)!~*.jpg", "it's%20(1)!~*.jpg"],
    ['café/é.png', 'caf%C3%A9/%C3%A9.png'],
    ['a?b#c/%20', 'a%3Fb%23c/%2520'],
  ])('encodes %j as %j', (key, expected) => {
    expect(encodedKeyPath(key)).toBe(expected);
  });

  it('gives what encoding each segment gives, for any key', () => {
    const segmentCharacter = fc.constantFrom(..."aZ09-_.!~*'()/ %?#é€\u0000".split(''));
    const key = fc.oneof(fc.string(), fc.string({ unit: segmentCharacter }));
    fc.assert(
      fc.property(key, (value) => {
        expect(encodedKeyPath(value)).toBe(encodedEverySegment(value));
      }),
      { numRuns: 2_000 },
    );
  });
});
